import { bread, curry, rice } from '../lib/food.mjs';
import { n1, path } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 45;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#5e3a24', 'wood'));
  const leaf = 'M90 420C160 180 470 90 760 150C800 380 640 690 200 760C120 680 60 560 90 420Z';
  s.add(path(leaf, '#000000', { opacity: 0.4, filter: s.blur(12), transform: 'translate(10 16)' }));
  s.add(
    path(
      leaf,
      s.lin(
        [
          [0, '#5aa23d'],
          [1, '#2f6b26'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(path('M150 690Q420 420 740 170', 'none', { stroke: '#a6d27a', strokeWidth: 5, opacity: 0.7 }));
  for (let i = 0; i < 10; i++) {
    const t = 0.1 + i * 0.085;
    const x = 150 + (740 - 150) * t;
    const y = 690 + (170 - 690) * t - Math.sin(t * Math.PI) * 60;
    s.add(
      path(`M${n1(x)} ${n1(y)}q-90 -70 -170 -110M${n1(x)} ${n1(y)}q80 70 150 110`, 'none', {
        stroke: '#8cc465',
        strokeWidth: 2,
        opacity: 0.5,
      }),
    );
  }
  s.add(bowl(s, 300, 330, 150, 'brass', '#2f6b1e'));
  s.add(
    curry(s, 300, 330, 120, '#3f7a22', {
      chunks: 8,
      chunkColor: '#f6efe0',
      herbs: 0,
      creamColor: '#f7f0dc',
    }),
  );
  s.add(rice(s, 540, 470, 120));
  s.add(
    bowl(s, 560, 240, 90, 'brass', '#d99a2b'),
    curry(s, 560, 240, 68, '#d99a2b', { cream: false, herbs: 5 }),
  );
  s.add(bread(s, 300, 600, 110, 100, 10, { color: '#e2b277', spots: 14 }));
}

/** Main course: green curry, dal, rice and roti on a banana leaf. */
export const draw = dishScene(lay, seed);
