// Issue 31, item 13: the phone width looks as good as the desktop. Each journey runs at 375 and 1440 px and keeps
// its screenshots outside the repository (tests/e2e/layout.ts) for a person to look at.
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { contrastOverPicture, keepScreenshot, renderedLines, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { ownNights } from './own-data';

const LONG_EMAIL = 'asha.verma.rathore@palace-guests.example.in';

/** A guest whose profile carries a long email, signed in; answers the auth header for the API. */
async function guestWithEmail(page: Page) {
  await signInAsNewGuest(page, 'Asha Verma');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await page.request.put('/api/auth/profile', { data: { email: LONG_EMAIL }, headers })).status(),
  ).toBe(200);
  return headers;
}

/** Holds a two-night Heritage Room stay through the API; answers its id. */
async function holdStay(page: Page, headers: Record<string, string>): Promise<string> {
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const checkIn = ownNights();
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers,
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

/** No line of a page wider than the screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 820 } });

    test('/user-profile keeps its tabs on one row and breaks an email only before its @ or a dot', async ({
      page,
    }) => {
      await guestWithEmail(page);
      await page.goto('/user-profile?tab=bookings');
      await islandsReady(page);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      const tops = await tabs.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
      expect(new Set(tops).size, `tab rows at ${width} px`).toBe(1);
      // The chosen tab is in view in its row, and no tab label wraps.
      await expect(page.getByRole('tab', { name: 'Bookings' })).toBeInViewport({ ratio: 1 });
      for (const tab of await tabs.all()) expect(await renderedLines(tab)).toHaveLength(1);
      await expectNoSideways(page);

      const email = page.getByRole('region', { name: 'Your profile' }).getByText(LONG_EMAIL);
      const lines = await renderedLines(email);
      expect(lines.join('')).toBe(LONG_EMAIL);
      for (const line of lines.slice(1))
        expect(line, `a line of the email: ${lines.join(' | ')}`).toMatch(/^[@.]/);
      await keepScreenshot(page, `profile-${width}`);
    });

    test('modals keep their labels whole: "Max guests: 2" and "Update Profile" on one line each', async ({
      page,
    }) => {
      await guestWithEmail(page);
      const checkIn = ownNights();
      await page.goto(`/room-booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`);
      await islandsReady(page);
      await page.getByRole('button', { name: 'Book Now: Heritage Room' }).click();
      const modal = page.getByRole('dialog', { name: 'Heritage Room' });
      const note = modal.getByText(/^Max guests: \d$/);
      await expect(note).toBeVisible();
      expect(await renderedLines(note)).toHaveLength(1);
      await keepScreenshot(page, `room-modal-${width}`);
      await modal.getByRole('button', { name: 'Close' }).click();

      await page.goto('/user-profile?tab=settings');
      await islandsReady(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog');
      for (const name of ['Update Profile', 'Cancel']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        expect(await renderedLines(button), name).toHaveLength(1);
      }
      await expectNoSideways(page);
      await keepScreenshot(page, `edit-profile-${width}`);
    });

    test('a toast hangs below the header, at the top of the page and scrolled down', async ({ page }) => {
      await page.goto('/room-booking');
      await islandsReady(page);
      const header = page.locator('header.site-header');
      for (const scrollY of [0, 900]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        // Clicked where it is, without scrolling to it: the page stays where the guest left it.
        await page
          .getByRole('button', { name: 'Add Heritage Room to favorites' })
          .first()
          .evaluate((heart: HTMLElement) => heart.click());
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        const toast = page.locator('.toast').filter({ hasText: 'Please log in to add favorites' }).last();
        await expect(toast).toBeVisible();
        const headerBox = (await header.boundingBox())!;
        const toastBox = (await toast.boundingBox())!;
        expect(toastBox.y, `toast top against header bottom, scrolled ${scrollY}`).toBeGreaterThanOrEqual(
          headerBox.y + headerBox.height,
        );
        await keepScreenshot(page, `toast-${scrollY}-${width}`);
        await toast.getByRole('button').click();
        await expect(toast).toHaveCount(0);
      }
    });

    test('the booking reference is never split, and the /booking-details hero reads clearly', async ({
      page,
    }) => {
      const headers = await guestWithEmail(page);
      const id = await holdStay(page, headers);
      await page.goto(`/booking-details?id=${id}`);
      await islandsReady(page);
      const hero = page.locator('.page-intro');
      for (const part of [
        hero.locator('.eyebrow'),
        hero.getByRole('heading', { level: 1 }),
        hero.locator('.summary'),
      ]) {
        expect(
          await contrastOverPicture(page, part),
          (await part.textContent()) ?? '',
        ).toBeGreaterThanOrEqual(4.5);
      }
      await keepScreenshot(page, `booking-details-${width}`);
      const reference = page.getByRole('article').locator('dd.booking-ref');
      await expect(reference).toHaveText(/^PAL-\w+$/);
      expect(await renderedLines(reference)).toHaveLength(1);

      await page.goto(`/booking-confirmation?id=${id}`);
      await islandsReady(page);
      const code = page.locator('.booking-facts dd.booking-ref');
      await expect(code).toHaveText(/^PAL-\w+$/);
      expect(await renderedLines(code)).toHaveLength(1);
      await code.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `booking-confirmation-${width}`);

      await page.goto('/user-profile?tab=bookings');
      await islandsReady(page);
      const listed = page.locator('.order-ref').first();
      await expect(listed).toHaveText(/^PAL-\w+$/);
      expect(await renderedLines(listed)).toHaveLength(1);
      await listed.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `bookings-list-${width}`);
    });

    test("the footer links only the hotel's own social accounts, never a platform's home page", async ({
      page,
    }) => {
      await page.goto('/');
      const links = page.locator('footer a[href]');
      const hrefs = await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
      const platforms = /(^|\.)(instagram\.com|facebook\.com|x\.com|twitter\.com|youtube\.com)$/;
      for (const href of hrefs) {
        const url = new URL(href);
        if (platforms.test(url.hostname)) expect(url.pathname.replace(/\/+$/, ''), href).not.toBe('');
      }
      await page.locator('footer').scrollIntoViewIfNeeded();
      await keepScreenshot(page, `footer-${width}`);
    });
  });
}
