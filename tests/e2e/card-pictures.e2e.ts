import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

// The card pictures of the lists guests book from. On a phone the first cards' pictures load while the page
// first paints, sharing the line with the banner: each is offered in AVIF and cut to its card's shape.

/**
 * A phone's screen: 375 CSS pixels wide at twice the density, as most phones draw. The screen is the phone's too:
 * with the desktop project's 1920 px screen, Chromium's preload scanner sizes `100vw` pictures for that screen.
 */
const phone = (width: number, height: number, deviceScaleFactor: number) => ({
  viewport: { width, height },
  screen: { width, height },
  deviceScaleFactor,
  isMobile: true,
});
test.use(phone(375, 812, 2));

/** The pages, the card whose picture is weighed, and the most picture bytes the first screen may load. */
const lists = [
  { path: '/room-booking', card: '.room-card', budget: 100 * 1024 },
  { path: '/dining-menu', card: '.menu-card', budget: 150 * 1024 },
  { path: '/events-booking', card: '.hall-card', budget: 100 * 1024 },
];

for (const { path, card, budget } of lists) {
  test(`${path}: card pictures are AVIF cut to the card's shape, at most ${budget / 1024} KB on a phone's first screen`, async ({
    page,
  }) => {
    const pictures = new Map<string, Promise<number>>();
    const weigh = (response: Response) => {
      if (response.request().resourceType() !== 'image' || !response.url().includes('/_image?')) return;
      pictures.set(
        response.url(),
        response.body().then((body) => body.length),
      );
    };
    page.on('response', weigh);
    await page.goto(path, { waitUntil: 'networkidle' });
    // What loaded before the guest scrolled: the banner and the cards the browser fetches ahead of the screen. The
    // pictures the scroll below fetches are not weighed (nor read after the test has ended).
    page.off('response', weigh);
    const firstScreen = await Promise.all(pictures.values());
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

test.describe("on Lighthouse's phone (412 CSS pixels at 1.75)", () => {
  test.use(phone(412, 823, 1.75));

  test('/room-booking fetches each room photo once for the carousel and the cards, sharp in both', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/_image') fetched.push(url.searchParams.get('href') ?? '');
    });
    await page.goto('/room-booking', { waitUntil: 'networkidle' });
    // Scroll through the list, so that every lazy card picture loads.
    for (const card of await page.locator('.room-card').all()) await card.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // The banner over the list is a room photo too, cut wider: it is the one other picture of each photo.
    const banner = await page
      .locator('.page-intro img')
      .evaluate((el: HTMLImageElement) => new URL(el.currentSrc).searchParams.get('href'));
    const photos = fetched.filter((href) => href.includes('room-'));
    const bannerAt = photos.indexOf(banner ?? '');
    expect(bannerAt, 'the banner is a room photo').toBeGreaterThanOrEqual(0);
    photos.splice(bannerAt, 1);
    expect(photos.length, 'room photos fetched').toBeGreaterThan(0);
    expect(photos, 'each room photo once').toEqual([...new Set(photos)]);

    for (const img of await page.locator('.room-slide img, .room-card img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      const { file, needed } = await img.evaluate(async (el: HTMLImageElement) => {
        const probe = new Image();
        probe.src = el.currentSrc;
        await probe.decode();
        return { file: probe.naturalWidth, needed: el.clientWidth * devicePixelRatio };
      });
      expect(file, 'a picture at least as wide as the screen pixels it covers').toBeGreaterThanOrEqual(
        Math.floor(needed),
      );
    }
  });
});
