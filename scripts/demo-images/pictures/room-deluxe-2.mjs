import { bedroomScene } from '../lib/bedroom.mjs';
import { box } from '../lib/camera.mjs';
import { coffeeTable, sofa, tableLamp } from '../lib/furniture.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';
import { circ, ell } from '../lib/svg.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `after` draws what only this room has. */
const room = {
  seed: 34,
  cam: { hz: 480 },
  wall: '#f1e4cc',
  side: '#e8d5b3',
  floor: 'marble',
  tileA: '#f3eadb',
  tileB: '#e3d3b8',
  windows: [
    {
      wall: 'back',
      u: 0,
      v: 0.55,
      w: 2.6,
      spring: 1.7,
      rise: 1.05,
      mode: 'sunset',
      lobes: 9,
      curtain: '#c9a14a',
    },
  ],
  rug: [-2.2, 2.2, 2.6, 5.6, '#7a2a3b', '#c9a14a'],
  after: (s, cam, _R, D) => {
    s.add(sofa(s, cam, -1.5, 1.5, D - 1.3, D - 0.35, '#0f4c5c'));
    s.add(
      box(cam, -3.0, -2.4, 0, 0.55, D - 1.0, D - 0.4, {
        top: '#7a4a2a',
        front: '#5a3422',
        side: '#432515',
      }),
    );
    s.add(tableLamp(s, cam, -2.7, 0.55, D - 0.7));
    s.add(sofa(s, cam, 2.2, 3.2, 3.0, 4.0, '#7a2a3b'));
    s.add(coffeeTable(s, cam, 0, 3.7, 0.7));
    const [bx, by] = cam.P(0, 0.45, 3.7);
    s.add(
      ell(bx, by - 6, 38, 12, '#b08b4f'),
      circ(bx - 14, by - 14, 9, C.rose),
      circ(bx + 4, by - 16, 10, '#f2a516'),
      circ(bx + 18, by - 12, 8, C.rose),
    );
  },
};

/** Deluxe room: a sofa and a low table before a great arched window at dusk. */
export const draw = bedroomScene(room);
