import { cubeSkewer } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { lemon, sprinkle } from '../lib/garnish.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 102;

const paneer = ['#f1c27a', '#fff3da'];
const pepper = ['#3f8f2a', '#8fd06a'];
const onion = ['#d9a3b8', '#fbe8ef'];

function lay(s) {
  s.add(cloth(s, '#22343c', 'stripe', '#e1b75a'));
  s.add(plate(s, 400, 420, 320, 'slate'));
  s.add(cubeSkewer(s, 150, 300, 650, 360, 34, [paneer, pepper, paneer, onion, paneer, pepper, paneer]));
  s.add(cubeSkewer(s, 150, 470, 650, 530, 34, [paneer, onion, paneer, pepper, paneer, onion, paneer]));
  s.add(sprinkle(s, 400, 420, 240, 60, ['#6b5a3a', '#8a7446'], 4));
  s.add(lemon(s, 610, 640, 42, -15));
  s.add(bowl(s, 190, 640, 70, 'brass', '#4f8f32'), herbs(s, 190, 640, 26, 3));
}

/** Paneer tikka ajwaini: two skewers of charred paneer, peppers and onion with carom seeds on slate. */
export const draw = dishScene(lay, seed);
