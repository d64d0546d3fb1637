import { arcade, chhatri, dome } from '../lib/architecture.mjs';
import { roundTable } from '../lib/banquet.mjs';
import { camera } from '../lib/camera.mjs';
import { lights } from '../lib/lights.mjs';
import { cypress, moon, ripples, stars } from '../lib/nature.mjs';
import { warmWin } from '../lib/palace.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, g, n1, path, poly, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Sheesh Mahal lawns at night: tables by a water channel, cypresses and light strings. */
export function draw(w, h) {
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
