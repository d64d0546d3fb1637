import { dumplings } from '../lib/dishes.mjs';
import { curry, herbs, rice } from '../lib/food.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 113;

function lay(s) {
  s.add(cloth(s, '#4a2a4e', 'lattice', '#e6c27a'));
  s.add(bowl(s, 620, 620, 130, 'porcelain', '#fffaf0'), rice(s, 620, 620, 100));
  s.add(bowl(s, 350, 350, 250, 'porcelain', '#f0b064', { lip: 0.84 }));
  s.add(curry(s, 350, 350, 196, '#f1a85a', { cream: true, herbs: 0, creamColor: '#fffaf0' }));
  s.add(dumplings(s, 350, 350, 120, 5, 46, '#d99a4c', { ring: 0.7 }));
  s.add(herbs(s, 350, 350, 140, 5));
}

/** Malai kofta: five golden paneer and potato dumplings in a creamy cashew gravy, with rice. */
export const draw = dishScene(lay, seed);
