import type { Response } from '@playwright/test';
import { bookingPages } from '../../scripts/booking-pages.mjs';
import { charactersOf } from '../../scripts/fonts/faces.mjs';
import { expect, test } from './fixtures';
import { MARKETING_FONT_BUDGET_BYTES, marketingPages } from './marketing-pages';

// The fonts compete with a page's largest image for a phone's first second, so they are cut down at build
// time (scripts/fonts/faces.mjs) and weighed here as the browser fetches them.

/** The @font-face rules of the page, as (family, unicode-range, its first code point, file URL). */
function fontFaces(): { family: string; range: string; from: number; url: string }[] {
  const faces: { family: string; range: string; from: number; url: string }[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (url) {
        const range = rule.style.getPropertyValue('unicode-range');
        faces.push({
          family: rule.style.getPropertyValue('font-family'),
          range,
          from: Number.parseInt(/U\+([0-9a-f]+)/i.exec(range)?.[1] ?? '0', 16),
          url: new URL(url, location.href).pathname,
        });
      }
    }
  }
  return faces;
}

for (const path of marketingPages) {
  test(`${path} preloads only the fonts of the site's own characters (and the rupee sign's where it shows prices) and fetches at most ${MARKETING_FONT_BUDGET_BYTES / 1024} KB of them`, async ({
    page,
  }) => {
    // Each font file the page fetched, by path, and its bytes once read.
    const fetched = new Map<string, Promise<number>>();
    const weigh = (response: Response) => {
      if (response.request().resourceType() !== 'font') return;
      fetched.set(
        new URL(response.url()).pathname,
        response.body().then((body) => body.length),
      );
    };
    page.on('response', weigh);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);

    const faces = await page.evaluate(fontFaces);
    // The first file of each face holds the site's own characters (from the space), the third the rest of Latin
    // (from U+0000): only the first is preloaded (decision 124).
    const own = faces.filter((face) => face.from === 0x20);
    expect(
      new Set(own.map((face) => face.family)).size,
      "a file of the site's characters for each face",
    ).toBe(2);
    const rest = faces.filter((face) => face.from === 0);
    expect(new Set(rest.map((face) => face.family)).size, 'a file of the rest of Latin for each face').toBe(
      2,
    );
    // A page that shows prices preloads the rupee sign's files too: found only by the first layout, they would
    // arrive after it and make the browser lay out every text of their family again.
    const rupee = faces.filter((face) => face.from === 0x20b9);
    expect(new Set(rupee.map((face) => face.family)).size, 'a rupee file for each of the two faces').toBe(2);
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the markup's (hidden slides, data).
    const showsPrices = (await page.locator('body').innerText()).includes('₹');
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.sort()).toEqual([...own, ...(showsPrices ? rupee : [])].map((face) => face.url).sort());

    // The pages are in English with prices in rupees: nothing should need the Latin Extended files.
    const extended = faces.filter((face) => face.from === 0x100).map((face) => face.url);
    expect(extended).toHaveLength(2);
    expect([...fetched.keys()].filter((url) => extended.includes(url))).toEqual([]);

    // Every body asked for is read before the test ends (a read after it throws).
    page.off('response', weigh);
    const total = (await Promise.all(fetched.values())).reduce((sum, bytes) => sum + bytes, 0);
    console.log(`${path}: ${fetched.size} font files, ${total} B`);
    expect(total, `${path} font bytes`).toBeLessThanOrEqual(MARKETING_FONT_BUDGET_BYTES);
  });
}

for (const path of [...marketingPages, ...bookingPages]) {
  test(`${path} shows no character that the site's fonts lack`, async ({ page }) => {
    // A character outside both faces (a ★, say) is looked up in the system's fonts by name during the first
    // layout, and drawn differently on every device: icons are SVG, text stays in the two faces.
    await page.goto(path);
    const covered = new Set(
      (await page.evaluate(fontFaces)).flatMap((face) => [...charactersOf(face.range)]),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the markup's.
    const shown = new Set(await page.locator('body').innerText());
    expect([...shown].filter((ch) => ch > ' ' && !covered.has(ch))).toEqual([]);
  });
}
