import { box, camera } from '../lib/camera.mjs';
import { palm } from '../lib/nature.mjs';
import { palace } from '../lib/palace.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Weekend escape: the pool by day, palms and parasols, the palace beyond. */
export function draw(w, h) {
  const s = new Scene(w, h, 112);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 470 });
  const P = cam.P;
  s.add(
    rect(
      0,
      0,
      w,
      472,
      s.lin([
        [0, '#3f8fbf'],
        [0.7, '#9fd0e4'],
        [1, '#e9f3ee'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [300, 120, 200],
    [1200, 90, 260],
    [800, 200, 140],
  ])
    s.add(ell(x, y, rx, 30, '#ffffff', { opacity: 0.7, filter: s.blur(10) }));
  s.add(s.glow(1350, 80, 220, '#fff6d0', 0.8), circ(1350, 80, 40, '#fffbe8'));
  s.add(
    palace(s, 800, 472, 620, {
      wall: '#efd4a8',
      wallDark: '#c9a679',
      domeFill: s.lin(
        [
          [0, '#fbecd0'],
          [1, '#d8b98a'],
        ],
        0,
        0,
        1,
        0,
      ),
      win: () => '#8a6a52',
      portal: '#7a5a44',
    }),
  );
  s.add(poly([P(-12, 0, 1), P(12, 0, 1), P(12, 0, 30), P(-12, 0, 30)], '#f1e2c4'));
  for (let z = 2; z < 30; z += 1.5)
    s.add(line(...P(-12, 0, z), ...P(12, 0, z), '#d8c29a', 1, { opacity: 0.6 }));
  const pool = [P(-4, 0, 2), P(4, 0, 2), P(4, 0, 24), P(-4, 0, 24)];
  s.add(poly([P(-4.3, 0, 1.8), P(4.3, 0, 1.8), P(4.3, 0, 24.3), P(-4.3, 0, 24.3)], '#fbf6ea'));
  s.add(
    poly(
      pool,
      s.lin([
        [0, '#39b6c8'],
        [1, '#137d92'],
      ]),
    ),
  );
  const pcl = s.clip(poly(pool, '#000'));
  let caustic = '';
  for (let i = 0; i < 160; i++) {
    const z = 2 + 22 * s.r() ** 1.5;
    const [x, y] = P(s.r(-4, 4), 0, z);
    const k = cam.k(z);
    caustic += `M${n1(x)} ${n1(y)}q${n1(k * 0.15)} ${n1(-k * 0.02)} ${n1(k * 0.3)} 0`;
  }
  s.add(g(path(caustic, 'none', { stroke: '#d8fbff', strokeWidth: 2, opacity: 0.6 }), { clipPath: pcl }));
  const items = [];
  for (const z of [4, 8, 12]) for (const sx of [-1, 1]) items.push([sx, z]);
  items.sort((a, b) => b[1] - a[1]);
  for (const [sx, z] of items) {
    const x = sx * 5.6;
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.25, 0.38, z - 1, z + 0.5, {
        top: '#ffffff',
        front: '#ebe4d6',
        side: '#d9d0c0',
      }),
    );
    s.add(
      poly(
        [
          P(x - 0.35, 0.38, z + 0.5),
          P(x + 0.35, 0.38, z + 0.5),
          P(x + 0.35, 0.9, z + 0.85),
          P(x - 0.35, 0.9, z + 0.85),
        ],
        '#f4efe4',
      ),
    );
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.385, 0.4, z - 0.3, z + 0.2, {
        top: C.teal,
        front: C.teal,
        side: C.teal,
      }),
    );
    const ux = x + sx * 0.9;
    const [px, py] = P(ux, 0, z + 0.3);
    const [ax, ay] = P(ux, 2.3, z + 0.3);
    const k = cam.k(z + 0.3);
    s.add(line(px, py, ax, ay, '#7a5a3a', Math.max(1.5, k * 0.04)));
    let d = `M${n1(ax - k * 1.1)} ${n1(ay + k * 0.35)}Q${n1(ax)} ${n1(ay - k * 0.35)} ${n1(ax + k * 1.1)} ${n1(ay + k * 0.35)}`;
    for (let i = 6; i > 0; i--)
      d += `Q${n1(ax - k * 1.1 + (k * 2.2 * (i - 0.5)) / 6)} ${n1(ay + k * 0.48)} ${n1(ax - k * 1.1 + (k * 2.2 * (i - 1)) / 6)} ${n1(ay + k * 0.35)}`;
    s.add(path(`${d}Z`, z % 8 ? C.maroon : C.ivory, { stroke: C.gold, strokeWidth: 1.5 }));
  }
  s.add(palm(110, 980, 640, '#2f5e2a', 0.12), palm(1500, 960, 560, '#34682e', -0.1));
  s.vignette(0.25);
  return s;
}
