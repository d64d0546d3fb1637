import { herbs, rice } from '../lib/food.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { circ, n1, path } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 44;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#efe2c6', 'lattice', '#5b1a2b'));
  s.add(bowl(s, 360, 400, 290, 'brass', '#f2e3bf', { lip: 0.84 }));
  s.add(rice(s, 360, 400, 228, { colors: ['#fffbf0', '#fff4dc', '#f3b13a', '#f7d27a', '#fffdf6'] }));
  s.add(sprinkle(s, 360, 400, 190, 40, ['#8a4a1c', '#6a3410'], 9));
  for (let i = 0; i < 12; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * 170;
    const x = 360 + Math.cos(a) * d;
    const y = 400 + Math.sin(a) * d;
    s.add(
      path('M-14 0A14 12 0 0 1 14 0L8 0A8 6 0 0 0 -8 0Z', '#eccb8e', {
        transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(s.r(0, 360))}) scale(1.3)`,
        stroke: '#c99a55',
        strokeWidth: 1,
      }),
    );
  }
  for (const [x, y, r] of [
    [300, 330, 60],
    [440, 470, 50],
    [260, 480, 40],
  ])
    s.add(circ(x, y, r, '#f29a1e', { opacity: 0.35, filter: s.blur(10) }));
  s.add(herbs(s, 360, 400, 170, 10, '#3d7b2a'));
  s.add(
    bowl(s, 690, 650, 90, 'porcelain', '#f6f1e4'),
    herbs(s, 690, 650, 40, 3, '#4d8d33'),
    sprinkle(s, 690, 650, 40, 8, ['#8a5a2a'], 3),
  );
}

/** Main course: a brass bowl of spiced rice with raita. */
export const draw = dishScene(lay, seed);
