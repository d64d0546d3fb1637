/**
 * The house palette and colour arithmetic every picture shares, plus the seeded random numbers
 * that make each picture come out the same on every run.
 */

/** House colours: maroon, gold and ivory first, then the accents the pictures repeat. */
export const C = {
  maroon: '#5b1a2b',
  gold: '#c9a14a',
  ivory: '#f7f1e3',
  teal: '#0f4c5c',
  sand: '#d8b98a',
  indigo: '#1b1f3b',
  marigold: '#f2a516',
  saffron: '#e9762b',
  rose: '#c2456b',
  leaf: '#4f7a3a',
  flame: '#ffd27a',
};

/** Hex colour to [r, g, b]. */
function rgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

/** [r, g, b] (clamped, rounded) to a hex colour. */
function toHex(a) {
  return `#${a
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Colour between a and b at t (0 gives a, 1 gives b). */
export function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Colour c moved towards white by t. */
export const lighten = (c, t) => mix(c, '#ffffff', t);

/** Colour c moved towards black by t. */
export const darken = (c, t) => mix(c, '#000000', t);

/** Seeded random numbers (mulberry32) so a picture is the same on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
