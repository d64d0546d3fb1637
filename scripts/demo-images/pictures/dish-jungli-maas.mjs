import { chilli } from '../lib/dishes.mjs';
import { curry } from '../lib/food.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 111;

function lay(s) {
  s.add(cloth(s, '#1d1a18', 'wood'));
  s.add(bowl(s, 400, 400, 260, 'clay', '#7a1a10', { lip: 0.84 }));
  s.add(
    curry(s, 400, 400, 206, '#8e1c10', {
      chunks: 12,
      chunkColor: '#5a1a0c',
      cream: false,
      herbs: 0,
      oil: 30,
    }),
  );
  for (let i = 0; i < 9; i++)
    s.add(chilli(s, 400 + s.r(-140, 120), 400 + s.r(-140, 120), 70, s.r(0, 360), '#c0281c'));
  for (const [x, y, r] of [
    [120, 140, 20],
    [680, 660, -30],
    [650, 140, 60],
  ])
    s.add(chilli(s, x, y, 90, r, '#a51f16'));
}

/** Jungli maas: a dark, fiery mutton curry of dried red chillies and ghee in a clay handi. */
export const draw = dishScene(lay, seed);
