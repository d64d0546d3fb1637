import { readFileSync, statSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  CORE,
  charactersOf,
  cormorantVariants,
  interVariants,
  LATIN,
  LATIN_EXT,
  LATIN_REST,
  RUPEE,
  rangeWithout,
} from './faces.mjs';

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
    expect(rangeWithout('U+0041-0045,U+00E9', 'U+0043')).toBe('U+0041-0042,U+0044-0045,U+00E9');
  });

  it("splits Latin into the site's own characters and the rest, with nothing lost or drawn twice", () => {
    const core = codePoints(CORE);
    const rest = codePoints(LATIN_REST);
    expect(core.filter((p) => rest.includes(p))).toEqual([]);
    expect([...new Set([...core, ...rest])].sort((a, b) => a - b)).toEqual(
      [...new Set(codePoints(LATIN))].sort((a, b) => a - b),
    );
  });

  for (const [name, variants] of [
    ['Cormorant Garamond', cormorantVariants],
    ['Inter', interVariants],
  ] as const) {
    it(`${name}: the first file draws the site's copy, the rupee file the ₹, the third the rest of Latin`, async () => {
      const [core, rupee, rest, extended] = await variants();
      expect([core?.unicodeRange, rupee?.unicodeRange, rest?.unicodeRange, extended?.unicodeRange]).toEqual([
        [CORE],
        [RUPEE],
        [LATIN_REST],
        [LATIN_EXT],
      ]);

      const coreFile = await coverage(core?.src[0] ?? '');
      for (const char of 'AZaz09.,;:!?’“”–—…·×&@ ') {
        expect(coreFile.unicodes.has(char.codePointAt(0) ?? 0), `${name} draws ${char}`).toBe(true);
      }
      const restFile = await coverage(rest?.src[0] ?? '');
      for (const char of 'éçñü€¿§_#') {
        expect(restFile.unicodes.has(char.codePointAt(0) ?? 0), `${name} draws ${char}`).toBe(true);
      }
      // Nothing outside its range: a glyph there would never be used.
      for (const [file, range] of [
        [coreFile, CORE],
        [restFile, LATIN_REST],
      ] as const) {
        const inRange = new Set(codePoints(range));
        expect([...file.unicodes].filter((u) => !inRange.has(u))).toEqual([]);
      }
      expect(statSync(core?.src[0] ?? '').size, `${name}'s first file`).toBeLessThan(
        statSync(rest?.src[0] ?? '').size + 22_000,
      );

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

  it("keeps each face's first file, which every page waits for, within a new connection's first round trip", async () => {
    // Ten TCP segments (14,600 B) with its response headers (about 550 B): decision 152.
    for (const variants of [cormorantVariants, interVariants]) {
      const [core] = await variants();
      expect(statSync(core?.src[0] ?? '').size).toBeLessThanOrEqual(14_000);
    }
  });
});
