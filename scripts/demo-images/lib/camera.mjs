/**
 * A simple perspective camera for interiors (metres in, pixels out) and the boxes, floors and
 * walls placed through it.
 */

import { archPts } from './architecture.mjs';
import { poly } from './svg.mjs';

/** Perspective camera: focal length f, eye height cy, horizon hz in pixels, offset cx. */
export function camera(w, h, o = {}) {
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

/** Box in world space; draws the visible faces. col: {top, front, side} */
export function box(cam, x0, x1, y0, y1, z0, z1, col) {
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
export function tileFloor(cam, x0, x1, z0, z1, size, a, b) {
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
export function wallMap(cam, plane) {
  if (plane.z !== undefined) return (u, v) => cam.P(plane.x0 + u, v, plane.z);
  return (u, v) => cam.P(plane.x, v, plane.z0 + u);
}

/** Arch outline placed on a wall plane at local (u, v) with size scale. */
export function wallArch(map, u, v, w, spring, rise, lobes = 0) {
  return archPts(w, spring, rise, lobes).map(([x, y]) => map(u + x, v + y));
}
