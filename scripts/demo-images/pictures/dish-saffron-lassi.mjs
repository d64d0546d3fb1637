import { drinksTable, glass } from '../lib/dishes.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { ell, path } from '../lib/svg.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 119;

function lay(s) {
  s.add(drinksTable(s, '#2f4a5a', '#8a5a34', 560));
  // A clay kulhad of lassi beside the glass.
  s.add(
    ell(570, 705, 110, 14, '#000000', { opacity: 0.3, filter: s.blur(8) }),
    path(
      'M470 460L500 700L640 700L670 460Z',
      s.lin([
        [0, '#c8703e'],
        [1, '#7e3a18'],
      ]),
    ),
    ell(570, 460, 100, 18, '#f6d98a'),
    ell(570, 460, 100, 18, 'none', { stroke: '#a85a2a', strokeWidth: 6 }),
  );
  s.add(sprinkle(s, 570, 460, 60, 18, ['#e0661c', '#c23a12'], 9));
  s.add(glass(s, 310, 700, 190, 420, ['#f9e39a', '#eab84a'], { foam: '#fff6d8', fill: 0.88 }));
  s.add(sprinkle(s, 310, 300, 50, 14, ['#e0661c', '#7fae3a'], 9));
}

/** Saffron lassi: a tall glass and a clay kulhad of thick saffron yoghurt, strands and pistachio on top. */
export const draw = dishScene(lay, seed);
