import { archD } from '../lib/architecture.mjs';
import { sphere } from '../lib/garnish.mjs';
import { hills, reflect } from '../lib/nature.mjs';
import { palace } from '../lib/palace.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, n1, path, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Monsoon on the lake seen through a jharokha arch, rain over the palace. */
export function draw(w, h) {
  const s = new Scene(w, h, 101);
  const hy = 600;
  s.add(
    rect(
      0,
      0,
      w,
      hy,
      s.lin([
        [0, '#3d4f5c'],
        [0.5, '#6f8590'],
        [1, '#a9b8b8'],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++)
    s.add(
      ell(s.r(0, w), s.r(40, 300), s.r(200, 420), s.r(50, 90), i % 2 ? '#4a5c68' : '#5a6d78', {
        opacity: 0.6,
        filter: s.blur(24),
      }),
    );
  s.add(hills(s, hy - 30, 40, '#7d8f94', 5), hills(s, hy - 8, 24, '#6c7f86', 2));
  const pal = palace(s, 900, hy, 640, {
    wall: '#93a1a2',
    wallDark: '#6d7c80',
    domeFill: '#9eacad',
    trim: '#8e8a6a',
    win: () => (s.rand() < 0.3 ? '#e8c890' : '#5d6c72'),
    portal: '#e3c48c',
  });
  s.add(pal);
  s.add(rect(0, hy - 60, w, 90, '#c5d0cf', { opacity: 0.35, filter: s.blur(20) }));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#8fa3a6'],
        [1, '#34505a'],
      ]),
    ),
  );
  s.add(reflect(s, pal, hy, { opacity: 0.35, blur: 4 }));
  for (let i = 0; i < 120; i++) {
    const t = s.r();
    const y = hy + 10 + (h - hy) * t * t;
    const x = s.r(0, w);
    const r = 4 + 40 * t;
    s.add(ell(x, y, r, r * 0.25, 'none', { stroke: '#e6eeee', strokeWidth: 1 + t, opacity: 0.45 }));
  }
  for (const [x, y, r] of [
    [320, 880, 70],
    [450, 930, 50],
    [1180, 900, 80],
    [1300, 960, 55],
    [260, 960, 40],
  ]) {
    s.add(
      ell(x, y, r, r * 0.35, '#3f7a3a'),
      path(
        `M${x} ${y}L${n1(x + r * 0.9)} ${n1(y - r * 0.12)}L${n1(x + r * 0.9)} ${n1(y + r * 0.1)}Z`,
        '#34505a',
      ),
      ell(x - r * 0.2, y - r * 0.05, r * 0.4, r * 0.1, '#6fa55a', { opacity: 0.5 }),
    );
  }
  s.add(circ(1240, 860, 14, '#f2a0b8'), circ(1236, 856, 8, '#fbd3de'));
  // rain
  let d = '';
  for (let i = 0; i < 520; i++) {
    const x = s.r(-100, w);
    const y = s.r(-50, h);
    const L = s.r(20, 55);
    d += `M${n1(x)} ${n1(y)}l${n1(L * 0.18)} ${n1(L)}`;
  }
  s.add(path(d, 'none', { stroke: '#eef4f4', strokeWidth: 1.3, opacity: 0.4 }));
  // foreground jharokha arch frame
  const frame = `M0 0H${w}V${h}H0Z${archD(800, h + 10, 1280, 640, 300, 13)}`;
  s.add(
    path(
      frame,
      s.lin([
        [0, '#5a4a3e'],
        [1, '#3a2e26'],
      ]),
      { fillRule: 'evenodd' },
    ),
  );
  s.add(path(archD(800, h + 10, 1280, 640, 300, 13), 'none', { stroke: '#a48a62', strokeWidth: 8 }));
  s.add(path(archD(800, h + 10, 1330, 660, 330, 0), 'none', { stroke: '#7a644a', strokeWidth: 4 }));
  for (const x of [130, 1470])
    s.add(
      rect(
        x - 30,
        360,
        60,
        650,
        s.lin(
          [
            [0, '#6b5848'],
            [0.5, '#8a7460'],
            [1, '#4e3f33'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  s.add(
    rect(
      0,
      945,
      w,
      55,
      s.lin([
        [0, '#7a644a'],
        [1, '#3a2e26'],
      ]),
    ),
  );
  // brass lota and marigolds on the sill
  s.add(
    path(
      'M1330 945Q1280 900 1310 860Q1330 840 1322 820L1358 820Q1350 840 1370 860Q1400 900 1350 945Z',
      s.lin(
        [
          [0, '#8a6418'],
          [0.45, '#f1d27a'],
          [1, '#7a5410'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(1340, 818, 26, 7, '#c9a14a'));
  for (const [x, c] of [
    [230, C.marigold],
    [262, C.saffron],
    [296, C.marigold],
  ])
    s.add(sphere(s, x, 930, 18, c, { dots: 20, gloss: 0.2 }));
  s.vignette(0.4);
  return s;
}
