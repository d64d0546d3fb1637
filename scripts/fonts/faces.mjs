// The site's two faces, cut down from the @fontsource files at build time (harfbuzz, via subset-font) and
// cached under node_modules/.cache/palace-fonts, keyed by the source file and the cut:
// - Cormorant Garamond (headings) in its one weight, 600;
// - Inter (text) as a variable font, its weight axis narrowed to the 400–700 the styles use.
// Each face comes in three files that the browser fetches only when a page uses their characters:
// Latin; the rupee sign alone (a price should not pull in the 85 KB Latin Extended file); Latin Extended.
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
 * Cuts one @fontsource file down to a unicode range (and weight range) and returns the cached file's path.
 * @param {string} file package path of the .woff2
 * @param {string} range the characters to keep, as a unicode-range
 * @param {{ min: number, max: number }} [weights] the weight axis to keep, for a variable font
 */
async function cut(file, range, weights) {
  const source = readFileSync(require.resolve(file));
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([range, weights]))
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
      ...(weights && { variationAxes: { wght: weights } }),
    });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(out, font);
  }
  return out;
}

/**
 * The three files of one face and weight, as Astro font variants.
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
    variant(fileFor('latin'), LATIN),
    variant(fileFor('latin-ext'), RUPEE),
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
