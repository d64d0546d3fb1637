import { petals, sphere, sprinkle } from '../lib/garnish.mjs';
import { C } from '../lib/palette.mjs';
import { circ } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 46;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#4a1422', 'lattice', C.gold));
  s.add(petals(s, 26, '#c2456b'));
  s.add(bowl(s, 400, 400, 280, 'porcelain', '#d7962a', { lip: 0.88 }));
  s.add(
    circ(
      400,
      400,
      232,
      s.rad([
        [0, '#f6c460', 0.8],
        [1, '#b56a14', 0.9],
      ]),
    ),
  );
  s.add(circ(400, 400, 274, 'none', { stroke: C.gold, strokeWidth: 5 }));
  for (const [x, y] of [
    [320, 330],
    [480, 320],
    [300, 470],
    [460, 480],
    [395, 400],
  ])
    s.add(sphere(s, x, y, 70, '#5a230c'));
  s.add(
    sprinkle(s, 400, 400, 190, 30, ['#8fbf4a', '#b5d46a'], 8),
    sprinkle(s, 400, 400, 180, 12, ['#e23a1c'], 6),
  );
}

/** Dessert: gulab jamun in syrup, rose petals around the bowl. */
export const draw = dishScene(lay, seed);
