import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { inr, nightPrices, sum, withRoomGst } from './night-prices';
import { ownNights } from './own-data';

/** Holds a two-night stay in the Heritage Room through the API, as the room pages do. */
async function holdStay(page: Page): Promise<string> {
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const checkIn = ownNights();
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

test('a guest books a room, pays in the sandbox and sees it confirmed', async ({ page }) => {
  await signInAsNewGuest(page, 'Kavya Rao');
  const checkIn = ownNights();
  // Two Deluxe King nights at the calendar's prices, each with its GST.
  const total = inr(sum((await nightPrices(page.request, 'Deluxe King Room', checkIn, 2)).map(withRoomGst)));
  await page.goto(`/room-booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Book Now: Deluxe King Room' }).click();
  await page
    .getByRole('dialog', { name: 'Deluxe King Room' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  await expect(page).toHaveURL(/\/booking-details\?id=/);
  // The room's picture arrives resized (WebP from the image endpoint), not as the 100 KB original.
  const picture = page.getByRole('img', { name: 'Deluxe King Room' });
  await expect(picture).toHaveJSProperty('complete', true);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/_image\?href=.*f=webp/,
  );
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await expect(panel.getByText('Pending payment')).toBeVisible();
  await expect(panel.getByText(/Held for you: 1[45]:\d\d left\./)).toBeVisible();
  await panel.getByRole('button', { name: `Pay ${total}` }).click();

  const checkout = page.getByRole('dialog', { name: 'The Supar Palace' });
  await expect(checkout).toContainText('Kavya Rao');
  await checkout.getByRole('button', { name: new RegExp(`^Pay ${total}`) }).click();

  const success = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(success).toBeVisible();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await (
    await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect((profile.user ?? profile).wallet_balance).toBe(10);
});

test('a declined payment and a closed checkout each say so, and a reload still shows the booking', async ({
  page,
}) => {
  await signInAsNewGuest(page);
  const id = await holdStay(page);
  await page.goto(`/booking-details?id=${id}`);
  const panel = page.getByRole('complementary', { name: 'Payment summary' });

  await panel.getByRole('button', { name: /^Pay/ }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: 'Simulate a failed payment' })
    .click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Payment failed: Your bank declined the payment (sandbox).',
  );

  await panel.getByRole('button', { name: /^Pay/ }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: 'Close checkout' })
    .click();
  await expect(panel.getByRole('alert')).toHaveText('Payment flow closed by user.');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Heritage Room' })).toBeVisible();
  await expect(panel.getByText('Pending payment')).toBeVisible();
});

test("a missing or someone else's booking reads as another account's, never as a failure", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signInAsNewGuest(page);
  const id = await holdStay(page);
  const stranger = await browser.newPage();
  await signInAsNewGuest(stranger, 'Someone Else');
  await stranger.goto(`/booking-details?id=${id}`);
  // The checkout reads the booking once React has the page (when the browser is idle): on a busy machine, later.
  await islandsReady(stranger);
  await expect(
    stranger.getByRole('heading', { name: 'This booking belongs to another account' }),
  ).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'See your bookings' })).toBeVisible();

  await page.goto('/booking-details?id=00000000-0000-4000-8000-000000000000');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'This booking belongs to another account' })).toBeVisible();
  // The browser reports the API's 404 for the missing booking; that one is the point of this test.
  const expected = consoleErrors.filter((e) => e.includes('status of 404'));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
  await stranger.close();
});
