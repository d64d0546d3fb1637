import { expect, type Page } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated (Astro drops the `ssr` attribute then). The booking
 * lists hydrate on a guest's first gesture (`client:intent`), so the pointer moves over the page first, as a
 * guest's would before using it.
 */
export async function islandsReady(page: Page) {
  await page.mouse.move(8, 8);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
