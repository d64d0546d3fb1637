import { archD, jaliPattern } from '../lib/architecture.mjs';
import { drape } from '../lib/furniture.mjs';
import { garland } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Performance stage: maroon curtains, spotlights on a jali backdrop, the audience in silhouette. */
export function draw(w, h) {
  const s = new Scene(w, h, 93);
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin([
        [0, '#1a0a12'],
        [1, '#2a0e18'],
      ]),
    ),
  );
  // proscenium
  s.add(rect(200, 80, 1200, 700, '#3a0f1c'));
  const px = 800;
  const py = 720;
  s.add(
    path(
      archD(px, py, 1060, 420, 230, 13),
      s.lin([
        [0, '#1b1f3b'],
        [1, '#0c0f24'],
      ]),
    ),
  );
  const cl = s.clip(path(archD(px, py, 1060, 420, 230, 13), '#000'));
  s.add(
    g(
      [
        rect(270, 60, 1060, 700, jaliPattern(s, 46, '#10142e', '#2c3270')),
        circ(
          800,
          330,
          160,
          s.rad([
            [0, '#ffe6b0', 0.95],
            [0.5, '#f2b35a', 0.6],
            [1, '#f2b35a', 0],
          ]),
        ),
        circ(800, 330, 95, '#ffe8b8', { opacity: 0.85 }),
      ],
      { clipPath: cl },
    ),
  );
  s.add(path(archD(px, py, 1060, 420, 230, 13), 'none', { stroke: C.gold, strokeWidth: 10 }));
  s.add(path(archD(px, py, 1110, 440, 250, 0), 'none', { stroke: C.gold, strokeWidth: 3, opacity: 0.7 }));
  // curtains
  s.add(drape(s, 300, 90, 760, 260, '#8a1f33', 1, 0.62), drape(s, 1300, 90, 760, 260, '#8a1f33', -1, 0.62));
  let val = 'M180 70L1420 70L1420 150';
  for (let i = 10; i > 0; i--)
    val += `Q${n1(180 + (1240 * (i - 0.5)) / 10)} 215 ${n1(180 + (1240 * (i - 1)) / 10)} 150`;
  s.add(
    path(
      `${val}Z`,
      s.lin([
        [0, '#6b1426'],
        [1, '#a3283e'],
      ]),
    ),
  );
  s.add(rect(180, 64, 1240, 10, C.gold));
  // truss with lamps
  s.add(rect(120, 18, 1360, 14, '#2a2a2e'));
  for (let i = 0; i < 9; i++) {
    const x = 200 + i * 150;
    s.add(rect(x - 14, 30, 28, 30, '#1a1a1e', { rx: 5 }), circ(x, 60, 10, '#fff2cc'));
  }
  // beams
  for (const [x1, x2, c] of [
    [350, 620, '#ffe6b0'],
    [800, 800, '#fff4dc'],
    [1250, 980, '#ffe6b0'],
    [500, 900, '#c9d8ff'],
    [1100, 700, '#c9d8ff'],
  ])
    s.add(
      poly(
        [
          [x1 - 12, 62],
          [x1 + 12, 62],
          [x2 + 170, 760],
          [x2 - 170, 760],
        ],
        s.lin([
          [0, c, 0.45],
          [1, c, 0.03],
        ]),
        { filter: s.blur(3) },
      ),
    );
  // stage floor
  s.add(
    poly(
      [
        [150, 760],
        [1450, 760],
        [1600, 860],
        [0, 860],
      ],
      s.lin([
        [0, '#6b3e22'],
        [1, '#3a2212'],
      ]),
    ),
  );
  for (let i = 0; i < 14; i++) s.add(line(150 + i * 100, 760, i * 123, 860, '#2a160a', 1, { opacity: 0.4 }));
  for (const x of [620, 800, 980])
    s.add(ell(x, 800, 190, 34, '#fff1c9', { opacity: 0.35, filter: s.blur(8) }));
  s.add(rect(0, 858, w, 16, '#2a160a'));
  s.add(
    garland(s, 0, 864, 400, 864, 30, 9),
    garland(s, 400, 864, 800, 864, 30, 9),
    garland(s, 800, 864, 1200, 864, 30, 9),
    garland(s, 1200, 864, 1600, 864, 30, 9),
  );
  // musicians' cushions and instruments suggested
  s.add(rect(560, 745, 480, 30, '#5b1a2b', { rx: 8 }), rect(560, 743, 480, 6, C.gold));
  for (const x of [680, 920]) s.add(ell(x, 735, 34, 22, '#7a4a2a'), ell(x, 718, 30, 8, '#d8c09a'));
  // audience silhouettes
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 13; i++) {
      const x = i * 130 + (row ? 65 : 0) + s.r(-15, 15);
      const y = 930 + row * 60;
      const r = 34 + row * 6;
      s.add(
        path(
          `M${n1(x - r * 1.6)} ${h}Q${n1(x - r * 1.5)} ${n1(y + r * 0.7)} ${n1(x)} ${n1(y + r * 0.6)}Q${n1(x + r * 1.5)} ${n1(y + r * 0.7)} ${n1(x + r * 1.6)} ${h}Z`,
          row ? '#07040a' : '#0e0810',
        ),
      );
      s.add(circ(x, y, r * 0.75, row ? '#07040a' : '#0e0810'));
    }
  s.vignette(0.5);
  return s;
}
