import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { countShifts, shiftsSoFar } from './layout-shifts';
import { signInAsNewGuest } from './login';

// Decision 122: the account and Refer & Earn hold the places of the guest's figures until they arrive, so nothing
// on a phone's screen moves when they come (Lighthouse had scored their layout shift 0.204 and 0.310). The figures
// are held back until the page has drawn without them, as on a slow connection, and every layout shift the page
// reports from its first paint is added up (Chromium's PerformanceObserver, as Lighthouse counts CLS).

const pages = [
  {
    path: '/refer-and-earn',
    figures: '**/api/dashboard',
    arrived: (page: Page) => page.getByText('0 Supar Coins', { exact: true }),
  },
  {
    path: '/user-profile',
    figures: '**/api/auth/profile',
    // Settings opens first, and its privacy centre reads its own summary after the guest's details.
    arrived: (page: Page) => page.getByRole('region', { name: 'Your data and privacy' }),
  },
];

for (const { path, figures, arrived } of pages) {
  test(`${path} on a phone does not move when the guest's figures arrive`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInAsNewGuest(page, 'Kavya Rao');
    await page.addInitScript(countShifts);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(figures, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await islandsReady(page);
    await expect(page.getByRole('status').filter({ hasText: /Loading your/ })).toBeAttached();
    await shiftsSoFar(page);
    release();
    await expect(arrived(page)).toBeVisible();
    const shift = await shiftsSoFar(page);
    console.log(`${path}: layout shift ${shift.toFixed(3)}`);
    expect(shift, 'layout shift while the figures arrived').toBeLessThan(0.01);
  });
}

// Decision 129: /room-booking's list is the server's HTML; its script only shows the signed-in guest's Book Now in
// place of Login to Book and presses the hearts, which must move nothing.
for (const guest of ['signed out', 'signed in'] as const) {
  test(`/room-booking on a phone does not move when its script starts (${guest})`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    if (guest === 'signed in') await signInAsNewGuest(page, 'Kavya Rao');
    await page.addInitScript(countShifts);
    await page.goto('/room-booking');
    await islandsReady(page);
    const action = guest === 'signed in' ? 'Book Now: Heritage Room' : 'Login to Book';
    await expect(page.getByRole('button', { name: action }).first()).toBeAttached();
    await expect(page.locator('[data-favorite]:not([data-ready])')).toHaveCount(0);
    const shift = await shiftsSoFar(page);
    console.log(`/room-booking (${guest}): layout shift ${shift.toFixed(3)}`);
    expect(shift, 'layout shift as the list woke').toBeLessThan(0.01);
  });
}
