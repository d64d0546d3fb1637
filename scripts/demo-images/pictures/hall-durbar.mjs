import { jaliPattern } from '../lib/architecture.mjs';
import { roundTable } from '../lib/banquet.mjs';
import { box, camera, tileFloor, wallArch, wallMap } from '../lib/camera.mjs';
import { chandelier } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Grand Durbar banquet hall: round tables under chandeliers, arcades and a glowing jali arch. */
export function draw(w, h) {
  const s = new Scene(w, h, 21);
  const cam = camera(w, h, { f: 700, cy: 1.7, hz: 590 });
  const P = cam.P;
  const W = 9;
  const H = 11;
  const Z0 = 0.6;
  const Z1 = 30;
  // ceiling coffers
  s.add(poly([P(-W, H, Z0), P(W, H, Z0), P(W, H, Z1), P(-W, H, Z1)], '#123f4a'));
  for (let z = 1; z < Z1; z += 3)
    for (let x = -W; x < W; x += 3)
      s.add(
        poly(
          [P(x + 0.2, H, z + 0.2), P(x + 2.8, H, z + 0.2), P(x + 2.8, H, z + 2.8), P(x + 0.2, H, z + 2.8)],
          (x + z) % 2 ? '#0f4c5c' : '#16566a',
          { stroke: C.gold, strokeWidth: 1.5, opacity: 0.95 },
        ),
      );
  for (let z = 1; z < Z1; z += 3)
    for (let x = -W; x < W; x += 3) {
      const [rx, ry] = P(x + 1.5, H, z + 1.5);
      const k = cam.k(z + 1.5);
      s.add(
        ell(rx, ry, k * 0.5, (k * 0.5 * (H - cam.cy)) / (z + 1.5), 'none', {
          stroke: C.gold,
          strokeWidth: 1.2,
          opacity: 0.8,
        }),
      );
      s.add(ell(rx, ry, k * 0.16, (k * 0.16 * (H - cam.cy)) / (z + 1.5), C.gold, { opacity: 0.8 }));
    }
  // side walls
  const wallL = s.lin(
    [
      [0, '#b88b5e'],
      [1, '#f3dcb4'],
    ],
    0,
    0,
    1,
    0,
  );
  const wallR = s.lin(
    [
      [0, '#f3dcb4'],
      [1, '#b88b5e'],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(poly([P(-W, 0, Z0), P(-W, H, Z0), P(-W, H, Z1), P(-W, 0, Z1)], wallL));
  s.add(poly([P(W, 0, Z0), P(W, H, Z0), P(W, H, Z1), P(W, 0, Z1)], wallR));
  const opening = s.lin([
    [0, '#6a2236'],
    [1, '#2a0c16'],
  ]);
  const upper = s.lin([
    [0, '#1d5a6a'],
    [1, '#0b2e38'],
  ]);
  for (const side of [-1, 1]) {
    const map = wallMap(cam, { x: side * W, z0: 0 });
    for (let z = 2.5; z < Z1 - 1; z += 3.4) {
      const a = wallArch(map, z, 0, 2.4, 4.6, 1.8, 7);
      s.add(poly(wallArch(map, z, 0, 2.9, 4.8, 2.0, 0), '#e7c58f', { opacity: 0.6 }));
      s.add(poly(a, opening));
      s.add(poly(a, 'none', { stroke: C.gold, strokeWidth: Math.max(1, 300 / z / 10) }));
      s.add(s.glow(...map(z, 3.3), 1400 / z, '#ffb457', 0.35));
      s.add(poly(wallArch(map, z, 7.3, 1.3, 1.1, 0.8, 5), upper));
      s.add(
        poly([map(z + 1.55, 0), map(z + 1.85, 0), map(z + 1.85, 10), map(z + 1.55, 10)], '#f6e3bf', {
          opacity: 0.55,
        }),
      );
    }
    s.add(poly([map(Z0, 9.8), map(Z1, 9.8), map(Z1, 10.4), map(Z0, 10.4)], C.gold, { opacity: 0.85 }));
    s.add(poly([map(Z0, 6.6), map(Z1, 6.6), map(Z1, 6.8), map(Z0, 6.8)], C.gold, { opacity: 0.7 }));
  }
  // back wall with a great jali arch glowing
  s.add(
    poly(
      [P(-W, 0, Z1), P(W, 0, Z1), P(W, H, Z1), P(-W, H, Z1)],
      s.lin([
        [0, '#e6c89a'],
        [1, '#b68d62'],
      ]),
    ),
  );
  const back = wallMap(cam, { x0: 0, z: Z1 });
  const big = wallArch(back, 0, 0.8, 7, 4.8, 3.6, 11);
  s.add(poly(wallArch(back, 0, 0.8, 7.8, 5, 4.1, 0), C.gold, { opacity: 0.8 }));
  s.add(poly(big, jaliPattern(s, 18, '#a8733a', '#fff0c4')));
  s.add(
    poly(
      big,
      s.rad(
        [
          [0, '#fff6da', 0.75],
          [0.6, '#f3c16c', 0.3],
          [1, '#8a4a1c', 0.5],
        ],
        0.5,
        0.65,
        0.7,
      ),
    ),
  );
  s.add(s.glow(...back(0, 4), 320, '#ffd487', 0.45));
  // dais
  s.add(box(cam, -5, 5, 0, 0.6, Z1 - 3, Z1, { top: '#7a2a3b', front: '#4e1523', side: '#3d0f1b' }));
  s.add(box(cam, -5, 5, 0.6, 0.68, Z1 - 3.05, Z1, { top: C.gold, front: C.gold, side: C.gold }));
  // floor
  s.add(tileFloor(cam, -W, W, Z0, Z1 - 3, 1.5, '#f1e6cf', '#e0c9a2'));
  s.add(
    poly(
      [P(-W, 0, Z0), P(W, 0, Z0), P(W, 0, Z1), P(-W, 0, Z1)],
      s.lin([
        [0, '#ffe9b8', 0.25],
        [1, '#000000', 0.05],
      ]),
    ),
  );
  s.add(poly([P(-1.9, 0, Z0), P(1.9, 0, Z0), P(1.9, 0, Z1 - 3), P(-1.9, 0, Z1 - 3)], C.gold));
  s.add(poly([P(-1.7, 0, Z0), P(1.7, 0, Z0), P(1.7, 0, Z1 - 3), P(-1.7, 0, Z1 - 3)], '#6b1f31'));
  s.add(
    poly([P(-1.3, 0, Z0), P(-1.25, 0, Z0), P(-1.25, 0, Z1 - 3), P(-1.3, 0, Z1 - 3)], C.gold, {
      opacity: 0.8,
    }),
  );
  s.add(
    poly([P(1.25, 0, Z0), P(1.3, 0, Z0), P(1.3, 0, Z1 - 3), P(1.25, 0, Z1 - 3)], C.gold, { opacity: 0.8 }),
  );
  // tables far to near
  const tables = [];
  for (const x of [-6.6, -3.6, 3.6, 6.6])
    for (let z = 6; z <= 24; z += 4.5) tables.push([x + (z % 2 ? 0.3 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.95, { cloth: '#f7efdc', chair: '#c9a14a', flowers: '#c2456b', chairs: 7 }),
    );
  // chandeliers
  for (const x of [-5.2, 5.2])
    for (const z of [22, 14]) {
      const [cx, cy] = P(x, 7.6, z);
      const [, top] = P(x, H, z);
      s.add(chandelier(s, cx, cy, cam.k(z) * 1.8, { top, glow: 0.4 }));
    }
  for (const z of [24, 17, 11]) {
    const [cx, cy] = P(0, 7.2, z);
    const [, top] = P(0, H, z);
    s.add(chandelier(s, cx, cy, cam.k(z) * 2.6, { top, glow: 0.5 }));
  }
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0, '#ffcf7a', 0.18],
          [1, '#ffcf7a', 0],
        ],
        0.5,
        0.45,
        0.6,
      ),
    ),
  );
  s.vignette(0.45);
  return s;
}
