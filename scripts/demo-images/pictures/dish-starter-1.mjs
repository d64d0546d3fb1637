import { herbs } from '../lib/food.mjs';
import { lemon, sprinkle } from '../lib/garnish.mjs';
import { ell, g, line, n1, path, rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Skewer of paneer tikka pieces along a line. */
function skewer(s, x1, y1, x2, y2, r) {
  const out = [line(x1, y1, x2, y2, '#c9a577', r * 0.16, { strokeLinecap: 'round' })];
  const n = 6;
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  for (let i = 0; i < n; i++) {
    const t = 0.12 + (0.76 * i) / (n - 1);
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    const kind = i % 3;
    let shape;
    let parts;
    if (kind === 1) {
      shape = rect(-r * 0.9, -r * 0.8, r * 1.8, r * 1.6, '#000', { rx: r * 0.55 });
      parts = [
        rect(
          -r * 0.9,
          -r * 0.8,
          r * 1.8,
          r * 1.6,
          s.lin([
            [0, '#5aa83c'],
            [1, '#2c6e1e'],
          ]),
          { rx: r * 0.55 },
        ),
        rect(-r * 0.55, -r * 0.55, r * 0.9, r * 0.35, '#9bd477', { rx: r * 0.17, opacity: 0.7 }),
        line(-r * 0.5, r * 0.35, r * 0.5, r * 0.45, '#1f4e14', r * 0.12, {
          opacity: 0.5,
          strokeLinecap: 'round',
        }),
      ];
    } else if (kind === 2) {
      const d = `M${n1(-r * 0.95)} ${n1(r * 0.45)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(r * 0.95)} ${n1(r * 0.45)}L${n1(r * 0.5)} ${n1(r * 0.5)}A${n1(r * 0.55)} ${n1(r * 0.55)} 0 0 0 ${n1(-r * 0.5)} ${n1(r * 0.5)}Z`;
      shape = path(d, '#000');
      parts = [
        path(
          d,
          s.lin([
            [0, '#fbeef3'],
            [1, '#e2b6c8'],
          ]),
          { stroke: '#c98aa6', strokeWidth: 2 },
        ),
        path(
          `M${n1(-r * 0.72)} ${n1(r * 0.47)}A${n1(r * 0.78)} ${n1(r * 0.78)} 0 0 1 ${n1(r * 0.72)} ${n1(r * 0.47)}`,
          'none',
          { stroke: '#c98aa6', strokeWidth: 1.5, opacity: 0.8 },
        ),
      ];
    } else {
      shape = rect(-r, -r, r * 2, r * 2, '#000', { rx: r * 0.3 });
      parts = [
        rect(
          -r,
          -r,
          r * 2,
          r * 2,
          s.rad([
            [0, '#f9d08a'],
            [0.65, '#e48a3e'],
            [1, '#a8481c'],
          ]),
          { rx: r * 0.3 },
        ),
      ];
      for (const off of [-0.45, 0.1, 0.6])
        parts.push(
          line(-r * 0.75, r * (off - 0.35), r * 0.55, r * (off + 0.35), '#5a260c', r * 0.14, {
            opacity: 0.55,
            strokeLinecap: 'round',
            filter: s.blur(1.2),
          }),
        );
      parts.push(sprinkle(s, 0, 0, r * 0.8, 8, ['#b3261e', '#7a1a10'], 3));
    }
    const tr = `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang + s.r(-12, 12))})`;
    out.push(g(shape, { transform: `translate(5 8) ${tr}`, opacity: 0.35, filter: s.blur(4) }));
    out.push(g(parts, { transform: tr }));
  }
  return out.join('');
}

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 41;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#0f4c5c', 'booti'));
  s.add(
    rect(90, 170, 620, 470, '#000000', {
      rx: 40,
      opacity: 0.45,
      filter: s.blur(14),
      transform: 'rotate(-8 400 400) translate(14 20)',
    }),
  );
  s.add(
    rect(
      90,
      170,
      620,
      470,
      s.lin([
        [0, '#4a4f55'],
        [1, '#26292d'],
      ]),
      { rx: 40, transform: 'rotate(-8 400 400)' },
    ),
  );
  s.add(skewer(s, 120, 340, 680, 250, 42), skewer(s, 140, 490, 700, 400, 42));
  for (const [x, y] of [
    [230, 560],
    [300, 585],
    [270, 540],
  ])
    s.add(ell(x, y, 34, 30, 'none', { stroke: '#e9b9c9', strokeWidth: 6 }));
  s.add(lemon(s, 560, 560, 42, 20), lemon(s, 620, 520, 38, -30));
  s.add(bowl(s, 640, 150, 75, 'brass', '#4d8d33'), herbs(s, 640, 150, 35, 3, '#2f6a20'));
  s.add(herbs(s, 420, 580, 60, 4, '#3f7d2c'));
}

/** Starter: two tikka skewers on a slate with onion rings, lemon and mint chutney. */
export const draw = dishScene(lay, seed);
