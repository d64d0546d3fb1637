import { C } from '../lib/palette.mjs';
import { Scene } from '../lib/scene.mjs';
import { circ, n1, path, rect } from '../lib/svg.mjs';

export const size = [400, 400];

/** Neutral head-and-shoulders placeholder for a guest without a photo. */
export function draw(w, h) {
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
