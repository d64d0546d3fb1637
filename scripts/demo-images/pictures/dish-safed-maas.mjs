import { bread, curry, herbs } from '../lib/food.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 107;

function lay(s) {
  s.add(cloth(s, '#2c3a2a', 'lattice', '#d9c48a'));
  s.add(bread(s, 610, 590, 190, 120, 25, { color: '#e6c078' }));
  s.add(bowl(s, 350, 350, 240, 'silver', '#f3ead6', { lip: 0.84 }));
  s.add(
    curry(s, 350, 350, 186, '#efe2c6', { chunks: 8, chunkColor: '#d9c29a', herbs: 3, creamColor: '#ffffff' }),
  );
  s.add(sprinkle(s, 350, 350, 150, 40, ['#f7f2e6', '#cfae6e'], 7));
  s.add(herbs(s, 650, 170, 40, 3));
}

/** Safed maas: lamb in a white gravy of cashew, cream and almond in a silver bowl, with a roti. */
export const draw = dishScene(lay, seed);
