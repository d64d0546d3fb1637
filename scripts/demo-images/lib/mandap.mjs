/**
 * The wedding mandap shared by the events hero and the wedding picture.
 */

import { archD, domeD } from './architecture.mjs';
import { garland, strand } from './lights.mjs';
import { C, darken, lighten } from './palette.mjs';
import { circ, line, n1, path, poly, rect } from './svg.mjs';

/** A wedding mandap: four pillars, flower-hung canopy and glowing centre. */
export function mandap(s, x, y, w, o = {}) {
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
