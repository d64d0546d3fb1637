import { expect, type Page, type Route } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated (Astro drops the `ssr` attribute then). The booking
 * lists hydrate on a guest's first gesture (`client:intent`), so the pointer moves over the page first, as a
 * guest's would before using it. The dining menu and the room list have no island over their lists: their page
 * scripts mark them ready (decisions 129, 130), as the site script marks the offers page's package cards once it has
 * filled them with their prices (decision 150).
 */
export async function islandsReady(page: Page) {
  // Two steps, so that it moves wherever the pointer was: a "move" by nothing is not intent.
  await page.mouse.move(8, 8);
  await page.mouse.move(9, 9);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[data-dining-menu]:not([data-ready])')).toHaveCount(0);
  await expect(page.locator('[data-room-browser]:not([data-ready])')).toHaveCount(0);
  await expect(page.locator('[data-package]:not([data-ready])')).toHaveCount(0);
}

/**
 * Waits until the site script has started (decision 124: it is an island of its own, fetched once the page has
 * painted, perhaps after `load`). Its parts for some pages (the lightbox, the contact forms) are fetched as it
 * starts; they mark themselves ready.
 */
export async function siteScriptStarted(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([renderer-url])')).toHaveCount(0);
}

/** Holds back the site script's module until `release()` is called, as a slow phone would. */
export async function holdSiteScript(page: Page) {
  const held: Route[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/site\.[\w-]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release };
}
