import { bedroomScene } from '../lib/bedroom.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs). */
const room = {
  seed: 33,
  wall: '#0f4c5c',
  pattern: ['#114f5f', '#c9a14a', 0.35, 48],
  side: '#0d4250',
  ceiling: '#e9dcc2',
  floor: 'marble',
  windows: [
    { wall: 'back', u: -2.6, v: 0.9, w: 0.9, spring: 1.3, rise: 0.55, mode: 'night' },
    { wall: 'back', u: 2.6, v: 0.9, w: 0.9, spring: 1.3, rise: 0.55, mode: 'night' },
  ],
  beds: [
    {
      x0: -1.1,
      x1: 1.1,
      duvet: '#fbf6ea',
      accent: C.maroon,
      hbColor: '#7a2236',
      hb: 2.4,
      cushions: [C.maroon, C.gold, C.maroon],
    },
  ],
  rug: [-2, 2, 2.5, 4.8, '#5b1a2b', '#c9a14a'],
  chandelier: [0, 2.75, 3.4, 0.8],
  tint: ['#ffb057', 0.05],
};

/** Deluxe room: teal damask walls, a chandelier and two windows onto the lake at night. */
export const draw = bedroomScene(room);
