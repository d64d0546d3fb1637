import { dumplings } from '../lib/dishes.mjs';
import { curry, herbs } from '../lib/food.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 108;

function lay(s) {
  s.add(cloth(s, '#f1e4c2', 'stripe', '#b5452c'));
  s.add(bowl(s, 400, 400, 270, 'clay', '#e39a2e', { lip: 0.84 }));
  s.add(curry(s, 400, 400, 210, '#e8952a', { cream: false, herbs: 0 }));
  s.add(dumplings(s, 400, 400, 150, 7, 34, '#f1d27a', { ring: 0.62, ring2: '#e9c25e' }));
  s.add(dumplings(s, 400, 400, 1, 1, 34, '#f1d27a', { ring2: '#e9c25e' }));
  s.add(herbs(s, 400, 400, 170, 10));
}

/** Gatte ki sabzi: rounds of gram-flour dumplings in a yellow yoghurt curry, in a clay bowl. */
export const draw = dishScene(lay, seed);
