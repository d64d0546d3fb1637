/**
 * Mughal and Rajput building parts: arches, onion domes, chhatris, crenellations, arcades and
 * jali lattices, used by the exteriors and the interiors alike.
 */

import { C, darken } from './palette.mjs';
import { circ, dPoly, ell, line, n1, path, poly, rect } from './svg.mjs';

/**
 * Outline of an arched opening in local units: origin at the bottom centre,
 * y pointing up. `spring` is the height where the arch starts, `rise` the
 * height of the arch above it, `lobes` > 0 gives a cusped (multifoil) arch.
 */
export function archPts(w, spring, rise, lobes = 0, bulge = 0.55) {
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
export function archD(x, y, w, spring, rise, lobes = 0, bulge) {
  return dPoly(place(archPts(w, spring, rise, lobes, bulge), x, y, 1));
}

/** Onion dome: base centre (x, y), width w, height h. Returns a path. */
export function domeD(x, y, w, h, fat = 0.64) {
  const hw = w / 2;
  return `M${n1(x - hw)} ${n1(y)}C${n1(x - w * fat)} ${n1(y - h * 0.42)} ${n1(x - w * 0.22)} ${n1(y - h * 0.68)} ${n1(x)} ${n1(y - h)}C${n1(x + w * 0.22)} ${n1(y - h * 0.68)} ${n1(x + w * fat)} ${n1(y - h * 0.42)} ${n1(x + hw)} ${n1(y)}Z`;
}

/** Dome with drum, lotus band and finial. */
export function dome(_s, x, y, w, h, fill, o = {}) {
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
export function crenel(x1, x2, y, size, fill) {
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
export function chhatri(s, x, y, w, o = {}) {
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
export function arcade(x1, x2, y, n, w, spring, rise, fill, lobes = 5, frame) {
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

/** Jali (pierced stone lattice) pattern: eight-pointed stars on a grid. hole 'none' leaves holes clear. */
export function jaliPattern(s, size, stone, hole, o = {}) {
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
