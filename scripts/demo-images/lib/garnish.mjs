/**
 * Small things scattered on plates and tables: lemon wedges, slivers, glossy sweets and rose
 * petals (the spheres and petals also turn up outside the dish pictures).
 */

import { C, darken, lighten } from './palette.mjs';
import { circ, ell, g, line, n1, path } from './svg.mjs';

/** Lemon wedge seen from above. */
export function lemon(_s, x, y, r, rot) {
  return g(
    [
      path(`M${-r} 0A${r} ${r} 0 0 1 ${r} 0Z`, '#f2d64b'),
      path(`M${-r * 0.85} -2A${r * 0.85} ${r * 0.85} 0 0 1 ${r * 0.85} -2Z`, '#fbf1a8'),
      ...[0.25, 0.5, 0.75].map((t) =>
        line(0, -2, -Math.cos(t * Math.PI) * r * 0.8, -Math.sin(t * Math.PI) * r * 0.8, '#f2d64b', 1.5),
      ),
    ],
    { transform: `translate(${x} ${y}) rotate(${rot})` },
  );
}

/** Glossy sphere (gulab jamun, ladoo). */
export function sphere(s, x, y, r, base, o = {}) {
  const out = [circ(x + r * 0.15, y + r * 0.2, r, '#000000', { opacity: 0.35, filter: s.blur(r * 0.15) })];
  out.push(
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, lighten(base, 0.35)],
          [0.55, base],
          [1, darken(base, 0.45)],
        ],
        0.38,
        0.35,
        0.7,
      ),
    ),
  );
  if (o.dots)
    for (let i = 0; i < o.dots; i++) {
      const a = s.r(0, 6.28);
      const d = Math.sqrt(s.r()) * r * 0.9;
      out.push(
        circ(
          x + Math.cos(a) * d,
          y + Math.sin(a) * d,
          r * 0.06,
          i % 2 ? lighten(base, 0.3) : darken(base, 0.2),
          { opacity: 0.8 },
        ),
      );
    }
  if (o.gloss !== false)
    out.push(
      ell(x - r * 0.35, y - r * 0.38, r * 0.28, r * 0.16, '#ffffff', {
        opacity: o.gloss ?? 0.55,
        transform: `rotate(-35 ${n1(x - r * 0.35)} ${n1(y - r * 0.38)})`,
      }),
    );
  return out.join('');
}

/** Pistachio slivers / saffron strands sprinkle. */
export function sprinkle(s, x, y, r, n, colors, len = 6) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    out.push(
      ell(px, py, len * s.r(0.6, 1), len * 0.3, colors[i % colors.length], {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(px)} ${n1(py)})`,
      }),
    );
  }
  return out.join('');
}

/** n rose petals scattered over the area. */
export function petals(s, n, color = C.rose, area = [0, 0, 800, 800]) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = s.r(area[0], area[2]);
    const y = s.r(area[1], area[3]);
    const r = s.r(10, 18);
    const a = s.r(0, 360);
    out.push(
      path(
        `M0 0C${r} ${-r * 0.8} ${r * 1.6} ${r * 0.4} 0 ${r * 1.2}C${-r * 1.6} ${r * 0.4} ${-r} ${-r * 0.8} 0 0Z`,
        s.rad([
          [0, lighten(color, 0.2)],
          [1, darken(color, 0.2)],
        ]),
        { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(a)})` },
      ),
    );
  }
  return out.join('');
}
