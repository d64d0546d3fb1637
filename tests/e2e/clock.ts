import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock (`page.clock.install()` first). An installed clock still flows with real time
 * until paused, so on a loaded machine a timer could fire between two steps of a test. From here timers fire only
 * when the test runs the clock, and the clock stays stopped across navigations. The pause is a second ahead of the
 * page's time, because the clock refuses a time it has already passed.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
