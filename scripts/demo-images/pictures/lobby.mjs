import { jaliPattern } from '../lib/architecture.mjs';
import { camera, wallArch } from '../lib/camera.mjs';
import { rug, sofa } from '../lib/furniture.mjs';
import { candle, chandelier, lantern } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { roomShell } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, line, n1, path, poly } from '../lib/svg.mjs';

export const size = WIDE;

/** Lobby: a gilded portal, a chandelier, armchairs and an urli of flowers on a rug. */
export function draw(w, h) {
  const s = new Scene(w, h, 84);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 470 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 14,
    H: 7.5,
    D: 14,
    wall: '#f3e6cc',
    side: '#ead8b6',
    ceiling: '#0f4c5c',
    floor: 'marble',
    tileA: '#f6efe2',
    tileB: '#d6bf98',
  });
  // ceiling medallion
  const [mx, my] = P(0, 7.5, 7.5);
  s.add(
    ell(mx, my, 260, 40, 'none', { stroke: C.gold, strokeWidth: 3 }),
    ell(mx, my, 180, 26, C.gold, { opacity: 0.4 }),
  );
  // grand portal and side arches
  s.add(poly(wallArch(R.back, 0, 0, 4.6, 4.2, 2.3, 0), C.gold));
  s.add(
    poly(
      wallArch(R.back, 0, 0.05, 4.0, 4.0, 2.0, 11),
      s.lin([
        [0, '#fff1c9'],
        [0.7, '#f2c36a'],
        [1, '#c98a3a'],
      ]),
    ),
  );
  s.add(
    poly(wallArch(R.back, 0, 0.05, 4.0, 4.0, 2.0, 11), jaliPattern(s, 20, '#b07a3a', 'none'), {
      opacity: 0.5,
    }),
  );
  for (const u of [-4.6, 4.6]) {
    s.add(poly(wallArch(R.back, u, 0, 2.4, 3.0, 1.3, 0), C.gold));
    s.add(
      poly(
        wallArch(R.back, u, 0.05, 2.0, 2.9, 1.1, 9),
        s.lin([
          [0, '#1b5a6a'],
          [1, '#0a2c36'],
        ]),
      ),
    );
    const [lx, ly] = R.back(u, 3.0);
    s.add(lantern(s, lx, ly - 40, 30, 26));
  }
  for (const u of [-2.9, 2.9])
    s.add(
      poly(
        [R.back(u - 0.25, 0), R.back(u + 0.25, 0), R.back(u + 0.25, 6.6), R.back(u - 0.25, 6.6)],
        s.lin(
          [
            [0, '#d9bf8f'],
            [0.5, '#fbf0d8'],
            [1, '#c9a679'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (const z of [3.5, 7.5, 11.5]) {
      s.add(poly(wallArch(m, z, 0, 2.4, 3.0, 1.3, 9), '#5b1a2b'));
      s.add(poly(wallArch(m, z, 0, 2.4, 3.0, 1.3, 9), 'none', { stroke: C.gold, strokeWidth: 3 }));
    }
  }
  s.add(rug(s, cam, -3, 3, 4.5, 10, '#5b1a2b', '#c9a14a'));
  // armchairs
  s.add(sofa(s, cam, -5.2, -3.8, 8, 9.2, '#0f4c5c'), sofa(s, cam, 3.8, 5.2, 8, 9.2, '#0f4c5c'));
  // centre table with urli of flowers
  const [tx, ty] = P(0, 0.8, 7);
  const k = cam.k(7);
  const [, fy] = P(0, 0, 7);
  s.add(ell(tx, fy, k * 1.1, k * 0.18, '#000000', { opacity: 0.2 }));
  s.add(
    path(
      `M${n1(tx - k * 0.25)} ${n1(fy)}L${n1(tx - k * 0.12)} ${n1(ty)}L${n1(tx + k * 0.12)} ${n1(ty)}L${n1(tx + k * 0.25)} ${n1(fy)}Z`,
      '#4a2a18',
    ),
  );
  s.add(ell(tx, ty, k * 1.0, k * 0.12, '#3a2214'), ell(tx, ty - 4, k * 1.0, k * 0.12, '#6b4028'));
  s.add(
    path(
      `M${n1(tx - k * 0.8)} ${n1(ty - k * 0.1)}Q${n1(tx)} ${n1(ty + k * 0.35)} ${n1(tx + k * 0.8)} ${n1(ty - k * 0.1)}Z`,
      s.lin(
        [
          [0, '#8a6418'],
          [0.5, '#f1d27a'],
          [1, '#8a6418'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(tx, ty - k * 0.1, k * 0.8, k * 0.1, '#2f7d8a'));
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    s.add(
      ell(
        tx + Math.cos(a) * k * 0.55,
        ty - k * 0.1 + Math.sin(a) * k * 0.06,
        k * 0.07,
        k * 0.035,
        i % 2 ? C.rose : C.marigold,
      ),
    );
  }
  for (const dx of [-0.25, 0, 0.25])
    s.add(candle(s, tx + dx * k, ty - k * 0.1, k * 0.1, k * 0.04, { glowR: 4 }));
  // tall flower arrangement
  for (let i = 0; i < 24; i++) {
    const a = s.r(-1.3, 1.3);
    const L = k * s.r(0.6, 1.0);
    const ex = tx + Math.sin(a) * L * 0.7;
    const ey = ty - k * 0.15 - Math.cos(a) * L;
    s.add(line(tx, ty - k * 0.12, ex, ey, '#4f7a3a', 2));
    s.add(circ(ex, ey, k * s.r(0.05, 0.08), [C.rose, '#f7f1e3', C.marigold, '#e56b8a'][i % 4]));
  }
  const [cx, cy] = P(0, 5.2, 7);
  s.add(chandelier(s, cx, cy, k * 1.8, { top: P(0, 7.5, 7)[1] }));
  s.vignette(0.45);
  return s;
}
