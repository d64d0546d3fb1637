import { bedroomScene } from '../lib/bedroom.mjs';
import { wallArch } from '../lib/camera.mjs';
import { nightstand, tableLamp } from '../lib/furniture.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';
import { poly } from '../lib/svg.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `before` draws what only this room has. */
const room = {
  seed: 32,
  cam: { cx: 0.8, hz: 450 },
  wall: '#f4ead8',
  side: '#eadbc0',
  floor: 'wood',
  windows: [
    { wall: 'right', u: 3.6, v: 0.85, w: 1.3, spring: 1.3, rise: 0.7, mode: 'dusk', curtain: '#5b1a2b' },
  ],
  beds: [
    {
      x0: -2.3,
      x1: -1.2,
      duvet: '#f8f2e6',
      accent: C.maroon,
      hbColor: '#7a2a3b',
      pillows: 1,
      cushions: [C.gold],
      hb: 1.9,
      lobes: 5,
      stands: false,
    },
    {
      x0: -0.1,
      x1: 1.0,
      duvet: '#f8f2e6',
      accent: C.maroon,
      hbColor: '#7a2a3b',
      pillows: 1,
      cushions: [C.gold],
      hb: 1.9,
      lobes: 5,
      stands: false,
    },
  ],
  before: (s, cam, R, D) => {
    s.add(nightstand(s, cam, -0.95, -0.35, D - 0.5, D));
    s.add(tableLamp(s, cam, -0.65, 0.58, D - 0.25));
    s.add(nightstand(s, cam, 1.25, 1.8, D - 0.5, D));
    s.add(tableLamp(s, cam, 1.52, 0.58, D - 0.25));
    // framed miniature paintings
    for (const [u, c] of [
      [-1.75, '#0f4c5c'],
      [0.45, '#1b1f3b'],
    ]) {
      const m = R.back;
      s.add(poly([m(u - 0.32, 2.45), m(u + 0.32, 2.45), m(u + 0.32, 3.0), m(u - 0.32, 3.0)], C.gold));
      s.add(poly([m(u - 0.27, 2.5), m(u + 0.27, 2.5), m(u + 0.27, 2.95), m(u - 0.27, 2.95)], c));
      s.add(poly(wallArch(m, u, 2.55, 0.3, 0.2, 0.14, 5), '#e9c98a', { opacity: 0.8 }));
    }
  },
  tint: ['#ff9d4d', 0.06],
};

/** Standard twin room: two beds with maroon headboards, miniatures above, a window at dusk. */
export const draw = bedroomScene(room);
