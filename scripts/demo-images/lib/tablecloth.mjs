/**
 * Table cloths that fill the frame under the dishes seen from above.
 */

import { C, darken, lighten } from './palette.mjs';
import { circ, ell, line, n1, path, rect } from './svg.mjs';

/** Table cloth fill for the whole frame. */
export function cloth(s, base, kind, accent = C.gold) {
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
