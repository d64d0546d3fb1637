/**
 * The shell of a room (walls, ceiling, floor) and what is set into its walls: arched windows
 * with their views, light shafts and printed wall patterns.
 */

import { tileFloor, wallArch, wallMap } from './camera.mjs';
import { moon, reflect, ripples } from './nature.mjs';
import { palace, warmWin } from './palace.mjs';
import { C, darken, lighten } from './palette.mjs';
import { circ, dLine, g, line, n1, path, poly, rect } from './svg.mjs';

/** Landscape seen through a window, drawn inside a clip outline. */
export function windowView(s, outline, mode = 'day') {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const w = x1 - x0;
  const hh = y1 - y0;
  const hz = y0 + hh * 0.68;
  const skies = {
    day: [
      [0, '#8fc3d6'],
      [0.7, '#d7ebe8'],
      [1, '#f6ecd2'],
    ],
    sunset: [
      [0, '#3d3a6b'],
      [0.45, '#b8687a'],
      [0.8, '#f0a46c'],
      [1, '#fbd49a'],
    ],
    night: [
      [0, '#0d1230'],
      [0.7, '#27305a'],
      [1, '#4a4470'],
    ],
    dusk: [
      [0, '#2c2e5a'],
      [0.5, '#7b5580'],
      [1, '#e49a78'],
    ],
  };
  const water = {
    day: [
      [0, '#9cc7c9'],
      [1, '#3f7f86'],
    ],
    sunset: [
      [0, '#f0a877'],
      [1, '#4b3d60'],
    ],
    night: [
      [0, '#39406a'],
      [1, '#0b1026'],
    ],
    dusk: [
      [0, '#d08a7c'],
      [1, '#2b2c55'],
    ],
  };
  const far = { day: '#9fb3b2', sunset: '#6a4a6a', night: '#1a1d3a', dusk: '#4d3b62' };
  const cl = s.clip(poly(outline, '#000'));
  const out = [];
  out.push(rect(x0, y0, w, hz - y0 + 1, s.lin(skies[mode])));
  if (mode === 'night') out.push(moon(s, x0 + w * 0.7, y0 + hh * 0.25, Math.max(6, w * 0.05)));
  if (mode === 'sunset' || mode === 'dusk') out.push(s.glow(x0 + w * 0.35, hz, w * 0.5, '#ffd08a', 0.6));
  out.push(
    path(
      `M${n1(x0)} ${n1(hz)}Q${n1(x0 + w * 0.25)} ${n1(hz - hh * 0.09)} ${n1(x0 + w * 0.5)} ${n1(hz - hh * 0.03)}T${n1(x1)} ${n1(hz - hh * 0.05)}L${n1(x1)} ${n1(hz)}Z`,
      far[mode],
      { opacity: 0.8 },
    ),
  );
  const lit = mode === 'day' ? '#6b5a55' : warmWin(s);
  const pw = w * 0.55;
  const pal = palace(s, x0 + w * 0.62, hz, pw, {
    wall: mode === 'day' ? '#ecd3ad' : darken(far[mode], 0.1),
    wallDark: mode === 'day' ? '#c2a27c' : darken(far[mode], 0.35),
    domeFill: mode === 'day' ? '#f0dcbc' : darken(far[mode], 0.05),
    trim: mode === 'day' ? '#b8903c' : darken(C.gold, 0.3),
    win: () => (mode === 'day' ? '#8a7360' : s.rand() < 0.6 ? lit : darken(far[mode], 0.4)),
    portal: mode === 'day' ? '#7b6458' : lit,
  });
  out.push(pal);
  out.push(rect(x0, hz, w, y1 - hz, s.lin(water[mode])));
  out.push(reflect(s, pal, hz, { opacity: 0.35, blur: 1.5 }));
  out.push(ripples(s, hz + 2, y1, 40, mode === 'day' ? '#ffffff' : '#ffd9a8', 0.35, x0, x1));
  return g(out, { clipPath: cl });
}

/** Generic room shell: walls, ceiling and floor. Returns helpers. */
export function roomShell(s, cam, o) {
  const P = cam.P;
  const { W, H, D } = o;
  const Z0 = 0.5;
  const xl = -W / 2 + (o.shift || 0);
  const xr = W / 2 + (o.shift || 0);
  s.add(poly([P(xl, H, Z0), P(xr, H, Z0), P(xr, H, D), P(xl, H, D)], o.ceiling || lighten(o.wall, 0.3)));
  s.add(
    poly(
      [P(xl, 0, Z0), P(xl, H, Z0), P(xl, H, D), P(xl, 0, D)],
      s.lin(
        [
          [0, darken(o.side || o.wall, 0.25)],
          [1, o.side || o.wall],
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
      [P(xr, 0, Z0), P(xr, H, Z0), P(xr, H, D), P(xr, 0, D)],
      s.lin(
        [
          [0, o.side || o.wall],
          [1, darken(o.side || o.wall, 0.25)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(poly([P(xl, 0, D), P(xr, 0, D), P(xr, H, D), P(xl, H, D)], o.wallFill || o.wall));
  // cornice and skirting
  s.add(
    poly([P(xl, H - 0.18, D), P(xr, H - 0.18, D), P(xr, H - 0.12, D), P(xl, H - 0.12, D)], C.gold, {
      opacity: 0.8,
    }),
  );
  for (const x of [xl, xr]) {
    s.add(
      poly([P(x, H - 0.18, Z0), P(x, H - 0.18, D), P(x, H - 0.12, D), P(x, H - 0.12, Z0)], C.gold, {
        opacity: 0.8,
      }),
    );
  }
  if (o.floor === 'wood') {
    s.add(
      poly(
        [P(xl, 0, Z0), P(xr, 0, Z0), P(xr, 0, D), P(xl, 0, D)],
        s.lin([
          [0, '#8a5a38'],
          [1, '#5e3a24'],
        ]),
      ),
    );
    for (let x = xl; x <= xr; x += 0.22)
      s.add(line(...P(x, 0, Z0 + 0.5), ...P(x, 0, D), '#3e2416', 1, { opacity: 0.35 }));
  } else if (o.floor === 'marble') {
    s.add(tileFloor(cam, xl, xr, Z0, D, 0.6, o.tileA || '#f0e8da', o.tileB || '#e2d5be'));
  } else {
    s.add(poly([P(xl, 0, Z0), P(xr, 0, Z0), P(xr, 0, D), P(xl, 0, D)], o.floor));
  }
  s.add(
    poly(
      [P(xl, 0, Z0), P(xr, 0, Z0), P(xr, 0, D), P(xl, 0, D)],
      s.lin([
        [0, '#000000', 0.05],
        [1, '#000000', 0.3],
      ]),
    ),
  );
  return {
    xl,
    xr,
    back: wallMap(cam, { x0: 0, z: D }),
    left: wallMap(cam, { x: xl, z0: 0 }),
    right: wallMap(cam, { x: xr, z0: 0 }),
  };
}

/** Arched window on a wall mapper with view, frame and sill. */
export function archWindow(s, map, u, v, w, spring, rise, mode, o = {}) {
  const out = [];
  const outer = wallArch(map, u, v - 0.05, w + 0.3, spring + 0.05, rise + 0.15, 0);
  const inner = wallArch(map, u, v, w, spring, rise, o.lobes ?? 7);
  out.push(poly(outer, o.frame || C.gold));
  out.push(windowView(s, inner, mode));
  if (o.mullion !== false) {
    out.push(
      path(dLine([map(u, v), map(u, v + spring + rise * 0.95)]), 'none', {
        stroke: o.bar || '#5a3a22',
        strokeWidth: 4,
        opacity: 0.8,
      }),
    );
    out.push(
      path(dLine([map(u - w / 2, v + spring * 0.55), map(u + w / 2, v + spring * 0.55)]), 'none', {
        stroke: o.bar || '#5a3a22',
        strokeWidth: 3,
        opacity: 0.7,
      }),
    );
  }
  out.push(poly(inner, 'none', { stroke: o.frame || C.gold, strokeWidth: 3 }));
  out.push(
    poly(
      [
        map(u - w / 2 - 0.2, v - 0.05),
        map(u + w / 2 + 0.2, v - 0.05),
        map(u + w / 2 + 0.2, v - 0.15),
        map(u - w / 2 - 0.2, v - 0.15),
      ],
      darken(o.frame || C.gold, 0.2),
    ),
  );
  return out.join('');
}

/** Light shaft from a window falling onto the floor. */
export function lightShaft(s, a, b, c, d, color = '#fff3d6', op = 0.22) {
  return poly(
    [a, b, c, d],
    s.lin([
      [0, color, op],
      [1, color, 0],
    ]),
  );
}

/** Block-printed damask-style wall pattern. */
export function wallMotif(s, size, bg, fg, a = 0.35) {
  const q = size / 2;
  const motif = (cx, cy, r) =>
    path(
      `M${n1(cx)} ${n1(cy - r)}Q${n1(cx + r * 0.7)} ${n1(cy - r * 0.2)} ${n1(cx)} ${n1(cy + r)}Q${n1(cx - r * 0.7)} ${n1(cy - r * 0.2)} ${n1(cx)} ${n1(cy - r)}Z`,
      fg,
      { opacity: a },
    ) + circ(cx, cy - r * 1.25, r * 0.16, fg, { opacity: a });
  return s.pattern(
    size,
    size,
    rect(0, 0, size, size, bg) +
      motif(q, q, size * 0.22) +
      motif(0, 0, size * 0.16) +
      motif(size, 0, size * 0.16) +
      motif(0, size, size * 0.16) +
      motif(size, size, size * 0.16),
  );
}
