import { expect, test } from './fixtures';
import { countShifts, shiftsSoFar } from './layout-shifts';

// Decision 152: on a slow phone the first screen's band picture and fonts have the line to themselves. The lists'
// card pictures are asked for only once the page has painted (the painted directive marks `<html data-painted>`);
// their places are held meanwhile, so nothing moves when they come; without script they load as the browser finds
// them.

/**
 * The lists, the card whose picture waits, and the layout shift once scrolled to the first card: none, but on
 * /dining-menu 0.008 with or without this decision (a dish card's content-visibility placeholder, decision 125, is
 * taller than the card it stands for).
 */
const lists = [
  { path: '/blogs', card: '.post-card', scrolled: 0 },
  { path: '/all-offers', card: '.package', scrolled: 0 },
  { path: '/room-booking', card: '.room-card', scrolled: 0 },
  { path: '/dining-menu', card: '.menu-card', scrolled: 0.01 },
  { path: '/events-booking', card: '.hall-card', scrolled: 0 },
];

/** Lighthouse's phone: 412 CSS pixels at 1.75. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

for (const { path, card, scrolled } of lists) {
  for (const width of [412, 1440]) {
    test(`${path} at ${width} px: the card pictures start after the first paint, and nothing moves when they come`, async ({
      browser,
    }) => {
      const context = await browser.newContext(width === 412 ? phone : { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(countShifts);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-painted]')).toHaveCount(1);
      // Nothing moved from the first paint to the arrival of the pictures near the first screen.
      expect(await shiftsSoFar(page), 'layout shift from the first paint').toBe(0);
      const first = page.locator(card).first();
      await first.scrollIntoViewIfNeeded();
      const img = first.locator('img').first();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      expect(await shiftsSoFar(page), 'layout shift once scrolled to the first card').toBeLessThanOrEqual(
        scrolled,
      );

      const { paint, cards } = await page.evaluate((selector) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const urls = new Set(
          [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].map((i) => i.currentSrc),
        );
        const started = performance
          .getEntriesByType('resource')
          .filter((entry) => urls.has(entry.name))
          .map((entry) => entry.startTime);
        return { paint: fcp, cards: started };
      }, card);
      expect(cards.length, 'card pictures fetched').toBeGreaterThan(0);
      for (const start of cards)
        expect(start, 'a card picture asked for after the first paint').toBeGreaterThan(paint);
      await context.close();
    });
  }
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, card } of lists) {
    test(`${path}: the first card's picture loads`, async ({ page }) => {
      await page.goto(path);
      const img = page.locator(card).first().locator('img').first();
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    });
  }
});
