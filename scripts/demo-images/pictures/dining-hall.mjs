import { roundTable } from '../lib/banquet.mjs';
import { camera, wallArch } from '../lib/camera.mjs';
import { lantern } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { archWindow, roomShell, wallMotif } from '../lib/room.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Restaurant hall: round tables, lanterns and three arched windows onto the lake. */
export function draw(w, h) {
  const s = new Scene(w, h, 81);
  const cam = camera(w, h, { f: 900, cy: 1.55, hz: 440 });
  const P = cam.P;
  const W = 12;
  const H = 5;
  const D = 14;
  const R = roomShell(s, cam, {
    W,
    H,
    D,
    wall: '#5b1a2b',
    wallFill: wallMotif(s, 54, '#5b1a2b', '#c9a14a', 0.28),
    side: '#efe0c2',
    ceiling: '#3a2418',
    floor: 'marble',
    tileA: '#efe3cc',
    tileB: '#dcc7a2',
  });
  for (let z = 1.5; z < D; z += 1.4)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.22), P(-W / 2, H, z + 0.22)], '#5e3c24'));
  for (const u of [-3.6, 0, 3.6]) {
    s.add(archWindow(s, R.back, u, 0.4, 2.0, 2.1, 1.1, 'dusk', { lobes: 9 }));
  }
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (let z = 2.4; z < D - 1; z += 2.8) {
      s.add(poly(wallArch(m, z, 0.5, 1.4, 1.9, 0.8, 7), '#0f4c5c'));
      s.add(poly(wallArch(m, z, 0.5, 1.4, 1.9, 0.8, 7), 'none', { stroke: C.gold, strokeWidth: 2.5 }));
      s.add(s.glow(...m(z, 1.6), 700 / z, '#ffb457', 0.35));
    }
  }
  const tables = [];
  for (const x of [-4.2, -1.4, 1.4, 4.2])
    for (const z of [5.2, 8.2, 11.2]) tables.push([x + (z === 8.2 ? 0.6 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.7, {
        cloth: '#f7efdc',
        chair: '#0f4c5c',
        cushion: '#c9a14a',
        flowers: C.marigold,
        chairs: 4,
      }),
    );
  const lamps = [
    [-3, 3.4, 4.5],
    [0, 3.0, 5.5],
    [3, 3.3, 4.8],
    [-1.5, 3.6, 8],
    [1.6, 3.4, 8.5],
    [-4.5, 3.6, 9],
    [4.4, 3.5, 10],
    [0, 3.7, 11.5],
    [-2.5, 3.2, 3.2],
    [2.5, 3.1, 3.1],
  ];
  lamps.sort((a, b) => b[2] - a[2]);
  for (const [x, y, z] of lamps) {
    const [lx, ly] = P(x, y, z);
    const top = P(x, H, z)[1];
    s.add(lantern(s, lx, top, ly - top, cam.k(z) * 0.32, { glow: 0.5 }));
  }
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.06 }));
  s.vignette(0.5);
  return s;
}
