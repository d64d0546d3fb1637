import { ghevar } from '../lib/dishes.mjs';
import { petals, sprinkle } from '../lib/garnish.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 114;

function lay(s) {
  s.add(cloth(s, '#6e1f3a', 'booti', '#f0c35a'));
  s.add(plate(s, 400, 400, 320, 'silver'));
  s.add(ghevar(s, 400, 400, 230));
  s.add(sprinkle(s, 400, 400, 100, 40, ['#7fae3a', '#9cc25a', '#e0661c'], 8));
  s.add(petals(s, 10, '#d64a6a', [60, 60, 740, 740]));
}

/** Ghevar with rabri: a lacy honeycomb disc, thickened milk in the middle, pistachio and saffron. */
export const draw = dishScene(lay, seed);
