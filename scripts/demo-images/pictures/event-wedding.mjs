import { rowChair } from '../lib/banquet.mjs';
import { camera } from '../lib/camera.mjs';
import { leafD } from '../lib/food.mjs';
import { strand } from '../lib/lights.mjs';
import { mandap } from '../lib/mandap.mjs';
import { hills, skyDusk, tree } from '../lib/nature.mjs';
import { palace, warmWin } from '../lib/palace.mjs';
import { C, darken } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Lawn wedding: rows of chairs along a petal aisle to the mandap, the palace behind. */
export function draw(w, h) {
  const s = new Scene(w, h, 91);
  const cam = camera(w, h, { f: 900, cy: 1.5, hz: 500 });
  const P = cam.P;
  s.add(
    skyDusk(s, 502, [
      [0, '#3a3a70'],
      [0.4, '#9a5a80'],
      [0.75, '#f09a70'],
      [1, '#ffd49a'],
    ]),
  );
  s.add(s.glow(1150, 480, 300, '#ffe2a0', 0.6));
  for (const [x, y, rx] of [
    [250, 200, 260],
    [1000, 150, 300],
    [1350, 300, 200],
  ])
    s.add(ell(x, y, rx, 16, '#ffc8a0', { opacity: 0.4, filter: s.blur(6) }));
  s.add(hills(s, 490, 22, '#7a5070', 3));
  s.add(
    palace(s, 330, 502, 380, {
      wall: '#8a6078',
      wallDark: '#5a3a5a',
      domeFill: '#9a7088',
      win: () => (s.rand() < 0.5 ? warmWin(s) : '#4a3050'),
      portal: warmWin(s),
      trim: '#b08a4a',
    }),
  );
  s.add(
    rect(
      0,
      500,
      w,
      h - 500,
      s.lin([
        [0, '#6f8a3e'],
        [0.3, '#4e6e2e'],
        [1, '#2a4418'],
      ]),
    ),
  );
  for (let i = 0; i < 30; i++) s.add(tree(s, 700 + i * 32 + s.r(-8, 8), 505, s.r(40, 70), '#3d5a2a'));
  // aisle
  s.add(poly([P(-0.9, 0, 2), P(0.9, 0, 2), P(0.9, 0, 17), P(-0.9, 0, 17)], '#f7efdc'));
  for (let i = 0; i < 240; i++) {
    const z = 2 + 15 * s.r() ** 1.2;
    const [px, py] = P(s.r(-0.85, 0.85), 0, z);
    const r = cam.k(z) * 0.05;
    s.add(ell(px, py, r, r * 0.5, i % 3 ? C.rose : C.marigold, { opacity: 0.9 }));
  }
  const [mx, my] = P(0, 0, 18);
  s.add(mandap(s, mx, my, cam.k(18) * 5.2));
  // chairs rows, far to near
  for (let z = 15.5; z >= 4; z -= 1.25)
    for (let j = 6; j >= 0; j--)
      for (const sx of [-1, 1]) s.add(rowChair(s, cam, sx * (1.35 + j * 0.62), z, '#fbf6ea', C.gold));
  // flower pedestals along the aisle
  for (const z of [15, 12, 9, 6, 4.2])
    for (const sx of [-1, 1]) {
      const [px, py] = P(sx * 1.05, 0, z);
      const k = cam.k(z);
      s.add(rect(px - k * 0.04, py - k * 1.0, k * 0.08, k * 1.0, C.gold));
      s.add(ell(px, py - k * 1.0, k * 0.12, k * 0.03, C.gold));
      for (let i = 0; i < 16; i++) {
        const a = s.r(0, 6.28);
        const d = Math.sqrt(s.r()) * k * 0.17;
        const c = [C.rose, '#f7f1e3', '#e56b8a', '#f6d7e0'][i % 4];
        s.add(
          circ(px + Math.cos(a) * d, py - k * 1.12 + Math.sin(a) * d * 0.8, k * 0.055, c, {
            stroke: darken(c, 0.2),
            strokeWidth: 0.8,
          }),
        );
      }
      for (let i = 0; i < 4; i++)
        s.add(path(leafD(px, py - k * 1.05, k * 0.14, Math.PI * (0.1 + i * 0.27)), '#4f7a3a'));
      s.add(strand(px, py - k * 0.9, k * 0.4, k * 0.03, [C.ivory, '#f6d7e0']));
    }
  s.vignette(0.4);
  return s;
}
