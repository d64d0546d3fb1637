/**
 * Banquet and event furniture: dressed round tables and rows of chairs seen from behind.
 */

import { candle } from './lights.mjs';
import { C, darken, lighten } from './palette.mjs';
import { ell, line, n1, path, rect } from './svg.mjs';

/** Round banquet table with cloth and chairs, seen from the camera. */
export function roundTable(s, cam, x, z, r, o = {}) {
  const out = [];
  const th = o.h || 0.76;
  const [tx, ty] = cam.P(x, th, z);
  const [, fy] = cam.P(x, 0, z);
  const rx = (cam.f * r) / z;
  const ryTop = rx * Math.max(0.05, (cam.cy - th) / z);
  const ryFloor = rx * (cam.cy / z);
  const cloth = o.cloth || C.ivory;
  const chair = (a) => {
    const ccx = x + Math.cos(a) * (r + 0.25);
    const ccz = z + Math.sin(a) * (r + 0.25);
    const [bx, by] = cam.P(ccx, 0.98, ccz);
    const [, sy] = cam.P(ccx, 0.46, ccz);
    const [, fly] = cam.P(ccx, 0, ccz);
    const cw = (cam.f * 0.19) / ccz;
    const col = o.chair || C.gold;
    const dk = darken(col, 0.35);
    const lw = Math.max(1, cw * 0.09);
    return [
      line(bx - cw * 0.8, sy, bx - cw * 0.85, fly, dk, lw),
      line(bx + cw * 0.8, sy, bx + cw * 0.85, fly, dk, lw),
      path(
        `M${n1(bx - cw)} ${n1(sy)}L${n1(bx - cw * 0.92)} ${n1(by + cw * 0.25)}Q${n1(bx)} ${n1(by - cw * 0.2)} ${n1(bx + cw * 0.92)} ${n1(by + cw * 0.25)}L${n1(bx + cw)} ${n1(sy)}Z`,
        col,
      ),
      line(bx - cw * 0.35, by + cw * 0.3, bx - cw * 0.38, sy - cw * 0.2, dk, lw * 0.8, { opacity: 0.6 }),
      line(bx + cw * 0.35, by + cw * 0.3, bx + cw * 0.38, sy - cw * 0.2, dk, lw * 0.8, { opacity: 0.6 }),
      rect(bx - cw * 1.02, sy - cw * 0.12, cw * 2.04, cw * 0.2, o.cushion || lighten(col, 0.25)),
    ].join('');
  };
  const angles = [];
  const nChairs = o.chairs ?? 6;
  for (let i = 0; i < nChairs; i++) angles.push(((i + 0.5) / nChairs) * Math.PI * 2);
  for (const a of angles.filter((v) => Math.sin(v) > 0)) out.push(chair(a));
  out.push(
    ell(tx, fy, rx * 1.15, ryFloor * 1.1, '#000000', {
      opacity: 0.25,
      filter: o.soft ? s.blur(4) : undefined,
    }),
  );
  const skirt = s.lin(
    [
      [0, darken(cloth, 0.05)],
      [0.5, lighten(cloth, 0.05)],
      [1, darken(cloth, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}L${n1(tx - rx * 1.04)} ${n1(fy)}A${n1(rx * 1.04)} ${n1(ryFloor)} 0 0 0 ${n1(tx + rx * 1.04)} ${n1(fy)}L${n1(tx + rx)} ${n1(ty)}Z`,
      skirt,
    ),
  );
  if (o.runner)
    out.push(
      path(
        `M${n1(tx - rx * 0.25)} ${n1(ty)}L${n1(tx - rx * 0.26)} ${n1(fy + ryFloor * 0.95)}L${n1(tx + rx * 0.26)} ${n1(fy + ryFloor * 0.95)}L${n1(tx + rx * 0.25)} ${n1(ty)}Z`,
        o.runner,
        { opacity: 0.9 },
      ),
    );
  out.push(ell(tx, ty, rx, ryTop, lighten(cloth, 0.08)));
  if (o.centre !== false) {
    const k = cam.k(z);
    out.push(s.glow(tx, ty - k * 0.18, k * 0.7, C.flame, 0.55));
    if (o.flowers) {
      out.push(ell(tx, ty - k * 0.12, k * 0.16, k * 0.1, o.flowers));
      out.push(ell(tx - k * 0.05, ty - k * 0.16, k * 0.07, k * 0.05, lighten(o.flowers, 0.3)));
    }
    for (const dx of [-0.22, 0.22])
      out.push(candle(s, tx + dx * k, ty, k * 0.16, k * 0.03, { glowR: 5, glow: 0.5 }));
  }
  for (const a of angles.filter((v) => Math.sin(v) <= 0)) out.push(chair(a));
  return out.join('');
}

/** Chair seen from behind (ceremony / theatre rows). */
export function rowChair(_s, cam, x, z, color, sash, half = 0.22) {
  const P = cam.P;
  const k = cam.k(z);
  const [bx, by] = P(x, 0.95, z);
  const [, sy] = P(x, 0.45, z);
  const [, fy] = P(x, 0, z);
  const cw = k * half;
  const out = [
    line(bx - cw * 0.85, sy, bx - cw * 0.9, fy, darken(color, 0.35), Math.max(1, k * 0.025)),
    line(bx + cw * 0.85, sy, bx + cw * 0.9, fy, darken(color, 0.35), Math.max(1, k * 0.025)),
    rect(bx - cw, sy - k * 0.03, cw * 2, k * 0.06, darken(color, 0.15)),
    path(
      `M${n1(bx - cw)} ${n1(sy)}L${n1(bx - cw)} ${n1(by + cw * 0.2)}Q${n1(bx)} ${n1(by - cw * 0.25)} ${n1(bx + cw)} ${n1(by + cw * 0.2)}L${n1(bx + cw)} ${n1(sy)}Z`,
      color,
    ),
  ];
  if (sash)
    out.push(
      rect(bx - cw, by + (sy - by) * 0.45, cw * 2, (sy - by) * 0.18, sash),
      path(
        `M${n1(bx)} ${n1(by + (sy - by) * 0.5)}l${n1(-cw * 0.25)} ${n1(cw * 0.7)}l${n1(cw * 0.5)} 0Z`,
        sash,
      ),
    );
  return out.join('');
}
