import { drinksTable, glass, mint } from '../lib/dishes.mjs';
import { lemon } from '../lib/garnish.mjs';
import { circ } from '../lib/svg.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 120;

function lay(s) {
  s.add(drinksTable(s, '#10323a', '#cfc6b4', 580));
  s.add(
    glass(s, 400, 710, 230, 470, ['#f0408a', '#a8185a'], {
      ice: true,
      bubbles: true,
      fill: 0.82,
      flare: 0.02,
    }),
  );
  s.add(mint(s, 420, 250, 44, 10), lemon(s, 330, 265, 36, 200));
  for (let i = 0; i < 6; i++)
    s.add(circ(s.r(120, 240), s.r(640, 740), s.r(14, 20), '#6a0f34', { opacity: 0.85 }));
}

/** Kokum spritz: a tall, bright pink kokum cooler with soda, ice, mint and lime, kokum rinds beside it. */
export const draw = dishScene(lay, seed);
