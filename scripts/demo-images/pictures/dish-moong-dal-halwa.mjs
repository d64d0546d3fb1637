import { halwa } from '../lib/dishes.mjs';
import { diya } from '../lib/lights.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 116;

function lay(s) {
  s.add(cloth(s, '#7a2a14', 'block', '#f0c35a'));
  s.add(bowl(s, 380, 400, 260, 'silver', '#d98a2a', { lip: 0.84 }));
  s.add(halwa(s, 380, 400, 204, '#d88a2a'));
  s.add(diya(s, 660, 170, 110));
}

/** Moong dal halwa: slow-roasted golden lentil halwa with slivered almonds in a silver bowl. */
export const draw = dishScene(lay, seed);
