import { expect, test } from './fixtures';

// The card pictures of the lists guests book from. On a phone the first cards' pictures load while the page
// first paints, sharing the line with the banner: each is offered in AVIF and cut to its card's shape.

/** A phone's screen: 375 CSS pixels wide at twice the density, as most phones draw. */
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });

/** The pages, the card whose picture is weighed, and the most picture bytes the first screen may load. */
const lists = [
  { path: '/room-booking', card: '.room-card', budget: 150 * 1024 },
  { path: '/dining-menu', card: '.menu-card', budget: 220 * 1024 },
  { path: '/events-booking', card: '.hall-card', budget: 160 * 1024 },
];

for (const { path, card, budget } of lists) {
  test(`${path}: card pictures are AVIF cut to the card's shape, at most ${budget / 1024} KB on a phone's first screen`, async ({
    page,
  }) => {
    const pictures = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image' || !response.url().includes('/_image?')) return;
      pictures.set(response.url(), (await response.body()).length);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // What loaded before the guest scrolled: the banner and the cards the browser fetches ahead of the screen.
    const firstScreen = [...pictures.values()];
    const bytes = firstScreen.reduce((sum, b) => sum + b, 0);
    console.log(
      `${path}: ${firstScreen.length} pictures, ${Math.round(bytes / 1024)} KB on a phone's first screen`,
    );
    expect(bytes, `${path} picture bytes`).toBeLessThanOrEqual(budget);

    const first = page.locator(card).first();
    await first.scrollIntoViewIfNeeded();
    const img = first.locator('img').first();
    await expect(img).toHaveJSProperty('complete', true);
    const shown = await img.evaluate(async (el: HTMLImageElement) => {
      // The file's own pixels (an <img> without srcset reports them), against the box the card draws it in.
      const file = new Image();
      file.src = el.currentSrc;
      await file.decode();
      return {
        src: el.currentSrc,
        source: el.parentElement?.querySelector('source')?.getAttribute('type') ?? null,
        file: file.naturalWidth / file.naturalHeight,
        box: el.clientWidth / el.clientHeight,
      };
    });
    expect(shown.source, 'an AVIF source before the WebP fallback').toBe('image/avif');
    expect(shown.src).toMatch(/f=avif/);
    // object-fit trims a little where the box is not the file's exact shape, never a third (a square dish at 3:2).
    expect(Math.abs(shown.file / shown.box - 1), `file ${shown.file} vs card ${shown.box}`).toBeLessThan(0.1);
  });
}
