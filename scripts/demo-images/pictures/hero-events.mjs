import { archD, chhatri, crenel } from '../lib/architecture.mjs';
import { diya, garland, lantern, lights, strand } from '../lib/lights.mjs';
import { mandap } from '../lib/mandap.mjs';
import { stars } from '../lib/nature.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Events hero: a lit wedding mandap in a courtyard under fairy lights and a marigold toran. */
export function draw(w, h) {
  const s = new Scene(w, h, 51);
  const gy = 700;
  s.add(
    rect(
      0,
      0,
      w,
      gy,
      s.lin([
        [0, '#0b0f2b'],
        [0.6, '#1b1f3b'],
        [1, '#3a2a4a'],
      ]),
    ),
  );
  s.add(stars(s, 70, 250, 0.6));
  // courtyard wall with lit arches
  s.add(
    rect(
      0,
      250,
      w,
      gy - 250,
      s.lin([
        [0, '#3f3150'],
        [1, '#2a2038'],
      ]),
    ),
  );
  const litArch = s.lin([
    [0, '#ffe6a8'],
    [0.6, '#f2a650'],
    [1, '#a4502a'],
  ]);
  for (let i = 0; i < 8; i++) {
    const x = 100 + i * 200;
    s.add(path(archD(x, gy, 150, 250, 110, 9), '#1a1222'));
    s.add(path(archD(x, gy, 132, 240, 98, 9), litArch, { opacity: 0.9 }));
    s.add(path(archD(x, gy, 150, 250, 110, 9), 'none', { stroke: C.gold, strokeWidth: 2, opacity: 0.6 }));
    s.add(lantern(s, x, gy - 360, 60, 22, { glow: 0.45 }));
  }
  s.add(rect(0, 238, w, 14, '#241a30'));
  s.add(crenel(0, w, 240, 16, '#241a30'));
  for (const x of [60, 1540])
    s.add(chhatri(s, x, 240, 110, { body: '#3a2d4c', open: litArch, dome: '#43355a', eave: '#241a30' }));
  // ground
  s.add(
    rect(
      0,
      gy,
      w,
      h - gy,
      s.lin([
        [0, '#5a4030'],
        [1, '#2a1a14'],
      ]),
    ),
  );
  for (let i = -12; i <= 12; i++)
    s.add(line(800 + i * 30, gy, 800 + i * 260, h, '#000000', 1.5, { opacity: 0.25 }));
  for (let k = 1; k < 9; k++) {
    const y = gy + (h - gy) * (k / 9) ** 1.8;
    s.add(line(0, y, w, y, '#000000', 1.5, { opacity: 0.2 }));
  }
  s.add(ell(800, gy + 30, 700, 120, '#ffb35a', { opacity: 0.22, filter: s.blur(30) }));
  // petal aisle
  s.add(
    poly(
      [
        [735, gy],
        [865, gy],
        [1080, h],
        [520, h],
      ],
      '#6b1f31',
    ),
  );
  for (let i = 0; i < 260; i++) {
    const t = s.r() ** 1.4;
    const y = gy + (h - gy) * t;
    const half = 65 + 215 * t;
    const x = 800 + s.r(-1, 1) * half * 0.95;
    const r = 2 + 7 * t;
    s.add(
      ell(x, y, r, r * 0.6, i % 3 ? '#f2a516' : C.rose, {
        opacity: 0.9,
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
      }),
    );
  }
  for (let k = 0; k < 9; k++) {
    const t = (k / 8) ** 1.6;
    const y = gy + 10 + (h - gy - 40) * t;
    const half = 80 + 250 * t;
    for (const sx of [-1, 1]) s.add(diya(s, 800 + sx * half, y, 10 + 28 * t));
  }
  s.add(mandap(s, 800, gy + 10, 420));
  // fairy lights canopy and foreground marigold toran
  for (const [x1, y1, x2, y2, sag] of [
    [0, 60, 1600, 80, 90],
    [0, 160, 800, 120, 50],
    [800, 120, 1600, 170, 50],
    [0, 10, 1600, 10, 150],
  ])
    s.add(lights(s, x1, y1, x2, y2, sag, 34, C.flame, 2.6));
  s.add(garland(s, -20, -10, 820, -10, 70, 13), garland(s, 780, -10, 1620, -10, 70, 13));
  for (const x of [40, 180, 330, 480, 640, 960, 1120, 1270, 1420, 1560]) {
    const y = 10 + Math.sin(((x % 800) / 800) * Math.PI) * 100;
    s.add(strand(x, y, 90 + (x % 3) * 30, 8));
  }
  s.add(lantern(s, 90, 0, 200, 40), lantern(s, 1510, 0, 220, 40));
  s.vignette(0.5);
  return s;
}
