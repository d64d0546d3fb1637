import { expect, type Page } from '@playwright/test';

/** Waits until every React island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function islandsReady(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
