import { patty } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { lemon } from '../lib/garnish.mjs';
import { ell } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 101;

function lay(s) {
  s.add(cloth(s, '#3b1f2b', 'booti', '#d9a441'));
  s.add(plate(s, 380, 420, 300, 'silver'));
  for (const [x, y] of [
    [300, 330],
    [460, 330],
    [240, 470],
    [390, 480],
    [530, 470],
  ])
    s.add(patty(s, x, y, 62, '#7a3a16', '#b0703c', { flecks: 14, crumb: true }));
  for (let i = 0; i < 10; i++)
    s.add(
      ell(s.r(240, 540), s.r(570, 640), 22, 6, '#c85a7c', {
        opacity: 0.85,
        transform: `rotate(${Math.round(s.r(-30, 30))} 390 600)`,
      }),
    );
  s.add(lemon(s, 600, 600, 40, -20), lemon(s, 200, 590, 36, 30));
  s.add(bowl(s, 660, 180, 80, 'brass', '#4f8f32'), herbs(s, 660, 180, 30, 4));
}

/** Galouti kebab: five seared lamb patties on a silver plate, onion rings, lemon and mint chutney. */
export const draw = dishScene(lay, seed);
