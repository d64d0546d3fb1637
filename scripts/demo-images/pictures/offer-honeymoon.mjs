import { archD, dome } from '../lib/architecture.mjs';
import { petals } from '../lib/garnish.mjs';
import { candle, diya, lantern } from '../lib/lights.mjs';
import { hills, moon, reflect, ripples, stars } from '../lib/nature.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, path, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Honeymoon: a table for two in a lake pavilion at night, petals and diyas on the water. */
export function draw(w, h) {
  const s = new Scene(w, h, 111);
  const hy = 640;
  s.add(
    rect(
      0,
      0,
      w,
      hy + 2,
      s.lin([
        [0, '#060922'],
        [0.7, '#1b1f3b'],
        [1, '#36345e'],
      ]),
    ),
  );
  s.add(stars(s, 160, 520, 0.85));
  s.add(moon(s, 330, 190, 46));
  s.add(hills(s, hy - 16, 22, '#141833', 6));
  // lake pavilion
  const x = 1000;
  const base = hy + 20;
  const pav = [];
  pav.push(rect(x - 330, base - 40, 660, 40, '#3a2e4a'), rect(x - 300, base - 56, 600, 18, '#4a3a5a'));
  pav.push(s.glow(x, base - 200, 420, '#ffb86a', 0.55));
  for (const dx of [-250, -125, 0, 125, 250]) pav.push(rect(x + dx - 14, base - 330, 28, 274, '#4d3d60'));
  pav.push(
    path(
      `M${x - 320} ${base - 330}L${x + 320} ${base - 330}L${x + 290} ${base - 360}L${x - 290} ${base - 360}Z`,
      '#2f2440',
    ),
  );
  pav.push(dome(s, x, base - 360, 330, 260, '#4d3d60', { trim: C.gold }));
  for (const dx of [-250, 250]) pav.push(dome(s, x + dx, base - 360, 80, 70, '#4d3d60', { trim: C.gold }));
  for (let i = 0; i < 4; i++) {
    const cx = x - 187 + i * 125;
    pav.push(
      path(
        `M${cx - 48} ${base - 330}L${cx + 48} ${base - 330}L${cx + 48} ${base - 300}Q${cx} ${base - 250} ${cx - 48} ${base - 300}Z`,
        '#4d3d60',
      ),
    );
  }
  for (const dx of [-187, 187]) pav.push(lantern(s, x + dx, base - 330, 40, 24));
  s.add(pav.join(''));
  // table for two
  const tx = x;
  const ty = base - 150;
  s.add(ell(tx, ty, 110, 22, '#f7efdc'));
  s.add(
    path(
      `M${tx - 110} ${ty}L${tx - 112} ${base - 58}L${tx + 112} ${base - 58}L${tx + 110} ${ty}Z`,
      s.lin(
        [
          [0, '#e8dcc4'],
          [0.5, '#fbf4e4'],
          [1, '#c9b896'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(tx, ty, 110, 22, '#fbf4e6'));
  for (const dx of [-60, 60])
    s.add(ell(tx + dx, ty + 2, 26, 7, '#ffffff'), ell(tx + dx, ty + 2, 16, 4, C.gold, { opacity: 0.4 }));
  for (const dx of [-16, 16]) s.add(candle(s, tx + dx, ty - 2, 38, 8, { glowR: 9, glow: 0.7 }));
  s.add(ell(tx, ty - 4, 20, 8, C.rose));
  for (const sx of [-1, 1]) {
    const cx = tx + sx * 175;
    s.add(
      path(archD(cx, base - 58, 70, 110, 40, 5), C.maroon),
      path(archD(cx, base - 58, 70, 110, 40, 5), 'none', { stroke: C.gold, strokeWidth: 3 }),
    );
  }
  // steps with petals and diyas
  for (let i = 0; i < 10; i++) s.add(diya(s, x - 300 + i * 66, base - 40, 18));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#2e2f58'],
        [1, '#070a1e'],
      ]),
    ),
  );
  s.add(reflect(s, pav.join(''), base, { opacity: 0.45, blur: 3 }));
  s.add(ell(330, hy + 120, 40, 260, '#fff3d0', { opacity: 0.25, filter: s.blur(10) }));
  s.add(ripples(s, hy + 2, h, 220, '#ffe6b8', 0.35));
  for (let i = 0; i < 14; i++) {
    const x2 = s.r(80, 1550);
    const t = s.r(0.1, 1);
    const y2 = hy + 60 + (h - hy - 80) * t;
    s.add(s.glow(x2, y2, 20 + 30 * t, C.flame, 0.7), ell(x2, y2, 6 + 8 * t, 2 + 3 * t, '#ffd27a'));
    s.add(petals(s, 2, C.rose, [x2 - 40, y2 - 10, x2 + 40, y2 + 10]));
  }
  s.vignette(0.5);
  return s;
}
