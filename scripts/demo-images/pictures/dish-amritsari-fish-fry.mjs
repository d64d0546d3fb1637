import { fishStrip } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { lemon } from '../lib/garnish.mjs';
import { rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 104;

function lay(s) {
  s.add(cloth(s, '#5a3a22', 'wood'));
  s.add(
    rect(140, 150, 520, 520, '#000000', {
      opacity: 0.3,
      filter: s.blur(12),
      transform: 'translate(10 14) rotate(-6 400 410)',
    }),
  );
  s.add(rect(140, 150, 520, 520, '#f4ecd8', { transform: 'rotate(-6 400 410)' }));
  s.add(
    rect(160, 170, 480, 480, 'none', {
      stroke: '#c9b894',
      strokeWidth: 2,
      strokeDasharray: '8 8',
      transform: 'rotate(-6 400 410)',
    }),
  );
  for (const [x, y, r] of [
    [330, 290, -25],
    [470, 330, 10],
    [300, 440, 20],
    [450, 480, -15],
    [380, 580, 5],
  ])
    s.add(fishStrip(s, x, y, 230, 70, r));
  s.add(lemon(s, 600, 220, 46, 25), lemon(s, 230, 620, 40, -40));
  s.add(bowl(s, 650, 640, 72, 'brass', '#4f8f32'), herbs(s, 650, 640, 26, 3));
}

/** Amritsari fish fry: golden, spiced batter-fried fish strips on paper with lemon and mint chutney. */
export const draw = dishScene(lay, seed);
