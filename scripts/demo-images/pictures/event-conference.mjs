import { jaliPattern } from '../lib/architecture.mjs';
import { rowChair } from '../lib/banquet.mjs';
import { box, camera, wallArch } from '../lib/camera.mjs';
import { chandelier } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { roomShell } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, poly } from '../lib/svg.mjs';

export const size = WIDE;

/** Conference hall: rows of chairs facing a stage with a screen and podium. */
export function draw(w, h) {
  const s = new Scene(w, h, 92);
  const cam = camera(w, h, { f: 900, cy: 2.6, hz: 400 });
  const P = cam.P;
  const D = 18;
  const R = roomShell(s, cam, {
    W: 16,
    H: 6.5,
    D,
    wall: '#efe2c8',
    side: '#e6d2ae',
    ceiling: '#0f4c5c',
    floor: '#5b1a2b',
  });
  for (let z = 1; z < D; z += 2.5)
    for (let x = -8; x < 8; x += 2.5)
      s.add(
        poly(
          [
            P(x + 0.15, 6.5, z + 0.15),
            P(x + 2.35, 6.5, z + 0.15),
            P(x + 2.35, 6.5, z + 2.35),
            P(x + 0.15, 6.5, z + 2.35),
          ],
          '#135666',
          { stroke: C.gold, strokeWidth: 1.2 },
        ),
      );
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (let z = 3; z < D - 1; z += 3) {
      s.add(
        poly(
          wallArch(m, z, 0.3, 1.8, 2.6, 1.0, 7),
          s.lin([
            [0, '#0f4c5c'],
            [1, '#0a2f3a'],
          ]),
        ),
      );
      s.add(poly(wallArch(m, z, 0.3, 1.8, 2.6, 1.0, 7), 'none', { stroke: C.gold, strokeWidth: 2 }));
      s.add(s.glow(...m(z, 4.6), 900 / z, C.flame, 0.45));
    }
  }
  // carpet pattern
  s.add(
    poly(
      [P(-8, 0.001, 0.5), P(8, 0.001, 0.5), P(8, 0.001, D), P(-8, 0.001, D)],
      jaliPattern(s, 40, '#5b1a2b', '#6e2436'),
    ),
  );
  // stage, screen and podium
  s.add(box(cam, -6, 6, 0, 0.6, D - 3, D, { top: '#3a2418', front: '#2a180e', side: '#24140b' }));
  s.add(poly([P(-6, 0.6, D - 3), P(6, 0.6, D - 3), P(6, 0.64, D - 3), P(-6, 0.64, D - 3)], C.gold));
  s.add(poly([R.back(-3.6, 1.5), R.back(3.6, 1.5), R.back(3.6, 5.4), R.back(-3.6, 5.4)], '#1a1a1a'));
  s.add(
    poly(
      [R.back(-3.45, 1.62), R.back(3.45, 1.62), R.back(3.45, 5.28), R.back(-3.45, 5.28)],
      s.lin(
        [
          [0, '#e9f1f0'],
          [1, '#b8d3d6'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(poly(wallArch(R.back, 0, 2.3, 1.3, 1.2, 0.75, 7), C.teal, { opacity: 0.85 }));
  s.add(
    poly([R.back(1.5, 4.4), R.back(3.0, 4.4), R.back(3.0, 4.55), R.back(1.5, 4.55)], C.maroon, {
      opacity: 0.7,
    }),
  );
  s.add(
    poly([R.back(1.5, 4.0), R.back(2.6, 4.0), R.back(2.6, 4.1), R.back(1.5, 4.1)], '#7a8a90', {
      opacity: 0.6,
    }),
  );
  s.add(
    poly([R.back(1.5, 3.7), R.back(2.8, 3.7), R.back(2.8, 3.8), R.back(1.5, 3.8)], '#7a8a90', {
      opacity: 0.6,
    }),
  );
  s.add(
    box(cam, 3.8, 4.6, 0.6, 1.75, D - 2.2, D - 1.6, { top: '#6b4028', front: '#5a3422', side: '#432515' }),
  );
  const [ex, ey] = P(4.2, 1.3, D - 2.2);
  s.add(circ(ex, ey, 9, C.gold));
  s.add(
    box(cam, -5, -1.6, 0.6, 1.35, D - 2, D - 1.3, {
      top: '#f7efdc',
      front: s.lin([
        [0, '#f2e8d2'],
        [1, '#d6c6a4'],
      ]),
      side: '#d8c9a8',
    }),
  );
  // audience rows
  for (let z = 13.5; z >= 4.5; z -= 1.1)
    for (let j = 7; j >= 0; j--)
      for (const sx of [-1, 1])
        s.add(rowChair(s, cam, sx * (1.2 + j * 0.75), z, z % 2.2 < 1.1 ? '#0f4c5c' : '#125868', null, 0.17));
  for (const [x, z] of [
    [-3.5, 12],
    [3.5, 12],
    [0, 7],
  ]) {
    const [cx, cy] = P(x, 4.6, z);
    s.add(chandelier(s, cx, cy, cam.k(z) * 1.4, { top: P(x, 6.5, z)[1] }));
  }
  s.vignette(0.4);
  return s;
}
