import { archPts, jaliPattern } from '../lib/architecture.mjs';
import { box, camera, tileFloor, wallArch, wallMap } from '../lib/camera.mjs';
import { candle, lantern } from '../lib/lights.mjs';
import { C, darken, lighten } from '../lib/palette.mjs';
import { windowView } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { ell, line, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** High-backed dining chair seen from the side, standing at (x, z) facing ±x. */
function sideChair(_s, cam, x, z, facing, color) {
  const P = cam.P;
  const bx = x - facing * 0.22;
  const out = [];
  out.push(
    poly(
      [
        P(bx, 0, z - 0.2),
        P(bx, 0.02, z - 0.2),
        P(bx, 0.46, z - 0.2),
        P(bx, 0.46, z - 0.18),
        P(bx, 0, z - 0.18),
      ],
      darken(color, 0.5),
    ),
  );
  out.push(
    poly(
      [
        P(x - 0.22, 0.46, z - 0.22),
        P(x + 0.22, 0.46, z - 0.22),
        P(x + 0.22, 0.46, z + 0.22),
        P(x - 0.22, 0.46, z + 0.22),
      ],
      darken(color, 0.2),
    ),
  );
  out.push(
    poly(
      [
        P(x - 0.22, 0.4, z - 0.22),
        P(x + 0.22, 0.4, z - 0.22),
        P(x + 0.22, 0.46, z - 0.22),
        P(x - 0.22, 0.46, z - 0.22),
      ],
      darken(color, 0.4),
    ),
  );
  const back = archPts(0.48, 0.65, 0.25, 5).map(([u, v]) => P(bx, 0.46 + v, z + u));
  out.push(poly(back, C.gold));
  const inner = archPts(0.38, 0.58, 0.2, 5).map(([u, v]) => P(bx, 0.5 + v, z + u));
  out.push(poly(inner, color));
  for (const dz of [-0.2, 0.2])
    out.push(
      line(
        ...P(x + facing * 0.2, 0, z + dz),
        ...P(x + facing * 0.2, 0.42, z + dz),
        darken(color, 0.5),
        Math.max(1, cam.k(z) * 0.03),
      ),
    );
  return out.join('');
}

/** Standing brass candelabra at world (x, y, z). */
function candelabra(s, cam, x, y, z, o = {}) {
  const k = cam.k(z) * (o.scale || 1);
  const [bx, by] = cam.P(x, y, z);
  const out = [];
  out.push(s.glow(bx, by - k * 0.62, k * 1.1, C.flame, 0.45));
  out.push(ell(bx, by, k * 0.1, k * 0.025, C.gold));
  out.push(rect(bx - k * 0.012, by - k * 0.45, k * 0.024, k * 0.45, C.gold));
  out.push(
    path(
      `M${n1(bx - k * 0.22)} ${n1(by - k * 0.5)}Q${n1(bx - k * 0.2)} ${n1(by - k * 0.38)} ${n1(bx)} ${n1(by - k * 0.38)}Q${n1(bx + k * 0.2)} ${n1(by - k * 0.38)} ${n1(bx + k * 0.22)} ${n1(by - k * 0.5)}`,
      'none',
      { stroke: C.gold, strokeWidth: Math.max(1.5, k * 0.02) },
    ),
  );
  for (const dx of [-0.22, 0, 0.22])
    out.push(
      candle(s, bx + dx * k, by - k * (dx ? 0.5 : 0.56), k * 0.16, k * 0.035, { glowR: 4, glow: 0.6 }),
    );
  if (o.flowers)
    out.push(
      ell(bx, by - k * 0.02, k * 0.22, k * 0.06, o.flowers),
      ell(bx - k * 0.1, by - k * 0.05, k * 0.07, k * 0.04, lighten(o.flowers, 0.3)),
    );
  return out.join('');
}

/** Dining hero: a long banquet table between teal jali walls, the lake palace through the arch. */
export function draw(w, h) {
  const s = new Scene(w, h, 61);
  const cam = camera(w, h, { f: 950, cy: 1.85, hz: 420 });
  const P = cam.P;
  const W = 8;
  const H = 6;
  const D = 20;
  s.add(poly([P(-W / 2, H, 0.5), P(W / 2, H, 0.5), P(W / 2, H, D), P(-W / 2, H, D)], '#0b3440'));
  for (let z = 1; z < D; z += 1.6)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.25), P(-W / 2, H, z + 0.25)], '#5a3a22'));
  for (const side of [-1, 1]) {
    s.add(
      poly(
        [
          P((side * W) / 2, 0, 0.5),
          P((side * W) / 2, H, 0.5),
          P((side * W) / 2, H, D),
          P((side * W) / 2, 0, D),
        ],
        s.lin(
          side < 0
            ? [
                [0, '#0a3a46'],
                [1, '#176070'],
              ]
            : [
                [0, '#176070'],
                [1, '#0a3a46'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const map = wallMap(cam, { x: (side * W) / 2, z0: 0 });
    for (let z = 2.2; z < D - 1; z += 2.6) {
      s.add(poly(wallArch(map, z, 0, 2.0, 2.9, 1.3, 0), C.gold, { opacity: 0.9 }));
      s.add(
        poly(
          wallArch(map, z, 0.05, 1.8, 2.8, 1.2, 7),
          jaliPattern(s, n1(Math.max(8, 150 / z)), '#0e3d48', '#b98f52'),
        ),
      );
      s.add(s.glow(...map(z, 2.2), 900 / z, '#ffb457', 0.3));
    }
    s.add(poly([map(0.5, 4.9), map(D, 4.9), map(D, 5.1), map(0.5, 5.1)], C.gold, { opacity: 0.8 }));
  }
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, H), back(-W / 2, H)], '#0f4c5c'));
  s.add(poly(wallArch(back, 0, 0, 3.6, 3, 1.9, 0), C.gold));
  s.add(windowView(s, wallArch(back, 0, 0.1, 3.2, 2.9, 1.7, 9), 'dusk'));
  s.add(tileFloor(cam, -W / 2, W / 2, 0.5, D, 1, '#3a2418', '#4a3020'));
  s.add(
    poly(
      [P(-W / 2, 0, 0.5), P(W / 2, 0, 0.5), P(W / 2, 0, D), P(-W / 2, 0, D)],
      s.lin([
        [0, '#ffb35a', 0.15],
        [1, '#000000', 0.2],
      ]),
    ),
  );
  const z0 = 2.4;
  const z1 = 15;
  // chairs on the far sides first
  for (let z = z1 - 0.9; z > z0; z -= 1.25)
    for (const sx of [-1, 1]) s.add(sideChair(s, cam, sx * 1.55, z, -sx, '#6b1f31'));
  s.add(
    box(cam, -1.15, 1.15, 0, 0.78, z0, z1, {
      top: '#f7efdc',
      front: s.lin([
        [0, '#efe4cc'],
        [1, '#c9b896'],
      ]),
      side: '#d8c9a8',
    }),
  );
  s.add(poly([P(-0.4, 0.781, z0), P(0.4, 0.781, z0), P(0.4, 0.781, z1), P(-0.4, 0.781, z1)], '#7a2236'));
  s.add(poly([P(-0.4, 0, z0), P(0.4, 0, z0), P(0.4, 0.78, z0), P(-0.4, 0.78, z0)], '#7a2236'));
  for (const dx of [-0.34, 0.34])
    s.add(
      poly(
        [P(dx - 0.02, 0.782, z0), P(dx + 0.02, 0.782, z0), P(dx + 0.02, 0.782, z1), P(dx - 0.02, 0.782, z1)],
        C.gold,
      ),
    );
  for (let z = z1 - 0.9; z > z0; z -= 1.25)
    for (const sx of [-1, 1]) {
      const [px, py] = P(sx * 0.8, 0.78, z);
      const k = cam.k(z);
      s.add(
        ell(px, py, k * 0.16, k * 0.16 * ((cam.cy - 0.78) / z), '#ffffff'),
        ell(px, py, k * 0.1, k * 0.1 * ((cam.cy - 0.78) / z), C.gold, { opacity: 0.5 }),
      );
      const [gx, gy] = P(sx * 0.62, 0.78, z - 0.3);
      s.add(rect(gx - k * 0.02, gy - k * 0.16, k * 0.04, k * 0.16, '#ffffff', { opacity: 0.45 }));
    }
  for (const z of [13.5, 10.5, 7.5, 4.5])
    s.add(candelabra(s, cam, 0, 0.78, z, { flowers: z % 2 ? C.rose : C.marigold, scale: 1.25 }));
  for (const z of [14, 11, 8, 5]) {
    const [lx, ly] = P(0, 3.4, z);
    s.add(lantern(s, lx, P(0, H, z)[1], ly - P(0, H, z)[1], cam.k(z) * 0.35));
  }
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.05 }));
  s.vignette(0.5);
  return s;
}
