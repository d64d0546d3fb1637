/**
 * The bedroom scene every room picture is drawn with: a room described by parameters (walls,
 * windows, beds, rug, chandelier) plus optional before/after hooks for its own furniture.
 */

import { box, camera, wallArch, wallMap } from './camera.mjs';
import { drape, nightstand, rug, tableLamp } from './furniture.mjs';
import { chandelier } from './lights.mjs';
import { C, darken, lighten } from './palette.mjs';
import { archWindow, roomShell, wallMotif } from './room.mjs';
import { Scene } from './scene.mjs';
import { line, n1, path, poly, rect } from './svg.mjs';

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

/** Draw function for a room described by cfg (see the room pictures for the parameters). */
export function bedroomScene(cfg) {
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
