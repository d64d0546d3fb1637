import { chhatri } from '../lib/architecture.mjs';
import { camera, tileFloor, wallArch, wallMap } from '../lib/camera.mjs';
import { ripples, tree } from '../lib/nature.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Sunlit courtyard with two storeys of arcades, a fountain and potted trees. */
export function draw(w, h) {
  const s = new Scene(w, h, 85);
  const cam = camera(w, h, { f: 820, cy: 1.6, hz: 560 });
  const P = cam.P;
  const W = 16;
  const D = 26;
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin([
        [0, '#6fa8c8'],
        [0.5, '#b9d9e2'],
        [1, '#f4e9d2'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [300, 90, 180],
    [1100, 150, 220],
    [700, 60, 120],
  ])
    s.add(ell(x, y, rx, 28, '#ffffff', { opacity: 0.6, filter: s.blur(10) }));
  const wallH = 8;
  const stone = (a, b) =>
    s.lin(
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      1,
      0,
    );
  // back wall, two storeys of arcades
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, wallH), back(-W / 2, wallH)], '#e4c497'));
  for (let u = -7; u <= 7; u += 2) {
    s.add(poly(wallArch(back, u, 0, 1.5, 2.2, 1.0, 7), '#7a5a3e'));
    s.add(poly(wallArch(back, u, 4.2, 1.1, 1.6, 0.7, 5), '#6a4a32'));
  }
  s.add(poly([back(-W / 2, 3.8), back(W / 2, 3.8), back(W / 2, 4.0), back(-W / 2, 4.0)], '#b08d62'));
  for (const u of [-4.5, 0, 4.5]) {
    const [x, y] = back(u, wallH);
    s.add(chhatri(s, x, y, cam.k(D) * 1.8, { body: '#e4c497', open: '#6a4a32', dome: '#efd7ae' }));
  }
  // side wings
  for (const side of [-1, 1]) {
    const x = (side * W) / 2;
    s.add(
      poly(
        [P(x, 0, 2), P(x, wallH, 2), P(x, wallH, D), P(x, 0, D)],
        side < 0 ? stone('#c9a678', '#ecd2a6') : stone('#ecd2a6', '#c9a678'),
      ),
    );
    const map = wallMap(cam, { x, z0: 0 });
    for (let z = 3.5; z < D - 1; z += 2.5) {
      s.add(poly(wallArch(map, z, 0, 1.7, 2.4, 1.0, 7), '#6e4f36'));
      s.add(poly(wallArch(map, z, 4.2, 1.2, 1.6, 0.7, 5), '#5e4230'));
      s.add(poly(wallArch(map, z, 4.2, 1.2, 1.6, 0.7, 5), 'none', { stroke: '#f3dfbb', strokeWidth: 1.5 }));
    }
    s.add(poly([map(2, 3.8), map(D, 3.8), map(D, 4.05), map(2, 4.05)], '#a8835a'));
    s.add(poly([map(2, wallH), map(D, wallH), map(D, wallH + 0.3), map(2, wallH + 0.3)], '#b08d62'));
  }
  // paving: star-and-square pattern suggested by tiles
  s.add(poly([P(-W / 2, 0, 1), P(W / 2, 0, 1), P(W / 2, 0, D), P(-W / 2, 0, D)], '#e9d3ae'));
  s.add(tileFloor(cam, -W / 2, W / 2, 1, D, 2, '#e2c9a0', '#f0dcb8'));
  // sun and shadow
  s.add(
    poly([P(W / 2, 0, 2), P(W / 2, 0, D), P(W / 2 - 3, 0, D), P(W / 2 - 3, 0, 2)], '#6a4a30', {
      opacity: 0.18,
    }),
  );
  // fountain
  const fz = 10;
  const k = cam.k(fz);
  const [fx, fy] = P(0, 0, fz);
  const oct = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    oct.push([Math.cos(a) * 3, Math.sin(a) * 3]);
  }
  s.add(
    poly(
      oct.map(([x, z]) => P(x, 0.5, fz + z)),
      '#f3e3c4',
    ),
  );
  s.add(
    poly(
      oct.map(([x, z]) => P(x * 0.88, 0.5, fz + z * 0.88)),
      s.lin([
        [0, '#2f8aa0'],
        [1, '#14506a'],
      ]),
    ),
  );
  s.add(
    poly(
      [
        P(oct[3][0], 0, fz + oct[3][1]),
        P(oct[4][0], 0, fz + oct[4][1]),
        P(oct[5][0], 0, fz + oct[5][1]),
        P(oct[6][0], 0, fz + oct[6][1]),
        P(oct[6][0], 0.5, fz + oct[6][1]),
        P(oct[5][0], 0.5, fz + oct[5][1]),
        P(oct[4][0], 0.5, fz + oct[4][1]),
        P(oct[3][0], 0.5, fz + oct[3][1]),
      ],
      '#d9c09a',
    ),
  );
  s.add(ripples(s, fy - k * 0.5, fy + k * 0.2, 30, '#ffffff', 0.35, fx - k * 2.2, fx + k * 2.0));
  const [bx, by] = P(0, 0.5, fz);
  s.add(rect(bx - k * 0.12, by - k * 1.2, k * 0.24, k * 1.2, '#e9d3ae'));
  s.add(ell(bx, by - k * 1.2, k * 0.7, k * 0.12, '#f3e3c4'));
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28;
    const ex = bx + Math.cos(a) * k * 1.4 + (i - 4) * k * 0.15;
    s.add(
      path(
        `M${n1(bx)} ${n1(by - k * 1.5)}Q${n1(bx + (i - 4) * k * 0.12)} ${n1(by - k * 2.4)} ${n1(ex)} ${n1(by - k * 0.7)}`,
        'none',
        { stroke: '#ffffff', strokeWidth: 2.5, opacity: 0.7 },
      ),
    );
  }
  s.add(line(bx, by - k * 1.2, bx, by - k * 2.6, '#ffffff', 4, { opacity: 0.8 }));
  // potted trees
  for (const [x, z] of [
    [-5.5, 8],
    [5.5, 8],
    [-5.5, 16],
    [5.5, 16],
    [-5.5, 22],
    [5.5, 22],
  ].sort((a, b) => b[1] - a[1])) {
    const [tx, ty] = P(x, 0, z);
    const kk = cam.k(z);
    s.add(ell(tx + kk * 0.3, ty, kk * 0.6, kk * 0.12, '#000000', { opacity: 0.2 }));
    s.add(
      path(
        `M${n1(tx - kk * 0.35)} ${n1(ty - kk * 0.6)}L${n1(tx + kk * 0.35)} ${n1(ty - kk * 0.6)}L${n1(tx + kk * 0.25)} ${n1(ty)}L${n1(tx - kk * 0.25)} ${n1(ty)}Z`,
        '#b5643a',
      ),
    );
    s.add(tree(s, tx, ty - kk * 0.6, kk * 2.2, '#4f7a3a', '#8fbf5a'));
  }
  s.vignette(0.3);
  return s;
}
