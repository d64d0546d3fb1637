import { drinksTable, glass, mint } from '../lib/dishes.mjs';
import { lemon } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 122;

function lay(s) {
  s.add(drinksTable(s, '#e9dcc0', '#7a5a3a', 570));
  s.add(glass(s, 290, 700, 180, 360, ['#8a8a3a', '#4a4a1a'], { ice: true, bubbles: true, fill: 0.82 }));
  s.add(glass(s, 530, 710, 200, 400, ['#7c7e34', '#3e4216'], { ice: true, bubbles: true, fill: 0.84 }));
  s.add(mint(s, 300, 330, 40, -30), mint(s, 540, 300, 46, 20), lemon(s, 470, 305, 34, 200));
  for (let i = 0; i < 14; i++) s.add(circ(530 + s.r(-60, 60), 360 + s.r(-6, 6), s.r(5, 8), '#e0a84a'));
  s.add(mint(s, 130, 690, 36, 60), mint(s, 680, 700, 32, -40));
}

/** Jaljeera cooler: two tall glasses of cumin, mint and black-salt cooler with ice, lemon and boondi. */
export const draw = dishScene(lay, seed);
