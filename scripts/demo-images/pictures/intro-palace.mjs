import { cypress, hills, moon, palm, reflect, ripples, skyDusk, stars } from '../lib/nature.mjs';
import { palace, warmWin } from '../lib/palace.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, path, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** The palace at dusk across the lake, its lit windows reflected in the water. */
export function draw(w, h) {
  const s = new Scene(w, h, 11);
  const hy = 690;
  s.add(
    skyDusk(s, hy + 2, [
      [0, '#121631'],
      [0.3, '#2a2853'],
      [0.58, '#6d4670'],
      [0.8, '#c97a6c'],
      [1, '#f2b57c'],
    ]),
  );
  s.add(stars(s, 110, 330, 0.75));
  s.add(moon(s, 1290, 150, 24));
  for (const [x, y, rx, ry] of [
    [300, 380, 260, 16],
    [1180, 420, 300, 14],
    [760, 330, 200, 10],
  ])
    s.add(ell(x, y, rx, ry, '#f4a98a', { opacity: 0.22, filter: s.blur(6) }));
  s.add(hills(s, hy - 40, 40, '#4a3a63', 1), hills(s, hy - 12, 26, '#3a2f54', 4));
  const lit = warmWin(s);
  const dark = '#4a3550';
  const pal = palace(s, 800, hy, 880, {
    wall: '#e0b994',
    wallDark: '#8e6776',
    domeFill: s.lin(
      [
        [0, '#f2d2ac'],
        [0.55, '#d3a888'],
        [1, '#8b6478'],
      ],
      0,
      0,
      1,
      0,
    ),
    win: () => (s.rand() < 0.62 ? lit : dark),
    portal: s.lin([
      [0, '#fff1c9'],
      [1, '#e5903e'],
    ]),
  });
  s.add(pal);
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#e3a079'],
        [0.12, '#a66b7d'],
        [0.45, '#3f3764'],
        [1, '#12162c'],
      ]),
    ),
  );
  s.add(reflect(s, pal, hy, { opacity: 0.5, blur: 2.5 }));
  s.add(ripples(s, hy + 4, h, 260, '#ffd9a8', 0.4));
  for (let i = 0; i < 23; i++) {
    const x = 340 + i * 41;
    s.add(s.glow(x, hy - 3, 14, C.flame, 0.8), circ(x, hy - 3, 2.2, '#fff3c8'));
    s.add(ell(x, hy + 14 + (i % 3) * 3, 2, 12, C.flame, { opacity: 0.35 }));
  }
  // framing silhouettes
  s.add(palm(100, hy + 20, 440, '#120f20', 0.12), palm(200, hy + 20, 330, '#17132a', -0.08));
  s.add(
    cypress(1430, hy + 10, 300, '#141126'),
    cypress(1505, hy + 10, 380, '#100d1f'),
    cypress(1570, hy + 10, 270, '#141126'),
  );
  s.add(
    path(`M0 ${hy - 6}Q180 ${hy - 14} 300 ${hy + 10}Q330 ${hy + 40} 250 ${hy + 70}L0 ${hy + 90}Z`, '#0e0b1a'),
  );
  s.add(
    path(
      `M${w} ${hy - 8}Q${w - 160} ${hy - 16} ${w - 270} ${hy + 12}Q${w - 300} ${hy + 36} ${w - 220} ${hy + 60}L${w} ${hy + 80}Z`,
      '#0e0b1a',
    ),
  );
  s.vignette(0.5);
  return s;
}
