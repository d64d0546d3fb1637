import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { signInAsNewGuest } from './login';

// The booking lists hydrate on a guest's first gesture (`client:intent`, src/scripts/wake-on-intent.ts): what a
// guest does before React has woken must still happen.

const RUNTIME = /\/_astro\/client\.[\w-]+\.js$/;
/** React islands not hydrated yet (the site script's island has no renderer: decision 124). */
const asleep = (page: Page) => page.locator('astro-island[ssr][renderer-url]');

/**
 * Holds React's runtime back until the returned function is called, so that the guest's first clicks and keys
 * surely come before hydration.
 */
async function holdRuntime(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RUNTIME, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const path of ['/room-booking', '/booknow', '/events-booking']) {
  test(`${path} fetches React when idle but runs it only when the guest moves`, async ({ page }) => {
    const runtime: string[] = [];
    page.on('requestfinished', (request) => {
      if (RUNTIME.test(request.url())) runtime.push(request.url());
    });
    await page.goto(path);
    await expect
      .poll(() => runtime.length, {
        message: 'the runtime is fetched once the page is idle',
      })
      .toBe(1);
    await page.waitForLoadState('networkidle');
    // What a browser reports when the page is laid out under a resting cursor: a pointer "moving" by nothing.
    await page.evaluate(() => dispatchEvent(new PointerEvent('pointermove', { clientX: 8, clientY: 8 })));
    await expect(asleep(page)).toHaveCount(1);
    // A guest's pointer moves in steps; the browser may know where it came from only after the first.
    await page.mouse.move(40, 40, { steps: 4 });
    await expect(asleep(page)).toHaveCount(0);
    expect(runtime).toHaveLength(1);
  });
}

// The room list's search and chips are a form the server answers (decision 129): they need no React at all.
test('a tap on a room filter while React is held back is answered all the same', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/room-booking');
  const suite = page.getByRole('button', { name: 'Suite', exact: true });
  await suite.click();
  await expect(asleep(page)).toHaveCount(1);
  release();
  await expect(suite).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: 'All rooms' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Maharaja Suite', 'Rani Mahal Suite']);
});

test('a hall search sent before React has woken is not sent as a plain form (it asks a logged-out guest to log in)', async ({
  page,
}) => {
  const release = await holdRuntime(page);
  await page.goto('/events-booking');
  // A logged-out guest is sent to log in before the search is looked at, so any date ahead will do.
  await page.getByLabel('Date').fill(addDays(dateInZone(new Date(), 'Asia/Kolkata'), 30));
  await page.getByLabel('Guests').fill('150');
  await page.getByLabel('Time Slot').selectOption('Evening');
  await page.getByRole('button', { name: 'Login to Book' }).click();
  await expect(asleep(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/events-booking$/);
  release();
  await expect(page).toHaveURL(/\/login\?next=%2Fevents-booking$/);
});

test('a date typed into the reservation form before React has woken sets the departure after it', async ({
  page,
}) => {
  const release = await holdRuntime(page);
  await page.goto('/booknow');
  const arrival = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 45);
  const [y, m, d] = arrival.split('-');
  await page.getByLabel('Arrival').focus();
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(asleep(page)).toHaveCount(1);
  release();
  await expect(page.getByLabel('Arrival')).toHaveValue(arrival);
  await expect(page.getByLabel('Departure')).toHaveValue(addDays(arrival, 1));
});

test("a signed-in guest's room list wakes by itself to offer them booking", async ({ page }) => {
  await signInAsNewGuest(page, 'Kavya Rao');
  await page.goto('/room-booking');
  // No gesture: the island hydrates when the browser is idle, and shows the stored login.
  await expect(page.getByRole('button', { name: 'Book Now: Deluxe King Room' })).toBeVisible();
  await expect(asleep(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login to Book' })).toHaveCount(0);
});

test("a signed-in guest's room list wakes within two seconds, or at their first move, on a page never idle", async ({
  page,
}) => {
  await signInAsNewGuest(page, 'Kavya Rao');
  // A browser that never finds an idle moment: an idle callback runs when its timeout runs out, or (once the test
  // says so in sessionStorage) never.
  await page.addInitScript(() => {
    window.requestIdleCallback = ((run: IdleRequestCallback, options?: IdleRequestOptions) => {
      if (sessionStorage.getItem('idle') === 'never' || options?.timeout === undefined) return 0;
      return window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), options.timeout);
    }) as typeof window.requestIdleCallback;
  });
  await page.goto('/room-booking');
  await expect(page.getByRole('button', { name: 'Book Now: Deluxe King Room' })).toBeVisible();
  await expect(asleep(page)).toHaveCount(0);

  await page.evaluate(() => sessionStorage.setItem('idle', 'never'));
  await page.reload();
  await expect(asleep(page)).toHaveCount(1);
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 40);
  await expect(asleep(page)).toHaveCount(0);
});
