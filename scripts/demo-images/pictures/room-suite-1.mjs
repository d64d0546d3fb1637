import { bedroomScene } from '../lib/bedroom.mjs';
import { lantern } from '../lib/lights.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `after` draws what only this room has. */
const room = {
  seed: 35,
  wall: '#3b1420',
  pattern: ['#4a1826', '#c9a14a', 0.3, 52],
  side: '#3a121e',
  ceiling: '#2a0e17',
  floor: 'wood',
  windows: [{ wall: 'left', u: 3.6, v: 0.8, w: 1.4, spring: 1.4, rise: 0.7, mode: 'night' }],
  beds: [
    {
      x0: -1.15,
      x1: 1.15,
      duvet: '#f6ecd8',
      accent: C.gold,
      hbColor: '#1b1f3b',
      hb: 2.0,
      canopy: '#7a2236',
      cushions: [C.maroon, C.gold, C.maroon],
    },
  ],
  rug: [-2, 2, 2.6, 4.6, '#1b1f3b', '#c9a14a'],
  after: (s, cam) => {
    for (const [x, z] of [
      [-2.8, 2.6],
      [2.8, 2.9],
    ]) {
      const [lx, ly] = cam.P(x, 2.1, z);
      s.add(lantern(s, lx, cam.P(x, 3.6, z)[1], ly - cam.P(x, 3.6, z)[1], cam.k(z) * 0.28));
    }
  },
  tint: ['#ff9a3c', 0.05],
};

/** Suite: a canopy bed in a maroon damask room. */
export const draw = bedroomScene(room);
