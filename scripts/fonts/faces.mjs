// The site's two faces, cut down from the @fontsource files at build time (harfbuzz, via subset-font) and
// cached under node_modules/.cache/palace-fonts, keyed by the source file and the cut:
// - Cormorant Garamond (headings) in its one weight, 600;
// - Inter (text) as a variable font, its weight axis narrowed to the 400–700 the styles use;
// both with only the OpenType features the site uses (FEATURES).
// Each face comes in four files that the browser fetches only when a page uses their characters:
// the site's own characters (the letters, digits and signs its copy uses: a third smaller than all of Latin, and the
// first file every page waits for); the rupee sign alone (a price should not pull in the 85 KB Latin Extended
// file); the rest of Latin (accented letters: a guest's name, a café); Latin Extended.
// The order matters: every page preloads the first file, and a page that shows prices the second too
// (src/layouts/BaseLayout.astro).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));
const cacheDir = join(root, 'node_modules/.cache/palace-fonts');

/** @fontsource's Latin range. */
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
export const RUPEE = 'U+20B9';
/**
 * The characters the site's own copy is written in: the letters, digits and the ASCII signs its pages and islands
 * show (space ! " % & ' ( ) + , - . / : ; < = > ? @), the no-break space, and the signs and punctuation of its copy
 * (© ® · × – — ‘ ’ “ ” • … ‹ › −). Every other character of Latin (accented letters, and the ASCII signs no page
 * shows: # $ * [ \ ] ^ _ ` { | } ~ and §) is drawn from the third file (`LATIN_REST`), fetched only by a page
 * that shows one. Those signs cost Inter's first file 1.8 KB, and each of the first files a page waits for must stay
 * within 14.6 KB: the ten TCP segments a connection starts with, which Lighthouse's simulated phone delivers in one
 * round trip (decision 152).
 */
export const CORE =
  'U+0020-0022,U+0025-0029,U+002B-005A,U+0061-007A,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+2212';
/** @fontsource's Latin Extended range without the rupee sign, which has its own file. */
export const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20B8,U+20BA-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/**
 * The characters of a CSS unicode-range.
 * @param {string} range e.g. 'U+0000-00FF,U+20B9'
 */
export function charactersOf(range) {
  return range
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      const start = Number.parseInt(from, 16);
      const end = Number.parseInt(to, 16);
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join('');
}

/**
 * The OpenType features kept: those browsers apply to Latin text by default, less contextual alternates (Inter's
 * `calt`, 3.7 KB of its first file, mostly arrows drawn from `->` and a colon raised between digits), and the
 * lining and tabular figures the styles ask for (`font-variant-numeric`). Every other feature (small caps,
 * stylistic sets, fractions…) was a third of each file and nothing on the site uses it.
 */
export const FEATURES = ['ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'lnum', 'tnum'];

/**
 * A unicode-range of the code points of `range` that are not in `minus`.
 * @param {string} range
 * @param {string} minus
 */
export function rangeWithout(range, minus) {
  const taken = new Set([...charactersOf(minus)].map((c) => c.codePointAt(0)));
  const points = [...new Set([...charactersOf(range)].map((c) => c.codePointAt(0) ?? 0))]
    .filter((p) => !taken.has(p))
    .sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const p of points) {
    const last = runs.at(-1);
    if (last && last[1] === p - 1) last[1] = p;
    else runs.push([p, p]);
  }
  const hex = (/** @type {number} */ p) => p.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/** Latin without the site's own characters: accented letters and the rarer signs. */
export const LATIN_REST = rangeWithout(LATIN, CORE);

/**
 * Cuts one @fontsource file down to a unicode range (and weight range) and returns the cached file's path.
 * @param {string} file package path of the .woff2
 * @param {string} range the characters to keep, as a unicode-range
 * @param {{ min: number, max: number }} [weights] the weight axis to keep, for a variable font
 */
async function cut(file, range, weights) {
  const source = readFileSync(require.resolve(file));
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([range, weights, FEATURES]))
    .digest('hex')
    .slice(0, 16);
  const out = join(
    cacheDir,
    `${file
      .split('/')
      .pop()
      ?.replace(/\.woff2$/, '')}.${key}.woff2`,
  );
  if (!existsSync(out)) {
    const font = await subsetFont(source, charactersOf(range), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      ...(weights && { variationAxes: { wght: weights } }),
    });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(out, font);
  }
  return out;
}

/**
 * The four files of one face and weight, as Astro font variants.
 * @param {(subset: 'latin' | 'latin-ext') => string} fileFor the @fontsource file of a subset
 * @param {number | string} weight the CSS font-weight the files answer to
 * @param {{ min: number, max: number }} [weights] the weight axis to keep, for a variable font
 */
async function face(fileFor, weight, weights) {
  /**
   * @param {string} file
   * @param {string} range
   * @returns {Promise<{ src: [string], weight: number | string, style: 'normal', unicodeRange: [string] }>}
   */
  const variant = async (file, range) => ({
    src: [await cut(file, range, weights)],
    weight,
    style: 'normal',
    unicodeRange: [range],
  });
  return Promise.all([
    variant(fileFor('latin'), CORE),
    variant(fileFor('latin-ext'), RUPEE),
    variant(fileFor('latin'), LATIN_REST),
    variant(fileFor('latin-ext'), LATIN_EXT),
  ]);
}

export const cormorantVariants = () =>
  face((subset) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-600-normal.woff2`, 600);

export const interVariants = () =>
  face((subset) => `@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`, '400 700', {
    min: 400,
    max: 700,
  });
