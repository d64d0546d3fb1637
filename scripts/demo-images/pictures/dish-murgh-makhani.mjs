import { bread, curry } from '../lib/food.mjs';
import { rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 109;

function lay(s) {
  s.add(cloth(s, '#f6efe2', 'marble'));
  s.add(bread(s, 200, 620, 170, 110, -15, { butter: true }));
  s.add(bowl(s, 430, 360, 250, 'copper', '#e0622a', { lip: 0.84 }));
  s.add(
    curry(s, 430, 360, 196, '#e2662c', {
      chunks: 10,
      chunkColor: '#b84a1c',
      herbs: 6,
      creamColor: '#fff3e0',
    }),
  );
  s.add(rect(400, 330, 60, 44, '#fbe7a1', { rx: 8, transform: 'rotate(12 430 350)' }));
}

/** Murgh makhani: butter chicken in a copper bowl, a swirl of cream and a pat of butter, with naan. */
export const draw = dishScene(lay, seed);
