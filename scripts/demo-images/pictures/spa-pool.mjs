import { box, camera, wallArch, wallMap } from '../lib/camera.mjs';
import { lantern } from '../lib/lights.mjs';
import { cypress, ripples } from '../lib/nature.mjs';
import { C, darken } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, line, n1, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Spa pool between colonnades, open at the far end to a dusky garden. */
export function draw(w, h) {
  const s = new Scene(w, h, 83);
  const cam = camera(w, h, { f: 900, cy: 1.5, hz: 470 });
  const P = cam.P;
  const W = 10;
  const H = 6;
  const D = 20;
  s.add(poly([P(-W / 2, H, 0.5), P(W / 2, H, 0.5), P(W / 2, H, D), P(-W / 2, H, D)], '#e6d2b0'));
  for (let z = 1; z < D; z += 2.2)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.3), P(-W / 2, H, z + 0.3)], '#c9a47a'));
  // back: open arch to a dusky garden
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, H), back(-W / 2, H)], '#d8b98a'));
  const opening = wallArch(back, 0, 0, 4.4, 3.2, 2.0, 11);
  s.add(poly(wallArch(back, 0, 0, 5, 3.35, 2.35, 0), C.gold, { opacity: 0.85 }));
  const cl = s.clip(poly(opening, '#000'));
  const [ox0] = back(-2.2, 0);
  const [ox1, oy] = back(2.2, 0);
  const [, otop] = back(0, 5.2);
  s.add(
    g(
      [
        rect(
          ox0,
          otop,
          ox1 - ox0,
          oy - otop,
          s.lin([
            [0, '#33406a'],
            [0.6, '#b97a86'],
            [1, '#f3b98a'],
          ]),
        ),
        cypress(ox0 + 40, oy, 150, '#23304a'),
        cypress(ox1 - 40, oy, 160, '#23304a'),
        cypress(ox0 + 90, oy, 110, '#2b3a55'),
        cypress(ox1 - 95, oy, 120, '#2b3a55'),
        circ((ox0 + ox1) / 2 + 40, otop + 60, 14, '#fff1d0', { opacity: 0.9 }),
      ],
      { clipPath: cl },
    ),
  );
  // colonnades
  for (const side of [-1, 1]) {
    const x = (side * W) / 2;
    s.add(
      poly(
        [P(x, 0, 0.5), P(x, H, 0.5), P(x, H, D), P(x, 0, D)],
        s.lin(
          side < 0
            ? [
                [0, '#a8835c'],
                [1, '#e9cfa6'],
              ]
            : [
                [0, '#e9cfa6'],
                [1, '#a8835c'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const map = wallMap(cam, { x, z0: 0 });
    for (let z = 2; z < D - 1; z += 2.6) {
      s.add(
        poly(
          wallArch(map, z, 0, 2.0, 2.8, 1.3, 9),
          s.lin([
            [0, '#2e4a5a'],
            [1, '#112430'],
          ]),
        ),
      );
      s.add(
        poly(wallArch(map, z, 0, 2.0, 2.8, 1.3, 9), 'none', {
          stroke: C.gold,
          strokeWidth: Math.max(1, 20 / z),
        }),
      );
      const [lx, ly] = map(z, 3.0);
      s.add(lantern(s, lx, ly - cam.k(z) * 0.6, cam.k(z) * 0.3, cam.k(z) * 0.22, { glow: 0.5 }));
    }
  }
  // deck and pool
  s.add(poly([P(-W / 2, 0, 0.5), P(W / 2, 0, 0.5), P(W / 2, 0, D), P(-W / 2, 0, D)], '#ead7b6'));
  for (let z = 1; z < D; z += 1)
    s.add(line(...P(-W / 2, 0, z), ...P(W / 2, 0, z), '#c9ab82', 1, { opacity: 0.5 }));
  const pool = [P(-3, 0, 1.5), P(3, 0, 1.5), P(3, 0, D - 1.2), P(-3, 0, D - 1.2)];
  s.add(poly([P(-3.25, 0, 1.3), P(3.25, 0, 1.3), P(3.25, 0, D - 1), P(-3.25, 0, D - 1)], '#f6ecd6'));
  s.add(
    poly(
      pool,
      s.lin([
        [0, '#1c6f7a'],
        [1, '#0b3c48'],
      ]),
    ),
  );
  const pcl = s.clip(poly(pool, '#000'));
  const [, wy] = P(0, 0, D - 1.2);
  s.add(
    g(
      [
        g(poly(wallArch(back, 0, 0, 4.4, 3.2, 2.0, 11), '#f3b98a'), {
          transform: `translate(0 ${n1(2 * wy)}) scale(1 -1)`,
          filter: s.blur(6),
          opacity: 0.3,
        }),
        ripples(s, wy, h, 160, '#bff3f0', 0.35, 250, 1350),
      ],
      { clipPath: pcl },
    ),
  );
  for (const [x, z] of [
    [-1.5, 4],
    [1.2, 5.5],
    [-0.4, 7.5],
    [1.8, 9],
    [-1.9, 11],
    [0.6, 13],
    [-0.9, 15],
  ]) {
    const [fx, fy] = P(x, 0, z);
    const k = cam.k(z);
    s.add(
      s.glow(fx, fy, k * 0.5, C.flame, 0.55),
      ell(fx, fy, k * 0.12, k * 0.04, '#f2a516'),
      ell(fx, fy - k * 0.02, k * 0.07, k * 0.025, C.rose),
    );
    s.add(ell(fx, fy + k * 0.08, k * 0.03, k * 0.18, C.flame, { opacity: 0.3 }));
  }
  // loungers
  for (const [x, z] of [
    [-4.1, 4],
    [4.1, 4],
    [-4.1, 7],
    [4.1, 7],
  ].sort((a, b) => b[1] - a[1])) {
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.25, 0.4, z - 1, z + 0.6, {
        top: '#fbf6ea',
        front: '#e6dccb',
        side: '#d8cbb5',
      }),
    );
    s.add(
      poly(
        [
          P(x - 0.35, 0.4, z + 0.6),
          P(x + 0.35, 0.4, z + 0.6),
          P(x + 0.35, 0.95, z + 0.9),
          P(x - 0.35, 0.95, z + 0.9),
        ],
        '#f1e7d4',
      ),
    );
    s.add(
      box(cam, x - 0.3, x + 0.3, 0.4, 0.5, z - 0.9, z - 0.5, {
        top: C.teal,
        front: darken(C.teal, 0.2),
        side: darken(C.teal, 0.3),
      }),
    );
  }
  s.vignette(0.45);
  return s;
}
