/**
 * SVG element strings. Numbers are rounded to one decimal, which keeps the documents small.
 */

/** One decimal is plenty at these sizes and keeps the SVG short. */
export const n1 = (v) => Math.round(v * 10) / 10;

/** Point list for a polygon's points attribute. */
const pts = (arr) => arr.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

/** Closed path through the points. */
export const dPoly = (arr) => `M${arr.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z`;

/** Open path through the points. */
export const dLine = (arr) => `M${arr.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}`;

/** Attribute string from an object: camelCase keys become kebab-case, empty values are left out. */
function attrs(o = {}) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${typeof v === 'number' ? n1(v) : v}"`,
    )
    .join(' ');
}

/** SVG rect. */
export const rect = (x, y, w, h, fill, o = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...o })}/>`;

/** SVG circle. */
export const circ = (cx, cy, r, fill, o = {}) => `<circle ${attrs({ cx, cy, r, fill, ...o })}/>`;

/** SVG ellipse. */
export const ell = (cx, cy, rx, ry, fill, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;

/** SVG path. */
export const path = (d, fill, o = {}) => `<path ${attrs({ d, fill, ...o })}/>`;

/** SVG polygon through the points. */
export const poly = (arr, fill, o = {}) => `<polygon ${attrs({ points: pts(arr), fill, ...o })}/>`;

/** SVG line of stroke width w. */
export const line = (x1, y1, x2, y2, stroke, w = 1, o = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth: w, ...o })}/>`;

/** SVG group around the content (a string or a list of strings). */
export const g = (content, o = {}) =>
  `<g ${attrs(o)}>${Array.isArray(content) ? content.join('') : content}</g>`;
