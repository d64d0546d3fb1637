import { jaliPattern } from '../lib/architecture.mjs';
import { bedroomScene } from '../lib/bedroom.mjs';
import { box, wallArch } from '../lib/camera.mjs';
import { pottedPalm, rug } from '../lib/furniture.mjs';
import { candle } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';
import { ell, n1, path, poly } from '../lib/svg.mjs';

export const size = WIDE;

/** Freestanding bath tub centred at world (x, z). */
function bathTub(s, cam, x, z, len, wid, o = {}) {
  const k = cam.k(z);
  const [tx, ty] = cam.P(x, 0.62, z);
  const [, by] = cam.P(x, 0.12, z);
  const rx = (k * len) / 2;
  const ry = ((k * wid) / 2) * ((cam.cy - 0.62) / z);
  const out = [];
  out.push(ell(tx, cam.P(x, 0, z)[1], rx * 1.05, ry * 0.9, '#000000', { opacity: 0.25, filter: s.blur(6) }));
  for (const dx of [-0.8, 0.8]) out.push(ell(tx + dx * rx, by + k * 0.08, k * 0.05, k * 0.07, C.gold));
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}C${n1(tx - rx)} ${n1(by)} ${n1(tx - rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx)} ${n1(by + k * 0.05)}C${n1(tx + rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx + rx)} ${n1(by)} ${n1(tx + rx)} ${n1(ty)}Z`,
      s.lin(
        [
          [0, '#ffffff'],
          [0.6, '#ece6dc'],
          [1, '#c9c0b2'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}C${n1(tx - rx)} ${n1(by)} ${n1(tx - rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx)} ${n1(by + k * 0.05)}C${n1(tx + rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx + rx)} ${n1(by)} ${n1(tx + rx)} ${n1(ty)}`,
      'none',
      { stroke: C.gold, strokeWidth: 2, opacity: 0.6 },
    ),
  );
  out.push(ell(tx, ty, rx, ry, '#f7f3ec'));
  out.push(
    ell(
      tx,
      ty + ry * 0.06,
      rx * 0.9,
      ry * 0.8,
      s.rad([
        [0, '#7cc6c9'],
        [1, o.water || '#2f8a93'],
      ]),
    ),
  );
  out.push(ell(tx - rx * 0.3, ty - ry * 0.2, rx * 0.3, ry * 0.15, '#ffffff', { opacity: 0.35 }));
  for (let i = 0; i < 14; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * 0.8;
    out.push(
      ell(
        tx + Math.cos(a) * rx * d,
        ty + ry * 0.06 + Math.sin(a) * ry * 0.7 * d,
        k * 0.035,
        k * 0.02,
        i % 3 ? C.rose : '#e56b8a',
      ),
    );
  }
  return out.join('');
}

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `after` draws what only this room has. */
const room = {
  seed: 36,
  wall: '#f2ebe0',
  side: '#e6dccb',
  ceiling: '#efe6d6',
  floor: 'marble',
  tileA: '#f4efe6',
  tileB: '#d8cfc0',
  windows: [
    { wall: 'back', u: 0, v: 0.5, w: 2.2, spring: 1.8, rise: 1.05, mode: 'day', lobes: 9, mullion: false },
  ],
  after: (s, cam, R, _D) => {
    s.add(poly(wallArch(R.back, 0, 0.5, 2.2, 1.8, 1.05, 9), jaliPattern(s, 22, '#efe5d3', 'none')));
    s.add(s.glow(...R.back(0, 1.6), 420, '#fff4d6', 0.5));
    for (const u of [-2.4, 2.4]) {
      s.add(poly(wallArch(R.back, u, 0.9, 0.8, 1.2, 0.5, 5), '#0f4c5c'));
      s.add(poly(wallArch(R.back, u, 0.9, 0.8, 1.2, 0.5, 5), 'none', { stroke: C.gold, strokeWidth: 3 }));
      const [vx, vy] = R.back(u, 0.95);
      s.add(
        path(
          `M${n1(vx - 16)} ${n1(vy)}Q${n1(vx - 26)} ${n1(vy - 30)} ${n1(vx - 8)} ${n1(vy - 46)}L${n1(vx + 8)} ${n1(vy - 46)}Q${n1(vx + 26)} ${n1(vy - 30)} ${n1(vx + 16)} ${n1(vy)}Z`,
          C.gold,
        ),
      );
    }
    s.add(rug(s, cam, -1.8, 1.8, 3.0, 5.2, '#0f4c5c', '#c9a14a'));
    s.add(bathTub(s, cam, 0, 4.4, 1.8, 0.85));
    for (const [x, z] of [
      [-1.4, 3.6],
      [-1.2, 3.3],
      [1.3, 3.5],
      [1.5, 3.8],
      [1.15, 3.2],
    ]) {
      const [cx, cy] = cam.P(x, 0, z);
      const k = cam.k(z);
      s.add(candle(s, cx, cy, k * (0.12 + (x > 0 ? 0.05 : 0)), k * 0.06, { glowR: 5 }));
    }
    s.add(pottedPalm(s, cam, -2.6, 4.8, 1.8), pottedPalm(s, cam, 2.6, 4.8, 1.8));
    s.add(box(cam, 1.9, 2.5, 0, 0.45, 3.0, 3.5, { top: '#6b4028', front: '#5a3422', side: '#432515' }));
    for (let i = 0; i < 3; i++)
      s.add(
        box(cam, 1.95, 2.45, 0.45 + i * 0.08, 0.52 + i * 0.08, 3.05, 3.45, {
          top: ['#ffffff', '#f1e6d0', '#0f4c5c'][i],
          front: ['#ece6dc', '#dccfb4', '#0c3d4a'][i],
          side: '#cfc6b6',
        }),
      );
  },
  vignette: 0.35,
};

/** Suite bathroom: a tub before a jali window, palms and candles. */
export const draw = bedroomScene(room);
