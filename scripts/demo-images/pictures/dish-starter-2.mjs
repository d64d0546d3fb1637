import { herbs } from '../lib/food.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { circ, line, poly } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Samosa seen from above. */
function samosa(s, x, y, r, rot) {
  const tri = [];
  for (let i = 0; i < 3; i++) {
    const a = (rot * Math.PI) / 180 + (i * Math.PI * 2) / 3 - Math.PI / 2;
    tri.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
  }
  const out = [
    poly(
      tri.map(([px, py]) => [px + 8, py + 12]),
      '#000000',
      { opacity: 0.35, filter: s.blur(8), strokeLinejoin: 'round', stroke: '#000', strokeWidth: r * 0.3 },
    ),
  ];
  const fill = s.rad(
    [
      [0, '#f6cf7e'],
      [0.6, '#dc9a43'],
      [1, '#a9621f'],
    ],
    0.45,
    0.4,
    0.6,
  );
  out.push(poly(tri, fill, { stroke: '#c98535', strokeWidth: r * 0.3, strokeLinejoin: 'round' }));
  out.push(poly(tri, 'none', { stroke: '#e9b463', strokeWidth: r * 0.18, strokeLinejoin: 'round' }));
  for (let i = 0; i < 14; i++) {
    const u = s.r();
    const v = s.r() * (1 - u);
    const px = tri[0][0] + (tri[1][0] - tri[0][0]) * u + (tri[2][0] - tri[0][0]) * v;
    const py = tri[0][1] + (tri[1][1] - tri[0][1]) * u + (tri[2][1] - tri[0][1]) * v;
    out.push(circ(px, py, s.r(2, 5), '#fbe0a2', { opacity: 0.7 }));
  }
  const [ax, ay] = tri[0];
  const mx = (tri[1][0] + tri[2][0]) / 2;
  const my = (tri[1][1] + tri[2][1]) / 2;
  out.push(line(ax, ay, ax + (mx - ax) * 0.85, ay + (my - ay) * 0.85, '#b86f28', 2.5, { opacity: 0.6 }));
  return out.join('');
}

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 42;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#5b1a2b', 'stripe'));
  s.add(plate(s, 380, 420, 300, 'brass'));
  s.add(samosa(s, 300, 360, 110, 10), samosa(s, 470, 330, 105, -25), samosa(s, 400, 520, 110, 35));
  s.add(
    bowl(s, 680, 140, 80, 'brass', '#5a2410'),
    circ(
      680,
      140,
      50,
      s.rad([
        [0, '#8a3a1a', 0],
        [1, '#2a0e05', 0.3],
      ]),
    ),
  );
  s.add(bowl(s, 700, 320, 70, 'brass', '#5c9a38'));
  s.add(sprinkle(s, 680, 140, 40, 10, ['#c98535', '#e9b463'], 5), herbs(s, 700, 320, 30, 3, '#2f6a20'));
  s.add(herbs(s, 200, 560, 50, 4));
}

/** Starter: samosas on a brass plate with tamarind and mint chutneys. */
export const draw = dishScene(lay, seed);
