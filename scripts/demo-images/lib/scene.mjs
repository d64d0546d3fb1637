/**
 * The Scene every picture draws into: it collects the body and the shared defs (gradients,
 * filters, patterns, clips) and owns the picture's seeded random numbers.
 */

import { C, rng } from './palette.mjs';
import { circ, n1, rect } from './svg.mjs';

/** A picture being drawn: body, defs and the seeded random numbers of one picture. */
export class Scene {
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

/** Size of every landscape picture (heroes, halls, rooms, journal, offers); dishes are square. */
export const WIDE = [1600, 1000];
