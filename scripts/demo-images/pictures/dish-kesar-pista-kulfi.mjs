import { kulfi } from '../lib/dishes.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 115;

function lay(s) {
  s.add(cloth(s, '#1f5a4a', 'stripe', '#f2d27a'));
  s.add(plate(s, 400, 400, 320, 'brass'));
  s.add(kulfi(s, 360, 290, 300, -10), kulfi(s, 380, 420, 300, 5), kulfi(s, 360, 550, 300, 15));
  s.add(sprinkle(s, 250, 620, 60, 30, ['#7fae3a', '#9cc25a'], 8));
}

/** Kesar pista kulfi: three saffron kulfis on sticks, dusted with pistachio, on a brass plate. */
export const draw = dishScene(lay, seed);
