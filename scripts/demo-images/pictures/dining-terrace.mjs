import { chhatri } from '../lib/architecture.mjs';
import { roundTable } from '../lib/banquet.mjs';
import { box, camera, wallArch, wallMap } from '../lib/camera.mjs';
import { lights } from '../lib/lights.mjs';
import { hills, reflect, ripples, skyDusk } from '../lib/nature.mjs';
import { palace, warmWin } from '../lib/palace.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, line, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Dining terrace at sunset over the lake, the palace on the far shore. */
export function draw(w, h) {
  const s = new Scene(w, h, 82);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 520 });
  const P = cam.P;
  s.add(
    skyDusk(s, 522, [
      [0, '#2a2a5a'],
      [0.35, '#6a4a7a'],
      [0.7, '#d9846a'],
      [1, '#f7c07a'],
    ]),
  );
  s.add(s.glow(520, 500, 260, '#ffe0a0', 0.7));
  s.add(circ(520, 505, 40, '#ffe6b0', { opacity: 0.9 }));
  for (const [x, y, rx] of [
    [300, 300, 260],
    [1200, 250, 320],
    [900, 380, 200],
  ])
    s.add(ell(x, y, rx, 14, '#f7b08a', { opacity: 0.35, filter: s.blur(6) }));
  s.add(hills(s, 505, 20, '#6a4a6a', 2));
  const pal = palace(s, 1180, 512, 300, {
    wall: '#7a5a72',
    wallDark: '#4a3552',
    domeFill: '#8a6a80',
    win: () => (s.rand() < 0.5 ? warmWin(s) : '#3a2a40'),
    portal: warmWin(s),
    trim: '#a0803a',
  });
  s.add(pal);
  s.add(
    rect(
      0,
      512,
      w,
      20,
      s.lin([
        [0, '#e8a27c'],
        [1, '#9a6a80'],
      ]),
    ),
  );
  s.add(reflect(s, pal, 512, { opacity: 0.4, blur: 1.5 }));
  s.add(ripples(s, 512, 532, 40, '#ffe0b0', 0.5));
  // terrace floor and parapets
  s.add(
    poly(
      [P(-9, 0, 1), P(9, 0, 1), P(9, 0, 26), P(-9, 0, 26)],
      s.lin([
        [0, '#b48a66'],
        [1, '#e0bf94'],
      ]),
    ),
  );
  for (let z = 2; z < 26; z += 1.5)
    s.add(line(...P(-9, 0, z), ...P(9, 0, z), '#8a6446', 1, { opacity: 0.4 }));
  for (let x = -9; x <= 9; x += 1.5)
    s.add(line(...P(x, 0, 1), ...P(x, 0, 26), '#8a6446', 1, { opacity: 0.4 }));
  s.add(
    box(cam, -9, 9, 0, 1.0, 26, 26.4, {
      top: '#e9cfa5',
      front: s.lin([
        [0, '#d9b486'],
        [1, '#b18b63'],
      ]),
      side: '#9a7654',
    }),
  );
  for (let x = -8.5; x <= 8.5; x += 1.1) {
    const a = wallArch(wallMap(cam, { x0: x, z: 26 }), 0, 0.15, 0.6, 0.5, 0.25, 5);
    s.add(poly(a, '#8d6a4e'));
  }
  for (const side of [-1, 1]) {
    s.add(
      poly(
        [P(side * 9, 0, 1), P(side * 9, 1, 1), P(side * 9, 1, 26), P(side * 9, 0, 26)],
        s.lin(
          side < 0
            ? [
                [0, '#8d6a4e'],
                [1, '#c9a47a'],
              ]
            : [
                [0, '#c9a47a'],
                [1, '#8d6a4e'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const [cx, cy] = P(side * 8.3, 1, 24.5);
    s.add(chhatri(s, cx, cy, cam.k(24.5) * 2.2, { body: '#d8b98a', open: warmWin(s), dome: '#e2c49a' }));
  }
  const tables = [];
  for (const x of [-5, -1.8, 1.8, 5])
    for (const z of [6, 10.5, 15, 19.5]) tables.push([x + (z === 10.5 || z === 19.5 ? 1.2 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.65, {
        cloth: '#f7efdc',
        chair: '#5b1a2b',
        cushion: '#c9a14a',
        flowers: C.rose,
        chairs: 4,
      }),
    );
  for (const [z, sag] of [
    [5, 50],
    [9, 35],
    [14, 25],
    [20, 18],
  ]) {
    const a = P(-9, 3.6, z);
    const b = P(9, 3.6, z);
    s.add(lights(s, a[0], a[1], b[0], b[1], sag, 28, C.flame, Math.max(1.5, 14 / z)));
  }
  s.vignette(0.45);
  return s;
}
