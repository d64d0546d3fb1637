import { C } from '../lib/palette.mjs';
import { circ, ell, g, n1, poly, rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { bowl, dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 48;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#0f4c5c', 'lattice', C.gold));
  s.add(
    rect(70, 110, 660, 560, '#000000', {
      rx: 30,
      opacity: 0.45,
      filter: s.blur(14),
      transform: 'translate(12 18)',
    }),
  );
  s.add(
    rect(
      70,
      110,
      660,
      560,
      s.lin([
        [0, '#8a5a34'],
        [1, '#5a3620'],
      ]),
      { rx: 30 },
    ),
  );
  s.add(rect(95, 135, 610, 510, 'none', { rx: 20, stroke: '#a8764a', strokeWidth: 4 }));
  const chai = (x, y, r) => {
    const out = [bowl(s, x, y, r, 'clay', '#c08a5a', { lip: 0.84 })];
    out.push(
      circ(
        x,
        y,
        r * 0.8,
        s.rad(
          [
            [0, '#e0b486'],
            [0.7, '#c18b58'],
            [1, '#8f5a32'],
          ],
          0.45,
          0.45,
          0.6,
        ),
      ),
    );
    for (let i = 0; i < 22; i++) {
      const a = s.r(0, 6.28);
      const d = s.r(0.45, 0.75) * r;
      out.push(circ(x + Math.cos(a) * d, y + Math.sin(a) * d, s.r(2, 6), '#f0d6b5', { opacity: 0.6 }));
    }
    return out.join('');
  };
  s.add(chai(290, 320, 150), chai(520, 470, 135));
  for (let i = 0; i < 7; i++) {
    const x = s.r(170, 460);
    const y = s.r(560, 630);
    s.add(
      ell(x, y, 14, 8, '#7ea04a', {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
        stroke: '#5c7d32',
        strokeWidth: 1.5,
      }),
    );
  }
  s.add(
    g(
      [
        rect(-95, -15, 190, 30, '#000000', {
          rx: 12,
          opacity: 0.35,
          filter: s.blur(4),
          transform: 'translate(4 7)',
        }),
        rect(
          -95,
          -15,
          190,
          30,
          s.lin([
            [0, '#a8602e'],
            [1, '#6e3816'],
          ]),
          { rx: 12 },
        ),
        rect(-95, -3, 190, 5, '#4e240c', { opacity: 0.7 }),
      ],
      { transform: 'translate(600 215) rotate(-35)' },
    ),
  );
  s.add(
    g(
      [
        rect(-85, -14, 170, 28, '#000000', {
          rx: 12,
          opacity: 0.35,
          filter: s.blur(4),
          transform: 'translate(4 7)',
        }),
        rect(
          -85,
          -14,
          170,
          28,
          s.lin([
            [0, '#b46a34'],
            [1, '#75401a'],
          ]),
          { rx: 12 },
        ),
        rect(-85, -3, 170, 5, '#4e240c', { opacity: 0.7 }),
      ],
      { transform: 'translate(630 260) rotate(-18)' },
    ),
  );
  for (const [bx, by] of [
    [660, 600],
    [612, 628],
  ]) {
    s.add(
      circ(bx + 5, by + 8, 36, '#000000', { opacity: 0.3, filter: s.blur(5) }),
      circ(
        bx,
        by,
        36,
        s.rad([
          [0, '#f0cf8e'],
          [1, '#c98f46'],
        ]),
      ),
      circ(bx, by, 29, 'none', { stroke: '#b97d3a', strokeWidth: 2, strokeDasharray: '3 6' }),
    );
    for (let i = 0; i < 6; i++) s.add(circ(bx + s.r(-16, 16), by + s.r(-16, 16), 2.5, '#a06a2e'));
  }
  const star = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? 8 : 26;
    star.push([170 + Math.cos(a) * r, 560 + Math.sin(a) * r]);
  }
  s.add(poly(star, '#6b3416'), circ(170, 560, 6, '#8a4a22'));
}

/** Drinks: two cups of masala chai on a wooden tray with cinnamon and biscuits. */
export const draw = dishScene(lay, seed);
