import { tree } from '../lib/nature.mjs';
import { palace } from '../lib/palace.mjs';
import { C, darken, lighten } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Kite at (x, y) with an optional tail. */
function kite(_s, x, y, size, color, rot, tail) {
  const c2 = darken(color, 0.25);
  const out = [];
  out.push(
    path(
      `M${n1(x)} ${n1(y + size)}Q${n1(x + size * 0.6)} ${n1(y + size * 2)} ${n1(x - size * 0.2)} ${n1(y + size * 3)}`,
      'none',
      { stroke: tail, strokeWidth: 3 },
    ),
  );
  out.push(
    g(
      [
        poly(
          [
            [0, -size],
            [size * 0.75, 0],
            [0, size],
            [-size * 0.75, 0],
          ],
          color,
        ),
        poly(
          [
            [0, -size],
            [size * 0.75, 0],
            [0, 0],
          ],
          c2,
          { opacity: 0.6 },
        ),
        poly(
          [
            [0, size],
            [-size * 0.75, 0],
            [0, 0],
          ],
          lighten(color, 0.2),
          { opacity: 0.6 },
        ),
        line(0, -size, 0, size, '#5a3a22', 1.5),
        path(`M${n1(-size * 0.75)} 0Q0 ${n1(-size * 0.4)} ${n1(size * 0.75)} 0`, 'none', {
          stroke: '#5a3a22',
          strokeWidth: 1.5,
        }),
        poly(
          [
            [0, size],
            [-size * 0.2, size * 1.3],
            [size * 0.2, size * 1.3],
          ],
          c2,
        ),
      ],
      { transform: `translate(${n1(x)} ${n1(y)}) rotate(${rot})` },
    ),
  );
  return out.join('');
}

/** Family offer: a picnic on the lawn, kites in the sky and a swing in a big tree. */
export function draw(w, h) {
  const s = new Scene(w, h, 113);
  const hy = 620;
  s.add(
    rect(
      0,
      0,
      w,
      hy,
      s.lin([
        [0, '#5fa4cf'],
        [0.7, '#bfe0ea'],
        [1, '#f6efd8'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [260, 150, 220],
    [1100, 110, 260],
    [780, 260, 160],
  ])
    s.add(ell(x, y, rx, 30, '#ffffff', { opacity: 0.75, filter: s.blur(12) }));
  s.add(
    palace(s, 1040, hy, 560, {
      wall: '#eed2a6',
      wallDark: '#c7a376',
      domeFill: s.lin(
        [
          [0, '#fbecd0'],
          [1, '#d8b98a'],
        ],
        0,
        0,
        1,
        0,
      ),
      win: () => '#8a6a52',
      portal: '#7a5a44',
    }),
  );
  for (let i = 0; i < 20; i++)
    s.add(tree(s, i * 85 + s.r(-20, 20), hy + 5, s.r(60, 100), i % 2 ? '#6b8f3e' : '#5c7f34'));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#8fb85a'],
        [1, '#4f7f2e'],
      ]),
    ),
  );
  for (let i = 0; i < 12; i++)
    s.add(
      path(
        `M${n1(-200 + i * 160)} ${h}L${n1(700 + i * 20)} ${hy}L${n1(720 + i * 20)} ${hy}L${n1(-40 + i * 160)} ${h}Z`,
        '#ffffff',
        { opacity: i % 2 ? 0.05 : 0 },
      ),
    );
  // big tree with a swing
  s.add(
    rect(
      200,
      330,
      50,
      560,
      s.lin(
        [
          [0, '#6a4a2e'],
          [1, '#4a321e'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    path('M225 420Q330 370 420 330', 'none', { stroke: '#5a3e26', strokeWidth: 22, strokeLinecap: 'round' }),
  );
  for (const [x, y, r, c] of [
    [120, 240, 150, '#3f6a2a'],
    [300, 210, 170, '#4a7a30'],
    [450, 280, 130, '#3f6a2a'],
    [220, 340, 120, '#4f8236'],
    [40, 340, 110, '#4a7a30'],
    [380, 360, 100, '#58903c'],
  ])
    s.add(circ(x, y, r, c));
  s.add(line(360, 350, 360, 720, '#e9dcc0', 3), line(420, 335, 420, 720, '#e9dcc0', 3));
  s.add(rect(345, 716, 90, 16, '#8a5a34', { rx: 4 }));
  // picnic blanket
  s.add(
    poly(
      [
        [560, 870],
        [980, 830],
        [1080, 960],
        [600, 1000],
      ],
      '#c9a14a',
    ),
  );
  s.add(
    poly(
      [
        [560, 870],
        [980, 830],
        [1080, 960],
        [600, 1000],
      ],
      s.pattern(
        40,
        40,
        rect(0, 0, 20, 40, '#5b1a2b', { opacity: 0.55 }) + rect(0, 0, 40, 20, '#5b1a2b', { opacity: 0.35 }),
        { transform: 'rotate(-6)' },
      ),
    ),
  );
  s.add(
    ell(820, 900, 70, 24, '#f7f1e3'),
    ell(820, 895, 50, 14, '#e05a3a'),
    ell(700, 930, 34, 12, '#ffffff'),
    ell(940, 905, 30, 12, '#ffffff'),
  );
  // kites and their strings
  const kites = [
    [600, 180, 44, '#c2456b', -12, C.gold],
    [840, 110, 52, '#f2a516', 8, '#c2456b'],
    [1180, 200, 40, '#0f4c5c', -6, '#f2a516'],
    [1400, 120, 36, '#5b1a2b', 14, '#0f4c5c'],
    [980, 300, 30, '#7a3fa0', -10, '#f2a516'],
  ];
  for (const [x, y, sz, c, rot, tail] of kites) {
    s.add(
      path(`M${x} ${y + sz}Q${n1(x - 60)} ${n1((y + 900) / 2)} ${n1(760 + (x - 900) * 0.2)} 900`, 'none', {
        stroke: '#ffffff',
        strokeWidth: 1,
        opacity: 0.6,
      }),
    );
    s.add(kite(s, x, y, sz, c, rot, tail));
  }
  s.vignette(0.25);
  return s;
}
