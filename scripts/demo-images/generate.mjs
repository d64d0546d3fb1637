/**
 * Demo image generator for the palace hotel site.
 *
 * Every demo picture the site ships (src/assets/demo/*.jpg) is drawn here as an
 * SVG string (gradients, shapes, patterns; no text, no network, no AI models)
 * and rendered to a progressive mozjpeg JPEG with sharp. The output is
 * deterministic (seeded random numbers) and the generated JPEGs are committed,
 * so this only needs to run again when a picture should change.
 *
 * Run from the repository root (sharp is a dependency of the site):
 *   node scripts/demo-images/generate.mjs            # all images
 *   node scripts/demo-images/generate.mjs hero-rooms dish-main-1   # only some
 * With sharp installed elsewhere, point NODE_PATH at that node_modules:
 *   NODE_PATH=/path/to/node_modules node scripts/demo-images/generate.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {
    // Fall back to CommonJS resolution, which honours NODE_PATH.
    const require = createRequire(import.meta.url);
    return require('sharp');
  }
}

const sharp = await loadSharp();
const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', '..', 'src', 'assets', 'demo');

/* ------------------------------------------------------------------ */
/* Palette and colour helpers                                          */
/* ------------------------------------------------------------------ */

const C = {
  maroon: '#5b1a2b',
  gold: '#c9a14a',
  ivory: '#f7f1e3',
  teal: '#0f4c5c',
  sand: '#d8b98a',
  indigo: '#1b1f3b',
  marigold: '#f2a516',
  saffron: '#e9762b',
  rose: '#c2456b',
  leaf: '#4f7a3a',
  flame: '#ffd27a',
};

function rgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

function toHex(a) {
  return `#${a
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n1 = (v) => Math.round(v * 10) / 10;
const pts = (arr) => arr.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
const dPoly = (arr) => `M${arr.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z`;
const dLine = (arr) => `M${arr.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}`;

function attrs(o = {}) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${typeof v === 'number' ? n1(v) : v}"`,
    )
    .join(' ');
}

const rect = (x, y, w, h, fill, o = {}) => `<rect ${attrs({ x, y, width: w, height: h, fill, ...o })}/>`;
const circ = (cx, cy, r, fill, o = {}) => `<circle ${attrs({ cx, cy, r, fill, ...o })}/>`;
const ell = (cx, cy, rx, ry, fill, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
const path = (d, fill, o = {}) => `<path ${attrs({ d, fill, ...o })}/>`;
const poly = (arr, fill, o = {}) => `<polygon ${attrs({ points: pts(arr), fill, ...o })}/>`;
const line = (x1, y1, x2, y2, stroke, w = 1, o = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth: w, ...o })}/>`;
const g = (content, o = {}) => `<g ${attrs(o)}>${Array.isArray(content) ? content.join('') : content}</g>`;

/* ------------------------------------------------------------------ */
/* Scene: collects defs and body, renders to an SVG document           */
/* ------------------------------------------------------------------ */

class Scene {
  constructor(w, h, seed = 1) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.k = 0;
    this.rand = rng(seed);
    this.cache = new Map();
  }

  uid(p) {
    this.k += 1;
    return `${p}${this.k}`;
  }

  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }

  add(...parts) {
    for (const p of parts) this.body.push(Array.isArray(p) ? p.join('') : p);
    return this;
  }

  static stops(list) {
    return list
      .map(
        ([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient; coordinates are fractions unless user=true. */
  lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const key = `l${JSON.stringify([list, x1, y1, x2, y2, user])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.uid('l');
    const u = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${n1(x1 * (user ? 1 : 100)) + (user ? '' : '%')}" y1="${n1(y1 * (user ? 1 : 100)) + (user ? '' : '%')}" x2="${n1(x2 * (user ? 1 : 100)) + (user ? '' : '%')}" y2="${n1(y2 * (user ? 1 : 100)) + (user ? '' : '%')}"${u}>${Scene.stops(list)}</linearGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Radial gradient in bounding-box units (default) or user space. */
  rad(list, cx = 0.5, cy = 0.5, r = 0.5, o = {}) {
    const key = `r${JSON.stringify([list, cx, cy, r, o])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.uid('r');
    const user = o.user;
    const f = (v) => (user ? n1(v) : `${n1(v * 100)}%`);
    const fx = o.fx === undefined ? '' : ` fx="${f(o.fx)}"`;
    const fy = o.fy === undefined ? '' : ` fy="${f(o.fy)}"`;
    const tr = o.transform ? ` gradientTransform="${o.transform}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fx}${fy}${tr}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${Scene.stops(list)}</radialGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  blur(sd) {
    const key = `b${sd}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.uid('f');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  pattern(w, h, content, o = {}) {
    const id = this.uid('p');
    const tr = o.transform ? ` patternTransform="${o.transform}"` : '';
    this.defs.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${tr}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(content) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  /** Soft round glow of light. */
  glow(x, y, r, color = C.flame, a = 0.8) {
    const fill = this.rad([
      [0, color, a],
      [0.35, color, a * 0.45],
      [1, color, 0],
    ]);
    return circ(x, y, r, fill);
  }

  /** Darkened edges, applied last. */
  vignette(a = 0.45, color = '#000000') {
    const fill = this.rad(
      [
        [0.55, color, 0],
        [1, color, a],
      ],
      0.5,
      0.5,
      0.75,
    );
    this.add(rect(0, 0, this.w, this.h, fill));
  }

  /** Fine film grain so flat gradients look less synthetic. */
  grain(a = 0.05) {
    const id = this.uid('n');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 ${a * 4} 0"/></filter>`,
    );
    this.add(rect(0, 0, this.w, this.h, '#808080', { filter: `url(#${id})`, opacity: 0.5 }));
  }

  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/* ------------------------------------------------------------------ */
/* Architecture: arches, domes, chhatris, palace facades               */
/* ------------------------------------------------------------------ */

/**
 * Outline of an arched opening in local units: origin at the bottom centre,
 * y pointing up. `spring` is the height where the arch starts, `rise` the
 * height of the arch above it, `lobes` > 0 gives a cusped (multifoil) arch.
 */
function archPts(w, spring, rise, lobes = 0, bulge = 0.55) {
  const r = w / 2;
  const curve = [];
  const N = 48;
  if (rise >= r) {
    const d = (rise * rise - r * r) / (2 * r);
    const R = r + d;
    const ta = Math.acos(-d / R);
    for (let i = 0; i <= N; i++) {
      const t = Math.PI + (ta - Math.PI) * (i / N);
      curve.push([d + R * Math.cos(t), spring + R * Math.sin(t)]);
    }
  } else {
    for (let i = 0; i <= N; i++) {
      const t = Math.PI - (Math.PI / 2) * (i / N);
      curve.push([r * Math.cos(t), spring + rise * Math.sin(t)]);
    }
  }
  const right = curve
    .slice(0, -1)
    .reverse()
    .map(([x, y]) => [-x, y]);
  let arc = curve.concat(right);
  if (lobes > 0) {
    const len = [0];
    for (let i = 1; i < arc.length; i++)
      len.push(len[i - 1] + Math.hypot(arc[i][0] - arc[i - 1][0], arc[i][1] - arc[i - 1][1]));
    const total = len[len.length - 1];
    const at = (s) => {
      let i = 1;
      while (i < len.length - 1 && len[i] < s) i++;
      const t = (s - len[i - 1]) / (len[i] - len[i - 1] || 1);
      return [
        arc[i - 1][0] + (arc[i][0] - arc[i - 1][0]) * t,
        arc[i - 1][1] + (arc[i][1] - arc[i - 1][1]) * t,
      ];
    };
    const cusps = [];
    for (let i = 0; i <= lobes; i++) cusps.push(at((total * i) / lobes));
    const out = [];
    const centre = [0, spring];
    for (let i = 0; i < lobes; i++) {
      const [ax, ay] = cusps[i];
      const [bx, by] = cusps[i + 1];
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      const hx = (bx - ax) / 2;
      const hy = (by - ay) / 2;
      const hl = Math.hypot(hx, hy);
      let nx = -hy / hl;
      let ny = hx / hl;
      if (nx * (mx - centre[0]) + ny * (my - centre[1]) < 0) {
        nx = -nx;
        ny = -ny;
      }
      for (let j = 0; j < 10; j++) {
        const t = Math.PI - (Math.PI * j) / 10;
        out.push([
          mx + hx * Math.cos(t) + nx * hl * bulge * Math.sin(t),
          my + hy * Math.cos(t) + ny * hl * bulge * Math.sin(t),
        ]);
      }
    }
    out.push(cusps[lobes]);
    arc = out;
  }
  return [[-r, 0], ...arc, [r, 0]];
}

/** Place local arch points on screen: (x, y) is the bottom centre, s the scale. */
const place = (list, x, y, s, sy = s) => list.map(([px, py]) => [x + px * s, y - py * sy]);

/** An arch opening on screen as a path string. */
function archD(x, y, w, spring, rise, lobes = 0, bulge) {
  return dPoly(place(archPts(w, spring, rise, lobes, bulge), x, y, 1));
}

/** Onion dome: base centre (x, y), width w, height h. Returns a path. */
function domeD(x, y, w, h, fat = 0.64) {
  const hw = w / 2;
  return `M${n1(x - hw)} ${n1(y)}C${n1(x - w * fat)} ${n1(y - h * 0.42)} ${n1(x - w * 0.22)} ${n1(y - h * 0.68)} ${n1(x)} ${n1(y - h)}C${n1(x + w * 0.22)} ${n1(y - h * 0.68)} ${n1(x + w * fat)} ${n1(y - h * 0.42)} ${n1(x + hw)} ${n1(y)}Z`;
}

/** Dome with drum, lotus band and finial. */
function dome(_s, x, y, w, h, fill, o = {}) {
  const out = [];
  const trim = o.trim || C.gold;
  out.push(rect(x - w * 0.5, y - h * 0.08, w, h * 0.08, o.drum || fill));
  out.push(path(domeD(x, y - h * 0.08, w, h * 0.9, o.fat || 0.64), fill));
  if (o.shade) out.push(path(domeD(x, y - h * 0.08, w, h * 0.9, o.fat || 0.64), o.shade));
  out.push(line(x, y - h * 0.98, x, y - h * 1.22, trim, Math.max(1.5, w * 0.025)));
  out.push(circ(x, y - h * 1.04, w * 0.045, trim));
  out.push(circ(x, y - h * 1.12, w * 0.03, trim));
  out.push(ell(x, y - h * 0.09, w * 0.52, h * 0.022, trim, { opacity: 0.8 }));
  return out.join('');
}

/** Kangura crenellation along a parapet. */
function crenel(x1, x2, y, size, fill) {
  const out = [];
  const n = Math.max(1, Math.round((x2 - x1) / (size * 1.3)));
  const step = (x2 - x1) / n;
  let d = '';
  for (let i = 0; i < n; i++) {
    const cx = x1 + step * (i + 0.5);
    d += `M${n1(cx - size * 0.45)} ${n1(y)}L${n1(cx - size * 0.45)} ${n1(y - size * 0.5)}Q${n1(cx - size * 0.45)} ${n1(y - size)} ${n1(cx)} ${n1(y - size * 1.25)}Q${n1(cx + size * 0.45)} ${n1(y - size)} ${n1(cx + size * 0.45)} ${n1(y - size * 0.5)}L${n1(cx + size * 0.45)} ${n1(y)}Z`;
  }
  out.push(path(d, fill));
  return out.join('');
}

/** Chhatri (domed pavilion) standing on (x, y), width w. */
function chhatri(s, x, y, w, o = {}) {
  const body = o.body || C.sand;
  const openFill = o.open || darken(body, 0.55);
  const domeFill = o.dome || body;
  const h = w * 0.75;
  const out = [];
  out.push(rect(x - w * 0.55, y - w * 0.08, w * 1.1, w * 0.08, o.plinth || darken(body, 0.1)));
  out.push(rect(x - w * 0.46, y - w * 0.08 - h * 0.72, w * 0.92, h * 0.72, body));
  const cols = o.cols || 3;
  const cw = (w * 0.92) / cols;
  for (let i = 0; i < cols; i++) {
    const cx = x - w * 0.46 + cw * (i + 0.5);
    out.push(path(archD(cx, y - w * 0.08, cw * 0.74, h * 0.42, cw * 0.34, 5, 0.5), openFill));
  }
  const ey = y - w * 0.08 - h * 0.72;
  out.push(
    poly(
      [
        [x - w * 0.62, ey],
        [x + w * 0.62, ey],
        [x + w * 0.5, ey - w * 0.09],
        [x - w * 0.5, ey - w * 0.09],
      ],
      o.eave || darken(body, 0.18),
    ),
  );
  out.push(
    dome(s, x, ey - w * 0.09, w * 0.78, w * 0.62, domeFill, { trim: o.trim || C.gold, shade: o.shade }),
  );
  return out.join('');
}

/** A row of arched windows inside a band. */
function arcade(x1, x2, y, n, w, spring, rise, fill, lobes = 5, frame) {
  const out = [];
  const step = (x2 - x1) / n;
  for (let i = 0; i < n; i++) {
    const cx = x1 + step * (i + 0.5);
    if (frame) out.push(path(archD(cx, y + 3, w + 8, spring + 4, rise + 4, 0), frame));
    const f = typeof fill === 'function' ? fill(i) : fill;
    out.push(path(archD(cx, y, w, spring, rise, lobes), f));
  }
  return out.join('');
}

/**
 * Palace facade centred on cx with its base on baseY, `width` wide.
 * o.wall / o.wallDark colour the stone, o.win(i) gives each window's fill,
 * o.domeFill the domes.
 */
function palace(s, cx, baseY, width, o = {}) {
  const u = width / 1000;
  const ax = (v) => cx + v * u;
  const ay = (v) => baseY - v * u;
  const wall = o.wall || C.sand;
  const wallDark = o.wallDark || darken(wall, 0.25);
  const wallFill = s.lin(
    [
      [0, lighten(wall, 0.08)],
      [1, wallDark],
    ],
    0,
    ay(340),
    0,
    baseY,
    true,
  );
  const domeFill =
    o.domeFill ||
    s.lin(
      [
        [0, lighten(wall, 0.15)],
        [1, darken(wall, 0.2)],
      ],
      ax(-110),
      0,
      ax(110),
      0,
      true,
    );
  const trim = o.trim || C.gold;
  const win = o.win || (() => darken(wall, 0.6));
  const eave = o.eave || darken(wall, 0.32);
  const out = [];
  let wi = 0;
  const nextWin = () => win(wi++);

  // central dome on its drum
  out.push(rect(ax(-100), ay(372), 200 * u, 44 * u, wallFill));
  out.push(arcade(ax(-100), ax(100), ay(330), 6, 14 * u, 20 * u, 10 * u, () => nextWin(), 3));
  out.push(dome(s, cx, ay(372), 240 * u, 230 * u, domeFill, { trim, fat: 0.62 }));

  // corner towers
  for (const sx of [-1, 1]) {
    const tx = sx * 470;
    out.push(rect(ax(tx - 42), ay(300), 84 * u, 300 * u, wallFill));
    for (const lv of [40, 130, 215])
      out.push(path(archD(ax(tx), ay(lv), 30 * u, 36 * u, 20 * u, 5), nextWin()));
    out.push(rect(ax(tx - 50), ay(305), 100 * u, 8 * u, eave));
    out.push(
      chhatri(s, ax(tx), ay(305), 92 * u, { body: wall, open: nextWin(), dome: domeFill, trim, eave }),
    );
  }

  // wings, two storeys
  for (const sx of [-1, 1]) {
    const a = sx < 0 ? -428 : 150;
    const b = sx < 0 ? -150 : 428;
    out.push(rect(ax(a), ay(215), (b - a) * u, 215 * u, wallFill));
    out.push(rect(ax(a), ay(215), (b - a) * u, 215 * u, '#000000', { opacity: 0.08 }));
    out.push(rect(ax(a), ay(110), (b - a) * u, 7 * u, eave));
    out.push(arcade(ax(a + 6), ax(b - 6), ay(14), 7, 24 * u, 48 * u, 30 * u, () => nextWin(), 5));
    out.push(arcade(ax(a + 6), ax(b - 6), ay(124), 7, 18 * u, 36 * u, 22 * u, () => nextWin(), 5));
    out.push(rect(ax(a - 4), ay(218), (b - a + 8) * u, 9 * u, eave));
    out.push(crenel(ax(a), ax(b), ay(218), 12 * u, wallDark));
    out.push(
      chhatri(s, ax((a + b) / 2), ay(226), 62 * u, {
        body: wall,
        open: nextWin(),
        dome: domeFill,
        trim,
        eave,
      }),
    );
    // jharokha balconies
    for (const jx of [a + 70, b - 70]) {
      out.push(rect(ax(jx - 26), ay(190), 52 * u, 62 * u, wallFill));
      out.push(path(archD(ax(jx), ay(130), 34 * u, 34 * u, 18 * u, 5), nextWin()));
      out.push(
        path(
          `M${n1(ax(jx - 34))} ${n1(ay(188))}Q${n1(ax(jx))} ${n1(ay(214))} ${n1(ax(jx + 34))} ${n1(ay(188))}Z`,
          eave,
        ),
      );
      out.push(rect(ax(jx - 30), ay(130), 60 * u, 6 * u, eave));
    }
  }

  // central block with the great portal (pishtaq)
  out.push(rect(ax(-150), ay(330), 300 * u, 330 * u, wallFill));
  out.push(rect(ax(-112), ay(300), 224 * u, 286 * u, wallDark, { opacity: 0.35 }));
  out.push(
    rect(ax(-112), ay(300), 224 * u, 286 * u, 'none', {
      stroke: trim,
      strokeWidth: Math.max(1, 3 * u),
      opacity: 0.7,
    }),
  );
  out.push(path(archD(cx, ay(14), 150 * u, 150 * u, 105 * u, 9), o.portal || nextWin()));
  out.push(
    path(archD(cx, ay(14), 150 * u, 150 * u, 105 * u, 9), 'none', {
      stroke: trim,
      strokeWidth: Math.max(1, 3 * u),
    }),
  );
  for (const sx of [-1, 1]) {
    out.push(path(archD(ax(sx * 131), ay(40), 20 * u, 60 * u, 18 * u, 3), nextWin()));
    out.push(path(archD(ax(sx * 131), ay(170), 20 * u, 60 * u, 18 * u, 3), nextWin()));
  }
  out.push(rect(ax(-156), ay(334), 312 * u, 10 * u, eave));
  out.push(crenel(ax(-150), ax(150), ay(334), 13 * u, wallDark));
  for (const sx of [-1, 1])
    out.push(
      chhatri(s, ax(sx * 135), ay(338), 46 * u, { body: wall, open: nextWin(), dome: domeFill, trim, eave }),
    );

  // plinth / ghat steps
  out.push(rect(ax(-520), ay(14), 1040 * u, 14 * u, darken(wall, 0.2)));
  out.push(rect(ax(-540), ay(4), 1080 * u, 6 * u, darken(wall, 0.35)));
  return out.join('');
}

/* ------------------------------------------------------------------ */
/* Nature and light                                                    */
/* ------------------------------------------------------------------ */

function cypress(x, y, h, fill) {
  const w = h * 0.16;
  return path(
    `M${n1(x)} ${n1(y)}C${n1(x - w * 1.2)} ${n1(y - h * 0.25)} ${n1(x - w * 0.9)} ${n1(y - h * 0.75)} ${n1(x)} ${n1(y - h)}C${n1(x + w * 0.9)} ${n1(y - h * 0.75)} ${n1(x + w * 1.2)} ${n1(y - h * 0.25)} ${n1(x)} ${n1(y)}Z`,
    fill,
  );
}

function palm(x, y, h, fill, lean = 0.1) {
  const tx = x + h * lean;
  const ty = y - h;
  const out = [
    path(
      `M${n1(x - h * 0.03)} ${n1(y)}Q${n1(x + h * lean * 0.2)} ${n1(y - h * 0.5)} ${n1(tx - h * 0.012)} ${n1(ty)}L${n1(tx + h * 0.012)} ${n1(ty)}Q${n1(x + h * lean * 0.3 + h * 0.03)} ${n1(y - h * 0.5)} ${n1(x + h * 0.03)} ${n1(y)}Z`,
      fill,
    ),
  ];
  let spines = '';
  let leaves = '';
  const fr = [-172, -150, -128, -108, -88, -70, -50, -28, -8, 14];
  for (const deg of fr) {
    const r = (deg * Math.PI) / 180;
    const L = h * (0.36 + 0.06 * Math.sin(deg));
    const ex = tx + Math.cos(r) * L;
    const ey = ty + Math.sin(r) * L * 0.5 + L * 0.42;
    const cx = tx + Math.cos(r) * L * 0.55;
    const cy = ty + Math.sin(r) * L * 0.75 - L * 0.08;
    spines += `M${n1(tx)} ${n1(ty)}Q${n1(cx)} ${n1(cy)} ${n1(ex)} ${n1(ey)}`;
    for (let t = 0.08; t < 0.98; t += 0.07) {
      const px = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * cy + t * t * ey;
      const dx = 2 * (1 - t) * (cx - tx) + 2 * t * (ex - cx);
      const dy = 2 * (1 - t) * (cy - ty) + 2 * t * (ey - cy);
      const dl = Math.hypot(dx, dy) || 1;
      const nx = -dy / dl;
      const ny = dx / dl;
      const lw = L * 0.16 * (1 - t * 0.6);
      for (const sgn of [-1, 1])
        leaves += `M${n1(px)} ${n1(py)}l${n1(nx * lw * sgn + (dx / dl) * lw * 0.5)} ${n1(ny * lw * sgn + (dy / dl) * lw * 0.5 + lw * 0.45)}`;
    }
  }
  out.push(
    path(leaves, 'none', { stroke: fill, strokeWidth: n1(Math.max(1.2, h * 0.009)), strokeLinecap: 'round' }),
  );
  out.push(path(spines, 'none', { stroke: fill, strokeWidth: n1(Math.max(1, h * 0.008)) }));
  out.push(circ(tx, ty + h * 0.01, h * 0.025, fill));
  return out.join('');
}

/** Rounded tree made of overlapping blobs. */
function tree(_s, x, y, h, fill, hi) {
  const out = [rect(x - h * 0.03, y - h * 0.45, h * 0.06, h * 0.45, darken(fill, 0.3))];
  const blobs = [
    [0, -0.62, 0.3],
    [-0.2, -0.5, 0.22],
    [0.2, -0.52, 0.23],
    [-0.1, -0.8, 0.22],
    [0.13, -0.78, 0.2],
  ];
  for (const [bx, by, br] of blobs) out.push(circ(x + bx * h, y + by * h, br * h, fill));
  if (hi)
    for (const [bx, by, br] of blobs.slice(3))
      out.push(
        circ(x + bx * h - br * h * 0.25, y + by * h - br * h * 0.25, br * h * 0.6, hi, { opacity: 0.35 }),
      );
  return out.join('');
}

function stars(s, n, y2, a = 0.8) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = s.r(0.6, 1.7);
    out.push(circ(s.r(0, s.w), s.r(0, y2) * s.r(0.3, 1), r, '#fff8e6', { opacity: n1(s.r(0.25, a)) }));
  }
  return out.join('');
}

function moon(s, x, y, r, color = '#fbf3dc') {
  return (
    s.glow(x, y, r * 5, color, 0.35) +
    circ(x, y, r, color) +
    circ(x + r * 0.3, y - r * 0.2, r * 0.25, darken(color, 0.06), { opacity: 0.5 }) +
    circ(x - r * 0.35, y + r * 0.3, r * 0.16, darken(color, 0.06), { opacity: 0.5 })
  );
}

/** Points on a hanging (quadratic) curve between two points. */
function sagPts(x1, y1, x2, y2, sag, n) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    out.push([a * x1 + b * cx + c * x2, a * y1 + b * cy + c * y2]);
  }
  return out;
}

/** String of fairy lights. */
function lights(s, x1, y1, x2, y2, sag, n, color = C.flame, r = 3) {
  const p = sagPts(x1, y1, x2, y2, sag, n);
  const out = [path(dLine(p), 'none', { stroke: '#000000', strokeWidth: 1, opacity: 0.35 })];
  const gl = s.rad([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  for (const [x, y] of p) out.push(circ(x, y, r * 4, gl), circ(x, y, r, lighten(color, 0.5)));
  return out.join('');
}

/** Marigold garland following a hanging curve. */
function garland(_s, x1, y1, x2, y2, sag, r = 7, colors = [C.marigold, C.saffron, '#ffc93c']) {
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag);
  const n = Math.max(4, Math.round(len / (r * 1.25)));
  const p = sagPts(x1, y1, x2, y2, sag, n);
  const out = [];
  p.forEach(([x, y], i) => {
    const c = colors[i % colors.length];
    out.push(
      circ(x, y + r * 0.25, r, darken(c, 0.3)),
      circ(x, y, r, c),
      circ(x - r * 0.3, y - r * 0.3, r * 0.45, lighten(c, 0.3), { opacity: 0.7 }),
    );
  });
  return out.join('');
}

/** Vertical hanging strand of flowers. */
function strand(x, y, len, r = 6, colors = [C.marigold, C.saffron]) {
  const out = [];
  const n = Math.round(len / (r * 1.5));
  for (let i = 0; i <= n; i++) {
    const c = colors[i % colors.length];
    out.push(
      circ(x, y + i * r * 1.5, r, c),
      circ(x - r * 0.3, y + i * r * 1.5 - r * 0.3, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }),
    );
  }
  out.push(circ(x, y + (n + 1) * r * 1.5, r * 0.8, C.rose));
  return out.join('');
}

/** Hanging lantern: chain from (x, top) of length len, body size sz. */
function lantern(s, x, top, len, sz, o = {}) {
  const metal = o.metal || darken(C.gold, 0.15);
  const light = o.light || C.flame;
  const y = top + len;
  const out = [];
  out.push(line(x, top, x, y, metal, Math.max(1, sz * 0.04)));
  out.push(s.glow(x, y + sz * 0.75, sz * 3.2, light, o.glow ?? 0.55));
  out.push(
    poly(
      [
        [x - sz * 0.12, y],
        [x + sz * 0.12, y],
        [x + sz * 0.45, y + sz * 0.32],
        [x - sz * 0.45, y + sz * 0.32],
      ],
      metal,
    ),
  );
  const bodyFill = s.rad([
    [0, '#fff4d0'],
    [0.6, light],
    [1, darken(light, 0.35)],
  ]);
  out.push(
    path(
      `M${n1(x - sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.34)} ${n1(y + sz * 1.15)}L${n1(x)} ${n1(y + sz * 1.32)}L${n1(x - sz * 0.34)} ${n1(y + sz * 1.15)}Z`,
      bodyFill,
    ),
  );
  out.push(
    path(
      `M${n1(x - sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x - sz * 0.34)} ${n1(y + sz * 1.15)}M${n1(x)} ${n1(y + sz * 0.32)}L${n1(x)} ${n1(y + sz * 1.32)}M${n1(x + sz * 0.4)} ${n1(y + sz * 0.32)}L${n1(x + sz * 0.34)} ${n1(y + sz * 1.15)}M${n1(x - sz * 0.37)} ${n1(y + sz * 0.72)}L${n1(x + sz * 0.37)} ${n1(y + sz * 0.72)}`,
      'none',
      { stroke: metal, strokeWidth: Math.max(1, sz * 0.05) },
    ),
  );
  out.push(line(x, y + sz * 1.32, x, y + sz * 1.55, metal, Math.max(1, sz * 0.05)));
  out.push(circ(x, y + sz * 1.58, sz * 0.06, metal));
  return out.join('');
}

/** Candle with flame; (x, y) is the base. */
function candle(s, x, y, h, w, o = {}) {
  const wax = o.wax || C.ivory;
  return [
    s.glow(x, y - h - w * 0.8, w * (o.glowR || 7), C.flame, o.glow ?? 0.6),
    rect(
      x - w / 2,
      y - h,
      w,
      h,
      s.lin(
        [
          [0, darken(wax, 0.15)],
          [0.4, wax],
          [1, darken(wax, 0.25)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    path(
      `M${n1(x)} ${n1(y - h - w * 1.6)}Q${n1(x + w * 0.45)} ${n1(y - h - w * 0.5)} ${n1(x)} ${n1(y - h - w * 0.1)}Q${n1(x - w * 0.45)} ${n1(y - h - w * 0.5)} ${n1(x)} ${n1(y - h - w * 1.6)}Z`,
      '#ffe7a3',
    ),
    ell(x, y - h - w * 0.45, w * 0.12, w * 0.28, '#fffaf0'),
  ].join('');
}

/** Clay oil lamp (diya) seen from the side; (x, y) is the base. */
function diya(s, x, y, w) {
  return [
    s.glow(x, y - w * 0.7, w * 3, C.flame, 0.7),
    path(
      `M${n1(x - w / 2)} ${n1(y - w * 0.28)}Q${n1(x)} ${n1(y + w * 0.22)} ${n1(x + w / 2)} ${n1(y - w * 0.28)}Z`,
      '#9b4a25',
    ),
    ell(x, y - w * 0.28, w / 2, w * 0.08, '#c26a35'),
    path(
      `M${n1(x + w * 0.2)} ${n1(y - w * 0.95)}Q${n1(x + w * 0.34)} ${n1(y - w * 0.5)} ${n1(x + w * 0.22)} ${n1(y - w * 0.32)}Q${n1(x + w * 0.08)} ${n1(y - w * 0.5)} ${n1(x + w * 0.2)} ${n1(y - w * 0.95)}Z`,
      '#ffe7a3',
    ),
  ].join('');
}

/** Crystal chandelier hanging from `top` with its crown at (x, y). */
function chandelier(s, x, y, size, o = {}) {
  const metal = o.metal || C.gold;
  const out = [];
  if (o.top !== undefined) out.push(line(x, o.top, x, y, darken(metal, 0.3), Math.max(1, size * 0.015)));
  out.push(s.glow(x, y + size * 0.55, size * 1.5, C.flame, o.glow ?? 0.45));
  const sw = Math.max(1, size * 0.018);
  out.push(line(x, y, x, y + size * 0.95, metal, sw * 1.6));
  for (const [f, r] of [
    [0.1, 0.05],
    [0.48, 0.06],
    [0.8, 0.07],
  ])
    out.push(circ(x, y + size * f, size * r, metal));
  const tiers = [
    [0.32, 0.32, 0.06, 5],
    [0.62, 0.58, 0.1, 7],
  ];
  const crystal = o.crystal || '#fff6df';
  for (const [ty, rx, ry, n] of tiers) {
    const cy = y + size * ty;
    const R = size * rx;
    const Ry = size * ry;
    out.push(ell(x, cy, R, Ry, 'none', { stroke: metal, strokeWidth: sw * 1.4 }));
    const cand = [];
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (i / (n - 1));
      cand.push([x - Math.cos(a) * R, cy + Math.sin(a) * Ry]);
    }
    for (let i = 0; i < cand.length - 1; i++) {
      const [ax, ay] = cand[i];
      const [bx, by] = cand[i + 1];
      out.push(
        path(
          `M${n1(ax)} ${n1(ay)}Q${n1((ax + bx) / 2)} ${n1((ay + by) / 2 + size * 0.16)} ${n1(bx)} ${n1(by)}`,
          'none',
          {
            stroke: crystal,
            strokeWidth: sw * 1.3,
            strokeDasharray: `${n1(sw)} ${n1(sw * 2.2)}`,
            strokeLinecap: 'round',
            opacity: 0.85,
          },
        ),
      );
    }
    for (const [cx, cyy] of cand) {
      out.push(
        line(cx, cyy, cx, cyy + size * 0.12, crystal, sw, {
          strokeDasharray: `${n1(sw)} ${n1(sw * 2)}`,
          strokeLinecap: 'round',
        }),
      );
      out.push(rect(cx - size * 0.014, cyy - size * 0.07, size * 0.028, size * 0.07, C.ivory));
      out.push(s.glow(cx, cyy - size * 0.09, size * 0.12, C.flame, 0.9));
      out.push(ell(cx, cyy - size * 0.09, size * 0.012, size * 0.025, '#fff5d6'));
    }
  }
  out.push(
    path(
      `M${n1(x)} ${n1(y + size * 0.92)}Q${n1(x + size * 0.05)} ${n1(y + size * 1.02)} ${n1(x)} ${n1(y + size * 1.1)}Q${n1(x - size * 0.05)} ${n1(y + size * 1.02)} ${n1(x)} ${n1(y + size * 0.92)}Z`,
      crystal,
    ),
  );
  return out.join('');
}

/* ------------------------------------------------------------------ */
/* Simple perspective camera for interiors                             */
/* ------------------------------------------------------------------ */

function camera(w, h, o = {}) {
  const f = o.f || 800;
  const cy = o.cy ?? 1.6;
  const hz = o.hz ?? h * 0.5;
  const cx = o.cx || 0;
  const P = (x, y, z) => [w / 2 + (f * (x - cx)) / z, hz - (f * (y - cy)) / z];
  return {
    f,
    x: cx,
    cy,
    hz,
    P,
    pp: (list) => list.map(([x, y, z]) => P(x, y, z)),
    k: (z) => f / z,
  };
}

/** Round banquet table with cloth and chairs, seen from the camera. */
function roundTable(s, cam, x, z, r, o = {}) {
  const out = [];
  const th = o.h || 0.76;
  const [tx, ty] = cam.P(x, th, z);
  const [, fy] = cam.P(x, 0, z);
  const rx = (cam.f * r) / z;
  const ryTop = rx * Math.max(0.05, (cam.cy - th) / z);
  const ryFloor = rx * (cam.cy / z);
  const cloth = o.cloth || C.ivory;
  const chair = (a) => {
    const ccx = x + Math.cos(a) * (r + 0.25);
    const ccz = z + Math.sin(a) * (r + 0.25);
    const [bx, by] = cam.P(ccx, 0.98, ccz);
    const [, sy] = cam.P(ccx, 0.46, ccz);
    const [, fly] = cam.P(ccx, 0, ccz);
    const cw = (cam.f * 0.19) / ccz;
    const col = o.chair || C.gold;
    const dk = darken(col, 0.35);
    const lw = Math.max(1, cw * 0.09);
    return [
      line(bx - cw * 0.8, sy, bx - cw * 0.85, fly, dk, lw),
      line(bx + cw * 0.8, sy, bx + cw * 0.85, fly, dk, lw),
      path(
        `M${n1(bx - cw)} ${n1(sy)}L${n1(bx - cw * 0.92)} ${n1(by + cw * 0.25)}Q${n1(bx)} ${n1(by - cw * 0.2)} ${n1(bx + cw * 0.92)} ${n1(by + cw * 0.25)}L${n1(bx + cw)} ${n1(sy)}Z`,
        col,
      ),
      line(bx - cw * 0.35, by + cw * 0.3, bx - cw * 0.38, sy - cw * 0.2, dk, lw * 0.8, { opacity: 0.6 }),
      line(bx + cw * 0.35, by + cw * 0.3, bx + cw * 0.38, sy - cw * 0.2, dk, lw * 0.8, { opacity: 0.6 }),
      rect(bx - cw * 1.02, sy - cw * 0.12, cw * 2.04, cw * 0.2, o.cushion || lighten(col, 0.25)),
    ].join('');
  };
  const angles = [];
  const nChairs = o.chairs ?? 6;
  for (let i = 0; i < nChairs; i++) angles.push(((i + 0.5) / nChairs) * Math.PI * 2);
  for (const a of angles.filter((v) => Math.sin(v) > 0)) out.push(chair(a));
  out.push(
    ell(tx, fy, rx * 1.15, ryFloor * 1.1, '#000000', {
      opacity: 0.25,
      filter: o.soft ? s.blur(4) : undefined,
    }),
  );
  const skirt = s.lin(
    [
      [0, darken(cloth, 0.05)],
      [0.5, lighten(cloth, 0.05)],
      [1, darken(cloth, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}L${n1(tx - rx * 1.04)} ${n1(fy)}A${n1(rx * 1.04)} ${n1(ryFloor)} 0 0 0 ${n1(tx + rx * 1.04)} ${n1(fy)}L${n1(tx + rx)} ${n1(ty)}Z`,
      skirt,
    ),
  );
  if (o.runner)
    out.push(
      path(
        `M${n1(tx - rx * 0.25)} ${n1(ty)}L${n1(tx - rx * 0.26)} ${n1(fy + ryFloor * 0.95)}L${n1(tx + rx * 0.26)} ${n1(fy + ryFloor * 0.95)}L${n1(tx + rx * 0.25)} ${n1(ty)}Z`,
        o.runner,
        { opacity: 0.9 },
      ),
    );
  out.push(ell(tx, ty, rx, ryTop, lighten(cloth, 0.08)));
  if (o.centre !== false) {
    const k = cam.k(z);
    out.push(s.glow(tx, ty - k * 0.18, k * 0.7, C.flame, 0.55));
    if (o.flowers) {
      out.push(ell(tx, ty - k * 0.12, k * 0.16, k * 0.1, o.flowers));
      out.push(ell(tx - k * 0.05, ty - k * 0.16, k * 0.07, k * 0.05, lighten(o.flowers, 0.3)));
    }
    for (const dx of [-0.22, 0.22])
      out.push(candle(s, tx + dx * k, ty, k * 0.16, k * 0.03, { glowR: 5, glow: 0.5 }));
  }
  for (const a of angles.filter((v) => Math.sin(v) <= 0)) out.push(chair(a));
  return out.join('');
}

/** Box in world space; draws the visible faces. col: {top, front, side} */
function box(cam, x0, x1, y0, y1, z0, z1, col) {
  const out = [];
  const P = cam.P;
  // side faces (only the one facing the camera)
  if (x0 > cam.x) out.push(poly([P(x0, y0, z0), P(x0, y1, z0), P(x0, y1, z1), P(x0, y0, z1)], col.side));
  if (x1 < cam.x) out.push(poly([P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)], col.side));
  if (y1 < cam.cy) out.push(poly([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], col.top));
  out.push(poly([P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], col.front));
  return out.join('');
}

/** Marble floor of tiles between z0 and z1 across x0..x1. */
function tileFloor(cam, x0, x1, z0, z1, size, a, b) {
  const out = [];
  const P = cam.P;
  let zi = 0;
  for (let z = z0; z < z1; z += size * (z < 6 ? 1 : 1), zi++) {
    let xi = 0;
    for (let x = x0; x < x1; x += size, xi++) {
      out.push(
        poly(
          [P(x, 0, z), P(x + size, 0, z), P(x + size, 0, z + size), P(x, 0, z + size)],
          (xi + zi) % 2 ? a : b,
        ),
      );
    }
  }
  return out.join('');
}

/** A wall-plane mapper: local (u, v) -> screen, for back or side walls. */
function wallMap(cam, plane) {
  if (plane.z !== undefined) return (u, v) => cam.P(plane.x0 + u, v, plane.z);
  return (u, v) => cam.P(plane.x, v, plane.z0 + u);
}

/** Arch outline placed on a wall plane at local (u, v) with size scale. */
function wallArch(map, u, v, w, spring, rise, lobes = 0) {
  return archPts(w, spring, rise, lobes).map(([x, y]) => map(u + x, v + y));
}

/* ------------------------------------------------------------------ */
/* Shared scene parts                                                  */
/* ------------------------------------------------------------------ */

const warmWin = (s) =>
  s.lin([
    [0, '#fff0c2'],
    [0.5, '#ffc766'],
    [1, '#d9782f'],
  ]);

/** Jali (pierced stone lattice) pattern: eight-pointed stars on a grid. hole 'none' leaves holes clear. */
function jaliPattern(s, size, stone, hole, o = {}) {
  const q = size / 2;
  const st = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? size * 0.2 : size * 0.36;
    st.push([q + Math.cos(a) * r, q + Math.sin(a) * r]);
  }
  const dm = (cx, cy) => [
    [cx, cy - size * 0.12],
    [cx + size * 0.12, cy],
    [cx, cy + size * 0.12],
    [cx - size * 0.12, cy],
  ];
  const holes = [st, dm(0, 0), dm(size, 0), dm(0, size), dm(size, size)];
  if (hole === 'none') {
    const d = `M0 0H${n1(size)}V${n1(size)}H0Z${holes.map(dPoly).join('')}`;
    return s.pattern(size, size, path(d, stone, { fillRule: 'evenodd' }) + circ(q, q, size * 0.09, stone), o);
  }
  return s.pattern(
    size,
    size,
    rect(0, 0, size, size, stone) +
      holes.map((hp) => poly(hp, hole)).join('') +
      circ(q, q, size * 0.09, stone),
    o,
  );
}

function skyDusk(s, y2, stopsList) {
  return rect(0, 0, s.w, y2, s.lin(stopsList));
}

function hills(s, y, amp, fill, seedShift = 0) {
  let d = `M0 ${s.h}L0 ${n1(y)}`;
  const n = 14;
  for (let i = 1; i <= n; i++) {
    const x = (s.w * i) / n;
    const yy = y - amp * (0.4 + 0.6 * Math.abs(Math.sin(i * 1.7 + seedShift)));
    d += `Q${n1(x - s.w / n / 2)} ${n1(yy - amp * 0.3)} ${n1(x)} ${n1(yy + amp * 0.5)}`;
  }
  d += `L${s.w} ${s.h}Z`;
  return path(d, fill);
}

/** Horizontal shimmering strokes on water. */
function ripples(s, y1, y2, n, color, a = 0.35, x1 = 0, x2 = s.w) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = s.r();
    const y = y1 + (y2 - y1) * t * t;
    const len = s.r(20, 140) * (0.4 + t);
    const x = s.r(x1, x2);
    out.push(
      line(x, y, x + len, y, color, 0.8 + t * 2.5, { opacity: n1(s.r(0.3, 1) * a), strokeLinecap: 'round' }),
    );
  }
  return out.join('');
}

/** Reflect already drawn content about the horizontal line y. */
function reflect(s, content, y, o = {}) {
  const cl = s.clip(rect(0, y, s.w, s.h - y));
  return g(g(content, { transform: `translate(0 ${n1(2 * y)}) scale(1 -1)`, filter: s.blur(o.blur ?? 3) }), {
    clipPath: cl,
    opacity: o.opacity ?? 0.45,
  });
}

/* ------------------------------------------------------------------ */
/* Scenes: exteriors                                                   */
/* ------------------------------------------------------------------ */

function introPalace(w, h) {
  const s = new Scene(w, h, 11);
  const hy = 690;
  s.add(
    skyDusk(s, hy + 2, [
      [0, '#121631'],
      [0.3, '#2a2853'],
      [0.58, '#6d4670'],
      [0.8, '#c97a6c'],
      [1, '#f2b57c'],
    ]),
  );
  s.add(stars(s, 110, 330, 0.75));
  s.add(moon(s, 1290, 150, 24));
  for (const [x, y, rx, ry] of [
    [300, 380, 260, 16],
    [1180, 420, 300, 14],
    [760, 330, 200, 10],
  ])
    s.add(ell(x, y, rx, ry, '#f4a98a', { opacity: 0.22, filter: s.blur(6) }));
  s.add(hills(s, hy - 40, 40, '#4a3a63', 1), hills(s, hy - 12, 26, '#3a2f54', 4));
  const lit = warmWin(s);
  const dark = '#4a3550';
  const pal = palace(s, 800, hy, 880, {
    wall: '#e0b994',
    wallDark: '#8e6776',
    domeFill: s.lin(
      [
        [0, '#f2d2ac'],
        [0.55, '#d3a888'],
        [1, '#8b6478'],
      ],
      0,
      0,
      1,
      0,
    ),
    win: () => (s.rand() < 0.62 ? lit : dark),
    portal: s.lin([
      [0, '#fff1c9'],
      [1, '#e5903e'],
    ]),
  });
  s.add(pal);
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#e3a079'],
        [0.12, '#a66b7d'],
        [0.45, '#3f3764'],
        [1, '#12162c'],
      ]),
    ),
  );
  s.add(reflect(s, pal, hy, { opacity: 0.5, blur: 2.5 }));
  s.add(ripples(s, hy + 4, h, 260, '#ffd9a8', 0.4));
  for (let i = 0; i < 23; i++) {
    const x = 340 + i * 41;
    s.add(s.glow(x, hy - 3, 14, C.flame, 0.8), circ(x, hy - 3, 2.2, '#fff3c8'));
    s.add(ell(x, hy + 14 + (i % 3) * 3, 2, 12, C.flame, { opacity: 0.35 }));
  }
  // framing silhouettes
  s.add(palm(100, hy + 20, 440, '#120f20', 0.12), palm(200, hy + 20, 330, '#17132a', -0.08));
  s.add(
    cypress(1430, hy + 10, 300, '#141126'),
    cypress(1505, hy + 10, 380, '#100d1f'),
    cypress(1570, hy + 10, 270, '#141126'),
  );
  s.add(
    path(`M0 ${hy - 6}Q180 ${hy - 14} 300 ${hy + 10}Q330 ${hy + 40} 250 ${hy + 70}L0 ${hy + 90}Z`, '#0e0b1a'),
  );
  s.add(
    path(
      `M${w} ${hy - 8}Q${w - 160} ${hy - 16} ${w - 270} ${hy + 12}Q${w - 300} ${hy + 36} ${w - 220} ${hy + 60}L${w} ${hy + 80}Z`,
      '#0e0b1a',
    ),
  );
  s.vignette(0.5);
  return s;
}

/* ------------------------------------------------------------------ */
/* Scenes: grand interiors                                             */
/* ------------------------------------------------------------------ */

function hallDurbar(w, h) {
  const s = new Scene(w, h, 21);
  const cam = camera(w, h, { f: 700, cy: 1.7, hz: 590 });
  const P = cam.P;
  const W = 9;
  const H = 11;
  const Z0 = 0.6;
  const Z1 = 30;
  // ceiling coffers
  s.add(poly([P(-W, H, Z0), P(W, H, Z0), P(W, H, Z1), P(-W, H, Z1)], '#123f4a'));
  for (let z = 1; z < Z1; z += 3)
    for (let x = -W; x < W; x += 3)
      s.add(
        poly(
          [P(x + 0.2, H, z + 0.2), P(x + 2.8, H, z + 0.2), P(x + 2.8, H, z + 2.8), P(x + 0.2, H, z + 2.8)],
          (x + z) % 2 ? '#0f4c5c' : '#16566a',
          { stroke: C.gold, strokeWidth: 1.5, opacity: 0.95 },
        ),
      );
  for (let z = 1; z < Z1; z += 3)
    for (let x = -W; x < W; x += 3) {
      const [rx, ry] = P(x + 1.5, H, z + 1.5);
      const k = cam.k(z + 1.5);
      s.add(
        ell(rx, ry, k * 0.5, (k * 0.5 * (H - cam.cy)) / (z + 1.5), 'none', {
          stroke: C.gold,
          strokeWidth: 1.2,
          opacity: 0.8,
        }),
      );
      s.add(ell(rx, ry, k * 0.16, (k * 0.16 * (H - cam.cy)) / (z + 1.5), C.gold, { opacity: 0.8 }));
    }
  // side walls
  const wallL = s.lin(
    [
      [0, '#b88b5e'],
      [1, '#f3dcb4'],
    ],
    0,
    0,
    1,
    0,
  );
  const wallR = s.lin(
    [
      [0, '#f3dcb4'],
      [1, '#b88b5e'],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(poly([P(-W, 0, Z0), P(-W, H, Z0), P(-W, H, Z1), P(-W, 0, Z1)], wallL));
  s.add(poly([P(W, 0, Z0), P(W, H, Z0), P(W, H, Z1), P(W, 0, Z1)], wallR));
  const opening = s.lin([
    [0, '#6a2236'],
    [1, '#2a0c16'],
  ]);
  const upper = s.lin([
    [0, '#1d5a6a'],
    [1, '#0b2e38'],
  ]);
  for (const side of [-1, 1]) {
    const map = wallMap(cam, { x: side * W, z0: 0 });
    for (let z = 2.5; z < Z1 - 1; z += 3.4) {
      const a = wallArch(map, z, 0, 2.4, 4.6, 1.8, 7);
      s.add(poly(wallArch(map, z, 0, 2.9, 4.8, 2.0, 0), '#e7c58f', { opacity: 0.6 }));
      s.add(poly(a, opening));
      s.add(poly(a, 'none', { stroke: C.gold, strokeWidth: Math.max(1, 300 / z / 10) }));
      s.add(s.glow(...map(z, 3.3), 1400 / z, '#ffb457', 0.35));
      s.add(poly(wallArch(map, z, 7.3, 1.3, 1.1, 0.8, 5), upper));
      s.add(
        poly([map(z + 1.55, 0), map(z + 1.85, 0), map(z + 1.85, 10), map(z + 1.55, 10)], '#f6e3bf', {
          opacity: 0.55,
        }),
      );
    }
    s.add(poly([map(Z0, 9.8), map(Z1, 9.8), map(Z1, 10.4), map(Z0, 10.4)], C.gold, { opacity: 0.85 }));
    s.add(poly([map(Z0, 6.6), map(Z1, 6.6), map(Z1, 6.8), map(Z0, 6.8)], C.gold, { opacity: 0.7 }));
  }
  // back wall with a great jali arch glowing
  s.add(
    poly(
      [P(-W, 0, Z1), P(W, 0, Z1), P(W, H, Z1), P(-W, H, Z1)],
      s.lin([
        [0, '#e6c89a'],
        [1, '#b68d62'],
      ]),
    ),
  );
  const back = wallMap(cam, { x0: 0, z: Z1 });
  const big = wallArch(back, 0, 0.8, 7, 4.8, 3.6, 11);
  s.add(poly(wallArch(back, 0, 0.8, 7.8, 5, 4.1, 0), C.gold, { opacity: 0.8 }));
  s.add(poly(big, jaliPattern(s, 18, '#a8733a', '#fff0c4')));
  s.add(
    poly(
      big,
      s.rad(
        [
          [0, '#fff6da', 0.75],
          [0.6, '#f3c16c', 0.3],
          [1, '#8a4a1c', 0.5],
        ],
        0.5,
        0.65,
        0.7,
      ),
    ),
  );
  s.add(s.glow(...back(0, 4), 320, '#ffd487', 0.45));
  // dais
  s.add(box(cam, -5, 5, 0, 0.6, Z1 - 3, Z1, { top: '#7a2a3b', front: '#4e1523', side: '#3d0f1b' }));
  s.add(box(cam, -5, 5, 0.6, 0.68, Z1 - 3.05, Z1, { top: C.gold, front: C.gold, side: C.gold }));
  // floor
  s.add(tileFloor(cam, -W, W, Z0, Z1 - 3, 1.5, '#f1e6cf', '#e0c9a2'));
  s.add(
    poly(
      [P(-W, 0, Z0), P(W, 0, Z0), P(W, 0, Z1), P(-W, 0, Z1)],
      s.lin([
        [0, '#ffe9b8', 0.25],
        [1, '#000000', 0.05],
      ]),
    ),
  );
  s.add(poly([P(-1.9, 0, Z0), P(1.9, 0, Z0), P(1.9, 0, Z1 - 3), P(-1.9, 0, Z1 - 3)], C.gold));
  s.add(poly([P(-1.7, 0, Z0), P(1.7, 0, Z0), P(1.7, 0, Z1 - 3), P(-1.7, 0, Z1 - 3)], '#6b1f31'));
  s.add(
    poly([P(-1.3, 0, Z0), P(-1.25, 0, Z0), P(-1.25, 0, Z1 - 3), P(-1.3, 0, Z1 - 3)], C.gold, {
      opacity: 0.8,
    }),
  );
  s.add(
    poly([P(1.25, 0, Z0), P(1.3, 0, Z0), P(1.3, 0, Z1 - 3), P(1.25, 0, Z1 - 3)], C.gold, { opacity: 0.8 }),
  );
  // tables far to near
  const tables = [];
  for (const x of [-6.6, -3.6, 3.6, 6.6])
    for (let z = 6; z <= 24; z += 4.5) tables.push([x + (z % 2 ? 0.3 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.95, { cloth: '#f7efdc', chair: '#c9a14a', flowers: '#c2456b', chairs: 7 }),
    );
  // chandeliers
  for (const x of [-5.2, 5.2])
    for (const z of [22, 14]) {
      const [cx, cy] = P(x, 7.6, z);
      const [, top] = P(x, H, z);
      s.add(chandelier(s, cx, cy, cam.k(z) * 1.8, { top, glow: 0.4 }));
    }
  for (const z of [24, 17, 11]) {
    const [cx, cy] = P(0, 7.2, z);
    const [, top] = P(0, H, z);
    s.add(chandelier(s, cx, cy, cam.k(z) * 2.6, { top, glow: 0.5 }));
  }
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0, '#ffcf7a', 0.18],
          [1, '#ffcf7a', 0],
        ],
        0.5,
        0.45,
        0.6,
      ),
    ),
  );
  s.vignette(0.45);
  return s;
}

/* ------------------------------------------------------------------ */
/* Rooms: furniture and window views                                   */
/* ------------------------------------------------------------------ */

/** Landscape seen through a window, drawn inside a clip outline. */
function windowView(s, outline, mode = 'day') {
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

/** Curtain panel hanging from (x, top) to bottom, tied back toward `tieDir`. */
function drape(s, x, top, bottom, width, color, tieDir = 0, tieY = 0.6) {
  const folds = [];
  for (let i = 0; i <= 8; i++) folds.push([i / 8, i % 2 ? darken(color, 0.28) : lighten(color, 0.08)]);
  const fill = s.lin(folds, 0, 0, 1, 0);
  const ty = top + (bottom - top) * tieY;
  const half = width / 2;
  if (!tieDir)
    return path(
      `M${n1(x - half)} ${n1(top)}L${n1(x + half)} ${n1(top)}Q${n1(x + half * 1.05)} ${n1(bottom - 20)} ${n1(x + half * 1.1)} ${n1(bottom)}L${n1(x - half * 1.1)} ${n1(bottom)}Q${n1(x - half * 1.05)} ${n1(bottom - 20)} ${n1(x - half)} ${n1(top)}Z`,
      fill,
    );
  const tx = x + tieDir * half * 0.9;
  const out = [
    path(
      `M${n1(x - half)} ${n1(top)}L${n1(x + half)} ${n1(top)}Q${n1(x + half * 0.7 + tieDir * half * 0.3)} ${n1(ty - (ty - top) * 0.3)} ${n1(tx + half * 0.25)} ${n1(ty)}Q${n1(tx + tieDir * half * 0.4)} ${n1(ty + (bottom - ty) * 0.5)} ${n1(x + half * 0.8 + tieDir * half * 0.5)} ${n1(bottom)}L${n1(x - half * 0.8 + tieDir * half * 0.5)} ${n1(bottom)}Q${n1(tx - tieDir * half * 0.2)} ${n1(ty + (bottom - ty) * 0.4)} ${n1(tx - half * 0.25)} ${n1(ty)}Q${n1(x - half * 0.7 + tieDir * half * 0.3)} ${n1(ty - (ty - top) * 0.3)} ${n1(x - half)} ${n1(top)}Z`,
      fill,
    ),
    rect(tx - half * 0.3, ty - 4, half * 0.6, 8, C.gold, { rx: 3 }),
  ];
  return out.join('');
}

/** Table lamp at world (x, y, z) standing on a surface. */
function tableLamp(s, cam, x, y, z, o = {}) {
  const k = cam.k(z);
  const [bx, by] = cam.P(x, y, z);
  const shade = o.shade || '#f3e2c0';
  const base = o.base || C.gold;
  const out = [];
  out.push(s.glow(bx, by - k * 0.45, k * 0.9, C.flame, 0.55));
  out.push(
    path(
      `M${n1(bx - k * 0.07)} ${n1(by)}Q${n1(bx - k * 0.14)} ${n1(by - k * 0.12)} ${n1(bx - k * 0.03)} ${n1(by - k * 0.3)}L${n1(bx + k * 0.03)} ${n1(by - k * 0.3)}Q${n1(bx + k * 0.14)} ${n1(by - k * 0.12)} ${n1(bx + k * 0.07)} ${n1(by)}Z`,
      base,
    ),
  );
  out.push(
    poly(
      [
        [bx - k * 0.1, by - k * 0.58],
        [bx + k * 0.1, by - k * 0.58],
        [bx + k * 0.17, by - k * 0.32],
        [bx - k * 0.17, by - k * 0.32],
      ],
      s.lin([
        [0, lighten(shade, 0.3)],
        [1, shade],
      ]),
    ),
  );
  out.push(ell(bx, by - k * 0.32, k * 0.17, k * 0.02, '#fff6dc'));
  return out.join('');
}

/** Bed with headboard on the back wall (z1); optional canopy. */
function bed(s, cam, o) {
  const { x0, x1, z0, z1 } = o;
  const P = cam.P;
  const top = o.height || 0.62;
  const duvet = o.duvet || C.ivory;
  const frame = o.frame || '#5a3422';
  const out = [];
  const posts = o.canopy
    ? [
        [x0 - 0.06, z1 - 0.1],
        [x1 + 0.06, z1 - 0.1],
      ]
    : [];
  for (const [px, pz] of posts)
    out.push(
      poly(
        [P(px - 0.05, 0, pz), P(px + 0.05, 0, pz), P(px + 0.05, 2.7, pz), P(px - 0.05, 2.7, pz)],
        o.post || C.gold,
      ),
    );
  out.push(
    box(cam, x0 - 0.03, x1 + 0.03, 0, 0.24, z0 + 0.05, z1, {
      top: frame,
      front: frame,
      side: darken(frame, 0.2),
    }),
  );
  out.push(
    box(cam, x0, x1, 0.2, top, z0, z1, {
      top: duvet,
      front: s.lin([
        [0, darken(duvet, 0.06)],
        [1, darken(duvet, 0.2)],
      ]),
      side: darken(duvet, 0.22),
    }),
  );
  // folded sheet and pillows near the head
  out.push(
    poly(
      [
        P(x0, top + 0.01, z1 - 0.75),
        P(x1, top + 0.01, z1 - 0.75),
        P(x1, top + 0.01, z1 - 0.55),
        P(x0, top + 0.01, z1 - 0.55),
      ],
      '#ffffff',
      { opacity: 0.85 },
    ),
  );
  const pill = o.pillows || 2;
  const pw = (x1 - x0) / pill;
  for (let i = 0; i < pill; i++) {
    const cx = x0 + pw * (i + 0.5);
    const [px, py] = P(cx, top + 0.22, z1 - 0.28);
    const k = cam.k(z1 - 0.28);
    out.push(
      rect(
        px - pw * k * 0.45,
        py - k * 0.2,
        pw * k * 0.9,
        k * 0.4,
        s.lin([
          [0, '#ffffff'],
          [1, '#e6dccb'],
        ]),
        { rx: k * 0.12 },
      ),
    );
  }
  const cush = o.cushions || [C.gold, o.accent || C.maroon, C.gold];
  cush.forEach((c, i) => {
    const cx = (x0 + x1) / 2 + (i - (cush.length - 1) / 2) * 0.48;
    const [px, py] = P(cx, top + 0.16, z1 - 0.5);
    const k = cam.k(z1 - 0.5);
    out.push(
      rect(px - k * 0.2, py - k * 0.17, k * 0.4, k * 0.34, c, {
        rx: k * 0.06,
        transform: `rotate(${(i - 1) * 6} ${n1(px)} ${n1(py)})`,
      }),
    );
  });
  // throw runner across the foot, draped over the front
  const acc = o.accent || C.maroon;
  out.push(
    poly(
      [
        P(x0 - 0.01, top + 0.01, z0 + 0.35),
        P(x1 + 0.01, top + 0.01, z0 + 0.35),
        P(x1 + 0.01, top + 0.01, z0 + 0.85),
        P(x0 - 0.01, top + 0.01, z0 + 0.85),
      ],
      acc,
    ),
  );
  out.push(
    poly(
      [
        P(x0 - 0.01, top + 0.012, z0 + 0.4),
        P(x1 + 0.01, top + 0.012, z0 + 0.4),
        P(x1 + 0.01, top + 0.012, z0 + 0.45),
        P(x0 - 0.01, top + 0.012, z0 + 0.45),
      ],
      C.gold,
    ),
  );
  out.push(
    poly(
      [
        P(x0 - 0.01, top + 0.012, z0 + 0.75),
        P(x1 + 0.01, top + 0.012, z0 + 0.75),
        P(x1 + 0.01, top + 0.012, z0 + 0.8),
        P(x0 - 0.01, top + 0.012, z0 + 0.8),
      ],
      C.gold,
    ),
  );
  if (o.canopy) {
    const front = [
      [x0 - 0.06, z0 - 0.06],
      [x1 + 0.06, z0 - 0.06],
    ];
    const H = 2.7;
    const tl = P(x0 - 0.06, H, z0 - 0.06);
    const tr = P(x1 + 0.06, H, z0 - 0.06);
    const bl = P(x0 - 0.06, H, z1 - 0.1);
    const br = P(x1 + 0.06, H, z1 - 0.1);
    out.push(poly([tl, tr, br, bl], darken(o.canopy, 0.35), { opacity: 0.9 }));
    // back curtain behind the headboard area
    for (const [px, pz] of front)
      out.push(
        poly(
          [P(px - 0.06, 0, pz), P(px + 0.06, 0, pz), P(px + 0.06, H, pz), P(px - 0.06, H, pz)],
          o.post || C.gold,
        ),
      );
    const k = cam.k(z0);
    out.push(drape(s, tl[0] + k * 0.2, tl[1], P(0, 0, z0)[1], k * 0.5, o.canopy, 1, 0.52));
    out.push(drape(s, tr[0] - k * 0.2, tr[1], P(0, 0, z0)[1], k * 0.5, o.canopy, -1, 0.52));
    // scalloped valance
    const n = 7;
    let d = `M${n1(tl[0])} ${n1(tl[1] - k * 0.08)}L${n1(tr[0])} ${n1(tr[1] - k * 0.08)}L${n1(tr[0])} ${n1(tr[1] + k * 0.12)}`;
    for (let i = n; i > 0; i--) {
      const xa = tl[0] + ((tr[0] - tl[0]) * i) / n;
      const xb = tl[0] + ((tr[0] - tl[0]) * (i - 1)) / n;
      d += `Q${n1((xa + xb) / 2)} ${n1(tl[1] + k * 0.3)} ${n1(xb)} ${n1(tl[1] + k * 0.12)}`;
    }
    out.push(path(`${d}Z`, o.canopy));
    out.push(line(tl[0], tl[1] + k * 0.1, tr[0], tr[1] + k * 0.1, C.gold, Math.max(1.5, k * 0.025)));
    out.push(line(tl[0], tl[1] - k * 0.08, tr[0], tr[1] - k * 0.08, C.gold, Math.max(2, k * 0.04)));
  }
  return out.join('');
}

/** Upholstered arched headboard on the back wall. */
function headboard(s, cam, zb, width, height, color, lobes = 7, u = 0) {
  const map = wallMap(cam, { x0: u, z: zb });
  const outer = wallArch(map, 0, 0.25, width + 0.2, height * 0.62, height * 0.38 + 0.1, 0);
  const inner = wallArch(map, 0, 0.3, width, height * 0.6, height * 0.36, lobes);
  return [
    poly(outer, C.gold),
    poly(
      inner,
      s.lin([
        [0, lighten(color, 0.12)],
        [1, darken(color, 0.2)],
      ]),
    ),
    poly(wallArch(map, 0, 0.6, width * 0.7, height * 0.45, height * 0.28, lobes), 'none', {
      stroke: C.gold,
      strokeWidth: 2,
      opacity: 0.7,
    }),
  ].join('');
}

/** Generic room shell: walls, ceiling and floor. Returns helpers. */
function roomShell(s, cam, o) {
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
function archWindow(s, map, u, v, w, spring, rise, mode, o = {}) {
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
function lightShaft(s, a, b, c, d, color = '#fff3d6', op = 0.22) {
  return poly(
    [a, b, c, d],
    s.lin([
      [0, color, op],
      [1, color, 0],
    ]),
  );
}

/** Rug on the floor with border. */
function rug(_s, cam, x0, x1, z0, z1, field, border) {
  const P = cam.P;
  return [
    poly([P(x0, 0.005, z0), P(x1, 0.005, z0), P(x1, 0.005, z1), P(x0, 0.005, z1)], border),
    poly(
      [
        P(x0 + 0.18, 0.006, z0 + 0.18),
        P(x1 - 0.18, 0.006, z0 + 0.18),
        P(x1 - 0.18, 0.006, z1 - 0.18),
        P(x0 + 0.18, 0.006, z1 - 0.18),
      ],
      field,
    ),
    poly(
      [
        P(x0 + 0.3, 0.007, z0 + 0.3),
        P(x1 - 0.3, 0.007, z0 + 0.3),
        P(x1 - 0.3, 0.007, z1 - 0.3),
        P(x0 + 0.3, 0.007, z1 - 0.3),
      ],
      'none',
      { stroke: border, strokeWidth: 2, opacity: 0.7 },
    ),
  ].join('');
}

/** Block-printed damask-style wall pattern. */
function wallMotif(s, size, bg, fg, a = 0.35) {
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

function nightstand(_s, cam, x0, x1, z0, z1, wood = '#6b4028') {
  return (
    box(cam, x0, x1, 0, 0.58, z0, z1, { top: lighten(wood, 0.15), front: wood, side: darken(wood, 0.2) }) +
    poly(
      [
        cam.P(x0 + 0.05, 0.3, z0),
        cam.P(x1 - 0.05, 0.3, z0),
        cam.P(x1 - 0.05, 0.31, z0),
        cam.P(x0 + 0.05, 0.31, z0),
      ],
      C.gold,
    )
  );
}

function sofa(_s, cam, x0, x1, z0, z1, color) {
  const dk = darken(color, 0.2);
  const c = { top: lighten(color, 0.1), front: dk, side: darken(color, 0.3) };
  const out = [];
  out.push(
    box(cam, x0 + 0.05, x1 - 0.05, 0, 0.12, z0 + 0.05, z1, {
      top: '#3a2416',
      front: '#3a2416',
      side: '#2a180e',
    }),
  );
  out.push(box(cam, x0, x1, 0.45, 0.95, z1 - 0.25, z1, c));
  out.push(box(cam, x0 + 0.18, x1 - 0.18, 0.12, 0.45, z0, z1 - 0.2, c));
  out.push(box(cam, x0, x0 + 0.18, 0.12, 0.68, z0, z1, c));
  out.push(box(cam, x1 - 0.18, x1, 0.12, 0.68, z0, z1, c));
  const n = Math.max(2, Math.round((x1 - x0) / 0.7));
  const pw = (x1 - x0 - 0.5) / n;
  const cols = [C.gold, C.ivory, C.gold, C.ivory];
  for (let i = 0; i < n; i++) {
    const [px, py] = cam.P(x0 + 0.25 + pw * (i + 0.5), 0.66, z1 - 0.35);
    const k = cam.k(z1 - 0.35);
    out.push(
      rect(px - k * 0.2, py - k * 0.18, k * 0.4, k * 0.36, cols[i % cols.length], {
        rx: k * 0.06,
        transform: `rotate(${i % 2 ? 5 : -5} ${n1(px)} ${n1(py)})`,
      }),
    );
  }
  return out.join('');
}

function coffeeTable(s, cam, x, z, r, top = '#5a3422') {
  const [tx, ty] = cam.P(x, 0.42, z);
  const rx = cam.k(z) * r;
  const ry = rx * ((cam.cy - 0.42) / z);
  const [, fy] = cam.P(x, 0, z);
  return [
    ell(tx, fy, rx * 0.9, ry * 0.7, '#000000', { opacity: 0.2 }),
    rect(tx - rx * 0.08, ty, rx * 0.16, fy - ty, darken(top, 0.3)),
    ell(tx, ty + ry * 0.25, rx, ry, darken(top, 0.3)),
    ell(
      tx,
      ty,
      rx,
      ry,
      s.lin([
        [0, lighten(top, 0.2)],
        [1, top],
      ]),
    ),
    ell(tx, ty, rx * 0.86, ry * 0.86, 'none', { stroke: C.gold, strokeWidth: 1.5, opacity: 0.8 }),
  ].join('');
}

function bedroomScene(cfg) {
  return (w, h) => {
    const s = new Scene(w, h, cfg.seed || 7);
    const cam = camera(w, h, { f: 1000, cy: 1.6, hz: 430, ...(cfg.cam || {}) });
    const D = cfg.D || 6.4;
    const wallFill = cfg.pattern
      ? wallMotif(s, cfg.pattern[3] || 64, cfg.pattern[0], cfg.pattern[1], cfg.pattern[2])
      : cfg.wall;
    const R = roomShell(s, cam, {
      W: cfg.W || 6.8,
      H: cfg.H || 3.6,
      D,
      wall: cfg.wall,
      wallFill,
      side: cfg.side,
      floor: cfg.floor || 'wood',
      tileA: cfg.tileA,
      tileB: cfg.tileB,
      shift: cfg.shift,
      ceiling: cfg.ceiling,
    });
    const maps = { back: R.back, left: R.left, right: R.right };
    for (const wnd of cfg.windows || []) {
      s.add(archWindow(s, maps[wnd.wall], wnd.u, wnd.v, wnd.w, wnd.spring, wnd.rise, wnd.mode, wnd));
      if (wnd.curtain) {
        const a = maps[wnd.wall](wnd.u - wnd.w / 2 - 0.35, wnd.v + wnd.spring + wnd.rise + 0.25);
        const b = maps[wnd.wall](wnd.u + wnd.w / 2 + 0.35, wnd.v + wnd.spring + wnd.rise + 0.25);
        const fa = maps[wnd.wall](wnd.u - wnd.w / 2 - 0.35, 0);
        const k = Math.abs(b[0] - a[0]) / (wnd.w + 0.7);
        s.add(line(a[0], a[1], b[0], b[1], C.gold, 3));
        s.add(drape(s, a[0] + k * 0.1, a[1], fa[1], k * 0.45, wnd.curtain, -1, 0.55));
        s.add(
          drape(
            s,
            b[0] - k * 0.1,
            b[1],
            maps[wnd.wall](wnd.u + wnd.w / 2 + 0.35, 0)[1],
            k * 0.45,
            wnd.curtain,
            1,
            0.55,
          ),
        );
      }
    }
    if (cfg.before) cfg.before(s, cam, R, D);
    for (const b of cfg.beds || []) {
      if (b.headboard !== false)
        s.add(
          headboard(
            s,
            cam,
            D,
            b.x1 - b.x0 + 0.5,
            b.hb || 2.2,
            b.hbColor || C.maroon,
            b.lobes ?? 7,
            (b.x0 + b.x1) / 2,
          ),
        );
    }
    if (cfg.rug) s.add(rug(s, cam, ...cfg.rug));
    for (const b of cfg.beds || []) {
      if (b.stands !== false) {
        s.add(nightstand(s, cam, b.x0 - 0.65, b.x0 - 0.12, D - 0.5, D, b.wood));
        s.add(nightstand(s, cam, b.x1 + 0.12, b.x1 + 0.65, D - 0.5, D, b.wood));
        s.add(tableLamp(s, cam, b.x0 - 0.38, 0.58, D - 0.25, { base: b.lampBase }));
        s.add(tableLamp(s, cam, b.x1 + 0.38, 0.58, D - 0.25, { base: b.lampBase }));
      }
    }
    for (const b of cfg.beds || []) s.add(bed(s, cam, { ...b, z0: D - (b.len || 2.2), z1: D }));
    if (cfg.after) cfg.after(s, cam, R, D);
    if (cfg.chandelier) {
      const [x, y, z, size] = cfg.chandelier;
      const [cx, cy] = cam.P(x, y, z);
      s.add(chandelier(s, cx, cy, cam.k(z) * size, { top: cam.P(x, cfg.H || 3.6, z)[1] }));
    }
    if (cfg.tint) s.add(rect(0, 0, w, h, cfg.tint[0], { opacity: cfg.tint[1] }));
    s.vignette(cfg.vignette ?? 0.4);
    return s;
  };
}

const ROOMS = {
  'room-standard-1': {
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
  },
  'room-standard-2': {
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
  },
  'room-deluxe-1': {
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
  },
  'room-deluxe-2': {
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
  },
  'room-suite-1': {
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
  },
  'room-default': {
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
  },
};

/** Freestanding bath tub centred at world (x, z). */
function bathTub(s, cam, x, z, len, wid, o = {}) {
  const k = cam.k(z);
  const [tx, ty] = cam.P(x, 0.62, z);
  const [, by] = cam.P(x, 0.12, z);
  const rx = (k * len) / 2;
  const ry = ((k * wid) / 2) * ((cam.cy - 0.62) / z);
  const out = [];
  out.push(ell(tx, cam.P(x, 0, z)[1], rx * 1.05, ry * 0.9, '#000000', { opacity: 0.25, filter: s.blur(6) }));
  for (const dx of [-0.8, 0.8]) out.push(ell(tx + dx * rx, by + k * 0.08, k * 0.05, k * 0.07, C.gold));
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}C${n1(tx - rx)} ${n1(by)} ${n1(tx - rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx)} ${n1(by + k * 0.05)}C${n1(tx + rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx + rx)} ${n1(by)} ${n1(tx + rx)} ${n1(ty)}Z`,
      s.lin(
        [
          [0, '#ffffff'],
          [0.6, '#ece6dc'],
          [1, '#c9c0b2'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(
    path(
      `M${n1(tx - rx)} ${n1(ty)}C${n1(tx - rx)} ${n1(by)} ${n1(tx - rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx)} ${n1(by + k * 0.05)}C${n1(tx + rx * 0.6)} ${n1(by + k * 0.05)} ${n1(tx + rx)} ${n1(by)} ${n1(tx + rx)} ${n1(ty)}`,
      'none',
      { stroke: C.gold, strokeWidth: 2, opacity: 0.6 },
    ),
  );
  out.push(ell(tx, ty, rx, ry, '#f7f3ec'));
  out.push(
    ell(
      tx,
      ty + ry * 0.06,
      rx * 0.9,
      ry * 0.8,
      s.rad([
        [0, '#7cc6c9'],
        [1, o.water || '#2f8a93'],
      ]),
    ),
  );
  out.push(ell(tx - rx * 0.3, ty - ry * 0.2, rx * 0.3, ry * 0.15, '#ffffff', { opacity: 0.35 }));
  for (let i = 0; i < 14; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * 0.8;
    out.push(
      ell(
        tx + Math.cos(a) * rx * d,
        ty + ry * 0.06 + Math.sin(a) * ry * 0.7 * d,
        k * 0.035,
        k * 0.02,
        i % 3 ? C.rose : '#e56b8a',
      ),
    );
  }
  return out.join('');
}

/** Potted plant in a brass urn at world (x, z). */
function pottedPalm(s, cam, x, z, hgt = 1.6) {
  const k = cam.k(z);
  const [px, py] = cam.P(x, 0, z);
  return [
    ell(px, py, k * 0.3, k * 0.06, '#000000', { opacity: 0.25 }),
    path(
      `M${n1(px - k * 0.22)} ${n1(py - k * 0.45)}Q${n1(px - k * 0.3)} ${n1(py - k * 0.1)} ${n1(px - k * 0.12)} ${n1(py)}L${n1(px + k * 0.12)} ${n1(py)}Q${n1(px + k * 0.3)} ${n1(py - k * 0.1)} ${n1(px + k * 0.22)} ${n1(py - k * 0.45)}Z`,
      s.lin(
        [
          [0, '#8a6418'],
          [0.4, '#f1d27a'],
          [1, '#8a6418'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    palm(px, py - k * 0.45, k * (hgt - 0.45), '#2f5e2a', 0.03),
  ].join('');
}

Object.assign(ROOMS, {
  'room-suite-2': {
    seed: 36,
    wall: '#f2ebe0',
    side: '#e6dccb',
    ceiling: '#efe6d6',
    floor: 'marble',
    tileA: '#f4efe6',
    tileB: '#d8cfc0',
    windows: [
      { wall: 'back', u: 0, v: 0.5, w: 2.2, spring: 1.8, rise: 1.05, mode: 'day', lobes: 9, mullion: false },
    ],
    after: (s, cam, R, _D) => {
      s.add(poly(wallArch(R.back, 0, 0.5, 2.2, 1.8, 1.05, 9), jaliPattern(s, 22, '#efe5d3', 'none')));
      s.add(s.glow(...R.back(0, 1.6), 420, '#fff4d6', 0.5));
      for (const u of [-2.4, 2.4]) {
        s.add(poly(wallArch(R.back, u, 0.9, 0.8, 1.2, 0.5, 5), '#0f4c5c'));
        s.add(poly(wallArch(R.back, u, 0.9, 0.8, 1.2, 0.5, 5), 'none', { stroke: C.gold, strokeWidth: 3 }));
        const [vx, vy] = R.back(u, 0.95);
        s.add(
          path(
            `M${n1(vx - 16)} ${n1(vy)}Q${n1(vx - 26)} ${n1(vy - 30)} ${n1(vx - 8)} ${n1(vy - 46)}L${n1(vx + 8)} ${n1(vy - 46)}Q${n1(vx + 26)} ${n1(vy - 30)} ${n1(vx + 16)} ${n1(vy)}Z`,
            C.gold,
          ),
        );
      }
      s.add(rug(s, cam, -1.8, 1.8, 3.0, 5.2, '#0f4c5c', '#c9a14a'));
      s.add(bathTub(s, cam, 0, 4.4, 1.8, 0.85));
      for (const [x, z] of [
        [-1.4, 3.6],
        [-1.2, 3.3],
        [1.3, 3.5],
        [1.5, 3.8],
        [1.15, 3.2],
      ]) {
        const [cx, cy] = cam.P(x, 0, z);
        const k = cam.k(z);
        s.add(candle(s, cx, cy, k * (0.12 + (x > 0 ? 0.05 : 0)), k * 0.06, { glowR: 5 }));
      }
      s.add(pottedPalm(s, cam, -2.6, 4.8, 1.8), pottedPalm(s, cam, 2.6, 4.8, 1.8));
      s.add(box(cam, 1.9, 2.5, 0, 0.45, 3.0, 3.5, { top: '#6b4028', front: '#5a3422', side: '#432515' }));
      for (let i = 0; i < 3; i++)
        s.add(
          box(cam, 1.95, 2.45, 0.45 + i * 0.08, 0.52 + i * 0.08, 3.05, 3.45, {
            top: ['#ffffff', '#f1e6d0', '#0f4c5c'][i],
            front: ['#ece6dc', '#dccfb4', '#0c3d4a'][i],
            side: '#cfc6b6',
          }),
        );
    },
    vignette: 0.35,
  },
  'hero-rooms': {
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
  },
});

/* ------------------------------------------------------------------ */
/* Food, seen from above                                               */
/* ------------------------------------------------------------------ */

/** Table cloth fill for the whole frame. */
function cloth(s, base, kind, accent = C.gold) {
  const out = [rect(0, 0, s.w, s.h, base)];
  if (kind === 'booti') {
    const m = 70;
    const motif = (cx, cy, r, rot) =>
      `<g transform="rotate(${rot} ${cx} ${cy})">${path(`M${cx} ${cy + r}C${cx - r * 1.1} ${cy + r * 0.2} ${cx - r * 0.4} ${cy - r * 1.2} ${cx + r * 0.5} ${cy - r * 0.9}C${cx + r * 0.2} ${cy - r * 0.4} ${cx + r * 0.6} ${cy + r * 0.3} ${cx} ${cy + r}Z`, accent, { opacity: 0.45 })}${circ(cx - r * 0.05, cy - r * 0.1, r * 0.18, base)}</g>`;
    out.push(
      rect(
        0,
        0,
        s.w,
        s.h,
        s.pattern(
          m,
          m,
          motif(m / 2, m / 2, 11, 20) +
            motif(0, 0, 7, -30) +
            motif(m, 0, 7, -30) +
            motif(0, m, 7, -30) +
            motif(m, m, 7, -30),
        ),
      ),
    );
  } else if (kind === 'stripe') {
    out.push(
      rect(
        0,
        0,
        s.w,
        s.h,
        s.pattern(
          120,
          120,
          rect(0, 0, 120, 120, 'none') +
            rect(0, 0, 8, 120, accent, { opacity: 0.5 }) +
            rect(14, 0, 3, 120, accent, { opacity: 0.4 }) +
            rect(60, 0, 30, 120, darken(base, 0.18), { opacity: 0.6 }),
          { transform: 'rotate(-12)' },
        ),
      ),
    );
  } else if (kind === 'block') {
    const m = 90;
    const flower = (cx, cy, r) => {
      let t = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        t += ell(cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.6, r * 0.42, r * 0.2, accent, {
          opacity: 0.5,
          transform: `rotate(${i * 45} ${n1(cx + Math.cos(a) * r * 0.6)} ${n1(cy + Math.sin(a) * r * 0.6)})`,
        });
      }
      return t + circ(cx, cy, r * 0.25, accent, { opacity: 0.7 });
    };
    out.push(
      rect(
        0,
        0,
        s.w,
        s.h,
        s.pattern(
          m,
          m,
          flower(m / 2, m / 2, 18) +
            circ(0, 0, 4, accent, { opacity: 0.5 }) +
            circ(m, 0, 4, accent, { opacity: 0.5 }) +
            circ(0, m, 4, accent, { opacity: 0.5 }) +
            circ(m, m, 4, accent, { opacity: 0.5 }),
        ),
      ),
    );
  } else if (kind === 'lattice') {
    const m = 56;
    out.push(
      rect(
        0,
        0,
        s.w,
        s.h,
        s.pattern(
          m,
          m,
          path(`M0 ${m / 2}L${m / 2} 0L${m} ${m / 2}L${m / 2} ${m}Z`, 'none', {
            stroke: accent,
            strokeWidth: 1.6,
            opacity: 0.45,
          }) +
            circ(m / 2, m / 2, 3, accent, { opacity: 0.55 }) +
            circ(0, 0, 2.5, accent, { opacity: 0.5 }),
          { transform: 'rotate(8)' },
        ),
      ),
    );
  } else if (kind === 'wood') {
    for (let i = 0; i < 70; i++) {
      const y = s.r(0, s.h);
      out.push(
        path(
          `M0 ${n1(y)}Q${n1(s.w * 0.3)} ${n1(y + s.r(-20, 20))} ${n1(s.w * 0.6)} ${n1(y + s.r(-10, 10))}T${s.w} ${n1(y + s.r(-20, 20))}`,
          'none',
          {
            stroke: i % 3 ? darken(base, 0.25) : lighten(base, 0.12),
            strokeWidth: n1(s.r(1, 4)),
            opacity: 0.35,
          },
        ),
      );
    }
    for (let y = 0; y < s.h; y += 200) out.push(line(0, y, s.w, y, darken(base, 0.45), 3, { opacity: 0.7 }));
  } else if (kind === 'marble') {
    for (let i = 0; i < 14; i++) {
      const x = s.r(-100, s.w);
      const y = s.r(-100, s.h);
      out.push(
        path(
          `M${n1(x)} ${n1(y)}q${n1(s.r(60, 200))} ${n1(s.r(40, 160))} ${n1(s.r(150, 400))} ${n1(s.r(80, 300))}t${n1(s.r(100, 300))} ${n1(s.r(50, 200))}`,
          'none',
          { stroke: accent, strokeWidth: n1(s.r(0.8, 2.5)), opacity: 0.3, filter: s.blur(1) },
        ),
      );
    }
  }
  out.push(
    rect(
      0,
      0,
      s.w,
      s.h,
      s.rad(
        [
          [0, '#fff6e0', 0.18],
          [1, '#000000', 0.25],
        ],
        0.35,
        0.3,
        0.9,
      ),
    ),
  );
  return out.join('');
}

/** Soft cast shadow for a round object (light from the upper left). */
function shadow(s, x, y, r, a = 0.45, off = 0.08) {
  return circ(x + r * off, y + r * off * 1.4, r * 1.02, '#000000', {
    opacity: a,
    filter: s.blur(Math.max(4, r * 0.07)),
  });
}

/** Round plate. kind: porcelain | brass | copper | clay | silver | slate */
function plate(s, x, y, r, kind = 'porcelain', o = {}) {
  const looks = {
    porcelain: ['#ffffff', '#e9e3d8', '#f7f3ec', C.gold],
    brass: ['#f1d27a', '#a87a24', '#d9b25a', '#8a6418'],
    copper: ['#e59a64', '#8a4424', '#c47443', '#f3c08a'],
    clay: ['#c97a4a', '#7b3a1c', '#a85a32', '#e6a57a'],
    silver: ['#f4f4f2', '#a7a9ab', '#d9dad8', '#ffffff'],
    slate: ['#4a4f55', '#25282c', '#383c41', '#5d636a'],
  };
  const [hi, lo, mid, trim] = looks[kind];
  const rim = o.rim ?? 0.18;
  return [
    shadow(s, x, y, r, o.shadow ?? 0.45),
    circ(
      x,
      y,
      r,
      s.lin(
        [
          [0, hi],
          [1, lo],
        ],
        0.2,
        0.1,
        0.8,
        0.95,
      ),
    ),
    circ(
      x,
      y,
      r * (1 - rim),
      s.rad(
        [
          [0, mid],
          [0.85, darken(mid, 0.06)],
          [1, darken(mid, 0.2)],
        ],
        0.45,
        0.42,
        0.6,
      ),
    ),
    circ(x, y, r * (1 - rim * 0.45), 'none', {
      stroke: trim,
      strokeWidth: Math.max(1, r * 0.012),
      opacity: 0.8,
    }),
    circ(x, y, r * 0.995, 'none', { stroke: darken(lo, 0.2), strokeWidth: 1, opacity: 0.6 }),
  ].join('');
}

/** Deep bowl (katori / handi) filled with something. */
function bowl(s, x, y, r, kind, fill, o = {}) {
  const looks = {
    brass: ['#f6db8c', '#8f6a1e'],
    copper: ['#f0aa72', '#7a3618'],
    porcelain: ['#ffffff', '#d6cfc2'],
    clay: ['#d38656', '#6e3116'],
    silver: ['#fafafa', '#9ea1a4'],
  };
  const [hi, lo] = looks[kind];
  return [
    shadow(s, x, y, r, o.shadow ?? 0.5, 0.12),
    circ(
      x,
      y,
      r,
      s.lin(
        [
          [0, hi],
          [0.5, mix(hi, lo, 0.4)],
          [1, lo],
        ],
        0.15,
        0.1,
        0.85,
        0.95,
      ),
    ),
    circ(
      x,
      y,
      r * (o.lip || 0.86),
      s.lin(
        [
          [0, lo],
          [1, hi],
        ],
        0.2,
        0.1,
        0.8,
        0.9,
      ),
    ),
    circ(x, y, r * ((o.lip || 0.86) - 0.04), fill),
    circ(
      x,
      y,
      r * ((o.lip || 0.86) - 0.04),
      s.rad(
        [
          [0.6, '#000000', 0],
          [1, '#000000', 0.35],
        ],
        0.55,
        0.55,
        0.55,
      ),
    ),
  ].join('');
}

/** Curry surface inside a circle: base colour, cream swirl, herbs, oil. */
function curry(s, x, y, r, base, o = {}) {
  const out = [
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, lighten(base, 0.15)],
          [0.7, base],
          [1, darken(base, 0.25)],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
  ];
  for (let i = 0; i < (o.oil ?? 14); i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.1, 0.85) * r;
    out.push(
      ell(
        x + Math.cos(a) * d,
        y + Math.sin(a) * d,
        s.r(2, 7) * (r / 120),
        s.r(1.5, 4) * (r / 120),
        lighten(base, 0.35),
        { opacity: 0.55 },
      ),
    );
  }
  for (let i = 0; i < (o.chunks || 0); i++) {
    const a = s.r(0, 6.28);
    const d = s.r(0.1, 0.75) * r;
    const cr = r * s.r(0.1, 0.15);
    const col = o.chunkColor || darken(base, 0.15);
    out.push(
      rect(x + Math.cos(a) * d - cr, y + Math.sin(a) * d - cr, cr * 2, cr * 1.7, col, {
        rx: cr * 0.5,
        transform: `rotate(${n1(s.r(0, 90))} ${n1(x + Math.cos(a) * d)} ${n1(y + Math.sin(a) * d)})`,
      }),
    );
    out.push(
      rect(
        x + Math.cos(a) * d - cr * 0.7,
        y + Math.sin(a) * d - cr * 0.8,
        cr * 1.1,
        cr * 0.5,
        lighten(col, 0.3),
        {
          rx: cr * 0.25,
          opacity: 0.6,
          transform: `rotate(${n1(s.r(0, 90))} ${n1(x + Math.cos(a) * d)} ${n1(y + Math.sin(a) * d)})`,
        },
      ),
    );
  }
  if (o.cream !== false) {
    let d = `M${n1(x)} ${n1(y)}`;
    for (let t = 0; t < 14; t += 0.25) {
      const rr = r * 0.05 * t;
      d += `L${n1(x + Math.cos(t) * rr)} ${n1(y + Math.sin(t) * rr)}`;
    }
    out.push(
      path(d, 'none', {
        stroke: o.creamColor || '#fff6e6',
        strokeWidth: Math.max(2, r * 0.035),
        opacity: 0.85,
        strokeLinecap: 'round',
      }),
    );
  }
  out.push(herbs(s, x, y, r * 0.7, o.herbs ?? 9, o.herbColor));
  return out.join('');
}

function leafD(x, y, L, a) {
  const c = Math.cos(a);
  const sn = Math.sin(a);
  const P = (u, v) => `${n1(x + u * c - v * sn)} ${n1(y + u * sn + v * c)}`;
  return `M${P(0, 0)}Q${P(L * 0.5, -L * 0.35)} ${P(L, 0)}Q${P(L * 0.5, L * 0.35)} ${P(0, 0)}Z`;
}

/** Scattered coriander/mint leaves. */
function herbs(s, x, y, r, n, color = '#3f7d2c') {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r;
    const L = s.r(9, 15) * Math.min(1.6, Math.max(0.85, r / 100));
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    const b = s.r(0, 6.28);
    for (let j = 0; j < 3; j++)
      out.push(path(leafD(cx, cy, L, b + j * 2.1), j % 2 ? lighten(color, 0.15) : color));
  }
  return out.join('');
}

/** Rice: a field of grains inside a circle. */
function rice(s, x, y, r, o = {}) {
  const out = [
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, '#fffaf0'],
          [1, '#e7dcc4'],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
  ];
  const cols = o.colors || ['#fffdf6', '#f6efdf', '#fff9ea'];
  const n = o.n || Math.round(r * r * 0.09);
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r * 0.96;
    const gx = x + Math.cos(a) * d;
    const gy = y + Math.sin(a) * d;
    const c = cols[Math.floor(s.r(0, cols.length))];
    out.push(
      ell(gx, gy, r * 0.055, r * 0.016, c, {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(gx)} ${n1(gy)})`,
        stroke: darken(c, 0.12),
        strokeWidth: 0.6,
      }),
    );
  }
  return out.join('');
}

/** Irregular flatbread (naan / roti). */
function bread(s, x, y, rx, ry, rot, o = {}) {
  const n = 20;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + s.r(-0.05, 0.05);
    d += `${i ? 'L' : 'M'}${n1(x + Math.cos(a) * rx * k)} ${n1(y + Math.sin(a) * ry * k)}`;
  }
  d += 'Z';
  const base = o.color || '#e8b96a';
  const out = [
    path(d, '#000000', {
      opacity: 0.35,
      filter: s.blur(6),
      transform: `translate(6 9) rotate(${rot} ${x} ${y})`,
    }),
  ];
  out.push(
    path(
      d,
      s.rad(
        [
          [0, lighten(base, 0.25)],
          [0.7, base],
          [1, darken(base, 0.2)],
        ],
        0.45,
        0.4,
        0.65,
      ),
      { transform: `rotate(${rot} ${x} ${y})` },
    ),
  );
  const spots = [];
  for (let i = 0; i < (o.spots ?? 22); i++) {
    const a = s.r(0, 6.28);
    const dd = Math.sqrt(s.r()) * 0.8;
    spots.push(
      ell(
        x + Math.cos(a) * rx * dd,
        y + Math.sin(a) * ry * dd,
        s.r(3, 9),
        s.r(2, 6),
        i % 3 ? '#7a4a1c' : '#4a2a10',
        { opacity: n1(s.r(0.35, 0.7)) },
      ),
    );
  }
  out.push(g(spots, { transform: `rotate(${rot} ${x} ${y})`, filter: s.blur(1.2) }));
  if (o.butter)
    out.push(
      ell(x - rx * 0.2, y - ry * 0.2, rx * 0.4, ry * 0.3, '#fff2b8', { opacity: 0.35, filter: s.blur(8) }),
    );
  return out.join('');
}

/** Lemon wedge seen from above. */
function lemon(_s, x, y, r, rot) {
  return g(
    [
      path(`M${-r} 0A${r} ${r} 0 0 1 ${r} 0Z`, '#f2d64b'),
      path(`M${-r * 0.85} -2A${r * 0.85} ${r * 0.85} 0 0 1 ${r * 0.85} -2Z`, '#fbf1a8'),
      ...[0.25, 0.5, 0.75].map((t) =>
        line(0, -2, -Math.cos(t * Math.PI) * r * 0.8, -Math.sin(t * Math.PI) * r * 0.8, '#f2d64b', 1.5),
      ),
    ],
    { transform: `translate(${x} ${y}) rotate(${rot})` },
  );
}

/** Lime wheel. */
function limeWheel(_s, x, y, r, color = '#9ccf4a') {
  const out = [circ(x, y, r, darken(color, 0.25)), circ(x, y, r * 0.88, lighten(color, 0.55))];
  for (let i = 0; i < 10; i++) {
    const a1 = (i / 10) * Math.PI * 2 + 0.06;
    const a2 = ((i + 1) / 10) * Math.PI * 2 - 0.06;
    out.push(
      path(
        `M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a1) * r * 0.8)} ${n1(y + Math.sin(a1) * r * 0.8)}A${n1(r * 0.8)} ${n1(r * 0.8)} 0 0 1 ${n1(x + Math.cos(a2) * r * 0.8)} ${n1(y + Math.sin(a2) * r * 0.8)}Z`,
        color,
        { opacity: 0.9 },
      ),
    );
  }
  out.push(circ(x, y, r * 0.1, lighten(color, 0.6)));
  return out.join('');
}

/** Glossy sphere (gulab jamun, ladoo). */
function sphere(s, x, y, r, base, o = {}) {
  const out = [circ(x + r * 0.15, y + r * 0.2, r, '#000000', { opacity: 0.35, filter: s.blur(r * 0.15) })];
  out.push(
    circ(
      x,
      y,
      r,
      s.rad(
        [
          [0, lighten(base, 0.35)],
          [0.55, base],
          [1, darken(base, 0.45)],
        ],
        0.38,
        0.35,
        0.7,
      ),
    ),
  );
  if (o.dots)
    for (let i = 0; i < o.dots; i++) {
      const a = s.r(0, 6.28);
      const d = Math.sqrt(s.r()) * r * 0.9;
      out.push(
        circ(
          x + Math.cos(a) * d,
          y + Math.sin(a) * d,
          r * 0.06,
          i % 2 ? lighten(base, 0.3) : darken(base, 0.2),
          { opacity: 0.8 },
        ),
      );
    }
  if (o.gloss !== false)
    out.push(
      ell(x - r * 0.35, y - r * 0.38, r * 0.28, r * 0.16, '#ffffff', {
        opacity: o.gloss ?? 0.55,
        transform: `rotate(-35 ${n1(x - r * 0.35)} ${n1(y - r * 0.38)})`,
      }),
    );
  return out.join('');
}

/** Pistachio slivers / saffron strands sprinkle. */
function sprinkle(s, x, y, r, n, colors, len = 6) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = s.r(0, 6.28);
    const d = Math.sqrt(s.r()) * r;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    out.push(
      ell(px, py, len * s.r(0.6, 1), len * 0.3, colors[i % colors.length], {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(px)} ${n1(py)})`,
      }),
    );
  }
  return out.join('');
}

function petals(s, n, color = C.rose, area = [0, 0, 800, 800]) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = s.r(area[0], area[2]);
    const y = s.r(area[1], area[3]);
    const r = s.r(10, 18);
    const a = s.r(0, 360);
    out.push(
      path(
        `M0 0C${r} ${-r * 0.8} ${r * 1.6} ${r * 0.4} 0 ${r * 1.2}C${-r * 1.6} ${r * 0.4} ${-r} ${-r * 0.8} 0 0Z`,
        s.rad([
          [0, lighten(color, 0.2)],
          [1, darken(color, 0.2)],
        ]),
        { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(a)})` },
      ),
    );
  }
  return out.join('');
}

/** Skewer of paneer tikka pieces along a line. */
function skewer(s, x1, y1, x2, y2, r) {
  const out = [line(x1, y1, x2, y2, '#c9a577', r * 0.16, { strokeLinecap: 'round' })];
  const n = 6;
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  for (let i = 0; i < n; i++) {
    const t = 0.12 + (0.76 * i) / (n - 1);
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    const kind = i % 3;
    let shape;
    let parts;
    if (kind === 1) {
      shape = rect(-r * 0.9, -r * 0.8, r * 1.8, r * 1.6, '#000', { rx: r * 0.55 });
      parts = [
        rect(
          -r * 0.9,
          -r * 0.8,
          r * 1.8,
          r * 1.6,
          s.lin([
            [0, '#5aa83c'],
            [1, '#2c6e1e'],
          ]),
          { rx: r * 0.55 },
        ),
        rect(-r * 0.55, -r * 0.55, r * 0.9, r * 0.35, '#9bd477', { rx: r * 0.17, opacity: 0.7 }),
        line(-r * 0.5, r * 0.35, r * 0.5, r * 0.45, '#1f4e14', r * 0.12, {
          opacity: 0.5,
          strokeLinecap: 'round',
        }),
      ];
    } else if (kind === 2) {
      const d = `M${n1(-r * 0.95)} ${n1(r * 0.45)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(r * 0.95)} ${n1(r * 0.45)}L${n1(r * 0.5)} ${n1(r * 0.5)}A${n1(r * 0.55)} ${n1(r * 0.55)} 0 0 0 ${n1(-r * 0.5)} ${n1(r * 0.5)}Z`;
      shape = path(d, '#000');
      parts = [
        path(
          d,
          s.lin([
            [0, '#fbeef3'],
            [1, '#e2b6c8'],
          ]),
          { stroke: '#c98aa6', strokeWidth: 2 },
        ),
        path(
          `M${n1(-r * 0.72)} ${n1(r * 0.47)}A${n1(r * 0.78)} ${n1(r * 0.78)} 0 0 1 ${n1(r * 0.72)} ${n1(r * 0.47)}`,
          'none',
          { stroke: '#c98aa6', strokeWidth: 1.5, opacity: 0.8 },
        ),
      ];
    } else {
      shape = rect(-r, -r, r * 2, r * 2, '#000', { rx: r * 0.3 });
      parts = [
        rect(
          -r,
          -r,
          r * 2,
          r * 2,
          s.rad([
            [0, '#f9d08a'],
            [0.65, '#e48a3e'],
            [1, '#a8481c'],
          ]),
          { rx: r * 0.3 },
        ),
      ];
      for (const off of [-0.45, 0.1, 0.6])
        parts.push(
          line(-r * 0.75, r * (off - 0.35), r * 0.55, r * (off + 0.35), '#5a260c', r * 0.14, {
            opacity: 0.55,
            strokeLinecap: 'round',
            filter: s.blur(1.2),
          }),
        );
      parts.push(sprinkle(s, 0, 0, r * 0.8, 8, ['#b3261e', '#7a1a10'], 3));
    }
    const tr = `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang + s.r(-12, 12))})`;
    out.push(g(shape, { transform: `translate(5 8) ${tr}`, opacity: 0.35, filter: s.blur(4) }));
    out.push(g(parts, { transform: tr }));
  }
  return out.join('');
}

function samosa(s, x, y, r, rot) {
  const tri = [];
  for (let i = 0; i < 3; i++) {
    const a = (rot * Math.PI) / 180 + (i * Math.PI * 2) / 3 - Math.PI / 2;
    tri.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
  }
  const out = [
    poly(
      tri.map(([px, py]) => [px + 8, py + 12]),
      '#000000',
      { opacity: 0.35, filter: s.blur(8), strokeLinejoin: 'round', stroke: '#000', strokeWidth: r * 0.3 },
    ),
  ];
  const fill = s.rad(
    [
      [0, '#f6cf7e'],
      [0.6, '#dc9a43'],
      [1, '#a9621f'],
    ],
    0.45,
    0.4,
    0.6,
  );
  out.push(poly(tri, fill, { stroke: '#c98535', strokeWidth: r * 0.3, strokeLinejoin: 'round' }));
  out.push(poly(tri, 'none', { stroke: '#e9b463', strokeWidth: r * 0.18, strokeLinejoin: 'round' }));
  for (let i = 0; i < 14; i++) {
    const u = s.r();
    const v = s.r() * (1 - u);
    const px = tri[0][0] + (tri[1][0] - tri[0][0]) * u + (tri[2][0] - tri[0][0]) * v;
    const py = tri[0][1] + (tri[1][1] - tri[0][1]) * u + (tri[2][1] - tri[0][1]) * v;
    out.push(circ(px, py, s.r(2, 5), '#fbe0a2', { opacity: 0.7 }));
  }
  const [ax, ay] = tri[0];
  const mx = (tri[1][0] + tri[2][0]) / 2;
  const my = (tri[1][1] + tri[2][1]) / 2;
  out.push(line(ax, ay, ax + (mx - ax) * 0.85, ay + (my - ay) * 0.85, '#b86f28', 2.5, { opacity: 0.6 }));
  return out.join('');
}

function dishScene(fn, seed) {
  return (w, h) => {
    const s = new Scene(w, h, seed);
    fn(s, w, h);
    s.vignette(0.35);
    return s;
  };
}

const DISHES = {
  'dish-starter-1': dishScene((s) => {
    s.add(cloth(s, '#0f4c5c', 'booti'));
    s.add(
      rect(90, 170, 620, 470, '#000000', {
        rx: 40,
        opacity: 0.45,
        filter: s.blur(14),
        transform: 'rotate(-8 400 400) translate(14 20)',
      }),
    );
    s.add(
      rect(
        90,
        170,
        620,
        470,
        s.lin([
          [0, '#4a4f55'],
          [1, '#26292d'],
        ]),
        { rx: 40, transform: 'rotate(-8 400 400)' },
      ),
    );
    s.add(skewer(s, 120, 340, 680, 250, 42), skewer(s, 140, 490, 700, 400, 42));
    for (const [x, y] of [
      [230, 560],
      [300, 585],
      [270, 540],
    ])
      s.add(ell(x, y, 34, 30, 'none', { stroke: '#e9b9c9', strokeWidth: 6 }));
    s.add(lemon(s, 560, 560, 42, 20), lemon(s, 620, 520, 38, -30));
    s.add(bowl(s, 640, 150, 75, 'brass', '#4d8d33'), herbs(s, 640, 150, 35, 3, '#2f6a20'));
    s.add(herbs(s, 420, 580, 60, 4, '#3f7d2c'));
  }, 41),
  'dish-starter-2': dishScene((s) => {
    s.add(cloth(s, '#5b1a2b', 'stripe'));
    s.add(plate(s, 380, 420, 300, 'brass'));
    s.add(samosa(s, 300, 360, 110, 10), samosa(s, 470, 330, 105, -25), samosa(s, 400, 520, 110, 35));
    s.add(
      bowl(s, 680, 140, 80, 'brass', '#5a2410'),
      circ(
        680,
        140,
        50,
        s.rad([
          [0, '#8a3a1a', 0],
          [1, '#2a0e05', 0.3],
        ]),
      ),
    );
    s.add(bowl(s, 700, 320, 70, 'brass', '#5c9a38'));
    s.add(sprinkle(s, 680, 140, 40, 10, ['#c98535', '#e9b463'], 5), herbs(s, 700, 320, 30, 3, '#2f6a20'));
    s.add(herbs(s, 200, 560, 50, 4));
  }, 42),
  'dish-main-1': dishScene((s) => {
    s.add(cloth(s, '#1b1f3b', 'block', '#e8dcc0'));
    s.add(bread(s, 590, 560, 200, 130, -30, { butter: true }));
    s.add(bowl(s, 330, 330, 230, 'copper', '#d2561f', { lip: 0.84 }));
    s.add(curry(s, 330, 330, 178, '#d2561f', { chunks: 9, chunkColor: '#c76a30' }));
    s.add(bowl(s, 660, 170, 80, 'brass', '#f3ecdd'), herbs(s, 660, 170, 30, 3));
  }, 43),
  'dish-main-2': dishScene((s) => {
    s.add(cloth(s, '#efe2c6', 'lattice', '#5b1a2b'));
    s.add(bowl(s, 360, 400, 290, 'brass', '#f2e3bf', { lip: 0.84 }));
    s.add(rice(s, 360, 400, 228, { colors: ['#fffbf0', '#fff4dc', '#f3b13a', '#f7d27a', '#fffdf6'] }));
    s.add(sprinkle(s, 360, 400, 190, 40, ['#8a4a1c', '#6a3410'], 9));
    for (let i = 0; i < 12; i++) {
      const a = s.r(0, 6.28);
      const d = Math.sqrt(s.r()) * 170;
      const x = 360 + Math.cos(a) * d;
      const y = 400 + Math.sin(a) * d;
      s.add(
        path('M-14 0A14 12 0 0 1 14 0L8 0A8 6 0 0 0 -8 0Z', '#eccb8e', {
          transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(s.r(0, 360))}) scale(1.3)`,
          stroke: '#c99a55',
          strokeWidth: 1,
        }),
      );
    }
    for (const [x, y, r] of [
      [300, 330, 60],
      [440, 470, 50],
      [260, 480, 40],
    ])
      s.add(circ(x, y, r, '#f29a1e', { opacity: 0.35, filter: s.blur(10) }));
    s.add(herbs(s, 360, 400, 170, 10, '#3d7b2a'));
    s.add(
      bowl(s, 690, 650, 90, 'porcelain', '#f6f1e4'),
      herbs(s, 690, 650, 40, 3, '#4d8d33'),
      sprinkle(s, 690, 650, 40, 8, ['#8a5a2a'], 3),
    );
  }, 44),
  'dish-main-3': dishScene((s) => {
    s.add(cloth(s, '#5e3a24', 'wood'));
    const leaf = 'M90 420C160 180 470 90 760 150C800 380 640 690 200 760C120 680 60 560 90 420Z';
    s.add(path(leaf, '#000000', { opacity: 0.4, filter: s.blur(12), transform: 'translate(10 16)' }));
    s.add(
      path(
        leaf,
        s.lin(
          [
            [0, '#5aa23d'],
            [1, '#2f6b26'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    s.add(path('M150 690Q420 420 740 170', 'none', { stroke: '#a6d27a', strokeWidth: 5, opacity: 0.7 }));
    for (let i = 0; i < 10; i++) {
      const t = 0.1 + i * 0.085;
      const x = 150 + (740 - 150) * t;
      const y = 690 + (170 - 690) * t - Math.sin(t * Math.PI) * 60;
      s.add(
        path(`M${n1(x)} ${n1(y)}q-90 -70 -170 -110M${n1(x)} ${n1(y)}q80 70 150 110`, 'none', {
          stroke: '#8cc465',
          strokeWidth: 2,
          opacity: 0.5,
        }),
      );
    }
    s.add(bowl(s, 300, 330, 150, 'brass', '#2f6b1e'));
    s.add(
      curry(s, 300, 330, 120, '#3f7a22', {
        chunks: 8,
        chunkColor: '#f6efe0',
        herbs: 0,
        creamColor: '#f7f0dc',
      }),
    );
    s.add(rice(s, 540, 470, 120));
    s.add(
      bowl(s, 560, 240, 90, 'brass', '#d99a2b'),
      curry(s, 560, 240, 68, '#d99a2b', { cream: false, herbs: 5 }),
    );
    s.add(bread(s, 300, 600, 110, 100, 10, { color: '#e2b277', spots: 14 }));
  }, 45),
  'dish-dessert-1': dishScene((s) => {
    s.add(cloth(s, '#4a1422', 'lattice', C.gold));
    s.add(petals(s, 26, '#c2456b'));
    s.add(bowl(s, 400, 400, 280, 'porcelain', '#d7962a', { lip: 0.88 }));
    s.add(
      circ(
        400,
        400,
        232,
        s.rad([
          [0, '#f6c460', 0.8],
          [1, '#b56a14', 0.9],
        ]),
      ),
    );
    s.add(circ(400, 400, 274, 'none', { stroke: C.gold, strokeWidth: 5 }));
    for (const [x, y] of [
      [320, 330],
      [480, 320],
      [300, 470],
      [460, 480],
      [395, 400],
    ])
      s.add(sphere(s, x, y, 70, '#5a230c'));
    s.add(
      sprinkle(s, 400, 400, 190, 30, ['#8fbf4a', '#b5d46a'], 8),
      sprinkle(s, 400, 400, 180, 12, ['#e23a1c'], 6),
    );
  }, 46),
  'dish-dessert-2': dishScene((s) => {
    s.add(cloth(s, '#f3e9d4', 'block', '#c9a14a'));
    s.add(plate(s, 400, 400, 330, 'silver', { rim: 0.12 }));
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      const x = 400 + Math.cos(a) * 200;
      const y = 400 + Math.sin(a) * 200;
      s.add(sphere(s, x, y, 52, '#f29a1e', { dots: 70, gloss: 0.25 }));
    }
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
      const x = 400 + Math.cos(a) * 175;
      const y = 400 + Math.sin(a) * 175;
      const ang = (a * 180) / Math.PI;
      s.add(
        g(
          [
            rect(-40, -40, 80, 80, '#000000', {
              opacity: 0.3,
              filter: s.blur(5),
              transform: 'translate(5 8)',
            }),
            rect(
              -40,
              -40,
              80,
              80,
              s.lin([
                [0, '#a7c96a'],
                [1, '#6e9a3a'],
              ]),
              { rx: 6 },
            ),
            rect(-30, -30, 60, 60, '#c3dd8a', { rx: 4, opacity: 0.5 }),
            sprinkle(s, 0, 0, 24, 6, ['#4f7a2a'], 5),
          ],
          { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang + 45)}) scale(0.85)` },
        ),
      );
    }
    for (let i = 0; i < 4; i++) {
      const a = Math.PI / 4 + (i * Math.PI) / 2;
      s.add(
        g(
          [
            poly(
              [
                [0, -60],
                [40, 0],
                [0, 60],
                [-40, 0],
              ],
              '#000000',
              { opacity: 0.3, filter: s.blur(5), transform: 'translate(5 8)' },
            ),
            poly(
              [
                [0, -60],
                [40, 0],
                [0, 60],
                [-40, 0],
              ],
              s.lin([
                [0, '#fbf4e4'],
                [1, '#e6d8bd'],
              ]),
            ),
            poly(
              [
                [0, -46],
                [29, 0],
                [0, 46],
                [-29, 0],
              ],
              s.lin(
                [
                  [0, '#ffffff', 0.9],
                  [0.5, '#d9dcdf', 0.7],
                  [1, '#f4f4f4', 0.9],
                ],
                0,
                0,
                1,
                1,
              ),
            ),
          ],
          {
            transform: `translate(${n1(400 + Math.cos(a) * 66)} ${n1(400 + Math.sin(a) * 66)}) rotate(${n1((a * 180) / Math.PI + 90)})`,
          },
        ),
      );
    }
    s.add(circ(400, 400, 14, '#c2456b'), circ(400, 400, 7, '#f2a516'));
  }, 47),
  'dish-drink-1': dishScene((s) => {
    s.add(cloth(s, '#0f4c5c', 'lattice', C.gold));
    s.add(
      rect(70, 110, 660, 560, '#000000', {
        rx: 30,
        opacity: 0.45,
        filter: s.blur(14),
        transform: 'translate(12 18)',
      }),
    );
    s.add(
      rect(
        70,
        110,
        660,
        560,
        s.lin([
          [0, '#8a5a34'],
          [1, '#5a3620'],
        ]),
        { rx: 30 },
      ),
    );
    s.add(rect(95, 135, 610, 510, 'none', { rx: 20, stroke: '#a8764a', strokeWidth: 4 }));
    const chai = (x, y, r) => {
      const out = [bowl(s, x, y, r, 'clay', '#c08a5a', { lip: 0.84 })];
      out.push(
        circ(
          x,
          y,
          r * 0.8,
          s.rad(
            [
              [0, '#e0b486'],
              [0.7, '#c18b58'],
              [1, '#8f5a32'],
            ],
            0.45,
            0.45,
            0.6,
          ),
        ),
      );
      for (let i = 0; i < 22; i++) {
        const a = s.r(0, 6.28);
        const d = s.r(0.45, 0.75) * r;
        out.push(circ(x + Math.cos(a) * d, y + Math.sin(a) * d, s.r(2, 6), '#f0d6b5', { opacity: 0.6 }));
      }
      return out.join('');
    };
    s.add(chai(290, 320, 150), chai(520, 470, 135));
    for (let i = 0; i < 7; i++) {
      const x = s.r(170, 460);
      const y = s.r(560, 630);
      s.add(
        ell(x, y, 14, 8, '#7ea04a', {
          transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
          stroke: '#5c7d32',
          strokeWidth: 1.5,
        }),
      );
    }
    s.add(
      g(
        [
          rect(-95, -15, 190, 30, '#000000', {
            rx: 12,
            opacity: 0.35,
            filter: s.blur(4),
            transform: 'translate(4 7)',
          }),
          rect(
            -95,
            -15,
            190,
            30,
            s.lin([
              [0, '#a8602e'],
              [1, '#6e3816'],
            ]),
            { rx: 12 },
          ),
          rect(-95, -3, 190, 5, '#4e240c', { opacity: 0.7 }),
        ],
        { transform: 'translate(600 215) rotate(-35)' },
      ),
    );
    s.add(
      g(
        [
          rect(-85, -14, 170, 28, '#000000', {
            rx: 12,
            opacity: 0.35,
            filter: s.blur(4),
            transform: 'translate(4 7)',
          }),
          rect(
            -85,
            -14,
            170,
            28,
            s.lin([
              [0, '#b46a34'],
              [1, '#75401a'],
            ]),
            { rx: 12 },
          ),
          rect(-85, -3, 170, 5, '#4e240c', { opacity: 0.7 }),
        ],
        { transform: 'translate(630 260) rotate(-18)' },
      ),
    );
    for (const [bx, by] of [
      [660, 600],
      [612, 628],
    ]) {
      s.add(
        circ(bx + 5, by + 8, 36, '#000000', { opacity: 0.3, filter: s.blur(5) }),
        circ(
          bx,
          by,
          36,
          s.rad([
            [0, '#f0cf8e'],
            [1, '#c98f46'],
          ]),
        ),
        circ(bx, by, 29, 'none', { stroke: '#b97d3a', strokeWidth: 2, strokeDasharray: '3 6' }),
      );
      for (let i = 0; i < 6; i++) s.add(circ(bx + s.r(-16, 16), by + s.r(-16, 16), 2.5, '#a06a2e'));
    }
    const star = [];
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8;
      const r = i % 2 ? 8 : 26;
      star.push([170 + Math.cos(a) * r, 560 + Math.sin(a) * r]);
    }
    s.add(poly(star, '#6b3416'), circ(170, 560, 6, '#8a4a22'));
  }, 48),
  'dish-drink-2': dishScene((s) => {
    s.add(cloth(s, '#f5efe4', 'marble', '#9a8f84'));
    s.add(petals(s, 8, '#e07a9a'));
    const glass = (x, y, r, drink) => {
      const out = [circ(x + 14, y + 20, r, '#000000', { opacity: 0.18, filter: s.blur(12) })];
      out.push(circ(x + r * 0.35, y + r * 0.45, r * 1.05, drink, { opacity: 0.18, filter: s.blur(14) }));
      out.push(circ(x, y, r, '#ffffff', { opacity: 0.5 }));
      out.push(
        circ(
          x,
          y,
          r * 0.9,
          s.rad(
            [
              [0, lighten(drink, 0.3)],
              [1, drink],
            ],
            0.45,
            0.45,
            0.6,
          ),
        ),
      );
      for (let i = 0; i < 4; i++) {
        const a = s.r(0, 6.28);
        const d = r * 0.4;
        const ix = x + Math.cos(a) * d;
        const iy = y + Math.sin(a) * d;
        out.push(
          rect(ix - r * 0.2, iy - r * 0.2, r * 0.4, r * 0.4, '#ffffff', {
            rx: r * 0.08,
            opacity: 0.35,
            transform: `rotate(${n1(s.r(0, 90))} ${n1(ix)} ${n1(iy)})`,
            stroke: '#ffffff',
            strokeWidth: 2,
          }),
        );
      }
      out.push(herbs(s, x - r * 0.2, y + r * 0.15, r * 0.25, 2, '#2f7d32'));
      out.push(limeWheel(s, x + r * 0.72, y - r * 0.55, r * 0.33));
      out.push(
        circ(x - r * 0.3, y - r * 0.4, r * 0.09, '#ffffff', { opacity: 0.9 }),
        circ(x - r * 0.3, y - r * 0.4, r * 0.06, '#e8546f'),
      );
      out.push(circ(x, y, r, 'none', { stroke: '#ffffff', strokeWidth: 5, opacity: 0.8 }));
      out.push(
        path(
          `M${n1(x - r * 0.8)} ${n1(y - r * 0.3)}A${n1(r * 0.85)} ${n1(r * 0.85)} 0 0 1 ${n1(x - r * 0.1)} ${n1(y - r * 0.85)}`,
          'none',
          { stroke: '#ffffff', strokeWidth: 6, opacity: 0.7, strokeLinecap: 'round' },
        ),
      );
      return out.join('');
    };
    s.add(glass(290, 320, 170, '#e2557a'), glass(560, 520, 150, '#f2b134'));
    s.add(limeWheel(s, 610, 200, 55), limeWheel(s, 180, 610, 48, '#f2c935'));
    s.add(herbs(s, 690, 320, 40, 3, '#2f7d32'));
  }, 49),
};

/* ------------------------------------------------------------------ */
/* Scenes: events and dining                                           */
/* ------------------------------------------------------------------ */

/** A wedding mandap: four pillars, flower-hung canopy and glowing centre. */
function mandap(s, x, y, w, o = {}) {
  const out = [];
  const h = w * 0.95;
  const pillar = o.pillar || C.gold;
  out.push(s.glow(x, y - h * 0.45, w * 1.1, '#ffc870', 0.55));
  // back pillars
  for (const dx of [-0.34, 0.34])
    out.push(rect(x + dx * w - w * 0.018, y - h * 0.78, w * 0.036, h * 0.74, darken(pillar, 0.35)));
  // back drape
  out.push(
    path(
      `M${n1(x - w * 0.34)} ${n1(y - h * 0.78)}Q${n1(x)} ${n1(y - h * 0.6)} ${n1(x + w * 0.34)} ${n1(y - h * 0.78)}L${n1(x + w * 0.34)} ${n1(y - h * 0.05)}L${n1(x - w * 0.34)} ${n1(y - h * 0.05)}Z`,
      s.lin([
        [0, '#f7e6c4'],
        [1, '#e0a560'],
      ]),
      { opacity: 0.85 },
    ),
  );
  for (let i = 0; i < 9; i++)
    out.push(
      strand(
        x - w * 0.3 + (w * 0.6 * i) / 8,
        y - h * 0.72 + Math.sin((i / 8) * Math.PI) * h * 0.08,
        h * 0.3,
        w * 0.011,
        [C.ivory, '#f6d7e0'],
      ),
    );
  // platform
  out.push(
    poly(
      [
        [x - w * 0.56, y],
        [x + w * 0.56, y],
        [x + w * 0.5, y - h * 0.05],
        [x - w * 0.5, y - h * 0.05],
      ],
      '#e9d2a8',
    ),
  );
  out.push(rect(x - w * 0.56, y, w * 1.12, h * 0.05, '#b8915e'));
  // seats
  for (const dx of [-0.12, 0.12]) {
    const sx = x + dx * w;
    out.push(path(archD(sx, y - h * 0.05, w * 0.16, h * 0.18, w * 0.08, 5), C.gold));
    out.push(path(archD(sx, y - h * 0.09, w * 0.12, h * 0.14, w * 0.06, 5), C.maroon));
    out.push(rect(sx - w * 0.09, y - h * 0.13, w * 0.18, h * 0.07, '#8a2a3c', { rx: 4 }));
  }
  // sacred fire
  out.push(s.glow(x, y - h * 0.1, w * 0.18, '#ff9a3c', 0.9));
  out.push(
    poly(
      [
        [x - w * 0.05, y - h * 0.05],
        [x + w * 0.05, y - h * 0.05],
        [x + w * 0.035, y - h * 0.1],
        [x - w * 0.035, y - h * 0.1],
      ],
      '#8a4a2a',
    ),
  );
  out.push(
    path(
      `M${n1(x)} ${n1(y - h * 0.2)}Q${n1(x + w * 0.03)} ${n1(y - h * 0.13)} ${n1(x)} ${n1(y - h * 0.1)}Q${n1(x - w * 0.03)} ${n1(y - h * 0.13)} ${n1(x)} ${n1(y - h * 0.2)}Z`,
      '#ffd36a',
    ),
  );
  // front pillars
  for (const dx of [-0.48, 0.48]) {
    const px = x + dx * w;
    out.push(
      rect(
        px - w * 0.03,
        y - h * 0.85,
        w * 0.06,
        h * 0.8,
        s.lin(
          [
            [0, darken(pillar, 0.3)],
            [0.4, lighten(pillar, 0.3)],
            [1, darken(pillar, 0.3)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    for (let k = 0; k < 8; k++)
      out.push(
        circ(
          px + (k % 2 ? w * 0.02 : -w * 0.02),
          y - h * 0.8 + k * h * 0.1,
          w * 0.022,
          k % 2 ? C.marigold : C.rose,
        ),
      );
  }
  // canopy roof
  const ty = y - h * 0.85;
  out.push(
    poly(
      [
        [x - w * 0.6, ty],
        [x + w * 0.6, ty],
        [x + w * 0.52, ty - h * 0.08],
        [x - w * 0.52, ty - h * 0.08],
      ],
      C.maroon,
    ),
  );
  out.push(rect(x - w * 0.6, ty - 3, w * 1.2, 6, C.gold));
  out.push(
    path(
      domeD(x, ty - h * 0.08, w * 0.72, h * 0.42, 0.6),
      s.lin(
        [
          [0, '#8a2a3c'],
          [0.5, '#b23a50'],
          [1, '#5b1a2b'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  for (const dx of [-0.46, 0.46])
    out.push(
      path(domeD(x + dx * w, ty - h * 0.08, w * 0.16, h * 0.16, 0.6), C.maroon),
      line(x + dx * w, ty - h * 0.23, x + dx * w, ty - h * 0.3, C.gold, 2),
    );
  out.push(line(x, ty - h * 0.5, x, ty - h * 0.6, C.gold, 3), circ(x, ty - h * 0.52, 5, C.gold));
  out.push(
    path(
      `M${n1(x - w * 0.3)} ${n1(ty - h * 0.25)}Q${n1(x)} ${n1(ty - h * 0.18)} ${n1(x + w * 0.3)} ${n1(ty - h * 0.25)}`,
      'none',
      { stroke: C.gold, strokeWidth: 2.5, opacity: 0.8 },
    ),
  );
  // swags of marigold along the canopy edge
  for (let i = 0; i < 6; i++) {
    const xa = x - w * 0.58 + (w * 1.16 * i) / 6;
    const xb = x - w * 0.58 + (w * 1.16 * (i + 1)) / 6;
    out.push(garland(s, xa, ty + 4, xb, ty + 4, h * 0.04, w * 0.013));
  }
  for (let i = 0; i <= 6; i++)
    out.push(strand(x - w * 0.58 + (w * 1.16 * i) / 6, ty + 8, h * 0.16, w * 0.012));
  return out.join('');
}

function heroEvents(w, h) {
  const s = new Scene(w, h, 51);
  const gy = 700;
  s.add(
    rect(
      0,
      0,
      w,
      gy,
      s.lin([
        [0, '#0b0f2b'],
        [0.6, '#1b1f3b'],
        [1, '#3a2a4a'],
      ]),
    ),
  );
  s.add(stars(s, 70, 250, 0.6));
  // courtyard wall with lit arches
  s.add(
    rect(
      0,
      250,
      w,
      gy - 250,
      s.lin([
        [0, '#3f3150'],
        [1, '#2a2038'],
      ]),
    ),
  );
  const litArch = s.lin([
    [0, '#ffe6a8'],
    [0.6, '#f2a650'],
    [1, '#a4502a'],
  ]);
  for (let i = 0; i < 8; i++) {
    const x = 100 + i * 200;
    s.add(path(archD(x, gy, 150, 250, 110, 9), '#1a1222'));
    s.add(path(archD(x, gy, 132, 240, 98, 9), litArch, { opacity: 0.9 }));
    s.add(path(archD(x, gy, 150, 250, 110, 9), 'none', { stroke: C.gold, strokeWidth: 2, opacity: 0.6 }));
    s.add(lantern(s, x, gy - 360, 60, 22, { glow: 0.45 }));
  }
  s.add(rect(0, 238, w, 14, '#241a30'));
  s.add(crenel(0, w, 240, 16, '#241a30'));
  for (const x of [60, 1540])
    s.add(chhatri(s, x, 240, 110, { body: '#3a2d4c', open: litArch, dome: '#43355a', eave: '#241a30' }));
  // ground
  s.add(
    rect(
      0,
      gy,
      w,
      h - gy,
      s.lin([
        [0, '#5a4030'],
        [1, '#2a1a14'],
      ]),
    ),
  );
  for (let i = -12; i <= 12; i++)
    s.add(line(800 + i * 30, gy, 800 + i * 260, h, '#000000', 1.5, { opacity: 0.25 }));
  for (let k = 1; k < 9; k++) {
    const y = gy + (h - gy) * (k / 9) ** 1.8;
    s.add(line(0, y, w, y, '#000000', 1.5, { opacity: 0.2 }));
  }
  s.add(ell(800, gy + 30, 700, 120, '#ffb35a', { opacity: 0.22, filter: s.blur(30) }));
  // petal aisle
  s.add(
    poly(
      [
        [735, gy],
        [865, gy],
        [1080, h],
        [520, h],
      ],
      '#6b1f31',
    ),
  );
  for (let i = 0; i < 260; i++) {
    const t = s.r() ** 1.4;
    const y = gy + (h - gy) * t;
    const half = 65 + 215 * t;
    const x = 800 + s.r(-1, 1) * half * 0.95;
    const r = 2 + 7 * t;
    s.add(
      ell(x, y, r, r * 0.6, i % 3 ? '#f2a516' : C.rose, {
        opacity: 0.9,
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
      }),
    );
  }
  for (let k = 0; k < 9; k++) {
    const t = (k / 8) ** 1.6;
    const y = gy + 10 + (h - gy - 40) * t;
    const half = 80 + 250 * t;
    for (const sx of [-1, 1]) s.add(diya(s, 800 + sx * half, y, 10 + 28 * t));
  }
  s.add(mandap(s, 800, gy + 10, 420));
  // fairy lights canopy and foreground marigold toran
  for (const [x1, y1, x2, y2, sag] of [
    [0, 60, 1600, 80, 90],
    [0, 160, 800, 120, 50],
    [800, 120, 1600, 170, 50],
    [0, 10, 1600, 10, 150],
  ])
    s.add(lights(s, x1, y1, x2, y2, sag, 34, C.flame, 2.6));
  s.add(garland(s, -20, -10, 820, -10, 70, 13), garland(s, 780, -10, 1620, -10, 70, 13));
  for (const x of [40, 180, 330, 480, 640, 960, 1120, 1270, 1420, 1560]) {
    const y = 10 + Math.sin(((x % 800) / 800) * Math.PI) * 100;
    s.add(strand(x, y, 90 + (x % 3) * 30, 8));
  }
  s.add(lantern(s, 90, 0, 200, 40), lantern(s, 1510, 0, 220, 40));
  s.vignette(0.5);
  return s;
}

/** High-backed dining chair seen from the side, standing at (x, z) facing ±x. */
function sideChair(_s, cam, x, z, facing, color) {
  const P = cam.P;
  const bx = x - facing * 0.22;
  const out = [];
  out.push(
    poly(
      [
        P(bx, 0, z - 0.2),
        P(bx, 0.02, z - 0.2),
        P(bx, 0.46, z - 0.2),
        P(bx, 0.46, z - 0.18),
        P(bx, 0, z - 0.18),
      ],
      darken(color, 0.5),
    ),
  );
  out.push(
    poly(
      [
        P(x - 0.22, 0.46, z - 0.22),
        P(x + 0.22, 0.46, z - 0.22),
        P(x + 0.22, 0.46, z + 0.22),
        P(x - 0.22, 0.46, z + 0.22),
      ],
      darken(color, 0.2),
    ),
  );
  out.push(
    poly(
      [
        P(x - 0.22, 0.4, z - 0.22),
        P(x + 0.22, 0.4, z - 0.22),
        P(x + 0.22, 0.46, z - 0.22),
        P(x - 0.22, 0.46, z - 0.22),
      ],
      darken(color, 0.4),
    ),
  );
  const back = archPts(0.48, 0.65, 0.25, 5).map(([u, v]) => P(bx, 0.46 + v, z + u));
  out.push(poly(back, C.gold));
  const inner = archPts(0.38, 0.58, 0.2, 5).map(([u, v]) => P(bx, 0.5 + v, z + u));
  out.push(poly(inner, color));
  for (const dz of [-0.2, 0.2])
    out.push(
      line(
        ...P(x + facing * 0.2, 0, z + dz),
        ...P(x + facing * 0.2, 0.42, z + dz),
        darken(color, 0.5),
        Math.max(1, cam.k(z) * 0.03),
      ),
    );
  return out.join('');
}

function candelabra(s, cam, x, y, z, o = {}) {
  const k = cam.k(z) * (o.scale || 1);
  const [bx, by] = cam.P(x, y, z);
  const out = [];
  out.push(s.glow(bx, by - k * 0.62, k * 1.1, C.flame, 0.45));
  out.push(ell(bx, by, k * 0.1, k * 0.025, C.gold));
  out.push(rect(bx - k * 0.012, by - k * 0.45, k * 0.024, k * 0.45, C.gold));
  out.push(
    path(
      `M${n1(bx - k * 0.22)} ${n1(by - k * 0.5)}Q${n1(bx - k * 0.2)} ${n1(by - k * 0.38)} ${n1(bx)} ${n1(by - k * 0.38)}Q${n1(bx + k * 0.2)} ${n1(by - k * 0.38)} ${n1(bx + k * 0.22)} ${n1(by - k * 0.5)}`,
      'none',
      { stroke: C.gold, strokeWidth: Math.max(1.5, k * 0.02) },
    ),
  );
  for (const dx of [-0.22, 0, 0.22])
    out.push(
      candle(s, bx + dx * k, by - k * (dx ? 0.5 : 0.56), k * 0.16, k * 0.035, { glowR: 4, glow: 0.6 }),
    );
  if (o.flowers)
    out.push(
      ell(bx, by - k * 0.02, k * 0.22, k * 0.06, o.flowers),
      ell(bx - k * 0.1, by - k * 0.05, k * 0.07, k * 0.04, lighten(o.flowers, 0.3)),
    );
  return out.join('');
}

function heroDining(w, h) {
  const s = new Scene(w, h, 61);
  const cam = camera(w, h, { f: 950, cy: 1.85, hz: 420 });
  const P = cam.P;
  const W = 8;
  const H = 6;
  const D = 20;
  s.add(poly([P(-W / 2, H, 0.5), P(W / 2, H, 0.5), P(W / 2, H, D), P(-W / 2, H, D)], '#0b3440'));
  for (let z = 1; z < D; z += 1.6)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.25), P(-W / 2, H, z + 0.25)], '#5a3a22'));
  for (const side of [-1, 1]) {
    s.add(
      poly(
        [
          P((side * W) / 2, 0, 0.5),
          P((side * W) / 2, H, 0.5),
          P((side * W) / 2, H, D),
          P((side * W) / 2, 0, D),
        ],
        s.lin(
          side < 0
            ? [
                [0, '#0a3a46'],
                [1, '#176070'],
              ]
            : [
                [0, '#176070'],
                [1, '#0a3a46'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const map = wallMap(cam, { x: (side * W) / 2, z0: 0 });
    for (let z = 2.2; z < D - 1; z += 2.6) {
      s.add(poly(wallArch(map, z, 0, 2.0, 2.9, 1.3, 0), C.gold, { opacity: 0.9 }));
      s.add(
        poly(
          wallArch(map, z, 0.05, 1.8, 2.8, 1.2, 7),
          jaliPattern(s, n1(Math.max(8, 150 / z)), '#0e3d48', '#b98f52'),
        ),
      );
      s.add(s.glow(...map(z, 2.2), 900 / z, '#ffb457', 0.3));
    }
    s.add(poly([map(0.5, 4.9), map(D, 4.9), map(D, 5.1), map(0.5, 5.1)], C.gold, { opacity: 0.8 }));
  }
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, H), back(-W / 2, H)], '#0f4c5c'));
  s.add(poly(wallArch(back, 0, 0, 3.6, 3, 1.9, 0), C.gold));
  s.add(windowView(s, wallArch(back, 0, 0.1, 3.2, 2.9, 1.7, 9), 'dusk'));
  s.add(tileFloor(cam, -W / 2, W / 2, 0.5, D, 1, '#3a2418', '#4a3020'));
  s.add(
    poly(
      [P(-W / 2, 0, 0.5), P(W / 2, 0, 0.5), P(W / 2, 0, D), P(-W / 2, 0, D)],
      s.lin([
        [0, '#ffb35a', 0.15],
        [1, '#000000', 0.2],
      ]),
    ),
  );
  const z0 = 2.4;
  const z1 = 15;
  // chairs on the far sides first
  for (let z = z1 - 0.9; z > z0; z -= 1.25)
    for (const sx of [-1, 1]) s.add(sideChair(s, cam, sx * 1.55, z, -sx, '#6b1f31'));
  s.add(
    box(cam, -1.15, 1.15, 0, 0.78, z0, z1, {
      top: '#f7efdc',
      front: s.lin([
        [0, '#efe4cc'],
        [1, '#c9b896'],
      ]),
      side: '#d8c9a8',
    }),
  );
  s.add(poly([P(-0.4, 0.781, z0), P(0.4, 0.781, z0), P(0.4, 0.781, z1), P(-0.4, 0.781, z1)], '#7a2236'));
  s.add(poly([P(-0.4, 0, z0), P(0.4, 0, z0), P(0.4, 0.78, z0), P(-0.4, 0.78, z0)], '#7a2236'));
  for (const dx of [-0.34, 0.34])
    s.add(
      poly(
        [P(dx - 0.02, 0.782, z0), P(dx + 0.02, 0.782, z0), P(dx + 0.02, 0.782, z1), P(dx - 0.02, 0.782, z1)],
        C.gold,
      ),
    );
  for (let z = z1 - 0.9; z > z0; z -= 1.25)
    for (const sx of [-1, 1]) {
      const [px, py] = P(sx * 0.8, 0.78, z);
      const k = cam.k(z);
      s.add(
        ell(px, py, k * 0.16, k * 0.16 * ((cam.cy - 0.78) / z), '#ffffff'),
        ell(px, py, k * 0.1, k * 0.1 * ((cam.cy - 0.78) / z), C.gold, { opacity: 0.5 }),
      );
      const [gx, gy] = P(sx * 0.62, 0.78, z - 0.3);
      s.add(rect(gx - k * 0.02, gy - k * 0.16, k * 0.04, k * 0.16, '#ffffff', { opacity: 0.45 }));
    }
  for (const z of [13.5, 10.5, 7.5, 4.5])
    s.add(candelabra(s, cam, 0, 0.78, z, { flowers: z % 2 ? C.rose : C.marigold, scale: 1.25 }));
  for (const z of [14, 11, 8, 5]) {
    const [lx, ly] = P(0, 3.4, z);
    s.add(lantern(s, lx, P(0, H, z)[1], ly - P(0, H, z)[1], cam.k(z) * 0.35));
  }
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.05 }));
  s.vignette(0.5);
  return s;
}

function hallGarden(w, h) {
  const s = new Scene(w, h, 71);
  const cam = camera(w, h, { f: 900, cy: 1.7, hz: 520 });
  const P = cam.P;
  s.add(
    rect(
      0,
      0,
      w,
      522,
      s.lin([
        [0, '#070a22'],
        [0.7, '#1b1f3b'],
        [1, '#3a3560'],
      ]),
    ),
  );
  s.add(stars(s, 140, 420, 0.8), moon(s, 1320, 120, 22));
  // far tree line
  for (let i = 0; i < 40; i++)
    s.add(circ(i * 42 + s.r(-10, 10), 500 + s.r(-30, 10), s.r(30, 60), i % 2 ? '#0c1a1e' : '#0f2226'));
  const [pvx, pvy] = P(0, 0, 32);
  const pav0 = [
    rect(pvx - 260, pvy - 14, 520, 14, '#c7a576'),
    rect(pvx - 230, pvy - 150, 460, 136, '#d8b98a'),
    arcade(pvx - 220, pvx + 220, pvy - 14, 5, 62, 70, 38, warmWin(s), 7),
    poly(
      [
        [pvx - 262, pvy - 150],
        [pvx + 262, pvy - 150],
        [pvx + 240, pvy - 168],
        [pvx - 240, pvy - 168],
      ],
      '#a9865a',
    ),
    dome(s, pvx, pvy - 168, 150, 120, '#e2c89c', { trim: C.gold }),
    chhatri(s, pvx - 205, pvy - 168, 48, { body: '#d8b98a', open: warmWin(s) }),
    chhatri(s, pvx + 205, pvy - 168, 48, { body: '#d8b98a', open: warmWin(s) }),
  ].join('');
  const pav = g(pav0, {
    transform: `translate(${n1(pvx)} ${n1(pvy)}) scale(1.3) translate(${n1(-pvx)} ${n1(-pvy)})`,
  });
  s.add(s.glow(pvx, pvy - 80, 400, '#ffc070', 0.35));
  s.add(pav);
  // lawn with mowing stripes
  s.add(
    rect(
      0,
      520,
      w,
      h - 520,
      s.lin([
        [0, '#1d3a22'],
        [1, '#0d1f10'],
      ]),
    ),
  );
  for (let i = -14; i <= 14; i += 2)
    s.add(
      poly(
        [P(i * 1.5, 0, 1), P((i + 1) * 1.5, 0, 1), P((i + 1) * 1.5, 0, 60), P(i * 1.5, 0, 60)],
        '#2a4a2a',
        { opacity: 0.35 },
      ),
    );
  // water channel with reflection
  s.add(poly([P(-1.6, 0, 1.5), P(1.6, 0, 1.5), P(1.6, 0, 31), P(-1.6, 0, 31)], '#c9ad82'));
  const ch = [P(-1.2, 0, 1.5), P(1.2, 0, 1.5), P(1.2, 0, 31), P(-1.2, 0, 31)];
  s.add(
    poly(
      ch,
      s.lin([
        [0, '#2b3560'],
        [1, '#0a1030'],
      ]),
    ),
  );
  const chClip = s.clip(poly(ch, '#000'));
  s.add(
    g(g(pav, { transform: `translate(0 ${n1(2 * pvy)}) scale(1 -1)`, filter: s.blur(2.5) }), {
      clipPath: chClip,
      opacity: 0.5,
    }),
  );
  s.add(g(ripples(s, pvy, h, 90, '#ffd9a8', 0.35, 560, 1040), { clipPath: chClip }));
  for (const z of [7, 12, 18, 25]) {
    const [fx, fy] = P(0, 0, z);
    const k = cam.k(z);
    s.add(
      s.glow(fx, fy, k * 0.6, '#bfe6ff', 0.35),
      ell(fx, fy, k * 0.12, k * 0.03, '#e8f6ff', { opacity: 0.8 }),
    );
    s.add(
      path(
        `M${n1(fx)} ${n1(fy)}Q${n1(fx - k * 0.05)} ${n1(fy - k * 0.6)} ${n1(fx - k * 0.25)} ${n1(fy - k * 0.3)}M${n1(fx)} ${n1(fy)}Q${n1(fx + k * 0.05)} ${n1(fy - k * 0.6)} ${n1(fx + k * 0.25)} ${n1(fy - k * 0.3)}M${n1(fx)} ${n1(fy)}L${n1(fx)} ${n1(fy - k * 0.7)}`,
        'none',
        { stroke: '#e8f6ff', strokeWidth: Math.max(1, k * 0.025), opacity: 0.6 },
      ),
    );
  }
  // tables to the sides
  const tables = [];
  for (const x of [-7.5, -4.8, 4.8, 7.5])
    for (const z of [9, 14, 20]) tables.push([x + (z === 14 ? 0.8 : 0) * Math.sign(x), z]);
  tables.sort((a, b) => b[1] - a[1]);
  // cypress rows and lamp posts, far to near
  const items = [];
  for (const z of [28, 23, 19, 15.5, 12.5, 10]) for (const sx of [-1, 1]) items.push(['c', sx * 3.4, z]);
  for (const t of tables) items.push(['t', ...t]);
  items.sort((a, b) => b[2] - a[2]);
  for (const [kind, x, z] of items) {
    if (kind === 'c') {
      const [cx, cy] = P(x, 0, z);
      const k = cam.k(z);
      s.add(ell(cx, cy, k * 0.5, k * 0.1, '#000000', { opacity: 0.3 }));
      s.add(cypress(cx, cy, k * 4.6, '#0f2a18'), cypress(cx - k * 0.05, cy, k * 4.3, '#16361f'));
      s.add(
        lights(
          s,
          cx - k * 0.35,
          cy - k * 3.8,
          cx + k * 0.35,
          cy - k * 0.5,
          0,
          10,
          C.flame,
          Math.max(1, k * 0.025),
        ),
      );
    } else {
      s.add(
        roundTable(s, cam, x, z, 0.9, { cloth: '#f7efdc', chair: '#e8dcc0', flowers: '#f2a516', chairs: 6 }),
      );
    }
  }
  // overhead light strings
  for (let i = 0; i < 5; i++) {
    const z = 6 + i * 6;
    const a = P(-9, 4.5, z);
    const b = P(9, 4.5, z);
    s.add(lights(s, a[0], a[1], b[0], b[1], 40 - i * 6, 30, C.flame, Math.max(1.4, 3.5 - i * 0.5)));
  }
  s.vignette(0.5);
  return s;
}

function diningHall(w, h) {
  const s = new Scene(w, h, 81);
  const cam = camera(w, h, { f: 900, cy: 1.55, hz: 440 });
  const P = cam.P;
  const W = 12;
  const H = 5;
  const D = 14;
  const R = roomShell(s, cam, {
    W,
    H,
    D,
    wall: '#5b1a2b',
    wallFill: wallMotif(s, 54, '#5b1a2b', '#c9a14a', 0.28),
    side: '#efe0c2',
    ceiling: '#3a2418',
    floor: 'marble',
    tileA: '#efe3cc',
    tileB: '#dcc7a2',
  });
  for (let z = 1.5; z < D; z += 1.4)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.22), P(-W / 2, H, z + 0.22)], '#5e3c24'));
  for (const u of [-3.6, 0, 3.6]) {
    s.add(archWindow(s, R.back, u, 0.4, 2.0, 2.1, 1.1, 'dusk', { lobes: 9 }));
  }
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (let z = 2.4; z < D - 1; z += 2.8) {
      s.add(poly(wallArch(m, z, 0.5, 1.4, 1.9, 0.8, 7), '#0f4c5c'));
      s.add(poly(wallArch(m, z, 0.5, 1.4, 1.9, 0.8, 7), 'none', { stroke: C.gold, strokeWidth: 2.5 }));
      s.add(s.glow(...m(z, 1.6), 700 / z, '#ffb457', 0.35));
    }
  }
  const tables = [];
  for (const x of [-4.2, -1.4, 1.4, 4.2])
    for (const z of [5.2, 8.2, 11.2]) tables.push([x + (z === 8.2 ? 0.6 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.7, {
        cloth: '#f7efdc',
        chair: '#0f4c5c',
        cushion: '#c9a14a',
        flowers: C.marigold,
        chairs: 4,
      }),
    );
  const lamps = [
    [-3, 3.4, 4.5],
    [0, 3.0, 5.5],
    [3, 3.3, 4.8],
    [-1.5, 3.6, 8],
    [1.6, 3.4, 8.5],
    [-4.5, 3.6, 9],
    [4.4, 3.5, 10],
    [0, 3.7, 11.5],
    [-2.5, 3.2, 3.2],
    [2.5, 3.1, 3.1],
  ];
  lamps.sort((a, b) => b[2] - a[2]);
  for (const [x, y, z] of lamps) {
    const [lx, ly] = P(x, y, z);
    const top = P(x, H, z)[1];
    s.add(lantern(s, lx, top, ly - top, cam.k(z) * 0.32, { glow: 0.5 }));
  }
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.06 }));
  s.vignette(0.5);
  return s;
}

function diningTerrace(w, h) {
  const s = new Scene(w, h, 82);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 520 });
  const P = cam.P;
  s.add(
    skyDusk(s, 522, [
      [0, '#2a2a5a'],
      [0.35, '#6a4a7a'],
      [0.7, '#d9846a'],
      [1, '#f7c07a'],
    ]),
  );
  s.add(s.glow(520, 500, 260, '#ffe0a0', 0.7));
  s.add(circ(520, 505, 40, '#ffe6b0', { opacity: 0.9 }));
  for (const [x, y, rx] of [
    [300, 300, 260],
    [1200, 250, 320],
    [900, 380, 200],
  ])
    s.add(ell(x, y, rx, 14, '#f7b08a', { opacity: 0.35, filter: s.blur(6) }));
  s.add(hills(s, 505, 20, '#6a4a6a', 2));
  const pal = palace(s, 1180, 512, 300, {
    wall: '#7a5a72',
    wallDark: '#4a3552',
    domeFill: '#8a6a80',
    win: () => (s.rand() < 0.5 ? warmWin(s) : '#3a2a40'),
    portal: warmWin(s),
    trim: '#a0803a',
  });
  s.add(pal);
  s.add(
    rect(
      0,
      512,
      w,
      20,
      s.lin([
        [0, '#e8a27c'],
        [1, '#9a6a80'],
      ]),
    ),
  );
  s.add(reflect(s, pal, 512, { opacity: 0.4, blur: 1.5 }));
  s.add(ripples(s, 512, 532, 40, '#ffe0b0', 0.5));
  // terrace floor and parapets
  s.add(
    poly(
      [P(-9, 0, 1), P(9, 0, 1), P(9, 0, 26), P(-9, 0, 26)],
      s.lin([
        [0, '#b48a66'],
        [1, '#e0bf94'],
      ]),
    ),
  );
  for (let z = 2; z < 26; z += 1.5)
    s.add(line(...P(-9, 0, z), ...P(9, 0, z), '#8a6446', 1, { opacity: 0.4 }));
  for (let x = -9; x <= 9; x += 1.5)
    s.add(line(...P(x, 0, 1), ...P(x, 0, 26), '#8a6446', 1, { opacity: 0.4 }));
  s.add(
    box(cam, -9, 9, 0, 1.0, 26, 26.4, {
      top: '#e9cfa5',
      front: s.lin([
        [0, '#d9b486'],
        [1, '#b18b63'],
      ]),
      side: '#9a7654',
    }),
  );
  for (let x = -8.5; x <= 8.5; x += 1.1) {
    const a = wallArch(wallMap(cam, { x0: x, z: 26 }), 0, 0.15, 0.6, 0.5, 0.25, 5);
    s.add(poly(a, '#8d6a4e'));
  }
  for (const side of [-1, 1]) {
    s.add(
      poly(
        [P(side * 9, 0, 1), P(side * 9, 1, 1), P(side * 9, 1, 26), P(side * 9, 0, 26)],
        s.lin(
          side < 0
            ? [
                [0, '#8d6a4e'],
                [1, '#c9a47a'],
              ]
            : [
                [0, '#c9a47a'],
                [1, '#8d6a4e'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const [cx, cy] = P(side * 8.3, 1, 24.5);
    s.add(chhatri(s, cx, cy, cam.k(24.5) * 2.2, { body: '#d8b98a', open: warmWin(s), dome: '#e2c49a' }));
  }
  const tables = [];
  for (const x of [-5, -1.8, 1.8, 5])
    for (const z of [6, 10.5, 15, 19.5]) tables.push([x + (z === 10.5 || z === 19.5 ? 1.2 : 0), z]);
  tables.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of tables)
    s.add(
      roundTable(s, cam, x, z, 0.65, {
        cloth: '#f7efdc',
        chair: '#5b1a2b',
        cushion: '#c9a14a',
        flowers: C.rose,
        chairs: 4,
      }),
    );
  for (const [z, sag] of [
    [5, 50],
    [9, 35],
    [14, 25],
    [20, 18],
  ]) {
    const a = P(-9, 3.6, z);
    const b = P(9, 3.6, z);
    s.add(lights(s, a[0], a[1], b[0], b[1], sag, 28, C.flame, Math.max(1.5, 14 / z)));
  }
  s.vignette(0.45);
  return s;
}

function spaPool(w, h) {
  const s = new Scene(w, h, 83);
  const cam = camera(w, h, { f: 900, cy: 1.5, hz: 470 });
  const P = cam.P;
  const W = 10;
  const H = 6;
  const D = 20;
  s.add(poly([P(-W / 2, H, 0.5), P(W / 2, H, 0.5), P(W / 2, H, D), P(-W / 2, H, D)], '#e6d2b0'));
  for (let z = 1; z < D; z += 2.2)
    s.add(poly([P(-W / 2, H, z), P(W / 2, H, z), P(W / 2, H, z + 0.3), P(-W / 2, H, z + 0.3)], '#c9a47a'));
  // back: open arch to a dusky garden
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, H), back(-W / 2, H)], '#d8b98a'));
  const opening = wallArch(back, 0, 0, 4.4, 3.2, 2.0, 11);
  s.add(poly(wallArch(back, 0, 0, 5, 3.35, 2.35, 0), C.gold, { opacity: 0.85 }));
  const cl = s.clip(poly(opening, '#000'));
  const [ox0] = back(-2.2, 0);
  const [ox1, oy] = back(2.2, 0);
  const [, otop] = back(0, 5.2);
  s.add(
    g(
      [
        rect(
          ox0,
          otop,
          ox1 - ox0,
          oy - otop,
          s.lin([
            [0, '#33406a'],
            [0.6, '#b97a86'],
            [1, '#f3b98a'],
          ]),
        ),
        cypress(ox0 + 40, oy, 150, '#23304a'),
        cypress(ox1 - 40, oy, 160, '#23304a'),
        cypress(ox0 + 90, oy, 110, '#2b3a55'),
        cypress(ox1 - 95, oy, 120, '#2b3a55'),
        circ((ox0 + ox1) / 2 + 40, otop + 60, 14, '#fff1d0', { opacity: 0.9 }),
      ],
      { clipPath: cl },
    ),
  );
  // colonnades
  for (const side of [-1, 1]) {
    const x = (side * W) / 2;
    s.add(
      poly(
        [P(x, 0, 0.5), P(x, H, 0.5), P(x, H, D), P(x, 0, D)],
        s.lin(
          side < 0
            ? [
                [0, '#a8835c'],
                [1, '#e9cfa6'],
              ]
            : [
                [0, '#e9cfa6'],
                [1, '#a8835c'],
              ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const map = wallMap(cam, { x, z0: 0 });
    for (let z = 2; z < D - 1; z += 2.6) {
      s.add(
        poly(
          wallArch(map, z, 0, 2.0, 2.8, 1.3, 9),
          s.lin([
            [0, '#2e4a5a'],
            [1, '#112430'],
          ]),
        ),
      );
      s.add(
        poly(wallArch(map, z, 0, 2.0, 2.8, 1.3, 9), 'none', {
          stroke: C.gold,
          strokeWidth: Math.max(1, 20 / z),
        }),
      );
      const [lx, ly] = map(z, 3.0);
      s.add(lantern(s, lx, ly - cam.k(z) * 0.6, cam.k(z) * 0.3, cam.k(z) * 0.22, { glow: 0.5 }));
    }
  }
  // deck and pool
  s.add(poly([P(-W / 2, 0, 0.5), P(W / 2, 0, 0.5), P(W / 2, 0, D), P(-W / 2, 0, D)], '#ead7b6'));
  for (let z = 1; z < D; z += 1)
    s.add(line(...P(-W / 2, 0, z), ...P(W / 2, 0, z), '#c9ab82', 1, { opacity: 0.5 }));
  const pool = [P(-3, 0, 1.5), P(3, 0, 1.5), P(3, 0, D - 1.2), P(-3, 0, D - 1.2)];
  s.add(poly([P(-3.25, 0, 1.3), P(3.25, 0, 1.3), P(3.25, 0, D - 1), P(-3.25, 0, D - 1)], '#f6ecd6'));
  s.add(
    poly(
      pool,
      s.lin([
        [0, '#1c6f7a'],
        [1, '#0b3c48'],
      ]),
    ),
  );
  const pcl = s.clip(poly(pool, '#000'));
  const [, wy] = P(0, 0, D - 1.2);
  s.add(
    g(
      [
        g(poly(wallArch(back, 0, 0, 4.4, 3.2, 2.0, 11), '#f3b98a'), {
          transform: `translate(0 ${n1(2 * wy)}) scale(1 -1)`,
          filter: s.blur(6),
          opacity: 0.3,
        }),
        ripples(s, wy, h, 160, '#bff3f0', 0.35, 250, 1350),
      ],
      { clipPath: pcl },
    ),
  );
  for (const [x, z] of [
    [-1.5, 4],
    [1.2, 5.5],
    [-0.4, 7.5],
    [1.8, 9],
    [-1.9, 11],
    [0.6, 13],
    [-0.9, 15],
  ]) {
    const [fx, fy] = P(x, 0, z);
    const k = cam.k(z);
    s.add(
      s.glow(fx, fy, k * 0.5, C.flame, 0.55),
      ell(fx, fy, k * 0.12, k * 0.04, '#f2a516'),
      ell(fx, fy - k * 0.02, k * 0.07, k * 0.025, C.rose),
    );
    s.add(ell(fx, fy + k * 0.08, k * 0.03, k * 0.18, C.flame, { opacity: 0.3 }));
  }
  // loungers
  for (const [x, z] of [
    [-4.1, 4],
    [4.1, 4],
    [-4.1, 7],
    [4.1, 7],
  ].sort((a, b) => b[1] - a[1])) {
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.25, 0.4, z - 1, z + 0.6, {
        top: '#fbf6ea',
        front: '#e6dccb',
        side: '#d8cbb5',
      }),
    );
    s.add(
      poly(
        [
          P(x - 0.35, 0.4, z + 0.6),
          P(x + 0.35, 0.4, z + 0.6),
          P(x + 0.35, 0.95, z + 0.9),
          P(x - 0.35, 0.95, z + 0.9),
        ],
        '#f1e7d4',
      ),
    );
    s.add(
      box(cam, x - 0.3, x + 0.3, 0.4, 0.5, z - 0.9, z - 0.5, {
        top: C.teal,
        front: darken(C.teal, 0.2),
        side: darken(C.teal, 0.3),
      }),
    );
  }
  s.vignette(0.45);
  return s;
}

function lobby(w, h) {
  const s = new Scene(w, h, 84);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 470 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 14,
    H: 7.5,
    D: 14,
    wall: '#f3e6cc',
    side: '#ead8b6',
    ceiling: '#0f4c5c',
    floor: 'marble',
    tileA: '#f6efe2',
    tileB: '#d6bf98',
  });
  // ceiling medallion
  const [mx, my] = P(0, 7.5, 7.5);
  s.add(
    ell(mx, my, 260, 40, 'none', { stroke: C.gold, strokeWidth: 3 }),
    ell(mx, my, 180, 26, C.gold, { opacity: 0.4 }),
  );
  // grand portal and side arches
  s.add(poly(wallArch(R.back, 0, 0, 4.6, 4.2, 2.3, 0), C.gold));
  s.add(
    poly(
      wallArch(R.back, 0, 0.05, 4.0, 4.0, 2.0, 11),
      s.lin([
        [0, '#fff1c9'],
        [0.7, '#f2c36a'],
        [1, '#c98a3a'],
      ]),
    ),
  );
  s.add(
    poly(wallArch(R.back, 0, 0.05, 4.0, 4.0, 2.0, 11), jaliPattern(s, 20, '#b07a3a', 'none'), {
      opacity: 0.5,
    }),
  );
  for (const u of [-4.6, 4.6]) {
    s.add(poly(wallArch(R.back, u, 0, 2.4, 3.0, 1.3, 0), C.gold));
    s.add(
      poly(
        wallArch(R.back, u, 0.05, 2.0, 2.9, 1.1, 9),
        s.lin([
          [0, '#1b5a6a'],
          [1, '#0a2c36'],
        ]),
      ),
    );
    const [lx, ly] = R.back(u, 3.0);
    s.add(lantern(s, lx, ly - 40, 30, 26));
  }
  for (const u of [-2.9, 2.9])
    s.add(
      poly(
        [R.back(u - 0.25, 0), R.back(u + 0.25, 0), R.back(u + 0.25, 6.6), R.back(u - 0.25, 6.6)],
        s.lin(
          [
            [0, '#d9bf8f'],
            [0.5, '#fbf0d8'],
            [1, '#c9a679'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (const z of [3.5, 7.5, 11.5]) {
      s.add(poly(wallArch(m, z, 0, 2.4, 3.0, 1.3, 9), '#5b1a2b'));
      s.add(poly(wallArch(m, z, 0, 2.4, 3.0, 1.3, 9), 'none', { stroke: C.gold, strokeWidth: 3 }));
    }
  }
  s.add(rug(s, cam, -3, 3, 4.5, 10, '#5b1a2b', '#c9a14a'));
  // armchairs
  s.add(sofa(s, cam, -5.2, -3.8, 8, 9.2, '#0f4c5c'), sofa(s, cam, 3.8, 5.2, 8, 9.2, '#0f4c5c'));
  // centre table with urli of flowers
  const [tx, ty] = P(0, 0.8, 7);
  const k = cam.k(7);
  const [, fy] = P(0, 0, 7);
  s.add(ell(tx, fy, k * 1.1, k * 0.18, '#000000', { opacity: 0.2 }));
  s.add(
    path(
      `M${n1(tx - k * 0.25)} ${n1(fy)}L${n1(tx - k * 0.12)} ${n1(ty)}L${n1(tx + k * 0.12)} ${n1(ty)}L${n1(tx + k * 0.25)} ${n1(fy)}Z`,
      '#4a2a18',
    ),
  );
  s.add(ell(tx, ty, k * 1.0, k * 0.12, '#3a2214'), ell(tx, ty - 4, k * 1.0, k * 0.12, '#6b4028'));
  s.add(
    path(
      `M${n1(tx - k * 0.8)} ${n1(ty - k * 0.1)}Q${n1(tx)} ${n1(ty + k * 0.35)} ${n1(tx + k * 0.8)} ${n1(ty - k * 0.1)}Z`,
      s.lin(
        [
          [0, '#8a6418'],
          [0.5, '#f1d27a'],
          [1, '#8a6418'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(tx, ty - k * 0.1, k * 0.8, k * 0.1, '#2f7d8a'));
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    s.add(
      ell(
        tx + Math.cos(a) * k * 0.55,
        ty - k * 0.1 + Math.sin(a) * k * 0.06,
        k * 0.07,
        k * 0.035,
        i % 2 ? C.rose : C.marigold,
      ),
    );
  }
  for (const dx of [-0.25, 0, 0.25])
    s.add(candle(s, tx + dx * k, ty - k * 0.1, k * 0.1, k * 0.04, { glowR: 4 }));
  // tall flower arrangement
  for (let i = 0; i < 24; i++) {
    const a = s.r(-1.3, 1.3);
    const L = k * s.r(0.6, 1.0);
    const ex = tx + Math.sin(a) * L * 0.7;
    const ey = ty - k * 0.15 - Math.cos(a) * L;
    s.add(line(tx, ty - k * 0.12, ex, ey, '#4f7a3a', 2));
    s.add(circ(ex, ey, k * s.r(0.05, 0.08), [C.rose, '#f7f1e3', C.marigold, '#e56b8a'][i % 4]));
  }
  const [cx, cy] = P(0, 5.2, 7);
  s.add(chandelier(s, cx, cy, k * 1.8, { top: P(0, 7.5, 7)[1] }));
  s.vignette(0.45);
  return s;
}

function courtyard(w, h) {
  const s = new Scene(w, h, 85);
  const cam = camera(w, h, { f: 820, cy: 1.6, hz: 560 });
  const P = cam.P;
  const W = 16;
  const D = 26;
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin([
        [0, '#6fa8c8'],
        [0.5, '#b9d9e2'],
        [1, '#f4e9d2'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [300, 90, 180],
    [1100, 150, 220],
    [700, 60, 120],
  ])
    s.add(ell(x, y, rx, 28, '#ffffff', { opacity: 0.6, filter: s.blur(10) }));
  const wallH = 8;
  const stone = (a, b) =>
    s.lin(
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      1,
      0,
    );
  // back wall, two storeys of arcades
  const back = wallMap(cam, { x0: 0, z: D });
  s.add(poly([back(-W / 2, 0), back(W / 2, 0), back(W / 2, wallH), back(-W / 2, wallH)], '#e4c497'));
  for (let u = -7; u <= 7; u += 2) {
    s.add(poly(wallArch(back, u, 0, 1.5, 2.2, 1.0, 7), '#7a5a3e'));
    s.add(poly(wallArch(back, u, 4.2, 1.1, 1.6, 0.7, 5), '#6a4a32'));
  }
  s.add(poly([back(-W / 2, 3.8), back(W / 2, 3.8), back(W / 2, 4.0), back(-W / 2, 4.0)], '#b08d62'));
  for (const u of [-4.5, 0, 4.5]) {
    const [x, y] = back(u, wallH);
    s.add(chhatri(s, x, y, cam.k(D) * 1.8, { body: '#e4c497', open: '#6a4a32', dome: '#efd7ae' }));
  }
  // side wings
  for (const side of [-1, 1]) {
    const x = (side * W) / 2;
    s.add(
      poly(
        [P(x, 0, 2), P(x, wallH, 2), P(x, wallH, D), P(x, 0, D)],
        side < 0 ? stone('#c9a678', '#ecd2a6') : stone('#ecd2a6', '#c9a678'),
      ),
    );
    const map = wallMap(cam, { x, z0: 0 });
    for (let z = 3.5; z < D - 1; z += 2.5) {
      s.add(poly(wallArch(map, z, 0, 1.7, 2.4, 1.0, 7), '#6e4f36'));
      s.add(poly(wallArch(map, z, 4.2, 1.2, 1.6, 0.7, 5), '#5e4230'));
      s.add(poly(wallArch(map, z, 4.2, 1.2, 1.6, 0.7, 5), 'none', { stroke: '#f3dfbb', strokeWidth: 1.5 }));
    }
    s.add(poly([map(2, 3.8), map(D, 3.8), map(D, 4.05), map(2, 4.05)], '#a8835a'));
    s.add(poly([map(2, wallH), map(D, wallH), map(D, wallH + 0.3), map(2, wallH + 0.3)], '#b08d62'));
  }
  // paving: star-and-square pattern suggested by tiles
  s.add(poly([P(-W / 2, 0, 1), P(W / 2, 0, 1), P(W / 2, 0, D), P(-W / 2, 0, D)], '#e9d3ae'));
  s.add(tileFloor(cam, -W / 2, W / 2, 1, D, 2, '#e2c9a0', '#f0dcb8'));
  // sun and shadow
  s.add(
    poly([P(W / 2, 0, 2), P(W / 2, 0, D), P(W / 2 - 3, 0, D), P(W / 2 - 3, 0, 2)], '#6a4a30', {
      opacity: 0.18,
    }),
  );
  // fountain
  const fz = 10;
  const k = cam.k(fz);
  const [fx, fy] = P(0, 0, fz);
  const oct = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    oct.push([Math.cos(a) * 3, Math.sin(a) * 3]);
  }
  s.add(
    poly(
      oct.map(([x, z]) => P(x, 0.5, fz + z)),
      '#f3e3c4',
    ),
  );
  s.add(
    poly(
      oct.map(([x, z]) => P(x * 0.88, 0.5, fz + z * 0.88)),
      s.lin([
        [0, '#2f8aa0'],
        [1, '#14506a'],
      ]),
    ),
  );
  s.add(
    poly(
      [
        P(oct[3][0], 0, fz + oct[3][1]),
        P(oct[4][0], 0, fz + oct[4][1]),
        P(oct[5][0], 0, fz + oct[5][1]),
        P(oct[6][0], 0, fz + oct[6][1]),
        P(oct[6][0], 0.5, fz + oct[6][1]),
        P(oct[5][0], 0.5, fz + oct[5][1]),
        P(oct[4][0], 0.5, fz + oct[4][1]),
        P(oct[3][0], 0.5, fz + oct[3][1]),
      ],
      '#d9c09a',
    ),
  );
  s.add(ripples(s, fy - k * 0.5, fy + k * 0.2, 30, '#ffffff', 0.35, fx - k * 2.2, fx + k * 2.0));
  const [bx, by] = P(0, 0.5, fz);
  s.add(rect(bx - k * 0.12, by - k * 1.2, k * 0.24, k * 1.2, '#e9d3ae'));
  s.add(ell(bx, by - k * 1.2, k * 0.7, k * 0.12, '#f3e3c4'));
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28;
    const ex = bx + Math.cos(a) * k * 1.4 + (i - 4) * k * 0.15;
    s.add(
      path(
        `M${n1(bx)} ${n1(by - k * 1.5)}Q${n1(bx + (i - 4) * k * 0.12)} ${n1(by - k * 2.4)} ${n1(ex)} ${n1(by - k * 0.7)}`,
        'none',
        { stroke: '#ffffff', strokeWidth: 2.5, opacity: 0.7 },
      ),
    );
  }
  s.add(line(bx, by - k * 1.2, bx, by - k * 2.6, '#ffffff', 4, { opacity: 0.8 }));
  // potted trees
  for (const [x, z] of [
    [-5.5, 8],
    [5.5, 8],
    [-5.5, 16],
    [5.5, 16],
    [-5.5, 22],
    [5.5, 22],
  ].sort((a, b) => b[1] - a[1])) {
    const [tx, ty] = P(x, 0, z);
    const kk = cam.k(z);
    s.add(ell(tx + kk * 0.3, ty, kk * 0.6, kk * 0.12, '#000000', { opacity: 0.2 }));
    s.add(
      path(
        `M${n1(tx - kk * 0.35)} ${n1(ty - kk * 0.6)}L${n1(tx + kk * 0.35)} ${n1(ty - kk * 0.6)}L${n1(tx + kk * 0.25)} ${n1(ty)}L${n1(tx - kk * 0.25)} ${n1(ty)}Z`,
        '#b5643a',
      ),
    );
    s.add(tree(s, tx, ty - kk * 0.6, kk * 2.2, '#4f7a3a', '#8fbf5a'));
  }
  s.vignette(0.3);
  return s;
}

function fitness(w, h) {
  const s = new Scene(w, h, 86);
  const cam = camera(w, h, { f: 950, cy: 1.5, hz: 460 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 11,
    H: 4.2,
    D: 9,
    wall: '#f6efe2',
    side: '#eee2cc',
    ceiling: '#fbf6ec',
    floor: 'wood',
  });
  for (const u of [-3.6, -1.2, 1.2, 3.6])
    s.add(archWindow(s, R.back, u, 0.3, 1.5, 2.2, 0.9, 'day', { lobes: 7 }));
  for (const u of [-3.6, -1.2, 1.2, 3.6])
    s.add(
      lightShaft(
        s,
        R.back(u - 0.75, 2.5),
        R.back(u + 0.75, 2.5),
        P(u + 1.4, 0, 4.5),
        P(u - 0.4, 0, 4.5),
        '#fff8e0',
        0.22,
      ),
    );
  // yoga mats
  const mats = ['#0f4c5c', '#5b1a2b', '#c9a14a', '#0f4c5c'];
  mats.forEach((c, i) => {
    const x = -3.3 + i * 1.4;
    s.add(
      poly(
        [P(x - 0.33, 0.01, 3.2), P(x + 0.33, 0.01, 3.2), P(x + 0.33, 0.01, 5.0), P(x - 0.33, 0.01, 5.0)],
        c,
      ),
    );
    const [ra, rb] = [P(x - 0.35, 0.16, 5.05), P(x + 0.35, 0, 5.05)];
    s.add(
      rect(
        ra[0],
        ra[1],
        rb[0] - ra[0],
        rb[1] - ra[1],
        s.lin([
          [0, lighten(c, 0.15)],
          [1, darken(c, 0.3)],
        ]),
        { rx: (rb[1] - ra[1]) / 2 },
      ),
    );
  });
  // dumbbell rack on the left wall
  s.add(box(cam, -5.2, -4.6, 0, 0.9, 6.0, 8.6, { top: '#5a3a22', front: '#4a2e1a', side: '#6b4a2e' }));
  for (let z = 8.3; z > 6.1; z -= 0.42)
    for (const y of [0.35, 0.85]) {
      const [dx, dy] = P(-4.55, y + 0.08, z);
      const kk = cam.k(z);
      s.add(line(dx - kk * 0.12, dy, dx + kk * 0.02, dy + kk * 0.02, '#555', Math.max(1.5, kk * 0.04)));
      s.add(
        circ(dx - kk * 0.12, dy, kk * 0.07, '#2a2a2a'),
        circ(dx + kk * 0.04, dy + kk * 0.02, kk * 0.07, '#3a3a3a'),
      );
    }
  // treadmills on the right
  for (const z of [6.3, 4.5]) {
    const x0 = 3.4;
    s.add(
      box(cam, x0, x0 + 0.8, 0, 0.22, z - 0.9, z + 0.9, {
        top: '#2a2d33',
        front: '#1c1e22',
        side: '#33363d',
      }),
    );
    s.add(
      poly(
        [
          P(x0 + 0.08, 0.225, z - 0.85),
          P(x0 + 0.72, 0.225, z - 0.85),
          P(x0 + 0.72, 0.225, z + 0.6),
          P(x0 + 0.08, 0.225, z + 0.6),
        ],
        '#111214',
      ),
    );
    for (const dx of [0.05, 0.75])
      s.add(line(...P(x0 + dx, 0.2, z + 0.8), ...P(x0 + dx, 1.25, z + 0.9), '#8a8d93', 4));
    s.add(
      poly(
        [P(x0, 1.2, z + 0.8), P(x0 + 0.8, 1.2, z + 0.8), P(x0 + 0.8, 1.45, z + 0.95), P(x0, 1.45, z + 0.95)],
        '#2a2d33',
      ),
    );
    s.add(
      poly(
        [
          P(x0 + 0.2, 1.25, z + 0.82),
          P(x0 + 0.6, 1.25, z + 0.82),
          P(x0 + 0.6, 1.4, z + 0.92),
          P(x0 + 0.2, 1.4, z + 0.92),
        ],
        '#5fb3c4',
        { opacity: 0.8 },
      ),
    );
  }
  // exercise ball and plants
  const [bx, by] = P(-1.9, 0.35, 3.6);
  s.add(
    ell(bx, P(-1.9, 0, 3.6)[1], cam.k(3.6) * 0.35, cam.k(3.6) * 0.06, '#000', { opacity: 0.2 }),
    sphere(s, bx, by, cam.k(3.6) * 0.33, '#c9a14a', { gloss: 0.3 }),
  );
  s.add(pottedPalm(s, cam, -4.6, 8.3, 2.0), pottedPalm(s, cam, 4.9, 8.3, 2.0));
  s.vignette(0.3);
  return s;
}

/** Chair seen from behind (ceremony / theatre rows). */
function rowChair(_s, cam, x, z, color, sash, half = 0.22) {
  const P = cam.P;
  const k = cam.k(z);
  const [bx, by] = P(x, 0.95, z);
  const [, sy] = P(x, 0.45, z);
  const [, fy] = P(x, 0, z);
  const cw = k * half;
  const out = [
    line(bx - cw * 0.85, sy, bx - cw * 0.9, fy, darken(color, 0.35), Math.max(1, k * 0.025)),
    line(bx + cw * 0.85, sy, bx + cw * 0.9, fy, darken(color, 0.35), Math.max(1, k * 0.025)),
    rect(bx - cw, sy - k * 0.03, cw * 2, k * 0.06, darken(color, 0.15)),
    path(
      `M${n1(bx - cw)} ${n1(sy)}L${n1(bx - cw)} ${n1(by + cw * 0.2)}Q${n1(bx)} ${n1(by - cw * 0.25)} ${n1(bx + cw)} ${n1(by + cw * 0.2)}L${n1(bx + cw)} ${n1(sy)}Z`,
      color,
    ),
  ];
  if (sash)
    out.push(
      rect(bx - cw, by + (sy - by) * 0.45, cw * 2, (sy - by) * 0.18, sash),
      path(
        `M${n1(bx)} ${n1(by + (sy - by) * 0.5)}l${n1(-cw * 0.25)} ${n1(cw * 0.7)}l${n1(cw * 0.5)} 0Z`,
        sash,
      ),
    );
  return out.join('');
}

function eventWedding(w, h) {
  const s = new Scene(w, h, 91);
  const cam = camera(w, h, { f: 900, cy: 1.5, hz: 500 });
  const P = cam.P;
  s.add(
    skyDusk(s, 502, [
      [0, '#3a3a70'],
      [0.4, '#9a5a80'],
      [0.75, '#f09a70'],
      [1, '#ffd49a'],
    ]),
  );
  s.add(s.glow(1150, 480, 300, '#ffe2a0', 0.6));
  for (const [x, y, rx] of [
    [250, 200, 260],
    [1000, 150, 300],
    [1350, 300, 200],
  ])
    s.add(ell(x, y, rx, 16, '#ffc8a0', { opacity: 0.4, filter: s.blur(6) }));
  s.add(hills(s, 490, 22, '#7a5070', 3));
  s.add(
    palace(s, 330, 502, 380, {
      wall: '#8a6078',
      wallDark: '#5a3a5a',
      domeFill: '#9a7088',
      win: () => (s.rand() < 0.5 ? warmWin(s) : '#4a3050'),
      portal: warmWin(s),
      trim: '#b08a4a',
    }),
  );
  s.add(
    rect(
      0,
      500,
      w,
      h - 500,
      s.lin([
        [0, '#6f8a3e'],
        [0.3, '#4e6e2e'],
        [1, '#2a4418'],
      ]),
    ),
  );
  for (let i = 0; i < 30; i++) s.add(tree(s, 700 + i * 32 + s.r(-8, 8), 505, s.r(40, 70), '#3d5a2a'));
  // aisle
  s.add(poly([P(-0.9, 0, 2), P(0.9, 0, 2), P(0.9, 0, 17), P(-0.9, 0, 17)], '#f7efdc'));
  for (let i = 0; i < 240; i++) {
    const z = 2 + 15 * s.r() ** 1.2;
    const [px, py] = P(s.r(-0.85, 0.85), 0, z);
    const r = cam.k(z) * 0.05;
    s.add(ell(px, py, r, r * 0.5, i % 3 ? C.rose : C.marigold, { opacity: 0.9 }));
  }
  const [mx, my] = P(0, 0, 18);
  s.add(mandap(s, mx, my, cam.k(18) * 5.2));
  // chairs rows, far to near
  for (let z = 15.5; z >= 4; z -= 1.25)
    for (let j = 6; j >= 0; j--)
      for (const sx of [-1, 1]) s.add(rowChair(s, cam, sx * (1.35 + j * 0.62), z, '#fbf6ea', C.gold));
  // flower pedestals along the aisle
  for (const z of [15, 12, 9, 6, 4.2])
    for (const sx of [-1, 1]) {
      const [px, py] = P(sx * 1.05, 0, z);
      const k = cam.k(z);
      s.add(rect(px - k * 0.04, py - k * 1.0, k * 0.08, k * 1.0, C.gold));
      s.add(ell(px, py - k * 1.0, k * 0.12, k * 0.03, C.gold));
      for (let i = 0; i < 16; i++) {
        const a = s.r(0, 6.28);
        const d = Math.sqrt(s.r()) * k * 0.17;
        const c = [C.rose, '#f7f1e3', '#e56b8a', '#f6d7e0'][i % 4];
        s.add(
          circ(px + Math.cos(a) * d, py - k * 1.12 + Math.sin(a) * d * 0.8, k * 0.055, c, {
            stroke: darken(c, 0.2),
            strokeWidth: 0.8,
          }),
        );
      }
      for (let i = 0; i < 4; i++)
        s.add(path(leafD(px, py - k * 1.05, k * 0.14, Math.PI * (0.1 + i * 0.27)), '#4f7a3a'));
      s.add(strand(px, py - k * 0.9, k * 0.4, k * 0.03, [C.ivory, '#f6d7e0']));
    }
  s.vignette(0.4);
  return s;
}

function eventConference(w, h) {
  const s = new Scene(w, h, 92);
  const cam = camera(w, h, { f: 900, cy: 2.6, hz: 400 });
  const P = cam.P;
  const D = 18;
  const R = roomShell(s, cam, {
    W: 16,
    H: 6.5,
    D,
    wall: '#efe2c8',
    side: '#e6d2ae',
    ceiling: '#0f4c5c',
    floor: '#5b1a2b',
  });
  for (let z = 1; z < D; z += 2.5)
    for (let x = -8; x < 8; x += 2.5)
      s.add(
        poly(
          [
            P(x + 0.15, 6.5, z + 0.15),
            P(x + 2.35, 6.5, z + 0.15),
            P(x + 2.35, 6.5, z + 2.35),
            P(x + 0.15, 6.5, z + 2.35),
          ],
          '#135666',
          { stroke: C.gold, strokeWidth: 1.2 },
        ),
      );
  for (const side of ['left', 'right']) {
    const m = R[side];
    for (let z = 3; z < D - 1; z += 3) {
      s.add(
        poly(
          wallArch(m, z, 0.3, 1.8, 2.6, 1.0, 7),
          s.lin([
            [0, '#0f4c5c'],
            [1, '#0a2f3a'],
          ]),
        ),
      );
      s.add(poly(wallArch(m, z, 0.3, 1.8, 2.6, 1.0, 7), 'none', { stroke: C.gold, strokeWidth: 2 }));
      s.add(s.glow(...m(z, 4.6), 900 / z, C.flame, 0.45));
    }
  }
  // carpet pattern
  s.add(
    poly(
      [P(-8, 0.001, 0.5), P(8, 0.001, 0.5), P(8, 0.001, D), P(-8, 0.001, D)],
      jaliPattern(s, 40, '#5b1a2b', '#6e2436'),
    ),
  );
  // stage, screen and podium
  s.add(box(cam, -6, 6, 0, 0.6, D - 3, D, { top: '#3a2418', front: '#2a180e', side: '#24140b' }));
  s.add(poly([P(-6, 0.6, D - 3), P(6, 0.6, D - 3), P(6, 0.64, D - 3), P(-6, 0.64, D - 3)], C.gold));
  s.add(poly([R.back(-3.6, 1.5), R.back(3.6, 1.5), R.back(3.6, 5.4), R.back(-3.6, 5.4)], '#1a1a1a'));
  s.add(
    poly(
      [R.back(-3.45, 1.62), R.back(3.45, 1.62), R.back(3.45, 5.28), R.back(-3.45, 5.28)],
      s.lin(
        [
          [0, '#e9f1f0'],
          [1, '#b8d3d6'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(poly(wallArch(R.back, 0, 2.3, 1.3, 1.2, 0.75, 7), C.teal, { opacity: 0.85 }));
  s.add(
    poly([R.back(1.5, 4.4), R.back(3.0, 4.4), R.back(3.0, 4.55), R.back(1.5, 4.55)], C.maroon, {
      opacity: 0.7,
    }),
  );
  s.add(
    poly([R.back(1.5, 4.0), R.back(2.6, 4.0), R.back(2.6, 4.1), R.back(1.5, 4.1)], '#7a8a90', {
      opacity: 0.6,
    }),
  );
  s.add(
    poly([R.back(1.5, 3.7), R.back(2.8, 3.7), R.back(2.8, 3.8), R.back(1.5, 3.8)], '#7a8a90', {
      opacity: 0.6,
    }),
  );
  s.add(
    box(cam, 3.8, 4.6, 0.6, 1.75, D - 2.2, D - 1.6, { top: '#6b4028', front: '#5a3422', side: '#432515' }),
  );
  const [ex, ey] = P(4.2, 1.3, D - 2.2);
  s.add(circ(ex, ey, 9, C.gold));
  s.add(
    box(cam, -5, -1.6, 0.6, 1.35, D - 2, D - 1.3, {
      top: '#f7efdc',
      front: s.lin([
        [0, '#f2e8d2'],
        [1, '#d6c6a4'],
      ]),
      side: '#d8c9a8',
    }),
  );
  // audience rows
  for (let z = 13.5; z >= 4.5; z -= 1.1)
    for (let j = 7; j >= 0; j--)
      for (const sx of [-1, 1])
        s.add(rowChair(s, cam, sx * (1.2 + j * 0.75), z, z % 2.2 < 1.1 ? '#0f4c5c' : '#125868', null, 0.17));
  for (const [x, z] of [
    [-3.5, 12],
    [3.5, 12],
    [0, 7],
  ]) {
    const [cx, cy] = P(x, 4.6, z);
    s.add(chandelier(s, cx, cy, cam.k(z) * 1.4, { top: P(x, 6.5, z)[1] }));
  }
  s.vignette(0.4);
  return s;
}

function eventStage(w, h) {
  const s = new Scene(w, h, 93);
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin([
        [0, '#1a0a12'],
        [1, '#2a0e18'],
      ]),
    ),
  );
  // proscenium
  s.add(rect(200, 80, 1200, 700, '#3a0f1c'));
  const px = 800;
  const py = 720;
  s.add(
    path(
      archD(px, py, 1060, 420, 230, 13),
      s.lin([
        [0, '#1b1f3b'],
        [1, '#0c0f24'],
      ]),
    ),
  );
  const cl = s.clip(path(archD(px, py, 1060, 420, 230, 13), '#000'));
  s.add(
    g(
      [
        rect(270, 60, 1060, 700, jaliPattern(s, 46, '#10142e', '#2c3270')),
        circ(
          800,
          330,
          160,
          s.rad([
            [0, '#ffe6b0', 0.95],
            [0.5, '#f2b35a', 0.6],
            [1, '#f2b35a', 0],
          ]),
        ),
        circ(800, 330, 95, '#ffe8b8', { opacity: 0.85 }),
      ],
      { clipPath: cl },
    ),
  );
  s.add(path(archD(px, py, 1060, 420, 230, 13), 'none', { stroke: C.gold, strokeWidth: 10 }));
  s.add(path(archD(px, py, 1110, 440, 250, 0), 'none', { stroke: C.gold, strokeWidth: 3, opacity: 0.7 }));
  // curtains
  s.add(drape(s, 300, 90, 760, 260, '#8a1f33', 1, 0.62), drape(s, 1300, 90, 760, 260, '#8a1f33', -1, 0.62));
  let val = 'M180 70L1420 70L1420 150';
  for (let i = 10; i > 0; i--)
    val += `Q${n1(180 + (1240 * (i - 0.5)) / 10)} 215 ${n1(180 + (1240 * (i - 1)) / 10)} 150`;
  s.add(
    path(
      `${val}Z`,
      s.lin([
        [0, '#6b1426'],
        [1, '#a3283e'],
      ]),
    ),
  );
  s.add(rect(180, 64, 1240, 10, C.gold));
  // truss with lamps
  s.add(rect(120, 18, 1360, 14, '#2a2a2e'));
  for (let i = 0; i < 9; i++) {
    const x = 200 + i * 150;
    s.add(rect(x - 14, 30, 28, 30, '#1a1a1e', { rx: 5 }), circ(x, 60, 10, '#fff2cc'));
  }
  // beams
  for (const [x1, x2, c] of [
    [350, 620, '#ffe6b0'],
    [800, 800, '#fff4dc'],
    [1250, 980, '#ffe6b0'],
    [500, 900, '#c9d8ff'],
    [1100, 700, '#c9d8ff'],
  ])
    s.add(
      poly(
        [
          [x1 - 12, 62],
          [x1 + 12, 62],
          [x2 + 170, 760],
          [x2 - 170, 760],
        ],
        s.lin([
          [0, c, 0.45],
          [1, c, 0.03],
        ]),
        { filter: s.blur(3) },
      ),
    );
  // stage floor
  s.add(
    poly(
      [
        [150, 760],
        [1450, 760],
        [1600, 860],
        [0, 860],
      ],
      s.lin([
        [0, '#6b3e22'],
        [1, '#3a2212'],
      ]),
    ),
  );
  for (let i = 0; i < 14; i++) s.add(line(150 + i * 100, 760, i * 123, 860, '#2a160a', 1, { opacity: 0.4 }));
  for (const x of [620, 800, 980])
    s.add(ell(x, 800, 190, 34, '#fff1c9', { opacity: 0.35, filter: s.blur(8) }));
  s.add(rect(0, 858, w, 16, '#2a160a'));
  s.add(
    garland(s, 0, 864, 400, 864, 30, 9),
    garland(s, 400, 864, 800, 864, 30, 9),
    garland(s, 800, 864, 1200, 864, 30, 9),
    garland(s, 1200, 864, 1600, 864, 30, 9),
  );
  // musicians' cushions and instruments suggested
  s.add(rect(560, 745, 480, 30, '#5b1a2b', { rx: 8 }), rect(560, 743, 480, 6, C.gold));
  for (const x of [680, 920]) s.add(ell(x, 735, 34, 22, '#7a4a2a'), ell(x, 718, 30, 8, '#d8c09a'));
  // audience silhouettes
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 13; i++) {
      const x = i * 130 + (row ? 65 : 0) + s.r(-15, 15);
      const y = 930 + row * 60;
      const r = 34 + row * 6;
      s.add(
        path(
          `M${n1(x - r * 1.6)} ${h}Q${n1(x - r * 1.5)} ${n1(y + r * 0.7)} ${n1(x)} ${n1(y + r * 0.6)}Q${n1(x + r * 1.5)} ${n1(y + r * 0.7)} ${n1(x + r * 1.6)} ${h}Z`,
          row ? '#07040a' : '#0e0810',
        ),
      );
      s.add(circ(x, y, r * 0.75, row ? '#07040a' : '#0e0810'));
    }
  s.vignette(0.5);
  return s;
}

/* ------------------------------------------------------------------ */
/* Scenes: journal (blog) and offers                                   */
/* ------------------------------------------------------------------ */

function blogMonsoon(w, h) {
  const s = new Scene(w, h, 101);
  const hy = 600;
  s.add(
    rect(
      0,
      0,
      w,
      hy,
      s.lin([
        [0, '#3d4f5c'],
        [0.5, '#6f8590'],
        [1, '#a9b8b8'],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++)
    s.add(
      ell(s.r(0, w), s.r(40, 300), s.r(200, 420), s.r(50, 90), i % 2 ? '#4a5c68' : '#5a6d78', {
        opacity: 0.6,
        filter: s.blur(24),
      }),
    );
  s.add(hills(s, hy - 30, 40, '#7d8f94', 5), hills(s, hy - 8, 24, '#6c7f86', 2));
  const pal = palace(s, 900, hy, 640, {
    wall: '#93a1a2',
    wallDark: '#6d7c80',
    domeFill: '#9eacad',
    trim: '#8e8a6a',
    win: () => (s.rand() < 0.3 ? '#e8c890' : '#5d6c72'),
    portal: '#e3c48c',
  });
  s.add(pal);
  s.add(rect(0, hy - 60, w, 90, '#c5d0cf', { opacity: 0.35, filter: s.blur(20) }));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#8fa3a6'],
        [1, '#34505a'],
      ]),
    ),
  );
  s.add(reflect(s, pal, hy, { opacity: 0.35, blur: 4 }));
  for (let i = 0; i < 120; i++) {
    const t = s.r();
    const y = hy + 10 + (h - hy) * t * t;
    const x = s.r(0, w);
    const r = 4 + 40 * t;
    s.add(ell(x, y, r, r * 0.25, 'none', { stroke: '#e6eeee', strokeWidth: 1 + t, opacity: 0.45 }));
  }
  for (const [x, y, r] of [
    [320, 880, 70],
    [450, 930, 50],
    [1180, 900, 80],
    [1300, 960, 55],
    [260, 960, 40],
  ]) {
    s.add(
      ell(x, y, r, r * 0.35, '#3f7a3a'),
      path(
        `M${x} ${y}L${n1(x + r * 0.9)} ${n1(y - r * 0.12)}L${n1(x + r * 0.9)} ${n1(y + r * 0.1)}Z`,
        '#34505a',
      ),
      ell(x - r * 0.2, y - r * 0.05, r * 0.4, r * 0.1, '#6fa55a', { opacity: 0.5 }),
    );
  }
  s.add(circ(1240, 860, 14, '#f2a0b8'), circ(1236, 856, 8, '#fbd3de'));
  // rain
  let d = '';
  for (let i = 0; i < 520; i++) {
    const x = s.r(-100, w);
    const y = s.r(-50, h);
    const L = s.r(20, 55);
    d += `M${n1(x)} ${n1(y)}l${n1(L * 0.18)} ${n1(L)}`;
  }
  s.add(path(d, 'none', { stroke: '#eef4f4', strokeWidth: 1.3, opacity: 0.4 }));
  // foreground jharokha arch frame
  const frame = `M0 0H${w}V${h}H0Z${archD(800, h + 10, 1280, 640, 300, 13)}`;
  s.add(
    path(
      frame,
      s.lin([
        [0, '#5a4a3e'],
        [1, '#3a2e26'],
      ]),
      { fillRule: 'evenodd' },
    ),
  );
  s.add(path(archD(800, h + 10, 1280, 640, 300, 13), 'none', { stroke: '#a48a62', strokeWidth: 8 }));
  s.add(path(archD(800, h + 10, 1330, 660, 330, 0), 'none', { stroke: '#7a644a', strokeWidth: 4 }));
  for (const x of [130, 1470])
    s.add(
      rect(
        x - 30,
        360,
        60,
        650,
        s.lin(
          [
            [0, '#6b5848'],
            [0.5, '#8a7460'],
            [1, '#4e3f33'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  s.add(
    rect(
      0,
      945,
      w,
      55,
      s.lin([
        [0, '#7a644a'],
        [1, '#3a2e26'],
      ]),
    ),
  );
  // brass lota and marigolds on the sill
  s.add(
    path(
      'M1330 945Q1280 900 1310 860Q1330 840 1322 820L1358 820Q1350 840 1370 860Q1400 900 1350 945Z',
      s.lin(
        [
          [0, '#8a6418'],
          [0.45, '#f1d27a'],
          [1, '#7a5410'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(1340, 818, 26, 7, '#c9a14a'));
  for (const [x, c] of [
    [230, C.marigold],
    [262, C.saffron],
    [296, C.marigold],
  ])
    s.add(sphere(s, x, 930, 18, c, { dots: 20, gloss: 0.2 }));
  s.vignette(0.4);
  return s;
}

function blogCuisine(w, h) {
  const s = new Scene(w, h, 102);
  s.add(cloth(s, '#4a2c1c', 'wood'));
  const cx = 760;
  const cy = 500;
  s.add(plate(s, cx, cy, 440, 'brass', { rim: 0.08 }));
  const katoris = [
    ['#e2a21c', 'dal'],
    ['#c9461e', 'curry'],
    ['#3f7a22', 'palak'],
    ['#f6f1e4', 'raita'],
    ['#f3e2bf', 'kheer'],
    ['#7a4020', 'chana'],
    ['#b3261e', 'pickle'],
  ];
  katoris.forEach(([c, kind], i) => {
    const a = -Math.PI * 0.95 + (i / (katoris.length - 1)) * Math.PI * 1.15;
    const x = cx + Math.cos(a) * 300;
    const y = cy + Math.sin(a) * 300;
    const r = kind === 'pickle' ? 62 : 92;
    s.add(bowl(s, x, y, r, 'brass', c, { lip: 0.88 }));
    if (kind === 'raita')
      s.add(herbs(s, x, y, r * 0.5, 3, '#4d8d33'), sprinkle(s, x, y, r * 0.5, 8, ['#8a3a1a'], 3));
    else if (kind === 'kheer') s.add(sprinkle(s, x, y, r * 0.6, 14, ['#8fbf4a', '#e6b43a'], 6));
    else if (kind === 'pickle') s.add(sprinkle(s, x, y, r * 0.55, 12, ['#e2a21c', '#7a1a10'], 8));
    else
      s.add(
        curry(s, x, y, r * 0.8, c, {
          cream: kind !== 'chana',
          herbs: 4,
          chunks: kind === 'palak' ? 4 : kind === 'chana' ? 10 : 0,
          chunkColor: kind === 'palak' ? '#f6efe0' : '#a86a30',
        }),
      );
  });
  s.add(rice(s, cx + 70, cy + 110, 130));
  s.add(herbs(s, cx + 70, cy + 110, 30, 2));
  s.add(bread(s, cx - 120, cy + 170, 130, 120, 10, { color: '#e2b277', spots: 14 }));
  s.add(bread(s, cx - 90, cy + 140, 125, 115, -20, { color: '#e8bb7e', spots: 16, butter: true }));
  s.add(lemon(s, cx + 220, cy - 10, 40, -30));
  for (const [x, y] of [
    [cx + 200, cy + 60],
    [cx + 240, cy + 30],
  ])
    s.add(ell(x, y, 30, 24, 'none', { stroke: '#e9b9c9', strokeWidth: 6 }));
  // papad
  s.add(
    circ(cx - 30, cy - 40, 120, '#000000', { opacity: 0.25, filter: s.blur(8), transform: 'translate(6 8)' }),
  );
  s.add(
    circ(
      cx - 30,
      cy - 40,
      120,
      s.rad([
        [0, '#f6dfa6'],
        [1, '#dcb070'],
      ]),
    ),
  );
  for (let i = 0; i < 60; i++) {
    const a = s.r(0, 6.28);
    const d2 = Math.sqrt(s.r()) * 110;
    s.add(
      circ(
        cx - 30 + Math.cos(a) * d2,
        cy - 40 + Math.sin(a) * d2,
        s.r(1.5, 3.5),
        i % 3 ? '#8a5a2a' : '#f9ecc4',
        { opacity: 0.7 },
      ),
    );
  }
  // spice bowls on the table
  for (const [x, y, c] of [
    [140, 150, '#e8b21c'],
    [130, 380, '#b3261e'],
    [150, 620, '#7a4a20'],
    [1420, 140, '#6f8f2e'],
    [1450, 860, '#d9822b'],
  ]) {
    s.add(bowl(s, x, y, 70, 'clay', c, { lip: 0.85 }));
    s.add(sprinkle(s, x, y, 40, 18, [lighten(c, 0.25), darken(c, 0.25)], 4));
  }
  const star = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? 9 : 28;
    star.push([1380 + Math.cos(a) * r, 520 + Math.sin(a) * r]);
  }
  s.add(poly(star, '#6b3416'), circ(1380, 520, 7, '#8a4a22'));
  s.add(
    g(
      [
        rect(
          -90,
          -13,
          180,
          26,
          s.lin([
            [0, '#a8602e'],
            [1, '#6e3816'],
          ]),
          { rx: 11 },
        ),
        rect(-90, -3, 180, 5, '#4e240c', { opacity: 0.7 }),
      ],
      { transform: 'translate(1420 680) rotate(-30)' },
    ),
  );
  for (let i = 0; i < 8; i++) {
    const x = s.r(1300, 1500);
    const y = s.r(300, 440);
    s.add(
      ell(x, y, 14, 8, '#7ea04a', {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
        stroke: '#5c7d32',
        strokeWidth: 1.5,
      }),
    );
  }
  s.vignette(0.45);
  return s;
}

function blogHeritage(w, h) {
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

function blogWedding(w, h) {
  const s = new Scene(w, h, 104);
  s.add(rect(0, 0, w, h, '#d9b98a'));
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.pattern(
        200,
        200,
        rect(0, 0, 200, 200, 'none') +
          rect(0, 0, 200, 2, '#a8865a', { opacity: 0.45 }) +
          rect(0, 0, 2, 200, '#a8865a', { opacity: 0.45 }),
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0, '#fff2d8', 0.35],
          [1, '#5a3a22', 0.35],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  const cx = 800;
  const cy = 500;
  // rangoli rings
  const ring = (r, n, len, wid, color, rot = 0) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + rot;
      out.push(ell(0, -r, wid, len, color, { transform: `translate(${cx} ${cy}) rotate(${n1(a)})` }));
    }
    return out.join('');
  };
  s.add(circ(cx, cy, 400, '#000000', { opacity: 0.12, filter: s.blur(10) }));
  s.add(circ(cx, cy, 380, '#f7f1e3'));
  s.add(circ(cx, cy, 366, '#5b1a2b'));
  s.add(ring(340, 36, 34, 14, C.marigold));
  s.add(ring(340, 36, 20, 7, '#ffd96a'));
  s.add(circ(cx, cy, 300, '#0f4c5c'));
  s.add(ring(262, 24, 44, 22, C.rose, 7.5));
  s.add(ring(262, 24, 26, 11, '#f6b8cc', 7.5));
  s.add(circ(cx, cy, 205, '#f7f1e3'));
  s.add(ring(170, 16, 40, 24, '#e9762b'));
  s.add(ring(170, 16, 20, 10, '#ffd96a'));
  s.add(circ(cx, cy, 118, '#5b1a2b'));
  s.add(ring(80, 8, 40, 22, C.ivory, 22.5));
  s.add(ring(80, 8, 26, 12, C.gold, 22.5));
  s.add(circ(cx, cy, 38, C.marigold), circ(cx, cy, 20, '#c2456b'));
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    s.add(circ(cx + Math.cos(a) * 388, cy + Math.sin(a) * 388, 4, '#f7f1e3'));
    s.add(circ(cx + Math.cos(a) * 222, cy + Math.sin(a) * 222, 3.2, C.gold));
  }
  // diyas (top view) around the rangoli
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const x = cx + Math.cos(a) * 440;
    const y = cy + Math.sin(a) * 440;
    s.add(s.glow(x, y, 70, C.flame, 0.6));
    s.add(circ(x + 4, y + 6, 24, '#000000', { opacity: 0.3, filter: s.blur(4) }));
    s.add(
      path(
        `M${n1(x - 24)} ${n1(y)}Q${n1(x - 24)} ${n1(y - 22)} ${n1(x)} ${n1(y - 22)}Q${n1(x + 34)} ${n1(y - 20)} ${n1(x + 38)} ${n1(y)}Q${n1(x + 34)} ${n1(y + 20)} ${n1(x)} ${n1(y + 22)}Q${n1(x - 24)} ${n1(y + 22)} ${n1(x - 24)} ${n1(y)}Z`,
        '#b0582a',
        { transform: `rotate(${n1((a * 180) / Math.PI)} ${n1(x)} ${n1(y)})` },
      ),
    );
    s.add(circ(x, y, 15, '#e9c26a'));
    s.add(
      circ(x + Math.cos(a) * 22, y + Math.sin(a) * 22, 9, '#fff3c4'),
      circ(x + Math.cos(a) * 22, y + Math.sin(a) * 22, 4, '#ffffff'),
    );
  }
  // marigold heads and petals in the corners
  for (let i = 0; i < 26; i++) {
    const corner = [
      [120, 120],
      [1480, 130],
      [110, 880],
      [1490, 870],
    ][i % 4];
    const x = corner[0] + s.r(-110, 110);
    const y = corner[1] + s.r(-90, 90);
    s.add(sphere(s, x, y, s.r(18, 28), i % 3 ? C.marigold : C.saffron, { dots: 26, gloss: 0.15 }));
  }
  s.add(petals(s, 40, C.rose, [0, 0, w, h]));
  s.vignette(0.4);
  return s;
}

function offerHoneymoon(w, h) {
  const s = new Scene(w, h, 111);
  const hy = 640;
  s.add(
    rect(
      0,
      0,
      w,
      hy + 2,
      s.lin([
        [0, '#060922'],
        [0.7, '#1b1f3b'],
        [1, '#36345e'],
      ]),
    ),
  );
  s.add(stars(s, 160, 520, 0.85));
  s.add(moon(s, 330, 190, 46));
  s.add(hills(s, hy - 16, 22, '#141833', 6));
  // lake pavilion
  const x = 1000;
  const base = hy + 20;
  const pav = [];
  pav.push(rect(x - 330, base - 40, 660, 40, '#3a2e4a'), rect(x - 300, base - 56, 600, 18, '#4a3a5a'));
  pav.push(s.glow(x, base - 200, 420, '#ffb86a', 0.55));
  for (const dx of [-250, -125, 0, 125, 250]) pav.push(rect(x + dx - 14, base - 330, 28, 274, '#4d3d60'));
  pav.push(
    path(
      `M${x - 320} ${base - 330}L${x + 320} ${base - 330}L${x + 290} ${base - 360}L${x - 290} ${base - 360}Z`,
      '#2f2440',
    ),
  );
  pav.push(dome(s, x, base - 360, 330, 260, '#4d3d60', { trim: C.gold }));
  for (const dx of [-250, 250]) pav.push(dome(s, x + dx, base - 360, 80, 70, '#4d3d60', { trim: C.gold }));
  for (let i = 0; i < 4; i++) {
    const cx = x - 187 + i * 125;
    pav.push(
      path(
        `M${cx - 48} ${base - 330}L${cx + 48} ${base - 330}L${cx + 48} ${base - 300}Q${cx} ${base - 250} ${cx - 48} ${base - 300}Z`,
        '#4d3d60',
      ),
    );
  }
  for (const dx of [-187, 187]) pav.push(lantern(s, x + dx, base - 330, 40, 24));
  s.add(pav.join(''));
  // table for two
  const tx = x;
  const ty = base - 150;
  s.add(ell(tx, ty, 110, 22, '#f7efdc'));
  s.add(
    path(
      `M${tx - 110} ${ty}L${tx - 112} ${base - 58}L${tx + 112} ${base - 58}L${tx + 110} ${ty}Z`,
      s.lin(
        [
          [0, '#e8dcc4'],
          [0.5, '#fbf4e4'],
          [1, '#c9b896'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ell(tx, ty, 110, 22, '#fbf4e6'));
  for (const dx of [-60, 60])
    s.add(ell(tx + dx, ty + 2, 26, 7, '#ffffff'), ell(tx + dx, ty + 2, 16, 4, C.gold, { opacity: 0.4 }));
  for (const dx of [-16, 16]) s.add(candle(s, tx + dx, ty - 2, 38, 8, { glowR: 9, glow: 0.7 }));
  s.add(ell(tx, ty - 4, 20, 8, C.rose));
  for (const sx of [-1, 1]) {
    const cx = tx + sx * 175;
    s.add(
      path(archD(cx, base - 58, 70, 110, 40, 5), C.maroon),
      path(archD(cx, base - 58, 70, 110, 40, 5), 'none', { stroke: C.gold, strokeWidth: 3 }),
    );
  }
  // steps with petals and diyas
  for (let i = 0; i < 10; i++) s.add(diya(s, x - 300 + i * 66, base - 40, 18));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#2e2f58'],
        [1, '#070a1e'],
      ]),
    ),
  );
  s.add(reflect(s, pav.join(''), base, { opacity: 0.45, blur: 3 }));
  s.add(ell(330, hy + 120, 40, 260, '#fff3d0', { opacity: 0.25, filter: s.blur(10) }));
  s.add(ripples(s, hy + 2, h, 220, '#ffe6b8', 0.35));
  for (let i = 0; i < 14; i++) {
    const x2 = s.r(80, 1550);
    const t = s.r(0.1, 1);
    const y2 = hy + 60 + (h - hy - 80) * t;
    s.add(s.glow(x2, y2, 20 + 30 * t, C.flame, 0.7), ell(x2, y2, 6 + 8 * t, 2 + 3 * t, '#ffd27a'));
    s.add(petals(s, 2, C.rose, [x2 - 40, y2 - 10, x2 + 40, y2 + 10]));
  }
  s.vignette(0.5);
  return s;
}

function offerWeekend(w, h) {
  const s = new Scene(w, h, 112);
  const cam = camera(w, h, { f: 900, cy: 1.6, hz: 470 });
  const P = cam.P;
  s.add(
    rect(
      0,
      0,
      w,
      472,
      s.lin([
        [0, '#3f8fbf'],
        [0.7, '#9fd0e4'],
        [1, '#e9f3ee'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [300, 120, 200],
    [1200, 90, 260],
    [800, 200, 140],
  ])
    s.add(ell(x, y, rx, 30, '#ffffff', { opacity: 0.7, filter: s.blur(10) }));
  s.add(s.glow(1350, 80, 220, '#fff6d0', 0.8), circ(1350, 80, 40, '#fffbe8'));
  s.add(
    palace(s, 800, 472, 620, {
      wall: '#efd4a8',
      wallDark: '#c9a679',
      domeFill: s.lin(
        [
          [0, '#fbecd0'],
          [1, '#d8b98a'],
        ],
        0,
        0,
        1,
        0,
      ),
      win: () => '#8a6a52',
      portal: '#7a5a44',
    }),
  );
  s.add(poly([P(-12, 0, 1), P(12, 0, 1), P(12, 0, 30), P(-12, 0, 30)], '#f1e2c4'));
  for (let z = 2; z < 30; z += 1.5)
    s.add(line(...P(-12, 0, z), ...P(12, 0, z), '#d8c29a', 1, { opacity: 0.6 }));
  const pool = [P(-4, 0, 2), P(4, 0, 2), P(4, 0, 24), P(-4, 0, 24)];
  s.add(poly([P(-4.3, 0, 1.8), P(4.3, 0, 1.8), P(4.3, 0, 24.3), P(-4.3, 0, 24.3)], '#fbf6ea'));
  s.add(
    poly(
      pool,
      s.lin([
        [0, '#39b6c8'],
        [1, '#137d92'],
      ]),
    ),
  );
  const pcl = s.clip(poly(pool, '#000'));
  let caustic = '';
  for (let i = 0; i < 160; i++) {
    const z = 2 + 22 * s.r() ** 1.5;
    const [x, y] = P(s.r(-4, 4), 0, z);
    const k = cam.k(z);
    caustic += `M${n1(x)} ${n1(y)}q${n1(k * 0.15)} ${n1(-k * 0.02)} ${n1(k * 0.3)} 0`;
  }
  s.add(g(path(caustic, 'none', { stroke: '#d8fbff', strokeWidth: 2, opacity: 0.6 }), { clipPath: pcl }));
  const items = [];
  for (const z of [4, 8, 12]) for (const sx of [-1, 1]) items.push([sx, z]);
  items.sort((a, b) => b[1] - a[1]);
  for (const [sx, z] of items) {
    const x = sx * 5.6;
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.25, 0.38, z - 1, z + 0.5, {
        top: '#ffffff',
        front: '#ebe4d6',
        side: '#d9d0c0',
      }),
    );
    s.add(
      poly(
        [
          P(x - 0.35, 0.38, z + 0.5),
          P(x + 0.35, 0.38, z + 0.5),
          P(x + 0.35, 0.9, z + 0.85),
          P(x - 0.35, 0.9, z + 0.85),
        ],
        '#f4efe4',
      ),
    );
    s.add(
      box(cam, x - 0.35, x + 0.35, 0.385, 0.4, z - 0.3, z + 0.2, {
        top: C.teal,
        front: C.teal,
        side: C.teal,
      }),
    );
    const ux = x + sx * 0.9;
    const [px, py] = P(ux, 0, z + 0.3);
    const [ax, ay] = P(ux, 2.3, z + 0.3);
    const k = cam.k(z + 0.3);
    s.add(line(px, py, ax, ay, '#7a5a3a', Math.max(1.5, k * 0.04)));
    let d = `M${n1(ax - k * 1.1)} ${n1(ay + k * 0.35)}Q${n1(ax)} ${n1(ay - k * 0.35)} ${n1(ax + k * 1.1)} ${n1(ay + k * 0.35)}`;
    for (let i = 6; i > 0; i--)
      d += `Q${n1(ax - k * 1.1 + (k * 2.2 * (i - 0.5)) / 6)} ${n1(ay + k * 0.48)} ${n1(ax - k * 1.1 + (k * 2.2 * (i - 1)) / 6)} ${n1(ay + k * 0.35)}`;
    s.add(path(`${d}Z`, z % 8 ? C.maroon : C.ivory, { stroke: C.gold, strokeWidth: 1.5 }));
  }
  s.add(palm(110, 980, 640, '#2f5e2a', 0.12), palm(1500, 960, 560, '#34682e', -0.1));
  s.vignette(0.25);
  return s;
}

function kite(_s, x, y, size, color, rot, tail) {
  const c2 = darken(color, 0.25);
  const out = [];
  out.push(
    path(
      `M${n1(x)} ${n1(y + size)}Q${n1(x + size * 0.6)} ${n1(y + size * 2)} ${n1(x - size * 0.2)} ${n1(y + size * 3)}`,
      'none',
      { stroke: tail, strokeWidth: 3 },
    ),
  );
  out.push(
    g(
      [
        poly(
          [
            [0, -size],
            [size * 0.75, 0],
            [0, size],
            [-size * 0.75, 0],
          ],
          color,
        ),
        poly(
          [
            [0, -size],
            [size * 0.75, 0],
            [0, 0],
          ],
          c2,
          { opacity: 0.6 },
        ),
        poly(
          [
            [0, size],
            [-size * 0.75, 0],
            [0, 0],
          ],
          lighten(color, 0.2),
          { opacity: 0.6 },
        ),
        line(0, -size, 0, size, '#5a3a22', 1.5),
        path(`M${n1(-size * 0.75)} 0Q0 ${n1(-size * 0.4)} ${n1(size * 0.75)} 0`, 'none', {
          stroke: '#5a3a22',
          strokeWidth: 1.5,
        }),
        poly(
          [
            [0, size],
            [-size * 0.2, size * 1.3],
            [size * 0.2, size * 1.3],
          ],
          c2,
        ),
      ],
      { transform: `translate(${n1(x)} ${n1(y)}) rotate(${rot})` },
    ),
  );
  return out.join('');
}

function offerFamily(w, h) {
  const s = new Scene(w, h, 113);
  const hy = 620;
  s.add(
    rect(
      0,
      0,
      w,
      hy,
      s.lin([
        [0, '#5fa4cf'],
        [0.7, '#bfe0ea'],
        [1, '#f6efd8'],
      ]),
    ),
  );
  for (const [x, y, rx] of [
    [260, 150, 220],
    [1100, 110, 260],
    [780, 260, 160],
  ])
    s.add(ell(x, y, rx, 30, '#ffffff', { opacity: 0.75, filter: s.blur(12) }));
  s.add(
    palace(s, 1040, hy, 560, {
      wall: '#eed2a6',
      wallDark: '#c7a376',
      domeFill: s.lin(
        [
          [0, '#fbecd0'],
          [1, '#d8b98a'],
        ],
        0,
        0,
        1,
        0,
      ),
      win: () => '#8a6a52',
      portal: '#7a5a44',
    }),
  );
  for (let i = 0; i < 20; i++)
    s.add(tree(s, i * 85 + s.r(-20, 20), hy + 5, s.r(60, 100), i % 2 ? '#6b8f3e' : '#5c7f34'));
  s.add(
    rect(
      0,
      hy,
      w,
      h - hy,
      s.lin([
        [0, '#8fb85a'],
        [1, '#4f7f2e'],
      ]),
    ),
  );
  for (let i = 0; i < 12; i++)
    s.add(
      path(
        `M${n1(-200 + i * 160)} ${h}L${n1(700 + i * 20)} ${hy}L${n1(720 + i * 20)} ${hy}L${n1(-40 + i * 160)} ${h}Z`,
        '#ffffff',
        { opacity: i % 2 ? 0.05 : 0 },
      ),
    );
  // big tree with a swing
  s.add(
    rect(
      200,
      330,
      50,
      560,
      s.lin(
        [
          [0, '#6a4a2e'],
          [1, '#4a321e'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    path('M225 420Q330 370 420 330', 'none', { stroke: '#5a3e26', strokeWidth: 22, strokeLinecap: 'round' }),
  );
  for (const [x, y, r, c] of [
    [120, 240, 150, '#3f6a2a'],
    [300, 210, 170, '#4a7a30'],
    [450, 280, 130, '#3f6a2a'],
    [220, 340, 120, '#4f8236'],
    [40, 340, 110, '#4a7a30'],
    [380, 360, 100, '#58903c'],
  ])
    s.add(circ(x, y, r, c));
  s.add(line(360, 350, 360, 720, '#e9dcc0', 3), line(420, 335, 420, 720, '#e9dcc0', 3));
  s.add(rect(345, 716, 90, 16, '#8a5a34', { rx: 4 }));
  // picnic blanket
  s.add(
    poly(
      [
        [560, 870],
        [980, 830],
        [1080, 960],
        [600, 1000],
      ],
      '#c9a14a',
    ),
  );
  s.add(
    poly(
      [
        [560, 870],
        [980, 830],
        [1080, 960],
        [600, 1000],
      ],
      s.pattern(
        40,
        40,
        rect(0, 0, 20, 40, '#5b1a2b', { opacity: 0.55 }) + rect(0, 0, 40, 20, '#5b1a2b', { opacity: 0.35 }),
        { transform: 'rotate(-6)' },
      ),
    ),
  );
  s.add(
    ell(820, 900, 70, 24, '#f7f1e3'),
    ell(820, 895, 50, 14, '#e05a3a'),
    ell(700, 930, 34, 12, '#ffffff'),
    ell(940, 905, 30, 12, '#ffffff'),
  );
  // kites and their strings
  const kites = [
    [600, 180, 44, '#c2456b', -12, C.gold],
    [840, 110, 52, '#f2a516', 8, '#c2456b'],
    [1180, 200, 40, '#0f4c5c', -6, '#f2a516'],
    [1400, 120, 36, '#5b1a2b', 14, '#0f4c5c'],
    [980, 300, 30, '#7a3fa0', -10, '#f2a516'],
  ];
  for (const [x, y, sz, c, rot, tail] of kites) {
    s.add(
      path(`M${x} ${y + sz}Q${n1(x - 60)} ${n1((y + 900) / 2)} ${n1(760 + (x - 900) * 0.2)} 900`, 'none', {
        stroke: '#ffffff',
        strokeWidth: 1,
        opacity: 0.6,
      }),
    );
    s.add(kite(s, x, y, sz, c, rot, tail));
  }
  s.vignette(0.25);
  return s;
}

function offerBusiness(w, h) {
  const s = new Scene(w, h, 114);
  const cam = camera(w, h, { f: 1000, cy: 1.35, hz: 430 });
  const P = cam.P;
  const R = roomShell(s, cam, {
    W: 7,
    H: 3.6,
    D: 5.5,
    wall: '#173f4a',
    side: '#12343d',
    ceiling: '#0f2e36',
    floor: 'wood',
  });
  s.add(archWindow(s, R.back, 0.9, 0.75, 2.2, 1.6, 0.95, 'dusk', { lobes: 9 }));
  // bookshelf with arched niches on the back wall, left
  s.add(poly([R.back(-3.3, 0), R.back(-1.2, 0), R.back(-1.2, 3.1), R.back(-3.3, 3.1)], '#5a3422'));
  for (const u of [-2.75, -1.75])
    for (const v of [0.3, 1.3, 2.2]) {
      s.add(poly(wallArch(R.back, u, v, 0.75, 0.55, 0.25, 5), '#2a160c'));
      const cols = ['#5b1a2b', '#c9a14a', '#0f4c5c', '#d8b98a', '#7a2a3b'];
      for (let i = 0; i < 6; i++) {
        const bu = u - 0.3 + i * 0.1;
        s.add(
          poly(
            [
              R.back(bu, v),
              R.back(bu + 0.08, v),
              R.back(bu + 0.08, v + 0.38 + (i % 3) * 0.05),
              R.back(bu, v + 0.38 + (i % 3) * 0.05),
            ],
            cols[(i + Math.round(v * 3)) % cols.length],
          ),
        );
      }
    }
  s.add(rug(s, cam, -2.4, 2.6, 2.0, 5.0, '#5b1a2b', '#c9a14a'));
  // desk
  const dz0 = 3.1;
  const dz1 = 3.9;
  s.add(box(cam, -0.6, 1.6, 0, 0.76, dz0 + 0.05, dz1, { top: '#6b4028', front: '#4a2a18', side: '#3a2012' }));
  s.add(
    box(cam, -0.7, 1.7, 0.76, 0.8, dz0, dz1 + 0.05, { top: '#7a4a2e', front: '#5a3422', side: '#432515' }),
  );
  s.add(poly([P(-0.55, 0.4, dz0), P(1.55, 0.4, dz0), P(1.55, 0.41, dz0), P(-0.55, 0.41, dz0)], C.gold));
  // laptop
  const [lx, ly] = P(0.5, 0.8, 3.5);
  const k = cam.k(3.5);
  s.add(poly([P(0.2, 0.801, 3.35), P(0.8, 0.801, 3.35), P(0.8, 0.801, 3.7), P(0.2, 0.801, 3.7)], '#9aa0a6'));
  s.add(poly([P(0.2, 0.8, 3.7), P(0.8, 0.8, 3.7), P(0.8, 1.18, 3.78), P(0.2, 1.18, 3.78)], '#2a2d33'));
  s.add(
    poly(
      [P(0.23, 0.83, 3.705), P(0.77, 0.83, 3.705), P(0.77, 1.15, 3.775), P(0.23, 1.15, 3.775)],
      s.lin([
        [0, '#9fd0d6'],
        [1, '#3f7f8a'],
      ]),
    ),
  );
  s.add(s.glow(lx, ly - k * 0.2, k * 0.5, '#bfe6ff', 0.3));
  // notebook, pen, cup
  s.add(
    poly([P(-0.35, 0.802, 3.3), P(0.05, 0.802, 3.28), P(0.08, 0.802, 3.6), P(-0.32, 0.802, 3.62)], '#5b1a2b'),
  );
  s.add(
    poly(
      [P(-0.3, 0.803, 3.33), P(0.02, 0.803, 3.31), P(0.05, 0.803, 3.57), P(-0.27, 0.803, 3.59)],
      '#f7f1e3',
    ),
  );
  const [cx, cy] = P(1.2, 0.8, 3.4);
  s.add(
    rect(cx - k * 0.05, cy - k * 0.1, k * 0.1, k * 0.1, '#f7f1e3'),
    ell(cx, cy - k * 0.1, k * 0.05, k * 0.015, '#7a4a2a'),
    path(
      `M${n1(cx + k * 0.05)} ${n1(cy - k * 0.08)}q${n1(k * 0.04)} ${n1(k * 0.02)} 0 ${n1(k * 0.06)}`,
      'none',
      { stroke: '#f7f1e3', strokeWidth: 3 },
    ),
  );
  s.add(tableLamp(s, cam, 1.45, 0.8, 3.75, { base: C.gold }));
  // chair
  const [chx, chy] = P(0.5, 0.5, 2.6);
  const kc = cam.k(2.6);
  s.add(
    rect(
      chx - kc * 0.3,
      chy - kc * 0.55,
      kc * 0.6,
      kc * 0.65,
      s.lin([
        [0, '#3a1a22'],
        [1, '#5b1a2b'],
      ]),
      { rx: kc * 0.12 },
    ),
  );
  s.add(
    rect(chx - kc * 0.25, chy - kc * 0.5, kc * 0.5, kc * 0.5, 'none', {
      rx: kc * 0.1,
      stroke: C.gold,
      strokeWidth: 2,
      opacity: 0.6,
    }),
  );
  s.add(rect(chx - kc * 0.32, chy + kc * 0.08, kc * 0.64, kc * 0.12, '#3a1a22', { rx: kc * 0.05 }));
  s.add(line(chx, chy + kc * 0.2, chx, P(0.5, 0, 2.6)[1], '#222', 6));
  s.add(pottedPalm(s, cam, 2.8, 4.8, 1.7));
  s.add(rect(0, 0, w, h, '#ff9a3c', { opacity: 0.04 }));
  s.vignette(0.4);
  return s;
}

function avatar(w, h) {
  const s = new Scene(w, h, 121);
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0, '#fbf7ec'],
          [1, '#efe5cf'],
        ],
        0.5,
        0.4,
        0.75,
      ),
    ),
  );
  s.add(circ(w / 2, h / 2, w * 0.46, 'none', { stroke: C.gold, strokeWidth: 2, opacity: 0.5 }));
  const fill = s.lin([
    [0, '#cdb187'],
    [1, '#b8976a'],
  ]);
  s.add(circ(w / 2, h * 0.4, w * 0.16, fill));
  s.add(
    path(
      `M${n1(w * 0.2)} ${n1(h * 0.86)}C${n1(w * 0.2)} ${n1(h * 0.62)} ${n1(w * 0.34)} ${n1(h * 0.58)} ${n1(w / 2)} ${n1(h * 0.58)}C${n1(w * 0.66)} ${n1(h * 0.58)} ${n1(w * 0.8)} ${n1(h * 0.62)} ${n1(w * 0.8)} ${n1(h * 0.86)}Z`,
      fill,
    ),
  );
  return s;
}

/* ------------------------------------------------------------------ */
/* Registry and rendering                                              */
/* ------------------------------------------------------------------ */

const WIDE = [1600, 1000];
const IMAGES = {
  'intro-palace': [WIDE, introPalace],
  'hall-durbar': [WIDE, hallDurbar],
  'hall-garden': [WIDE, hallGarden],
  'hero-events': [WIDE, heroEvents],
  'hero-dining': [WIDE, heroDining],
  'dining-hall': [WIDE, diningHall],
  'dining-terrace': [WIDE, diningTerrace],
  'spa-pool': [WIDE, spaPool],
  lobby: [WIDE, lobby],
  courtyard: [WIDE, courtyard],
  fitness: [WIDE, fitness],
  'event-wedding': [WIDE, eventWedding],
  'event-conference': [WIDE, eventConference],
  'event-stage': [WIDE, eventStage],
  'blog-monsoon': [WIDE, blogMonsoon],
  'blog-cuisine': [WIDE, blogCuisine],
  'blog-heritage': [WIDE, blogHeritage],
  'blog-wedding': [WIDE, blogWedding],
  'offer-honeymoon': [WIDE, offerHoneymoon],
  'offer-weekend': [WIDE, offerWeekend],
  'offer-family': [WIDE, offerFamily],
  'offer-business': [WIDE, offerBusiness],
  'avatar-placeholder': [[400, 400], avatar],
  ...Object.fromEntries(Object.keys(DISHES).map((k) => [k, [[800, 800], DISHES[k]]])),
  ...Object.fromEntries(Object.entries(ROOMS).map(([k, v]) => [k, [WIDE, bedroomScene(v)]])),
};

async function render(name) {
  const [[w, h], fn] = IMAGES[name];
  const scene = fn(w, h);
  const file = join(OUT, `${name}.jpg`);
  const info = await sharp(Buffer.from(scene.svg()))
    .flatten({ background: C.ivory })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toFile(file);
  return `${name}.jpg ${w}x${h} ${Math.round(info.size / 1024)} KB`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(IMAGES);
  const unknown = names.filter((n) => !IMAGES[n]);
  if (unknown.length) throw new Error(`Unknown image(s): ${unknown.join(', ')}`);
  if (process.env.DEMO_SVG_DIR) {
    mkdirSync(process.env.DEMO_SVG_DIR, { recursive: true });
    for (const n of names)
      writeFileSync(join(process.env.DEMO_SVG_DIR, `${n}.svg`), IMAGES[n][1](...IMAGES[n][0]).svg());
  }
  for (const n of names) console.log(await render(n));
}

await main();
