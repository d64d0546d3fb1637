import { siteRoutes } from '../../src/lib/navigation';
import { expect, test } from './fixtures';

/** The pages that send a visitor without a session to log in, once their island has started. */
const SIGNED_IN_ONLY: readonly string[] = ['/user-profile', '/refer-and-earn'];

for (const route of siteRoutes) {
  test(`${route} answers with the layout and one h1`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // Their island starts once the page has painted (decision 124), perhaps after `goto` has returned: the page is
    // checked where the visitor ends up, not while it is leaving.
    if (SIGNED_IN_ONLY.includes(route))
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('main .summary')).not.toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.locator('footer')).toContainText('All rights reserved');
    expect(await page.title()).toContain('Supar Palace');
  });
}

test('an unknown page is a styled 404 with a way back', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  // The browser reports the page's own 404 status; that one is expected, any other error is not.
  const own404 = consoleErrors.indexOf(
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  );
  expect(own404).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(own404, 1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This corridor leads nowhere');
  await page.getByRole('link', { name: 'Return to the palace' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navbar links reach their pages, and Book Now opens room booking', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dining' }).click();
  await expect(page).toHaveURL(/\/dining-menu$/);
  await expect(nav.getByRole('link', { name: 'Dining' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/room-booking$/);
});
