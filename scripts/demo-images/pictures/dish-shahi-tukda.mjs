import { breadTriangle } from '../lib/dishes.mjs';
import { petals, sprinkle } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 117;

function lay(s) {
  s.add(cloth(s, '#2a2148', 'lattice', '#d8b25a'));
  s.add(plate(s, 400, 400, 320, 'porcelain'));
  s.add(circ(400, 400, 230, '#fbf1da', { opacity: 0.9 }));
  s.add(
    breadTriangle(s, 310, 330, 110, -10),
    breadTriangle(s, 490, 340, 110, 170),
    breadTriangle(s, 400, 500, 110, 20),
  );
  s.add(sprinkle(s, 400, 400, 200, 70, ['#7fae3a', '#e0661c', '#f1e2c0'], 8));
  s.add(petals(s, 6, '#e0708a', [420, 520, 700, 700]));
}

/** Shahi tukda: three triangles of fried bread soaked in syrup under rabri, saffron and pistachio. */
export const draw = dishScene(lay, seed);
