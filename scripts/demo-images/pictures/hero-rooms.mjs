import { bedroomScene } from '../lib/bedroom.mjs';
import { coffeeTable, sofa } from '../lib/furniture.mjs';
import { C } from '../lib/palette.mjs';
import { lightShaft } from '../lib/room.mjs';
import { WIDE } from '../lib/scene.mjs';
import { circ, ell } from '../lib/svg.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `after` draws what only this room has. */
const room = {
  seed: 38,
  cam: { cx: 0.55, hz: 430 },
  W: 7.8,
  D: 6.8,
  wall: '#f3e6cc',
  pattern: ['#f3e6cc', '#c9a14a', 0.22, 60],
  side: '#ead8b6',
  floor: 'marble',
  tileA: '#f2e9d8',
  tileB: '#e0d0b4',
  windows: [
    {
      wall: 'back',
      u: 2.3,
      v: 0.45,
      w: 1.9,
      spring: 1.6,
      rise: 0.95,
      mode: 'sunset',
      lobes: 9,
      curtain: '#5b1a2b',
    },
  ],
  beds: [
    {
      x0: -2.3,
      x1: -0.1,
      duvet: '#fbf6ea',
      accent: C.maroon,
      hbColor: '#5b1a2b',
      hb: 2.3,
      canopy: '#0f4c5c',
      cushions: [C.gold, C.maroon, C.gold],
    },
  ],
  rug: [-2.9, 0.7, 2.6, 5.0, '#5b1a2b', '#c9a14a'],
  chandelier: [-1.2, 2.8, 3.7, 0.8],
  after: (s, cam, R, _D) => {
    s.add(sofa(s, cam, 1.5, 2.7, 3.5, 4.3, '#0f4c5c'));
    s.add(coffeeTable(s, cam, 1.2, 2.9, 0.4));
    const [bx, by] = cam.P(1.2, 0.45, 2.9);
    s.add(
      ell(bx, by - 6, 30, 9, '#b08b4f'),
      circ(bx - 10, by - 12, 8, C.rose),
      circ(bx + 6, by - 14, 9, '#f2a516'),
      circ(bx + 16, by - 10, 7, C.rose),
    );
    s.add(
      lightShaft(
        s,
        ...[R.back(1.4, 1.9), R.back(3.2, 1.9)],
        cam.P(3.0, 0, 3.2),
        cam.P(0.6, 0, 3.2),
        '#ffd9a8',
        0.2,
      ),
    );
  },
  tint: ['#ff9a5a', 0.05],
};

/** Rooms hero: a four-poster bed, an armchair and a window onto the lake at dusk. */
export const draw = bedroomScene(room);
