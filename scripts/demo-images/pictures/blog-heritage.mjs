import { jaliPattern } from '../lib/architecture.mjs';
import { camera, wallArch, wallMap } from '../lib/camera.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { n1, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Heritage corridor: jali windows on one side, sunlit arches on the other. */
export function draw(w, h) {
  const s = new Scene(w, h, 103);
  const cam = camera(w, h, { f: 850, cy: 1.6, hz: 470 });
  const P = cam.P;
  const D = 26;
  const H = 6;
  // corridor: dark left wall with jali windows, right arcade to a sunlit court
  s.add(poly([P(-3, H, 0.5), P(3, H, 0.5), P(3, H, D), P(-3, H, D)], '#5a3e2a'));
  for (let z = 1; z < D; z += 1.2)
    s.add(poly([P(-3, H, z), P(3, H, z), P(3, H, z + 0.15), P(-3, H, z + 0.15)], '#3e2a1c'));
  s.add(
    poly(
      [P(-3, 0, 0.5), P(-3, H, 0.5), P(-3, H, D), P(-3, 0, D)],
      s.lin(
        [
          [0, '#3a2618'],
          [1, '#7a5638'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    poly(
      [P(3, 0, 0.5), P(3, H, 0.5), P(3, H, D), P(3, 0, D)],
      s.lin(
        [
          [0, '#b88a5a'],
          [1, '#7a5638'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-3, 0), back(3, 0), back(3, H), back(-3, H)], '#8a6240'));
  s.add(poly(wallArch(back, 0, 0, 2.4, 3, 1.4, 9), '#ffe3a8'));
  s.add(
    poly(
      [P(-3, 0, 0.5), P(3, 0, 0.5), P(3, 0, D), P(-3, 0, D)],
      s.lin([
        [0, '#6a4a30'],
        [1, '#a8805a'],
      ]),
    ),
  );
  const left = wallMap(cam, { x: -3, z0: 0 });
  const right = wallMap(cam, { x: 3, z0: 0 });
  for (let z = 2.2; z < D - 1; z += 3.2) {
    // right-side arches open to the bright courtyard
    s.add(
      poly(
        wallArch(right, z, 0, 2.2, 3.0, 1.4, 9),
        s.lin([
          [0, '#fff3d6'],
          [1, '#f2cf8e'],
        ]),
      ),
    );
    s.add(
      poly(wallArch(right, z, 0, 2.2, 3.0, 1.4, 9), 'none', {
        stroke: '#5a3e2a',
        strokeWidth: Math.max(1, 30 / z),
      }),
    );
    // light spilling across the floor from each arch
    s.add(
      poly(
        [P(3, 0, z - 1.1), P(3, 0, z + 1.1), P(-1.2, 0, z + 2.2), P(-1.8, 0, z - 0.2)],
        s.lin(
          [
            [0, '#ffe9bd', 0.55],
            [1, '#ffe9bd', 0],
          ],
          1,
          0,
          0,
          0,
        ),
      ),
    );
    // jali windows on the left catching the light
    const win = wallArch(left, z, 1.0, 1.5, 2.0, 0.9, 9);
    s.add(poly(win, '#ffd89a'));
    s.add(poly(win, jaliPattern(s, n1(Math.max(6, 90 / z)), '#4a3222', 'none')));
    s.add(poly(win, 'none', { stroke: '#c9a14a', strokeWidth: Math.max(1, 24 / z), opacity: 0.8 }));
  }
  // dappled jali light on the floor near the camera
  s.add(
    poly(
      [P(-2.6, 0, 1.5), P(1.5, 0, 1.5), P(1.0, 0, 5.5), P(-2.2, 0, 5.5)],
      jaliPattern(s, 60, 'none', '#ffe2a8'),
      { opacity: 0.22, filter: s.blur(4) },
    ),
  );
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin([
        [0, '#ffcc80', 0.08],
        [1, '#000000', 0.1],
      ]),
    ),
  );
  s.vignette(0.55);
  return s;
}
