/**
 * The menu's own dishes, seen from above (and drinks from the side): the parts that make each dish look like
 * what it is named (a galouti patty, a fried fish strip, a kofta, a ghevar disc, a steel coffee tumbler).
 */

import { darken, lighten } from './palette.mjs';
import { circ, ell, g, line, n1, path, rect } from './svg.mjs';

const shade = (s, x, y, rx, ry, a = 0.35) =>
  ell(x + rx * 0.12, y + ry * 0.2, rx, ry, '#000000', { opacity: a, filter: s.blur(Math.max(3, rx * 0.12)) });

/** A round, seared patty (galouti, dahi ke kebab): a crust ring, a softer middle, char flecks. */
export function patty(s, x, y, r, crust, middle, o = {}) {
  const out = [
    shade(s, x, y, r, r * 0.92),
    ell(
      x,
      y,
      r,
      r * 0.92,
      s.rad([
        [0, middle],
        [0.75, crust],
        [1, darken(crust, 0.3)],
      ]),
    ),
  ];
  for (let i = 0; i < (o.flecks ?? 10); i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.2, 0.8) * r;
    out.push(
      circ(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.9, s.r(1.5, 4), darken(crust, 0.45), {
        opacity: 0.6,
      }),
    );
  }
  if (o.crumb) out.push(circ(x - r * 0.25, y - r * 0.25, r * 0.3, lighten(middle, 0.3), { opacity: 0.35 }));
  return out.join('');
}

/** A battered, fried fish strip: a golden, knobbly outline. */
export function fishStrip(s, x, y, len, wid, rot) {
  const n = 16;
  let d = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = -len / 2 + len * t;
    const w = wid * (0.55 + 0.45 * Math.sin(Math.PI * t)) * s.r(0.9, 1.08);
    d += `${i ? 'L' : 'M'}${n1(px)} ${n1(-w / 2)}`;
  }
  for (let i = n; i >= 0; i--) {
    const t = i / n;
    const px = -len / 2 + len * t;
    const w = wid * (0.55 + 0.45 * Math.sin(Math.PI * t)) * s.r(0.9, 1.08);
    d += `L${n1(px)} ${n1(w / 2)}`;
  }
  d += 'Z';
  const out = [
    path(d, '#000000', { opacity: 0.35, filter: s.blur(5), transform: 'translate(5 8)' }),
    path(
      d,
      s.lin([
        [0, '#f7d27c'],
        [0.5, '#e0a23e'],
        [1, '#b5702a'],
      ]),
      { stroke: '#a8641f', strokeWidth: 2 },
    ),
  ];
  for (let i = 0; i < 14; i++)
    out.push(
      circ(s.r(-len * 0.42, len * 0.42), s.r(-wid * 0.3, wid * 0.3), s.r(2, 5), '#f9e2a4', { opacity: 0.55 }),
    );
  for (let i = 0; i < 6; i++)
    out.push(
      circ(s.r(-len * 0.4, len * 0.4), s.r(-wid * 0.25, wid * 0.25), s.r(1.5, 3), '#b23a1a', {
        opacity: 0.6,
      }),
    );
  return g(out, { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` });
}

/** A skewer through alternating pieces: `pieces` are [fill, light] pairs, drawn as rounded cubes. */
export function cubeSkewer(s, x1, y1, x2, y2, r, pieces) {
  const out = [line(x1, y1, x2, y2, '#c9a577', r * 0.18, { strokeLinecap: 'round' })];
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const n = pieces.length;
  for (let i = 0; i < n; i++) {
    const t = 0.14 + (0.72 * i) / (n - 1);
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    const [fill, light] = pieces[i];
    out.push(
      g(
        [
          rect(-r, -r, r * 2, r * 2, '#000000', {
            rx: r * 0.3,
            opacity: 0.35,
            filter: s.blur(4),
            transform: 'translate(5 7)',
          }),
          rect(
            -r,
            -r,
            r * 2,
            r * 2,
            s.rad([
              [0, light],
              [0.7, fill],
              [1, darken(fill, 0.35)],
            ]),
            { rx: r * 0.3 },
          ),
          line(-r * 0.7, -r * 0.2, r * 0.6, r * 0.3, darken(fill, 0.55), r * 0.16, {
            opacity: 0.45,
            strokeLinecap: 'round',
          }),
        ],
        { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang + s.r(-12, 12))})` },
      ),
    );
  }
  return out.join('');
}

/** A potato half seen from above, scooped and stuffed, charred at the edge (tandoori bharwan aloo). */
export function stuffedPotato(s, x, y, r, rot) {
  return g(
    [
      shade(s, 0, 0, r * 1.15, r * 0.85),
      ell(
        0,
        0,
        r * 1.15,
        r * 0.85,
        s.rad([
          [0, '#f0c77a'],
          [0.8, '#c9843a'],
          [1, '#6e3a14'],
        ]),
      ),
      ell(0, 0, r * 0.78, r * 0.55, '#f6e3b0'),
      ...Array.from({ length: 9 }, () =>
        circ(
          s.r(-r * 0.6, r * 0.6),
          s.r(-r * 0.4, r * 0.4),
          s.r(3, 7),
          ['#f3f0e2', '#e0a34a', '#d7c27a'][Math.floor(s.r(0, 3))],
        ),
      ),
      ...Array.from({ length: 4 }, () =>
        circ(s.r(-r * 0.5, r * 0.5), s.r(-r * 0.35, r * 0.35), s.r(2, 4), '#3f7d2c'),
      ),
      path(`M${n1(-r * 1.05)} ${n1(r * 0.2)}Q0 ${n1(r * 1.05)} ${n1(r * 1.05)} ${n1(r * 0.2)}`, 'none', {
        stroke: '#4a2410',
        strokeWidth: 5,
        opacity: 0.5,
      }),
    ],
    { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` },
  );
}

/** Round dumplings floating in a gravy (kofta, gatte cut across, baati): glossy balls with a darker crust. */
export function dumplings(s, x, y, r, n, size, fill, o = {}) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 6.28 + s.r(-0.2, 0.2);
    const d = n === 1 ? 0 : r * (o.ring ?? 0.5);
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    out.push(
      circ(px + size * 0.12, py + size * 0.18, size, '#000000', {
        opacity: 0.3,
        filter: s.blur(size * 0.15),
      }),
      circ(
        px,
        py,
        size,
        s.rad(
          [
            [0, lighten(fill, 0.35)],
            [0.7, fill],
            [1, darken(fill, 0.35)],
          ],
          0.38,
          0.35,
          0.65,
        ),
      ),
    );
    if (o.ring2) out.push(circ(px, py, size * 0.55, o.ring2, { opacity: 0.9 }));
    if (o.cracks)
      out.push(
        path(
          `M${n1(px - size * 0.5)} ${n1(py - size * 0.1)}l${n1(size * 0.4)} ${n1(size * 0.2)}l${n1(size * 0.5)} ${n1(-size * 0.25)}`,
          'none',
          { stroke: darken(fill, 0.45), strokeWidth: 2.5, opacity: 0.7 },
        ),
      );
  }
  return out.join('');
}

/** Dried beans and berries stir-fried (ker sangri): thin brown twigs and small round berries. */
export function twigsAndBerries(s, x, y, r) {
  const out = [];
  for (let i = 0; i < 140; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.85;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    const L = s.r(30, 70);
    const b = s.r(0, 3.14);
    out.push(
      path(
        `M${n1(px - (Math.cos(b) * L) / 2)} ${n1(py - (Math.sin(b) * L) / 2)}q${n1(s.r(-8, 8))} ${n1(s.r(-8, 8))} ${n1(Math.cos(b) * L)} ${n1(Math.sin(b) * L)}`,
        'none',
        { stroke: ['#4a3a16', '#6d5a22', '#33280e'][i % 3], strokeWidth: s.r(6, 9), strokeLinecap: 'round' },
      ),
    );
  }
  for (let i = 0; i < 36; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.8;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    out.push(
      circ(
        px,
        py,
        s.r(11, 15),
        s.rad(
          [
            [0, '#8a7a3a'],
            [1, '#3d3212'],
          ],
          0.35,
          0.35,
          0.6,
        ),
      ),
      circ(px - 3, py - 3, 3, '#d9c38e', { opacity: 0.7 }),
    );
  }
  for (let i = 0; i < 7; i++) {
    const px = x + s.r(-r * 0.6, r * 0.6);
    const py = y + s.r(-r * 0.6, r * 0.6);
    out.push(chilli(s, px, py, 40, s.r(0, 180), '#9c1d12'));
  }
  return out.join('');
}

/** A dried red chilli. */
export function chilli(s, x, y, len, rot, color = '#b3201a') {
  return g(
    [
      path(
        `M0 0C${n1(len * 0.3)} ${n1(-len * 0.12)} ${n1(len * 0.7)} ${n1(-len * 0.1)} ${n1(len)} ${n1(len * 0.05)}C${n1(len * 0.7)} ${n1(len * 0.1)} ${n1(len * 0.3)} ${n1(len * 0.14)} 0 ${n1(len * 0.1)}Z`,
        s.lin([
          [0, lighten(color, 0.2)],
          [1, darken(color, 0.3)],
        ]),
      ),
      rect(-len * 0.12, -len * 0.02, len * 0.14, len * 0.12, '#4c6b23', { rx: 2 }),
    ],
    { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` },
  );
}

/** A honeycomb disc of ghevar: a lacy golden round with rabri and pistachio in the middle. */
export function ghevar(s, x, y, r) {
  const out = [
    shade(s, x, y, r, r),
    circ(
      x,
      y,
      r,
      s.rad([
        [0, '#f5d58a'],
        [0.8, '#d99a3c'],
        [1, '#9c5e1c'],
      ]),
    ),
  ];
  for (let i = 0; i < 260; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.95;
    out.push(
      circ(x + Math.cos(a) * d, y + Math.sin(a) * d, s.r(3, 8), '#7a4512', { opacity: s.r(0.25, 0.55) }),
    );
  }
  out.push(
    circ(
      x,
      y,
      r * 0.5,
      s.rad([
        [0, '#fffaf0'],
        [1, '#f1e2c0'],
      ]),
    ),
    circ(x, y, r * 0.5, 'none', { stroke: '#e8d2a2', strokeWidth: 4 }),
  );
  return out.join('');
}

/** A kulfi on a stick, lying on its side: a rounded cone with pistachio and saffron on it. */
export function kulfi(s, x, y, len, rot) {
  const w = len * 0.42;
  return g(
    [
      rect(len * 0.55, -5, len * 0.5, 10, '#d8b98a', { rx: 4 }),
      path(
        `M${n1(-len * 0.55)} 0C${n1(-len * 0.55)} ${n1(-w * 0.6)} ${n1(-len * 0.35)} ${n1(-w / 2)} ${n1(-len * 0.2)} ${n1(-w / 2)}L${n1(len * 0.6)} ${n1(-w * 0.3)}Q${n1(len * 0.68)} 0 ${n1(len * 0.6)} ${n1(w * 0.3)}L${n1(-len * 0.2)} ${n1(w / 2)}C${n1(-len * 0.35)} ${n1(w / 2)} ${n1(-len * 0.55)} ${n1(w * 0.6)} ${n1(-len * 0.55)} 0Z`,
        s.lin([
          [0, '#fff4d2'],
          [0.5, '#f4dc98'],
          [1, '#d9b460'],
        ]),
        { stroke: '#caa55a', strokeWidth: 2 },
      ),
      ...Array.from({ length: 12 }, () =>
        ell(s.r(-len * 0.4, len * 0.45), s.r(-w * 0.25, w * 0.25), 6, 2.5, '#7fae3a', {
          transform: `rotate(${n1(s.r(0, 180))})`,
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        line(0, 0, s.r(6, 12), s.r(-3, 3), '#e0661c', 1.6, {
          transform: `translate(${n1(s.r(-len * 0.4, len * 0.45))} ${n1(s.r(-w * 0.25, w * 0.25))})`,
        }),
      ),
    ],
    { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` },
  );
}

/** A fried bread triangle soaked in syrup (shahi tukda). */
export function breadTriangle(s, x, y, size, rot) {
  const pts = [
    [-size, size * 0.6],
    [size, size * 0.6],
    [0, -size * 0.9],
  ];
  const d = `M${pts.map(([a, b]) => `${n1(a)} ${n1(b)}`).join('L')}Z`;
  return g(
    [
      path(d, '#000000', { opacity: 0.35, filter: s.blur(5), transform: 'translate(5 8)' }),
      path(
        d,
        s.rad([
          [0, '#f0b860'],
          [0.8, '#c77a2a'],
          [1, '#8a4a16'],
        ]),
        { stroke: '#7a3f12', strokeWidth: 3, strokeLinejoin: 'round' },
      ),
      path(d, 'none', {
        stroke: '#fff5dc',
        strokeWidth: size * 0.35,
        opacity: 0.55,
        transform: 'scale(0.45)',
      }),
    ],
    { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` },
  );
}

/** Grainy, glossy halwa heaped in a bowl's middle. */
export function halwa(s, x, y, r, base) {
  const out = [
    circ(
      x,
      y,
      r,
      s.rad([
        [0, lighten(base, 0.2)],
        [0.8, base],
        [1, darken(base, 0.3)],
      ]),
    ),
  ];
  for (let i = 0; i < 220; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.95;
    out.push(
      circ(
        x + Math.cos(a) * d,
        y + Math.sin(a) * d,
        s.r(1.5, 3.5),
        i % 2 ? darken(base, 0.2) : lighten(base, 0.25),
        { opacity: 0.7 },
      ),
    );
  }
  for (let i = 0; i < 8; i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.1, 0.6) * r;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    out.push(
      ell(px, py, 14, 7, '#f3e6cf', {
        stroke: '#c9ad84',
        strokeWidth: 1.5,
        transform: `rotate(${n1(s.r(0, 180))} ${n1(px)} ${n1(py)})`,
      }),
    );
  }
  return out.join('');
}

/** The back of a drinks still life: a wall in `wall` and a table top in `top` below `horizon`. */
export function drinksTable(s, wall, top, horizon) {
  return [
    rect(
      0,
      0,
      s.w,
      s.h,
      s.lin([
        [0, lighten(wall, 0.12)],
        [1, darken(wall, 0.15)],
      ]),
    ),
    rect(
      0,
      horizon,
      s.w,
      s.h - horizon,
      s.lin([
        [0, lighten(top, 0.1)],
        [1, darken(top, 0.25)],
      ]),
    ),
    rect(0, horizon, s.w, 6, darken(top, 0.35), { opacity: 0.6 }),
  ].join('');
}

/**
 * A glass seen from the side, standing with its foot at (x, base): straight or flared, filled to `fill` (0–1)
 * with `drink` (a [top, bottom] pair of colours), a foam band when given.
 */
export function glass(s, x, base, w, h, drink, o = {}) {
  const top = base - h;
  const flare = o.flare ?? 0.12;
  const bw = w * (1 - flare);
  const level = base - h * (o.fill ?? 0.85);
  const side = (y) => w / 2 - ((w - bw) / 2) * ((y - top) / h);
  const shape = (y0) =>
    `M${n1(x - side(y0))} ${n1(y0)}L${n1(x - bw / 2)} ${n1(base)}L${n1(x + bw / 2)} ${n1(base)}L${n1(x + side(y0))} ${n1(y0)}Z`;
  const out = [
    ell(x + 14, base + 4, w * 0.62, 12, '#000000', { opacity: 0.3, filter: s.blur(8) }),
    path(shape(top), '#ffffff', { opacity: 0.18, stroke: '#ffffff', strokeWidth: 2 }),
    path(
      shape(level),
      s.lin([
        [0, drink[0]],
        [1, drink[1]],
      ]),
      { opacity: 0.95 },
    ),
  ];
  if (o.foam) out.push(rect(x - side(level), level, side(level) * 2, h * 0.08, o.foam, { opacity: 0.95 }));
  if (o.bubbles)
    for (let i = 0; i < 26; i++)
      out.push(
        circ(x + s.r(-bw * 0.4, bw * 0.4), s.r(level + 12, base - 8), s.r(1.5, 4), '#ffffff', {
          opacity: 0.5,
        }),
      );
  if (o.ice)
    for (let i = 0; i < 3; i++)
      out.push(
        rect(x - w * 0.3 + i * w * 0.2, level + 10 + i * 18, w * 0.22, w * 0.22, '#ffffff', {
          opacity: 0.35,
          rx: 4,
          transform: `rotate(${n1(s.r(-15, 15))} ${n1(x)} ${n1(level + 20)})`,
        }),
      );
  out.push(
    rect(x - w * 0.36, top + h * 0.08, w * 0.08, h * 0.8, '#ffffff', { opacity: 0.35, rx: 4 }),
    ell(x, top, w / 2, 7, 'none', { stroke: '#ffffff', strokeWidth: 2.5, opacity: 0.7 }),
    ell(x, base, bw / 2, 5, 'none', { stroke: '#ffffff', strokeWidth: 2, opacity: 0.4 }),
  );
  return out.join('');
}

/** A mint sprig (a few leaves on a stalk) seen from the side or above. */
export function mint(_s, x, y, size, rot) {
  const leaf = (a) =>
    path(
      `M0 0C${n1(size * 0.3)} ${n1(-size * 0.3)} ${n1(size * 0.8)} ${n1(-size * 0.2)} ${n1(size)} 0C${n1(size * 0.8)} ${n1(size * 0.2)} ${n1(size * 0.3)} ${n1(size * 0.3)} 0 0Z`,
      a % 2 ? '#4f9a3a' : '#3a7d2a',
      {
        transform: `rotate(${n1(a * 60 - 90)})`,
      },
    );
  return g([0, 1, 2, 3, 4].map(leaf), { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})` });
}
