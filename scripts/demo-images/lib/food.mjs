/**
 * Food seen from above: curries, rice, flatbread and the herbs strewn over them.
 */

import { darken, lighten } from './palette.mjs';
import { circ, ell, g, n1, path, rect } from './svg.mjs';

/** Curry surface inside a circle: base colour, cream swirl, herbs, oil. */
export function curry(s, x, y, r, base, o = {}) {
  const out = [
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, lighten(base, 0.15)],
          [0.7, base],
          [1, darken(base, 0.25)],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
  ];
  for (let i = 0; i < (o.oil ?? 14); i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.1, 0.85) * r;
    out.push(
      ell(
        x + Math.cos(a) * d,
        y + Math.sin(a) * d,
        s.r(2, 7) * (r / 120),
        s.r(1.5, 4) * (r / 120),
        lighten(base, 0.35),
        { opacity: 0.55 },
      ),
    );
  }
  for (let i = 0; i < (o.chunks || 0); i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.1, 0.75) * r;
    const cr = r * s.r(0.1, 0.15);
    const col = o.chunkColor || darken(base, 0.15);
    out.push(
      rect(x + Math.cos(a) * d - cr, y + Math.sin(a) * d - cr, cr * 2, cr * 1.7, col, {
        rx: cr * 0.5,
        transform: `rotate(${n1(s.r(0, 90))} ${n1(x + Math.cos(a) * d)} ${n1(y + Math.sin(a) * d)})`,
      }),
    );
    out.push(
      rect(
        x + Math.cos(a) * d - cr * 0.7,
        y + Math.sin(a) * d - cr * 0.8,
        cr * 1.1,
        cr * 0.5,
        lighten(col, 0.3),
        {
          rx: cr * 0.25,
          opacity: 0.6,
          transform: `rotate(${n1(s.r(0, 90))} ${n1(x + Math.cos(a) * d)} ${n1(y + Math.sin(a) * d)})`,
        },
      ),
    );
  }
  if (o.cream !== false) {
    let d = `M${n1(x)} ${n1(y)}`;
    for (let t = 0; t < 14; t += 0.25) {
      const rr = r * 0.05 * t;
      d += `L${n1(x + Math.cos(t) * rr)} ${n1(y + Math.sin(t) * rr)}`;
    }
    out.push(
      path(d, 'none', {
        stroke: o.creamColor || '#fff6e6',
        strokeWidth: Math.max(2, r * 0.035),
        opacity: 0.85,
        strokeLinecap: 'round',
      }),
    );
  }
  out.push(herbs(s, x, y, r * 0.7, o.herbs ?? 9, o.herbColor));
  return out.join('');
}

/** Path of one leaf at (x, y), length L, angle a. */
export function leafD(x, y, L, a) {
  const c = Math.cos(a);
  const sn = Math.sin(a);
  const P = (u, v) => `${n1(x + u * c - v * sn)} ${n1(y + u * sn + v * c)}`;
  return `M${P(0, 0)}Q${P(L * 0.5, -L * 0.35)} ${P(L, 0)}Q${P(L * 0.5, L * 0.35)} ${P(0, 0)}Z`;
}

/** Scattered coriander/mint leaves. */
export function herbs(s, x, y, r, n, color = '#3f7d2c') {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r;
    const L = s.r(9, 15) * Math.min(1.6, Math.max(0.85, r / 100));
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    const b = s.r(0, 6.28);
    for (let j = 0; j < 3; j++)
      out.push(path(leafD(cx, cy, L, b + j * 2.1), j % 2 ? lighten(color, 0.15) : color));
  }
  return out.join('');
}

/** Rice: a field of grains inside a circle. */
export function rice(s, x, y, r, o = {}) {
  const out = [
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, '#fffaf0'],
          [1, '#e7dcc4'],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
  ];
  const cols = o.colors || ['#fffdf6', '#f6efdf', '#fff9ea'];
  const n = o.n || Math.round(r * r * 0.09);
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.96;
    const gx = x + Math.cos(a) * d;
    const gy = y + Math.sin(a) * d;
    const c = cols[Math.floor(s.r(0, cols.length))];
    out.push(
      ell(gx, gy, r * 0.055, r * 0.016, c, {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(gx)} ${n1(gy)})`,
        stroke: darken(c, 0.12),
        strokeWidth: 0.6,
      }),
    );
  }
  return out.join('');
}

/** Irregular flatbread (naan / roti). */
export function bread(s, x, y, rx, ry, rot, o = {}) {
  const n = 20;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + s.r(-0.05, 0.05);
    d += `${i ? 'L' : 'M'}${n1(x + Math.cos(a) * rx * k)} ${n1(y + Math.sin(a) * ry * k)}`;
  }
  d += 'Z';
  const base = o.color || '#e8b96a';
  const out = [
    path(d, '#000000', {
      opacity: 0.35,
      filter: s.blur(6),
      transform: `translate(6 9) rotate(${rot} ${x} ${y})`,
    }),
  ];
  out.push(
    path(
      d,
      s.rad(
        [
          [0, lighten(base, 0.25)],
          [0.7, base],
          [1, darken(base, 0.2)],
        ],
        0.45,
        0.4,
        0.65,
      ),
      { transform: `rotate(${rot} ${x} ${y})` },
    ),
  );
  const spots = [];
  for (let i = 0; i < (o.spots ?? 22); i++) {
    const a = s.r(0, 6.28);
    const dd = Math.sqrt(s.r()) * 0.8;
    spots.push(
      ell(
        x + Math.cos(a) * rx * dd,
        y + Math.sin(a) * ry * dd,
        s.r(3, 9),
        s.r(2, 6),
        i % 3 ? '#7a4a1c' : '#4a2a10',
        { opacity: n1(s.r(0.35, 0.7)) },
      ),
    );
  }
  out.push(g(spots, { transform: `rotate(${rot} ${x} ${y})`, filter: s.blur(1.2) }));
  if (o.butter)
    out.push(
      ell(x - rx * 0.2, y - ry * 0.2, rx * 0.4, ry * 0.3, '#fff2b8', { opacity: 0.35, filter: s.blur(8) }),
    );
  return out.join('');
}
