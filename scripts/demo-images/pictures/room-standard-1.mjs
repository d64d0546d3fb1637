import { bedroomScene } from '../lib/bedroom.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs). */
const room = {
  seed: 31,
  wall: '#efe0c4',
  pattern: ['#efe0c4', '#b88a3e', 0.22, 56],
  side: '#e9d6b4',
  floor: 'wood',
  windows: [
    { wall: 'back', u: 2.35, v: 0.85, w: 1.0, spring: 1.25, rise: 0.6, mode: 'day', curtain: '#0f4c5c' },
    { wall: 'left', u: 3.5, v: 0.8, w: 1.2, spring: 1.3, rise: 0.65, mode: 'day' },
  ],
  beds: [
    {
      x0: -0.95,
      x1: 0.95,
      duvet: '#fbf6ea',
      accent: '#0f4c5c',
      hbColor: '#d3b07a',
      cushions: [C.teal, C.gold, C.teal],
    },
  ],
  rug: [-1.6, 1.6, 2.9, 4.8, '#0f4c5c', '#c9a14a'],
};

/** Standard room: one bed in teal and gold, windows at the back and to the left. */
export const draw = bedroomScene(room);
