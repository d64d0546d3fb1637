/**
 * Plates and bowls seen from above, and the frame every dish picture is drawn in.
 */

import { C, darken, mix } from './palette.mjs';
import { Scene } from './scene.mjs';
import { circ } from './svg.mjs';

/** Soft cast shadow for a round object (light from the upper left). */
function shadow(s, x, y, r, a = 0.45, off = 0.08) {
  return circ(x + r * off, y + r * off * 1.4, r * 1.02, '#000000', {
    opacity: a,
    filter: s.blur(Math.max(4, r * 0.07)),
  });
}

/** Round plate. kind: porcelain | brass | copper | clay | silver | slate */
export function plate(s, x, y, r, kind = 'porcelain', o = {}) {
  const looks = {
    porcelain: ['#ffffff', '#e9e3d8', '#f7f3ec', C.gold],
    brass: ['#f1d27a', '#a87a24', '#d9b25a', '#8a6418'],
    copper: ['#e59a64', '#8a4424', '#c47443', '#f3c08a'],
    clay: ['#c97a4a', '#7b3a1c', '#a85a32', '#e6a57a'],
    silver: ['#f4f4f2', '#a7a9ab', '#d9dad8', '#ffffff'],
    slate: ['#4a4f55', '#25282c', '#383c41', '#5d636a'],
  };
  const [hi, lo, mid, trim] = looks[kind];
  const rim = o.rim ?? 0.18;
  return [
    shadow(s, x, y, r, o.shadow ?? 0.45),
    circ(
      x,
      y,
      r,
      s.lin(
        [
          [0, hi],
          [1, lo],
        ],
        0.2,
        0.1,
        0.8,
        0.95,
      ),
    ),
    circ(
      x,
      y,
      r * (1 - rim),
      s.rad(
        [
          [0, mid],
          [0.85, darken(mid, 0.06)],
          [1, darken(mid, 0.2)],
        ],
        0.45,
        0.42,
        0.6,
      ),
    ),
    circ(x, y, r * (1 - rim * 0.45), 'none', {
      stroke: trim,
      strokeWidth: Math.max(1, r * 0.012),
      opacity: 0.8,
    }),
    circ(x, y, r * 0.995, 'none', { stroke: darken(lo, 0.2), strokeWidth: 1, opacity: 0.6 }),
  ].join('');
}

/** Deep bowl (katori / handi) filled with something. */
export function bowl(s, x, y, r, kind, fill, o = {}) {
  const looks = {
    brass: ['#f6db8c', '#8f6a1e'],
    copper: ['#f0aa72', '#7a3618'],
    porcelain: ['#ffffff', '#d6cfc2'],
    clay: ['#d38656', '#6e3116'],
    silver: ['#fafafa', '#9ea1a4'],
  };
  const [hi, lo] = looks[kind];
  return [
    shadow(s, x, y, r, o.shadow ?? 0.5, 0.12),
    circ(
      x,
      y,
      r,
      s.lin(
        [
          [0, hi],
          [0.5, mix(hi, lo, 0.4)],
          [1, lo],
        ],
        0.15,
        0.1,
        0.85,
        0.95,
      ),
    ),
    circ(
      x,
      y,
      r * (o.lip || 0.86),
      s.lin(
        [
          [0, lo],
          [1, hi],
        ],
        0.2,
        0.1,
        0.8,
        0.9,
      ),
    ),
    circ(x, y, r * ((o.lip || 0.86) - 0.04), fill),
    circ(
      x,
      y,
      r * ((o.lip || 0.86) - 0.04),
      s.rad(
        [
          [0.6, '#000000', 0],
          [1, '#000000', 0.35],
        ],
        0.55,
        0.55,
        0.55,
      ),
    ),
  ].join('');
}

/** Draw function for a dish: fn lays the table, then the frame is vignetted like every dish. */
export function dishScene(fn, seed) {
  return (w, h) => {
    const s = new Scene(w, h, seed);
    fn(s, w, h);
    s.vignette(0.35);
    return s;
  };
}
