/**
 * Sky, hills, water and trees for the outdoor pictures and the views through windows.
 */

import { darken } from './palette.mjs';
import { circ, g, line, n1, path, rect } from './svg.mjs';

/** Cypress silhouette standing on (x, y). */
export function cypress(x, y, h, fill) {
  const w = h * 0.16;
  return path(
    `M${n1(x)} ${n1(y)}C${n1(x - w * 1.2)} ${n1(y - h * 0.25)} ${n1(x - w * 0.9)} ${n1(y - h * 0.75)} ${n1(x)} ${n1(y - h)}C${n1(x + w * 0.9)} ${n1(y - h * 0.75)} ${n1(x + w * 1.2)} ${n1(y - h * 0.25)} ${n1(x)} ${n1(y)}Z`,
    fill,
  );
}

/** Palm tree standing on (x, y), leaning by `lean` of its height. */
export function palm(x, y, h, fill, lean = 0.1) {
  const tx = x + h * lean;
  const ty = y - h;
  const out = [
    path(
      `M${n1(x - h * 0.03)} ${n1(y)}Q${n1(x + h * lean * 0.2)} ${n1(y - h * 0.5)} ${n1(tx - h * 0.012)} ${n1(ty)}L${n1(tx + h * 0.012)} ${n1(ty)}Q${n1(x + h * lean * 0.3 + h * 0.03)} ${n1(y - h * 0.5)} ${n1(x + h * 0.03)} ${n1(y)}Z`,
      fill,
    ),
  ];
  let spines = '';
  let leaves = '';
  const fr = [-172, -150, -128, -108, -88, -70, -50, -28, -8, 14];
  for (const deg of fr) {
    const r = (deg * Math.PI) / 180;
    const L = h * (0.36 + 0.06 * Math.sin(deg));
    const ex = tx + Math.cos(r) * L;
    const ey = ty + Math.sin(r) * L * 0.5 + L * 0.42;
    const cx = tx + Math.cos(r) * L * 0.55;
    const cy = ty + Math.sin(r) * L * 0.75 - L * 0.08;
    spines += `M${n1(tx)} ${n1(ty)}Q${n1(cx)} ${n1(cy)} ${n1(ex)} ${n1(ey)}`;
    for (let t = 0.08; t < 0.98; t += 0.07) {
      const px = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * cy + t * t * ey;
      const dx = 2 * (1 - t) * (cx - tx) + 2 * t * (ex - cx);
      const dy = 2 * (1 - t) * (cy - ty) + 2 * t * (ey - cy);
      const dl = Math.hypot(dx, dy) || 1;
      const nx = -dy / dl;
      const ny = dx / dl;
      const lw = L * 0.16 * (1 - t * 0.6);
      for (const sgn of [-1, 1])
        leaves += `M${n1(px)} ${n1(py)}l${n1(nx * lw * sgn + (dx / dl) * lw * 0.5)} ${n1(ny * lw * sgn + (dy / dl) * lw * 0.5 + lw * 0.45)}`;
    }
  }
  out.push(
    path(leaves, 'none', { stroke: fill, strokeWidth: n1(Math.max(1.2, h * 0.009)), strokeLinecap: 'round' }),
  );
  out.push(path(spines, 'none', { stroke: fill, strokeWidth: n1(Math.max(1, h * 0.008)) }));
  out.push(circ(tx, ty + h * 0.01, h * 0.025, fill));
  return out.join('');
}

/** Rounded tree made of overlapping blobs. */
export function tree(_s, x, y, h, fill, hi) {
  const out = [rect(x - h * 0.03, y - h * 0.45, h * 0.06, h * 0.45, darken(fill, 0.3))];
  const blobs = [
    [0, -0.62, 0.3],
    [-0.2, -0.5, 0.22],
    [0.2, -0.52, 0.23],
    [-0.1, -0.8, 0.22],
    [0.13, -0.78, 0.2],
  ];
  for (const [bx, by, br] of blobs) out.push(circ(x + bx * h, y + by * h, br * h, fill));
  if (hi)
    for (const [bx, by, br] of blobs.slice(3))
      out.push(
        circ(x + bx * h - br * h * 0.25, y + by * h - br * h * 0.25, br * h * 0.6, hi, { opacity: 0.35 }),
      );
  return out.join('');
}

/** n stars scattered above y2. */
export function stars(s, n, y2, a = 0.8) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = s.r(0.6, 1.7);
    out.push(circ(s.r(0, s.w), s.r(0, y2) * s.r(0.3, 1), r, '#fff8e6', { opacity: n1(s.r(0.25, a)) }));
  }
  return out.join('');
}

/** Moon with a soft halo. */
export function moon(s, x, y, r, color = '#fbf3dc') {
  return (
    s.glow(x, y, r * 5, color, 0.35) +
    circ(x, y, r, color) +
    circ(x + r * 0.3, y - r * 0.2, r * 0.25, darken(color, 0.06), { opacity: 0.5 }) +
    circ(x - r * 0.35, y + r * 0.3, r * 0.16, darken(color, 0.06), { opacity: 0.5 })
  );
}

/** Sky band from the top down to y2. */
export function skyDusk(s, y2, stopsList) {
  return rect(0, 0, s.w, y2, s.lin(stopsList));
}

/** Rolling hills whose tops lie around y; seedShift moves the crests. */
export function hills(s, y, amp, fill, seedShift = 0) {
  let d = `M0 ${s.h}L0 ${n1(y)}`;
  const n = 14;
  for (let i = 1; i <= n; i++) {
    const x = (s.w * i) / n;
    const yy = y - amp * (0.4 + 0.6 * Math.abs(Math.sin(i * 1.7 + seedShift)));
    d += `Q${n1(x - s.w / n / 2)} ${n1(yy - amp * 0.3)} ${n1(x)} ${n1(yy + amp * 0.5)}`;
  }
  d += `L${s.w} ${s.h}Z`;
  return path(d, fill);
}

/** Horizontal shimmering strokes on water. */
export function ripples(s, y1, y2, n, color, a = 0.35, x1 = 0, x2 = s.w) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = s.r();
    const y = y1 + (y2 - y1) * t * t;
    const len = s.r(20, 140) * (0.4 + t);
    const x = s.r(x1, x2);
    out.push(
      line(x, y, x + len, y, color, 0.8 + t * 2.5, { opacity: n1(s.r(0.3, 1) * a), strokeLinecap: 'round' }),
    );
  }
  return out.join('');
}

/** Reflect already drawn content about the horizontal line y. */
export function reflect(s, content, y, o = {}) {
  const cl = s.clip(rect(0, y, s.w, s.h - y));
  return g(g(content, { transform: `translate(0 ${n1(2 * y)}) scale(1 -1)`, filter: s.blur(o.blur ?? 3) }), {
    clipPath: cl,
    opacity: o.opacity ?? 0.45,
  });
}
