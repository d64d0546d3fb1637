import { box, camera } from '../lib/camera.mjs';
import { pottedPalm } from '../lib/furniture.mjs';
import { sphere } from '../lib/garnish.mjs';
import { darken, lighten } from '../lib/palette.mjs';
import { archWindow, lightShaft, roomShell } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, line, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Fitness room: yoga mats, dumbbells, treadmills and arched windows onto the lake. */
export function draw(w, h) {
  const s = new Scene(w, h, 86);
  const cam = camera(w, h, { f: 950, cy: 1.5, hz: 460 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 11,
    H: 4.2,
    D: 9,
    wall: '#f6efe2',
    side: '#eee2cc',
    ceiling: '#fbf6ec',
    floor: 'wood',
  });
  for (const u of [-3.6, -1.2, 1.2, 3.6])
    s.add(archWindow(s, R.back, u, 0.3, 1.5, 2.2, 0.9, 'day', { lobes: 7 }));
  for (const u of [-3.6, -1.2, 1.2, 3.6])
    s.add(
      lightShaft(
        s,
        R.back(u - 0.75, 2.5),
        R.back(u + 0.75, 2.5),
        P(u + 1.4, 0, 4.5),
        P(u - 0.4, 0, 4.5),
        '#fff8e0',
        0.22,
      ),
    );
  // yoga mats
  const mats = ['#0f4c5c', '#5b1a2b', '#c9a14a', '#0f4c5c'];
  mats.forEach((c, i) => {
    const x = -3.3 + i * 1.4;
    s.add(
      poly(
        [P(x - 0.33, 0.01, 3.2), P(x + 0.33, 0.01, 3.2), P(x + 0.33, 0.01, 5.0), P(x - 0.33, 0.01, 5.0)],
        c,
      ),
    );
    const [ra, rb] = [P(x - 0.35, 0.16, 5.05), P(x + 0.35, 0, 5.05)];
    s.add(
      rect(
        ra[0],
        ra[1],
        rb[0] - ra[0],
        rb[1] - ra[1],
        s.lin([
          [0, lighten(c, 0.15)],
          [1, darken(c, 0.3)],
        ]),
        { rx: (rb[1] - ra[1]) / 2 },
      ),
    );
  });
  // dumbbell rack on the left wall
  s.add(box(cam, -5.2, -4.6, 0, 0.9, 6.0, 8.6, { top: '#5a3a22', front: '#4a2e1a', side: '#6b4a2e' }));
  for (let z = 8.3; z > 6.1; z -= 0.42)
    for (const y of [0.35, 0.85]) {
      const [dx, dy] = P(-4.55, y + 0.08, z);
      const kk = cam.k(z);
      s.add(line(dx - kk * 0.12, dy, dx + kk * 0.02, dy + kk * 0.02, '#555', Math.max(1.5, kk * 0.04)));
      s.add(
        circ(dx - kk * 0.12, dy, kk * 0.07, '#2a2a2a'),
        circ(dx + kk * 0.04, dy + kk * 0.02, kk * 0.07, '#3a3a3a'),
      );
    }
  // treadmills on the right
  for (const z of [6.3, 4.5]) {
    const x0 = 3.4;
    s.add(
      box(cam, x0, x0 + 0.8, 0, 0.22, z - 0.9, z + 0.9, {
        top: '#2a2d33',
        front: '#1c1e22',
        side: '#33363d',
      }),
    );
    s.add(
      poly(
        [
          P(x0 + 0.08, 0.225, z - 0.85),
          P(x0 + 0.72, 0.225, z - 0.85),
          P(x0 + 0.72, 0.225, z + 0.6),
          P(x0 + 0.08, 0.225, z + 0.6),
        ],
        '#111214',
      ),
    );
    for (const dx of [0.05, 0.75])
      s.add(line(...P(x0 + dx, 0.2, z + 0.8), ...P(x0 + dx, 1.25, z + 0.9), '#8a8d93', 4));
    s.add(
      poly(
        [P(x0, 1.2, z + 0.8), P(x0 + 0.8, 1.2, z + 0.8), P(x0 + 0.8, 1.45, z + 0.95), P(x0, 1.45, z + 0.95)],
        '#2a2d33',
      ),
    );
    s.add(
      poly(
        [
          P(x0 + 0.2, 1.25, z + 0.82),
          P(x0 + 0.6, 1.25, z + 0.82),
          P(x0 + 0.6, 1.4, z + 0.92),
          P(x0 + 0.2, 1.4, z + 0.92),
        ],
        '#5fb3c4',
        { opacity: 0.8 },
      ),
    );
  }
  // exercise ball and plants
  const [bx, by] = P(-1.9, 0.35, 3.6);
  s.add(
    ell(bx, P(-1.9, 0, 3.6)[1], cam.k(3.6) * 0.35, cam.k(3.6) * 0.06, '#000', { opacity: 0.2 }),
    sphere(s, bx, by, cam.k(3.6) * 0.33, '#c9a14a', { gloss: 0.3 }),
  );
  s.add(pottedPalm(s, cam, -4.6, 8.3, 2.0), pottedPalm(s, cam, 4.9, 8.3, 2.0));
  s.vignette(0.3);
  return s;
}
