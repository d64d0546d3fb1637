import { cubeSkewer } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { lemon } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 123;

const malai = ['#e9c98e', '#fff7e4'];

function lay(s) {
  s.add(cloth(s, '#5b2333', 'stripe', '#e8c26a'));
  s.add(plate(s, 400, 410, 320, 'copper'));
  s.add(cubeSkewer(s, 170, 250, 600, 420, 36, [malai, malai, malai, malai, malai]));
  s.add(cubeSkewer(s, 180, 420, 620, 580, 36, [malai, malai, malai, malai, malai]));
  for (let i = 0; i < 5; i++) s.add(circ(s.r(260, 560), s.r(300, 560), s.r(4, 7), '#3f7d2c'));
  s.add(lemon(s, 250, 610, 40, 20));
  s.add(bowl(s, 640, 190, 80, 'silver', '#fff7e8'), herbs(s, 640, 190, 22, 2));
}

/** Murgh malai tikka: two skewers of pale, cream-marinated chicken, lightly charred, on copper with cream. */
export const draw = dishScene(lay, seed);
