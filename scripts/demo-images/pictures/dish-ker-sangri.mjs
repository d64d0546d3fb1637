import { twigsAndBerries } from '../lib/dishes.mjs';
import { bread } from '../lib/food.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 110;

function lay(s) {
  s.add(cloth(s, '#c5662e', 'block', '#3b2416'));
  s.add(bread(s, 640, 630, 150, 100, 30, { color: '#d9a85a' }));
  s.add(plate(s, 380, 380, 300, 'clay'));
  s.add(twigsAndBerries(s, 380, 380, 230));
}

/** Ker sangri: desert beans and caper berries stir-fried with dried red chillies, on a clay plate. */
export const draw = dishScene(lay, seed);
