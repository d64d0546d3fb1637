import { bread, curry, herbs } from '../lib/food.mjs';
import { rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 112;

function lay(s) {
  s.add(cloth(s, '#0f4c5c', 'booti', '#e8c26a'));
  s.add(bread(s, 620, 180, 160, 100, 20, { color: '#e2b56a' }));
  s.add(bowl(s, 360, 430, 250, 'brass', '#d9702e', { lip: 0.84 }));
  s.add(curry(s, 360, 430, 196, '#dd7a34', { cream: true, herbs: 5, creamColor: '#fff6e6' }));
  for (let i = 0; i < 11; i++) {
    const x = 360 + s.r(-130, 130);
    const y = 430 + s.r(-130, 130);
    s.add(
      rect(x - 26, y - 26, 52, 52, '#000000', {
        rx: 8,
        opacity: 0.3,
        filter: s.blur(4),
        transform: 'translate(4 6)',
      }),
      rect(
        x - 26,
        y - 26,
        52,
        52,
        s.rad([
          [0, '#fffaf0'],
          [1, '#f0d9a8'],
        ]),
        { rx: 8, transform: `rotate(${Math.round(s.r(0, 90))} ${Math.round(x)} ${Math.round(y)})` },
      ),
    );
  }
  s.add(herbs(s, 360, 430, 150, 6));
}

/** Paneer lababdar: cubes of soft paneer in a creamy tomato and onion gravy, with a kulcha. */
export const draw = dishScene(lay, seed);
