import { drinksTable, glass, mint } from '../lib/dishes.mjs';
import { petals } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 118;

function lay(s) {
  s.add(drinksTable(s, '#f4d9dc', '#e9e2d6', 560));
  s.add(glass(s, 300, 690, 190, 380, ['#f06a8e', '#b3204a'], { ice: true, bubbles: true, fill: 0.8 }));
  s.add(glass(s, 540, 700, 170, 330, ['#f27a9a', '#c02a56'], { ice: true, fill: 0.78 }));
  s.add(mint(s, 320, 300, 36, -20), circ(560, 360, 14, '#f8f0e0'));
  s.add(petals(s, 9, '#d9365a', [80, 600, 720, 760]));
}

/** Rose sharbat: two tall glasses of rose syrup over ice, a mint sprig, rose petals on the table. */
export const draw = dishScene(lay, seed);
