import { petals, sphere } from '../lib/garnish.mjs';
import { C } from '../lib/palette.mjs';
import { Scene, WIDE } from '../lib/scene.mjs';
import { circ, ell, n1, path, rect } from '../lib/svg.mjs';

export const size = WIDE;

/** Rangoli from above, ringed by diyas, marigolds and petals. */
export function draw(w, h) {
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
