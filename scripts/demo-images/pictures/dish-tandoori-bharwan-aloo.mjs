import { stuffedPotato } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { lemon } from '../lib/garnish.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 105;

function lay(s) {
  s.add(cloth(s, '#6b2e1c', 'lattice', '#e8c26a'));
  s.add(plate(s, 400, 410, 310, 'copper'));
  for (const [x, y, r] of [
    [300, 310, -20],
    [500, 300, 15],
    [280, 500, 25],
    [500, 510, -10],
  ])
    s.add(stuffedPotato(s, x, y, 92, r));
  s.add(herbs(s, 400, 410, 220, 8));
  s.add(lemon(s, 640, 650, 40, 10));
  s.add(bowl(s, 160, 650, 70, 'silver', '#f4efe2'), herbs(s, 160, 650, 20, 2));
}

/** Tandoori bharwan aloo: four scooped potato halves stuffed with paneer and nuts, charred at the rim. */
export const draw = dishScene(lay, seed);
