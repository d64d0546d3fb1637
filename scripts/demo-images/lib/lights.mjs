/**
 * Festive light and hanging decoration: fairy lights, marigold garlands, lanterns, candles,
 * diyas and chandeliers.
 */

import { C, darken, lighten } from './palette.mjs';
import { circ, dLine, ell, line, n1, path, poly, rect } from './svg.mjs';

/** Points on a hanging (quadratic) curve between two points. */
function sagPts(x1, y1, x2, y2, sag, n) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    out.push([a * x1 + b * cx + c * x2, a * y1 + b * cy + c * y2]);
  }
  return out;
}

/** String of fairy lights. */
export function lights(s, x1, y1, x2, y2, sag, n, color = C.flame, r = 3) {
  const p = sagPts(x1, y1, x2, y2, sag, n);
  const out = [path(dLine(p), 'none', { stroke: '#000000', strokeWidth: 1, opacity: 0.35 })];
  const gl = s.rad([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  for (const [x, y] of p) out.push(circ(x, y, r * 4, gl), circ(x, y, r, lighten(color, 0.5)));
  return out.join('');
}

/** Marigold garland following a hanging curve. */
export function garland(_s, x1, y1, x2, y2, sag, r = 7, colors = [C.marigold, C.saffron, '#ffc93c']) {
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag);
  const n = Math.max(4, Math.round(len / (r * 1.25)));
  const p = sagPts(x1, y1, x2, y2, sag, n);
  const out = [];
  p.forEach(([x, y], i) => {
    const c = colors[i % colors.length];
    out.push(
      circ(x, y + r * 0.25, r, darken(c, 0.3)),
      circ(x, y, r, c),
      circ(x - r * 0.3, y - r * 0.3, r * 0.45, lighten(c, 0.3), { opacity: 0.7 }),
    );
  });
  return out.join('');
}

/** Vertical hanging strand of flowers. */
export function strand(x, y, len, r = 6, colors = [C.marigold, C.saffron]) {
  const out = [];
  const n = Math.round(len / (r * 1.5));
  for (let i = 0; i <= n; i++) {
    const c = colors[i % colors.length];
    out.push(
      circ(x, y + i * r * 1.5, r, c),
      circ(x - r * 0.3, y + i * r * 1.5 - r * 0.3, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }),
    );
  }
  out.push(circ(x, y + (n + 1) * r * 1.5, r * 0.8, C.rose));
  return out.join('');
}

/** Hanging lantern: chain from (x, top) of length len, body size sz. */
export function lantern(s, x, top, len, sz, o = {}) {
  const metal = o.metal || darken(C.gold, 0.15);
  const light = o.light || C.flame;
  const y = top + len;
  const out = [];
  out.push(line(x, top, x, y, metal, Math.max(1, sz * 0.04)));
  out.push(s.glow(x, y + sz * 0.75, sz * 3.2, light, o.glow ?? 0.55));
  out.push(
    poly(
      [
        [x - sz * 0.12, y],
        [x + sz * 0.12, y],
        [x + sz * 0.45, y + sz * 0.32],
        [x - sz * 0.45, y + sz * 0.32],
      ],
      metal,
    ),
  );
  const bodyFill = s.rad([
    [0, '#fff4d0'],
    [0.6, light],
    [1, darken(light, 0.35)],
  ]);
  out.push(
    path(
      `M${n1(x - sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.34)} ${n1(y + sz * 1.15)}L${n1(x)} ${n1(y + sz * 1.32)}L${n1(x - sz * 0.34)} ${n1(y + sz * 1.15)}Z`,
      bodyFill,
    ),
  );
  out.push(
    path(
      `M${n1(x - sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x - sz * 0.34)} ${n1(y + sz * 1.15)}M${n1(x)} ${n1(y + sz * 0.32)}L${n1(x)} ${n1(y + sz * 1.32)}M${n1(x + sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.34)} ${n1(y + sz * 1.15)}M${n1(x - sz * 0.37)} ${n1(y + sz * 0.72)}L${n1(x + sz * 0.37)} ${n1(y + sz * 0.72)}`,
      'none',
      { stroke: metal, strokeWidth: Math.max(1, sz * 0.05) },
    ),
  );
  out.push(line(x, y + sz * 1.32, x, y + sz * 1.55, metal, Math.max(1, sz * 0.05)));
  out.push(circ(x, y + sz * 1.58, sz * 0.06, metal));
  return out.join('');
}

/** Candle with flame; (x, y) is the base. */
export function candle(s, x, y, h, w, o = {}) {
  const wax = o.wax || C.ivory;
  return [
    s.glow(x, y - h - w * 0.8, w * (o.glowR || 7), C.flame, o.glow ?? 0.6),
    rect(
      x - w / 2,
      y - h,
      w,
      h,
      s.lin(
        [
          [0, darken(wax, 0.15)],
          [0.4, wax],
          [1, darken(wax, 0.25)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    path(
      `M${n1(x)} ${n1(y - h - w * 1.6)}Q${n1(x + w * 0.45)} ${n1(y - h - w * 0.5)} ${n1(x)} ${n1(y - h - w * 0.1)}Q${n1(x - w * 0.45)} ${n1(y - h - w * 0.5)} ${n1(x)} ${n1(y - h - w * 1.6)}Z`,
      '#ffe7a3',
    ),
    ell(x, y - h - w * 0.45, w * 0.12, w * 0.28, '#fffaf0'),
  ].join('');
}

/** Clay oil lamp (diya) seen from the side; (x, y) is the base. */
export function diya(s, x, y, w) {
  return [
    s.glow(x, y - w * 0.7, w * 3, C.flame, 0.7),
    path(
      `M${n1(x - w / 2)} ${n1(y - w * 0.28)}Q${n1(x)} ${n1(y + w * 0.22)} ${n1(x + w / 2)} ${n1(y - w * 0.28)}Z`,
      '#9b4a25',
    ),
    ell(x, y - w * 0.28, w / 2, w * 0.08, '#c26a35'),
    path(
      `M${n1(x + w * 0.2)} ${n1(y - w * 0.95)}Q${n1(x + w * 0.34)} ${n1(y - w * 0.5)} ${n1(x + w * 0.22)} ${n1(y - w * 0.32)}Q${n1(x + w * 0.08)} ${n1(y - w * 0.5)} ${n1(x + w * 0.2)} ${n1(y - w * 0.95)}Z`,
      '#ffe7a3',
    ),
  ].join('');
}

/** Crystal chandelier hanging from `top` with its crown at (x, y). */
export function chandelier(s, x, y, size, o = {}) {
  const metal = o.metal || C.gold;
  const out = [];
  if (o.top !== undefined) out.push(line(x, o.top, x, y, darken(metal, 0.3), Math.max(1, size * 0.015)));
  out.push(s.glow(x, y + size * 0.55, size * 1.5, C.flame, o.glow ?? 0.45));
  const sw = Math.max(1, size * 0.018);
  out.push(line(x, y, x, y + size * 0.95, metal, sw * 1.6));
  for (const [f, r] of [
    [0.1, 0.05],
    [0.48, 0.06],
    [0.8, 0.07],
  ])
    out.push(circ(x, y + size * f, size * r, metal));
  const tiers = [
    [0.32, 0.32, 0.06, 5],
    [0.62, 0.58, 0.1, 7],
  ];
  const crystal = o.crystal || '#fff6df';
  for (const [ty, rx, ry, n] of tiers) {
    const cy = y + size * ty;
    const R = size * rx;
    const Ry = size * ry;
    out.push(ell(x, cy, R, Ry, 'none', { stroke: metal, strokeWidth: sw * 1.4 }));
    const cand = [];
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (i / (n - 1));
      cand.push([x - Math.cos(a) * R, cy + Math.sin(a) * Ry]);
    }
    for (let i = 0; i < cand.length - 1; i++) {
      const [ax, ay] = cand[i];
      const [bx, by] = cand[i + 1];
      out.push(
        path(
          `M${n1(ax)} ${n1(ay)}Q${n1((ax + bx) / 2)} ${n1((ay + by) / 2 + size * 0.16)} ${n1(bx)} ${n1(by)}`,
          'none',
          {
            stroke: crystal,
            strokeWidth: sw * 1.3,
            strokeDasharray: `${n1(sw)} ${n1(sw * 2.2)}`,
            strokeLinecap: 'round',
            opacity: 0.85,
          },
        ),
      );
    }
    for (const [cx, cyy] of cand) {
      out.push(
        line(cx, cyy, cx, cyy + size * 0.12, crystal, sw, {
          strokeDasharray: `${n1(sw)} ${n1(sw * 2)}`,
          strokeLinecap: 'round',
        }),
      );
      out.push(rect(cx - size * 0.014, cyy - size * 0.07, size * 0.028, size * 0.07, C.ivory));
      out.push(s.glow(cx, cyy - size * 0.09, size * 0.12, C.flame, 0.9));
      out.push(ell(cx, cyy - size * 0.09, size * 0.012, size * 0.025, '#fff5d6'));
    }
  }
  out.push(
    path(
      `M${n1(x)} ${n1(y + size * 0.92)}Q${n1(x + size * 0.05)} ${n1(y + size * 1.02)} ${n1(x)} ${n1(y + size * 1.1)}Q${n1(x - size * 0.05)} ${n1(y + size * 1.02)} ${n1(x)} ${n1(y + size * 0.92)}Z`,
      crystal,
    ),
  );
  return out.join('');
}
