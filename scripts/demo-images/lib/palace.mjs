/**
 * The palace facade that stands on the lake, in window views and behind the lawns.
 */

import { arcade, archD, chhatri, crenel, dome } from './architecture.mjs';
import { C, darken, lighten } from './palette.mjs';
import { n1, path, rect } from './svg.mjs';

/**
 * Palace facade centred on cx with its base on baseY, `width` wide.
 * o.wall / o.wallDark colour the stone, o.win(i) gives each window's fill,
 * o.domeFill the domes.
 */
export function palace(s, cx, baseY, width, o = {}) {
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

/** Gradient of a lit window at dusk. */
export const warmWin = (s) =>
  s.lin([
    [0, '#fff0c2'],
    [0.5, '#ffc766'],
    [1, '#d9782f'],
  ]);
