import { dumplings } from '../lib/dishes.mjs';
import { curry, herbs } from '../lib/food.mjs';
import { sprinkle } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 106;

function lay(s) {
  s.add(cloth(s, '#8a1e1e', 'booti', '#f2c14e'));
  s.add(plate(s, 400, 400, 340, 'brass'));
  s.add(dumplings(s, 300, 470, 120, 3, 62, '#c98a3c', { cracks: true, ring: 0.6 }));
  s.add(circ(300, 470, 40, '#f7d77a', { opacity: 0.6 }));
  s.add(
    bowl(s, 480, 280, 120, 'brass', '#e3a93a'),
    curry(s, 480, 280, 92, '#e0a12e', { cream: false, herbs: 5 }),
  );
  s.add(bowl(s, 530, 520, 95, 'silver', '#d9a85a'));
  s.add(sprinkle(s, 530, 520, 70, 160, ['#d29a48', '#b98238', '#e8c07a'], 5));
  s.add(herbs(s, 300, 470, 80, 3));
}

/** Dal baati churma: three cracked baati with ghee, a bowl of dal and a bowl of sweet churma on brass. */
export const draw = dishScene(lay, seed);
