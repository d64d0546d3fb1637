import { drinksTable } from '../lib/dishes.mjs';
import { ell, path, rect } from '../lib/svg.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];
const seed = 121;

const brass = (s) =>
  s.lin(
    [
      [0, '#8a6418'],
      [0.3, '#fbe6a2'],
      [0.55, '#d9b25a'],
      [1, '#7a5614'],
    ],
    0,
    0,
    1,
    0,
  );

function lay(s) {
  s.add(drinksTable(s, '#5a3a2a', '#2e4a3a', 560));
  // The dabara: a wide, low brass bowl with a rim.
  s.add(
    ell(420, 720, 250, 22, '#000000', { opacity: 0.35, filter: s.blur(10) }),
    path('M180 560Q190 710 420 712Q650 710 660 560Z', brass(s)),
    ell(420, 560, 240, 34, '#f1d27a'),
    ell(420, 560, 222, 26, '#6b4226'),
  );
  // The tumbler standing in it, with frothy coffee at the brim.
  s.add(
    path('M330 250L350 600L490 600L510 250Z', brass(s)),
    ell(420, 600, 70, 12, '#a87a24'),
    ell(420, 250, 90, 18, '#f6db8c'),
    ell(420, 252, 80, 14, '#b07a4a'),
    ell(412, 249, 50, 8, '#e8cfa8', { opacity: 0.85 }),
    rect(350, 270, 14, 300, '#ffffff', { opacity: 0.35, rx: 6 }),
  );
  for (let i = 0; i < 3; i++)
    s.add(
      path(`M${400 + i * 22} 220q-16 -40 0 -80q16 -40 0 -80`, 'none', {
        stroke: '#ffffff',
        strokeWidth: 6,
        opacity: 0.25,
        strokeLinecap: 'round',
      }),
    );
}

/** Filter coffee: a frothy South Indian coffee in a brass tumbler standing in its dabara, steaming. */
export const draw = dishScene(lay, seed);
