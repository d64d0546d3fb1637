/**
 * Room furniture shared by the bedrooms, the lobby, the study and the fitness room.
 */

import { box } from './camera.mjs';
import { palm } from './nature.mjs';
import { C, darken, lighten } from './palette.mjs';
import { ell, n1, path, poly, rect } from './svg.mjs';

/** Curtain panel hanging from (x, top) to bottom, tied back toward `tieDir`. */
export function drape(s, x, top, bottom, width, color, tieDir = 0, tieY = 0.6) {
  const folds = [];
  for (let i = 0; i <= 8; i++) folds.push([i / 8, i % 2 ? darken(color, 0.28) : lighten(color, 0.08)]);
  const fill = s.lin(folds, 0, 0, 1, 0);
  const ty = top + (bottom - top) * tieY;
  const half = width / 2;
  if (!tieDir)
    return path(
      `M${n1(x - half)} ${n1(top)}L${n1(x + half)} ${n1(top)}Q${n1(x + half * 1.05)} ${n1(bottom - 20)} ${n1(x + half * 1.1)} ${n1(bottom)}L${n1(x - half * 1.1)} ${n1(bottom)}Q${n1(x - half * 1.05)} ${n1(bottom - 20)} ${n1(x - half)} ${n1(top)}Z`,
      fill,
    );
  const tx = x + tieDir * half * 0.9;
  const out = [
    path(
      `M${n1(x - half)} ${n1(top)}L${n1(x + half)} ${n1(top)}Q${n1(x + half * 0.7 + tieDir * half * 0.3)} ${n1(ty - (ty - top) * 0.3)} ${n1(tx + half * 0.25)} ${n1(ty)}Q${n1(tx + tieDir * half * 0.4)} ${n1(ty + (bottom - ty) * 0.5)} ${n1(x + half * 0.8 + tieDir * half * 0.5)} ${n1(bottom)}L${n1(x - half * 0.8 + tieDir * half * 0.5)} ${n1(bottom)}Q${n1(tx - tieDir * half * 0.2)} ${n1(ty + (bottom - ty) * 0.4)} ${n1(tx - half * 0.25)} ${n1(ty)}Q${n1(x - half * 0.7 + tieDir * half * 0.3)} ${n1(ty - (ty - top) * 0.3)} ${n1(x - half)} ${n1(top)}Z`,
      fill,
    ),
    rect(tx - half * 0.3, ty - 4, half * 0.6, 8, C.gold, { rx: 3 }),
  ];
  return out.join('');
}

/** Table lamp at world (x, y, z) standing on a surface. */
export function tableLamp(s, cam, x, y, z, o = {}) {
  const k = cam.k(z);
  const [bx, by] = cam.P(x, y, z);
  const shade = o.shade || '#f3e2c0';
  const base = o.base || C.gold;
  const out = [];
  out.push(s.glow(bx, by - k * 0.45, k * 0.9, C.flame, 0.55));
  out.push(
    path(
      `M${n1(bx - k * 0.07)} ${n1(by)}Q${n1(bx - k * 0.14)} ${n1(by - k * 0.12)} ${n1(bx - k * 0.03)} ${n1(by - k * 0.3)}L${n1(bx + k * 0.03)} ${n1(by - k * 0.3)}Q${n1(bx + k * 0.14)} ${n1(by - k * 0.12)} ${n1(bx + k * 0.07)} ${n1(by)}Z`,
      base,
    ),
  );
  out.push(
    poly(
      [
        [bx - k * 0.1, by - k * 0.58],
        [bx + k * 0.1, by - k * 0.58],
        [bx + k * 0.17, by - k * 0.32],
        [bx - k * 0.17, by - k * 0.32],
      ],
      s.lin([
        [0, lighten(shade, 0.3)],
        [1, shade],
      ]),
    ),
  );
  out.push(ell(bx, by - k * 0.32, k * 0.17, k * 0.02, '#fff6dc'));
  return out.join('');
}

/** Rug on the floor with border. */
export function rug(_s, cam, x0, x1, z0, z1, field, border) {
  const P = cam.P;
  return [
    poly([P(x0, 0.005, z0), P(x1, 0.005, z0), P(x1, 0.005, z1), P(x0, 0.005, z1)], border),
    poly(
      [
        P(x0 + 0.18, 0.006, z0 + 0.18),
        P(x1 - 0.18, 0.006, z0 + 0.18),
        P(x1 - 0.18, 0.006, z1 - 0.18),
        P(x0 + 0.18, 0.006, z1 - 0.18),
      ],
      field,
    ),
    poly(
      [
        P(x0 + 0.3, 0.007, z0 + 0.3),
        P(x1 - 0.3, 0.007, z0 + 0.3),
        P(x1 - 0.3, 0.007, z1 - 0.3),
        P(x0 + 0.3, 0.007, z1 - 0.3),
      ],
      'none',
      { stroke: border, strokeWidth: 2, opacity: 0.7 },
    ),
  ].join('');
}

/** Bedside table between x0..x1 and z0..z1. */
export function nightstand(_s, cam, x0, x1, z0, z1, wood = '#6b4028') {
  return (
    box(cam, x0, x1, 0, 0.58, z0, z1, { top: lighten(wood, 0.15), front: wood, side: darken(wood, 0.2) }) +
    poly(
      [
        cam.P(x0 + 0.05, 0.3, z0),
        cam.P(x1 - 0.05, 0.3, z0),
        cam.P(x1 - 0.05, 0.31, z0),
        cam.P(x0 + 0.05, 0.31, z0),
      ],
      C.gold,
    )
  );
}

/** Sofa seen from the front, with its back at z1. */
export function sofa(_s, cam, x0, x1, z0, z1, color) {
  const dk = darken(color, 0.2);
  const c = { top: lighten(color, 0.1), front: dk, side: darken(color, 0.3) };
  const out = [];
  out.push(
    box(cam, x0 + 0.05, x1 - 0.05, 0, 0.12, z0 + 0.05, z1, {
      top: '#3a2416',
      front: '#3a2416',
      side: '#2a180e',
    }),
  );
  out.push(box(cam, x0, x1, 0.45, 0.95, z1 - 0.25, z1, c));
  out.push(box(cam, x0 + 0.18, x1 - 0.18, 0.12, 0.45, z0, z1 - 0.2, c));
  out.push(box(cam, x0, x0 + 0.18, 0.12, 0.68, z0, z1, c));
  out.push(box(cam, x1 - 0.18, x1, 0.12, 0.68, z0, z1, c));
  const n = Math.max(2, Math.round((x1 - x0) / 0.7));
  const pw = (x1 - x0 - 0.5) / n;
  const cols = [C.gold, C.ivory, C.gold, C.ivory];
  for (let i = 0; i < n; i++) {
    const [px, py] = cam.P(x0 + 0.25 + pw * (i + 0.5), 0.66, z1 - 0.35);
    const k = cam.k(z1 - 0.35);
    out.push(
      rect(px - k * 0.2, py - k * 0.18, k * 0.4, k * 0.36, cols[i % cols.length], {
        rx: k * 0.06,
        transform: `rotate(${i % 2 ? 5 : -5} ${n1(px)} ${n1(py)})`,
      }),
    );
  }
  return out.join('');
}

/** Round low table with a flower bowl at world (x, z). */
export function coffeeTable(s, cam, x, z, r, top = '#5a3422') {
  const [tx, ty] = cam.P(x, 0.42, z);
  const rx = cam.k(z) * r;
  const ry = rx * ((cam.cy - 0.42) / z);
  const [, fy] = cam.P(x, 0, z);
  return [
    ell(tx, fy, rx * 0.9, ry * 0.7, '#000000', { opacity: 0.2 }),
    rect(tx - rx * 0.08, ty, rx * 0.16, fy - ty, darken(top, 0.3)),
    ell(tx, ty + ry * 0.25, rx, ry, darken(top, 0.3)),
    ell(
      tx,
      ty,
      rx,
      ry,
      s.lin([
        [0, lighten(top, 0.2)],
        [1, top],
      ]),
    ),
    ell(tx, ty, rx * 0.86, ry * 0.86, 'none', { stroke: C.gold, strokeWidth: 1.5, opacity: 0.8 }),
  ].join('');
}

/** Potted plant in a brass urn at world (x, z). */
export function pottedPalm(s, cam, x, z, hgt = 1.6) {
  const k = cam.k(z);
  const [px, py] = cam.P(x, 0, z);
  return [
    ell(px, py, k * 0.3, k * 0.06, '#000000', { opacity: 0.25 }),
    path(
      `M${n1(px - k * 0.22)} ${n1(py - k * 0.45)}Q${n1(px - k * 0.3)} ${n1(py - k * 0.1)} ${n1(px - k * 0.12)} ${n1(py)}L${n1(px + k * 0.12)} ${n1(py)}Q${n1(px + k * 0.3)} ${n1(py - k * 0.1)} ${n1(px + k * 0.22)} ${n1(py - k * 0.45)}Z`,
      s.lin(
        [
          [0, '#8a6418'],
          [0.4, '#f1d27a'],
          [1, '#8a6418'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    palm(px, py - k * 0.45, k * (hgt - 0.45), '#2f5e2a', 0.03),
  ].join('');
}
