import { patty } from '../lib/dishes.mjs';
import { herbs } from '../lib/food.mjs';
import { circ } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene, plate } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 103;

function lay(s) {
  s.add(cloth(s, '#e9dfc9', 'block', '#9c3d2e'));
  s.add(plate(s, 400, 400, 310, 'porcelain'));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    s.add(
      patty(s, 400 + Math.cos(a) * 170, 400 + Math.sin(a) * 170, 64, '#c98a3e', '#f6e7c4', { flecks: 6 }),
    );
  }
  s.add(bowl(s, 400, 400, 95, 'silver', '#8a2a3a'), circ(400, 400, 55, '#a8364a', { opacity: 0.7 }));
  s.add(herbs(s, 400, 400, 200, 6));
}

/** Dahi ke kebab: a ring of crisp, pale hung-curd patties around a bowl of beetroot chutney. */
export const draw = dishScene(lay, seed);
