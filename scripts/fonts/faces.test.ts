import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { charactersOf, cormorantVariants, interVariants, LATIN, LATIN_EXT, RUPEE } from './faces.mjs';

/** The code points a woff2 file has glyphs for, and its variation axes. */
async function coverage(file: string) {
  const face = new Face(new Blob(await convert(readFileSync(file), 'sfnt')));
  return { unicodes: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

const codePoints = (range: string) => [...charactersOf(range)].map((c) => c.codePointAt(0) ?? 0);

describe('the cut-down web fonts', () => {
  it('reads a unicode-range', () => {
    expect(charactersOf('U+0041-0043,U+20B9')).toBe('ABC₹');
    expect(codePoints(LATIN_EXT)).not.toContain(0x20b9);
  });

  for (const [name, variants] of [
    ['Cormorant Garamond', cormorantVariants],
    ['Inter', interVariants],
  ] as const) {
    it(`${name}: the Latin file draws the alphabet, prices and punctuation; the rupee file the ₹`, async () => {
      const [latin, rupee, extended] = await variants();
      expect([latin?.unicodeRange, rupee?.unicodeRange, extended?.unicodeRange]).toEqual([
        [LATIN],
        [RUPEE],
        [LATIN_EXT],
      ]);

      const latinFile = await coverage(latin?.src[0] ?? '');
      for (const char of 'AZaz09€.,;:!?’“”–—…é&@') {
        expect(latinFile.unicodes.has(char.codePointAt(0) ?? 0), `${name} draws ${char}`).toBe(true);
      }
      // Nothing outside its range: a glyph there would never be used.
      const inRange = new Set(codePoints(LATIN));
      expect([...latinFile.unicodes].filter((u) => !inRange.has(u))).toEqual([]);

      const rupeeFile = await coverage(rupee?.src[0] ?? '');
      expect([...rupeeFile.unicodes]).toEqual([0x20b9]);
      expect((await coverage(extended?.src[0] ?? '')).unicodes.has(0x0101), `${name} draws ā`).toBe(true);
    });
  }

  it('keeps Inter variable across the weights the styles use, 400 to 700', async () => {
    const [latin] = await interVariants();
    const { axes } = await coverage(latin?.src[0] ?? '');
    expect(axes.wght).toMatchObject({ min: 400, max: 700 });
  });
});
