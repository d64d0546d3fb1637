import { bedroomScene } from '../lib/bedroom.mjs';
import { box, wallArch } from '../lib/camera.mjs';
import { C } from '../lib/palette.mjs';
import { WIDE } from '../lib/scene.mjs';
import { circ, line, n1, path, poly } from '../lib/svg.mjs';

export const size = WIDE;

/** This room's parameters for the shared bedroom scene (lib/bedroom.mjs); `before` draws what only this room has. */
const room = {
  seed: 37,
  cam: { cx: -0.7 },
  wall: '#ecdcbf',
  side: '#e2cda8',
  floor: 'wood',
  windows: [
    { wall: 'left', u: 3.4, v: 0.8, w: 1.3, spring: 1.3, rise: 0.65, mode: 'day', curtain: '#d8b98a' },
  ],
  beds: [
    {
      x0: -0.6,
      x1: 1.3,
      duvet: '#fbf7ee',
      accent: '#b8864a',
      hbColor: '#9a6a44',
      cushions: [C.sand, C.ivory, C.sand],
    },
  ],
  rug: [-1.2, 1.9, 2.9, 4.7, '#d8b98a', '#9a6a44'],
  before: (s, cam, R) => {
    const m = R.back;
    s.add(
      poly(wallArch(m, -2.2, 1.2, 0.9, 1.0, 0.5, 7), C.gold),
      poly(
        wallArch(m, -2.2, 1.25, 0.8, 0.95, 0.45, 7),
        s.lin(
          [
            [0, '#f4ead8'],
            [1, '#cdbb9c'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    s.add(box(cam, -2.8, -1.6, 0, 0.8, 5.9, 6.4, { top: '#7a4a2e', front: '#5a3422', side: '#432515' }));
    const [vx, vy] = cam.P(-2.2, 0.8, 6.1);
    s.add(
      path(
        `M${n1(vx - 12)} ${n1(vy)}Q${n1(vx - 20)} ${n1(vy - 24)} ${n1(vx - 6)} ${n1(vy - 38)}L${n1(vx + 6)} ${n1(vy - 38)}Q${n1(vx + 20)} ${n1(vy - 24)} ${n1(vx + 12)} ${n1(vy)}Z`,
        '#0f4c5c',
      ),
    );
    for (let i = 0; i < 7; i++)
      s.add(
        line(vx, vy - 36, vx + (i - 3) * 9, vy - 70 - (i % 3) * 8, '#4f7a3a', 2),
        circ(vx + (i - 3) * 9, vy - 70 - (i % 3) * 8, 6, i % 2 ? C.rose : '#f7f1e3'),
      );
  },
};

/** Fallback for a room added without its own picture: a plain, light room. */
export const draw = bedroomScene(room);
