import { bread, curry, herbs, rice } from '../lib/food.mjs';
import { lemon, sprinkle } from '../lib/garnish.mjs';
import { darken, lighten } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, n1, poly, rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, plate } from '../lib/tableware.mjs';

export const size = WIDE;

/** A Rajasthani thali from above, spice bowls around it on the table. */
export function draw(w, h) {
  const s = new Scene(w, h, 102);
  s.add(cloth(s, '#4a2c1c', 'wood'));
  const cx = 760;
  const cy = 500;
  s.add(plate(s, cx, cy, 440, 'brass', { rim: 0.08 }));
  const katoris = [
    ['#e2a21c', 'dal'],
    ['#c9461e', 'curry'],
    ['#3f7a22', 'palak'],
    ['#f6f1e4', 'raita'],
    ['#f3e2bf', 'kheer'],
    ['#7a4020', 'chana'],
    ['#b3261e', 'pickle'],
  ];
  katoris.forEach(([c, kind], i) => {
    const a = -Math.PI * 0.95 + (i / (katoris.length - 1)) * Math.PI * 1.15;
    const x = cx + Math.cos(a) * 300;
    const y = cy + Math.sin(a) * 300;
    const r = kind === 'pickle' ? 62 : 92;
    s.add(bowl(s, x, y, r, 'brass', c, { lip: 0.88 }));
    if (kind === 'raita')
      s.add(herbs(s, x, y, r * 0.5, 3, '#4d8d33'), sprinkle(s, x, y, r * 0.5, 8, ['#8a3a1a'], 3));
    else if (kind === 'kheer') s.add(sprinkle(s, x, y, r * 0.6, 14, ['#8fbf4a', '#e6b43a'], 6));
    else if (kind === 'pickle') s.add(sprinkle(s, x, y, r * 0.55, 12, ['#e2a21c', '#7a1a10'], 8));
    else
      s.add(
        curry(s, x, y, r * 0.8, c, {
          cream: kind !== 'chana',
          herbs: 4,
          chunks: kind === 'palak' ? 4 : kind === 'chana' ? 10 : 0,
          chunkColor: kind === 'palak' ? '#f6efe0' : '#a86a30',
        }),
      );
  });
  s.add(rice(s, cx + 70, cy + 110, 130));
  s.add(herbs(s, cx + 70, cy + 110, 30, 2));
  s.add(bread(s, cx - 120, cy + 170, 130, 120, 10, { color: '#e2b277', spots: 14 }));
  s.add(bread(s, cx - 90, cy + 140, 125, 115, -20, { color: '#e8bb7e', spots: 16, butter: true }));
  s.add(lemon(s, cx + 220, cy - 10, 40, -30));
  for (const [x, y] of [
    [cx + 200, cy + 60],
    [cx + 240, cy + 30],
  ])
    s.add(ell(x, y, 30, 24, 'none', { stroke: '#e9b9c9', strokeWidth: 6 }));
  // papad
  s.add(
    circ(cx - 30, cy - 40, 120, '#000000', { opacity: 0.25, filter: s.blur(8), transform: 'translate(6 8)' }),
  );
  s.add(
    circ(
      cx - 30,
      cy - 40,
      120,
      s.rad([
        [0, '#f6dfa6'],
        [1, '#dcb070'],
      ]),
    ),
  );
  for (let i = 0; i < 60; i++) {
    const a = s.r(0, 6.28);
    const d2 = Math.sqrt(s.r()) * 110;
    s.add(
      circ(
        cx - 30 + Math.cos(a) * d2,
        cy - 40 + Math.sin(a) * d2,
        s.r(1.5, 3.5),
        i % 3 ? '#8a5a2a' : '#f9ecc4',
        { opacity: 0.7 },
      ),
    );
  }
  // spice bowls on the table
  for (const [x, y, c] of [
    [140, 150, '#e8b21c'],
    [130, 380, '#b3261e'],
    [150, 620, '#7a4a20'],
    [1420, 140, '#6f8f2e'],
    [1450, 860, '#d9822b'],
  ]) {
    s.add(bowl(s, x, y, 70, 'clay', c, { lip: 0.85 }));
    s.add(sprinkle(s, x, y, 40, 18, [lighten(c, 0.25), darken(c, 0.25)], 4));
  }
  const star = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? 9 : 28;
    star.push([1380 + Math.cos(a) * r, 520 + Math.sin(a) * r]);
  }
  s.add(poly(star, '#6b3416'), circ(1380, 520, 7, '#8a4a22'));
  s.add(
    g(
      [
        rect(
          -90,
          -13,
          180,
          26,
          s.lin([
            [0, '#a8602e'],
            [1, '#6e3816'],
          ]),
          { rx: 11 },
        ),
        rect(-90, -3, 180, 5, '#4e240c', { opacity: 0.7 }),
      ],
      { transform: 'translate(1420 680) rotate(-30)' },
    ),
  );
  for (let i = 0; i < 8; i++) {
    const x = s.r(1300, 1500);
    const y = s.r(300, 440);
    s.add(
      ell(x, y, 14, 8, '#7ea04a', {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
        stroke: '#5c7d32',
        strokeWidth: 1.5,
      }),
    );
  }
  s.vignette(0.45);
  return s;
}
