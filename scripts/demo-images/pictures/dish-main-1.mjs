import { bread, curry, herbs } from '../lib/food.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 43;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#1b1f3b', 'block', '#e8dcc0'));
  s.add(bread(s, 590, 560, 200, 130, -30, { butter: true }));
  s.add(bowl(s, 330, 330, 230, 'copper', '#d2561f', { lip: 0.84 }));
  s.add(curry(s, 330, 330, 178, '#d2561f', { chunks: 9, chunkColor: '#c76a30' }));
  s.add(bowl(s, 660, 170, 80, 'brass', '#f3ecdd'), herbs(s, 660, 170, 30, 3));
}

/** Main course: red curry in a copper bowl with a buttered naan. */
export const draw = dishScene(lay, seed);
