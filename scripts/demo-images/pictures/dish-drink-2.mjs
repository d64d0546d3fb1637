import { herbs } from '../lib/food.mjs';
import { petals } from '../lib/garnish.mjs';
import { darken, lighten } from '../lib/palette.mjs';
import { circ, n1, path, rect } from '../lib/svg.mjs';
import { cloth } from '../lib/tablecloth.mjs';
import { dishScene } from '../lib/tableware.mjs';

export const size = [800, 800];

/** Lime wheel. */
function limeWheel(_s, x, y, r, color = '#9ccf4a') {
  const out = [circ(x, y, r, darken(color, 0.25)), circ(x, y, r * 0.88, lighten(color, 0.55))];
  for (let i = 0; i < 10; i++) {
    const a1 = (i / 10) * Math.PI * 2 + 0.06;
    const a2 = ((i + 1) / 10) * Math.PI * 2 - 0.06;
    out.push(
      path(
        `M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a1) * r * 0.8)} ${n1(y + Math.sin(a1) * r * 0.8)}A${n1(r * 0.8)} ${n1(r * 0.8)} 0 0 1 ${n1(x + Math.cos(a2) * r * 0.8)} ${n1(y + Math.sin(a2) * r * 0.8)}Z`,
        color,
        { opacity: 0.9 },
      ),
    );
  }
  out.push(circ(x, y, r * 0.1, lighten(color, 0.6)));
  return out.join('');
}

/** Seed of this picture's random numbers (every dish has its own, so their scattered details differ). */
const seed = 49;

/** Lays the table: everything on it, back to front. */
function lay(s) {
  s.add(cloth(s, '#f5efe4', 'marble', '#9a8f84'));
  s.add(petals(s, 8, '#e07a9a'));
  const glass = (x, y, r, drink) => {
    const out = [circ(x + 14, y + 20, r, '#000000', { opacity: 0.18, filter: s.blur(12) })];
    out.push(circ(x + r * 0.35, y + r * 0.45, r * 1.05, drink, { opacity: 0.18, filter: s.blur(14) }));
    out.push(circ(x, y, r, '#ffffff', { opacity: 0.5 }));
    out.push(
      circ(
        x,
        y,
        r * 0.9,
        s.rad(
          [
            [0, lighten(drink, 0.3)],
            [1, drink],
          ],
          0.45,
          0.45,
          0.6,
        ),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const a = s.r(0, 6.28);
      const d = r * 0.4;
      const ix = x + Math.cos(a) * d;
      const iy = y + Math.sin(a) * d;
      out.push(
        rect(ix - r * 0.2, iy - r * 0.2, r * 0.4, r * 0.4, '#ffffff', {
          rx: r * 0.08,
          opacity: 0.35,
          transform: `rotate(${n1(s.r(0, 90))} ${n1(ix)} ${n1(iy)})`,
          stroke: '#ffffff',
          strokeWidth: 2,
        }),
      );
    }
    out.push(herbs(s, x - r * 0.2, y + r * 0.15, r * 0.25, 2, '#2f7d32'));
    out.push(limeWheel(s, x + r * 0.72, y - r * 0.55, r * 0.33));
    out.push(
      circ(x - r * 0.3, y - r * 0.4, r * 0.09, '#ffffff', { opacity: 0.9 }),
      circ(x - r * 0.3, y - r * 0.4, r * 0.06, '#e8546f'),
    );
    out.push(circ(x, y, r, 'none', { stroke: '#ffffff', strokeWidth: 5, opacity: 0.8 }));
    out.push(
      path(
        `M${n1(x - r * 0.8)} ${n1(y - r * 0.3)}A${n1(r * 0.85)} ${n1(r * 0.85)} 0 0 1 ${n1(x - r * 0.1)} ${n1(y - r * 0.85)}`,
        'none',
        { stroke: '#ffffff', strokeWidth: 6, opacity: 0.7, strokeLinecap: 'round' },
      ),
    );
    return out.join('');
  };
  s.add(glass(290, 320, 170, '#e2557a'), glass(560, 520, 150, '#f2b134'));
  s.add(limeWheel(s, 610, 200, 55), limeWheel(s, 180, 610, 48, '#f2c935'));
  s.add(herbs(s, 690, 320, 40, 3, '#2f7d32'));
}

/** Drinks: two iced coolers from above with lime wheels on marble. */
export const draw = dishScene(lay, seed);
