import { sphere, sprinkle } from '../lib/garnish.mjs';
import { circ, g, n1, poly, rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 47;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#f3e9d4', 'block', '#c9a14a'));
  s.add(plate(s, 400, 400, 330, 'silver', { rim: 0.12 }));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const x = 400 + Math.cos(a) * 200;
    const y = 400 + Math.sin(a) * 200;
    s.add(sphere(s, x, y, 52, '#f29a1e', { dots: 70, gloss: 0.25 }));
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
    const x = 400 + Math.cos(a) * 175;
    const y = 400 + Math.sin(a) * 175;
    const ang = (a * 180) / Math.PI;
    s.add(
      g(
        [
          rect(-40, -40, 80, 80, '#000000', {
            opacity: 0.3,
            filter: s.blur(5),
            transform: 'translate(5 8)',
          }),
          rect(
            -40,
            -40,
            80,
            80,
            s.lin([
              [0, '#a7c96a'],
              [1, '#6e9a3a'],
            ]),
            { rx: 6 },
          ),
          rect(-30, -30, 60, 60, '#c3dd8a', { rx: 4, opacity: 0.5 }),
          sprinkle(s, 0, 0, 24, 6, ['#4f7a2a'], 5),
        ],
        { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang + 45)}) scale(0.85)` },
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    s.add(
      g(
        [
          poly(
            [
              [0, -60],
              [40, 0],
              [0, 60],
              [-40, 0],
            ],
            '#000000',
            { opacity: 0.3, filter: s.blur(5), transform: 'translate(5 8)' },
          ),
          poly(
            [
              [0, -60],
              [40, 0],
              [0, 60],
              [-40, 0],
            ],
            s.lin([
              [0, '#fbf4e4'],
              [1, '#e6d8bd'],
            ]),
          ),
          poly(
            [
              [0, -46],
              [29, 0],
              [0, 46],
              [-29, 0],
            ],
            s.lin(
              [
                [0, '#ffffff', 0.9],
                [0.5, '#d9dcdf', 0.7],
                [1, '#f4f4f4', 0.9],
              ],
              0,
              0,
              1,
              1,
            ),
          ),
        ],
        {
          transform: `translate(${n1(400 + Math.cos(a) * 66)} ${n1(400 + Math.sin(a) * 66)}) rotate(${n1((a * 180) / Math.PI + 90)})`,
        },
      ),
    );
  }
  s.add(circ(400, 400, 14, '#c2456b'), circ(400, 400, 7, '#f2a516'));
}

/** Dessert: ladoos and barfi arranged on a silver plate. */
export const draw = dishScene(lay, seed);
