import { box, camera, wallArch } from '../lib/camera.mjs';
import { pottedPalm, rug, tableLamp } from '../lib/furniture.mjs';
import { C } from '../lib/palette.mjs';
import { archWindow, roomShell } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Business offer: a study with a desk and laptop, bookshelves and a window onto the lake. */
export function draw(w, h) {
  const s = new Scene(w, h, 114);
  const cam = camera(w, h, { f: 1000, cy: 1.35, hz: 430 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 7,
    H: 3.6,
    D: 5.5,
    wall: '#173f4a',
    side: '#12343d',
    ceiling: '#0f2e36',
    floor: 'wood',
  });
  s.add(archWindow(s, R.back, 0.9, 0.75, 2.2, 1.6, 0.95, 'dusk', { lobes: 9 }));
  // bookshelf with arched niches on the back wall, left
  s.add(poly([R.back(-3.3, 0), R.back(-1.2, 0), R.back(-1.2, 3.1), R.back(-3.3, 3.1)], '#5a3422'));
  for (const u of [-2.75, -1.75])
    for (const v of [0.3, 1.3, 2.2]) {
      s.add(poly(wallArch(R.back, u, v, 0.75, 0.55, 0.25, 5), '#2a160c'));
      const cols = ['#5b1a2b', '#c9a14a', '#0f4c5c', '#d8b98a', '#7a2a3b'];
      for (let i = 0; i < 6; i++) {
        const bu = u - 0.3 + i * 0.1;
        s.add(
          poly(
            [
              R.back(bu, v),
              R.back(bu + 0.08, v),
              R.back(bu + 0.08, v + 0.38 + (i % 3) * 0.05),
              R.back(bu, v + 0.38 + (i % 3) * 0.05),
            ],
            cols[(i + Math.round(v * 3)) % cols.length],
          ),
        );
      }
    }
  s.add(rug(s, cam, -2.4, 2.6, 2.0, 5.0, '#5b1a2b', '#c9a14a'));
  // desk
  const dz0 = 3.1;
  const dz1 = 3.9;
  s.add(box(cam, -0.6, 1.6, 0, 0.76, dz0 + 0.05, dz1, { top: '#6b4028', front: '#4a2a18', side: '#3a2012' }));
  s.add(
    box(cam, -0.7, 1.7, 0.76, 0.8, dz0, dz1 + 0.05, { top: '#7a4a2e', front: '#5a3422', side: '#432515' }),
  );
  s.add(poly([P(-0.55, 0.4, dz0), P(1.55, 0.4, dz0), P(1.55, 0.41, dz0), P(-0.55, 0.41, dz0)], C.gold));
  // laptop
  const [lx, ly] = P(0.5, 0.8, 3.5);
  const k = cam.k(3.5);
  s.add(poly([P(0.2, 0.801, 3.35), P(0.8, 0.801, 3.35), P(0.8, 0.801, 3.7), P(0.2, 0.801, 3.7)], '#9aa0a6'));
  s.add(poly([P(0.2, 0.8, 3.7), P(0.8, 0.8, 3.7), P(0.8, 1.18, 3.78), P(0.2, 1.18, 3.78)], '#2a2d33'));
  s.add(
    poly(
      [P(0.23, 0.83, 3.705), P(0.77, 0.83, 3.705), P(0.77, 1.15, 3.775), P(0.23, 1.15, 3.775)],
      s.lin([
        [0, '#9fd0d6'],
        [1, '#3f7f8a'],
      ]),
    ),
  );
  s.add(s.glow(lx, ly - k * 0.2, k * 0.5, '#bfe6ff', 0.3));
  // notebook, pen, cup
  s.add(
    poly([P(-0.35, 0.802, 3.3), P(0.05, 0.802, 3.28), P(0.08, 0.802, 3.6), P(-0.32, 0.802, 3.62)], '#5b1a2b'),
  );
  s.add(
    poly(
      [P(-0.3, 0.803, 3.33), P(0.02, 0.803, 3.31), P(0.05, 0.803, 3.57), P(-0.27, 0.803, 3.59)],
      '#f7f1e3',
    ),
  );
  const [cx, cy] = P(1.2, 0.8, 3.4);
  s.add(
    rect(cx - k * 0.05, cy - k * 0.1, k * 0.1, k * 0.1, '#f7f1e3'),
    ell(cx, cy - k * 0.1, k * 0.05, k * 0.015, '#7a4a2a'),
    path(
      `M${n1(cx + k * 0.05)} ${n1(cy - k * 0.08)}q${n1(k * 0.04)} ${n1(k * 0.02)} 0 ${n1(k * 0.06)}`,
      'none',
      { stroke: '#f7f1e3', strokeWidth: 3 },
    ),
  );
  s.add(tableLamp(s, cam, 1.45, 0.8, 3.75, { base: C.gold }));
  // chair
  const [chx, chy] = P(0.5, 0.5, 2.6);
  const kc = cam.k(2.6);
  s.add(
    rect(
      chx - kc * 0.3,
      chy - kc * 0.55,
      kc * 0.6,
      kc * 0.65,
      s.lin([
        [0, '#3a1a22'],
        [1, '#5b1a2b'],
      ]),
      { rx: kc * 0.12 },
    ),
  );
  s.add(
    rect(chx - kc * 0.25, chy - kc * 0.5, kc * 0.5, kc * 0.5, 'none', {
      rx: kc * 0.1,
      stroke: C.gold,
      strokeWidth: 2,
      opacity: 0.6,
    }),
  );
  s.add(rect(chx - kc * 0.32, chy + kc * 0.08, kc * 0.64, kc * 0.12, '#3a1a22', { rx: kc * 0.05 }));
  s.add(line(chx, chy + kc * 0.2, chx, P(0.5, 0, 2.6)[1], '#222', 6));
  s.add(pottedPalm(s, cam, 2.8, 4.8, 1.7));
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.04 }));
  s.vignette(0.4);
  return s;
}
