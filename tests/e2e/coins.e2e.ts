import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { formatInr } from '../../src/lib/money';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { keepScreenshot, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { ownMobile, ownNights } from './own-data';

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

/** Two friends join through the guest's referral code: 50 coins each (spec §2). */
async function earnHundredCoins(page: Page) {
  const profile = await (await page.request.get('/api/auth/profile', { headers: await bearer(page) })).json();
  const referralCode = (profile.user ?? profile).referral_code as string;
  for (const name of ['Meera Shah', 'Kabir Sen']) {
    const phone = ownMobile();
    expect((await page.request.post('/api/auth/signup', { data: { name, phone, referralCode } })).ok()).toBe(
      true,
    );
    const otp = await readOtp(page.request, phone);
    expect((await page.request.post('/api/auth/verify-otp', { data: { phone, otp } })).ok()).toBe(true);
  }
}

/** Holds a two-night stay in the Heritage Room through the API, as the room pages do; its id and total. */
async function holdStay(page: Page): Promise<{ id: string; totalPaise: number }> {
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const checkIn = ownNights();
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers: await bearer(page),
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()).data;
  const summary = await (
    await page.request.get(`/api/payments/booking/${id}`, { headers: await bearer(page) })
  ).json();
  return { id, totalPaise: summary.totalPaise };
}

async function coinsTab(page: Page) {
  await page.goto('/user-profile?tab=coins');
  await islandsReady(page);
  return page.locator('.coin-card');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest pays part of a stay with Supar Coins, sees the balance drop, cancels and gets them back', async ({
      page,
    }) => {
      test.slow();
      await signInAsNewGuest(page, 'Ira Mehta');
      await earnHundredCoins(page);
      const card = await coinsTab(page);
      await expect(card.locator('.coin-balance')).toHaveText('100 Supar Coins');
      await expect(card).toContainText(
        'Worth ₹100 at checkout. 1 Supar Coin = ₹1; coins may pay up to 50% of a booking.',
      );

      const { id, totalPaise } = await holdStay(page);
      await page.goto(`/booking-details?id=${id}`);
      await islandsReady(page);
      const panel = page.getByRole('complementary', { name: 'Payment summary' });
      await expect(panel.getByRole('button', { name: `Pay ${formatInr(totalPaise)}` })).toBeVisible();
      // The coins' form is fetched when the guest asks to use them (decision 128).
      await panel.getByRole('button', { name: 'Use Supar Coins' }).click();
      await expect(panel.getByText('1 Supar Coin = ₹1; coins may pay up to 50% of a booking.')).toBeVisible();
      await panel.getByLabel(/Supar Coins to use/).fill('100');
      const coinsLines = panel.locator('.coins-lines');
      await expect(coinsLines).toContainText('Supar Coins 100 coins−₹100');
      const rest = formatInr(totalPaise - 10_000);
      await expect(panel.getByTestId('coins-rest')).toHaveText(rest);
      // The GST is on the whole bill: the coins are a means of payment, not a discount (decision 105).
      await expect(panel.getByTestId('details-total')).toHaveText(formatInr(totalPaise));
      await panel.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `coins-checkout-${width}`);

      await panel.getByRole('button', { name: `Pay ${rest}` }).click();
      const checkout = page.getByRole('dialog', { name: 'The Supar Palace' });
      await checkout
        .getByRole('button', { name: new RegExp(`^Pay ${rest.replace(/[.,]/g, '\\$&')}`) })
        .click();
      await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();
      await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();

      await page.goto(`/booking-details?id=${id}`);
      await islandsReady(page);
      await expect(coinsLines).toContainText('Paid with 100 coins−₹100');
      await expect(panel.getByTestId('coins-rest')).toHaveText(rest);

      // 100 − 100 spent + 10 earned by the paid stay.
      await expect((await coinsTab(page)).locator('.coin-balance')).toHaveText('10 Supar Coins');
      const ledger = page.getByRole('list', { name: 'Recent Transactions' });
      await expect(ledger).toContainText(/Spent on booking PAL-\w+/);
      await expect(ledger).toContainText('−100');
      await keepScreenshot(page, `coins-ledger-${width}`);

      await page.goto(`/booking-details?id=${id}`);
      await islandsReady(page);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await expect(panel.getByText('Your 100 Supar Coins are back in your wallet.')).toBeVisible();

      // The coins come back; the reward the stay earned goes.
      await expect((await coinsTab(page)).locator('.coin-balance')).toHaveText('100 Supar Coins');
      await expect(ledger).toContainText(/Returned: booking PAL-\w+ cancelled/);
      await keepScreenshot(page, `coins-returned-${width}`);
    });
  });
}

test('a guest pays part of a table with Supar Coins on the dining checkout', async ({ page }) => {
  test.slow();
  await signInAsNewGuest(page, 'Dev Khanna');
  await earnHundredCoins(page);
  const { items } = await (
    await page.request.get('/api/menu-items/getallmenu?category=All&page=1&limit=50')
  ).json();
  const dish = items.find((d: { slug: string }) => d.slug === 'galouti-kebab') ?? items[0];
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  let booked: { id: string } | undefined;
  for (let day = 2; day < 30 && !booked; day++) {
    const date = addDays(today, day);
    const { slots } = await (await page.request.get(`/api/dining/slots?date=${date}&partySize=2`)).json();
    const open = slots.find((s: { open: boolean; time: string }) => s.open && s.time >= '18:00');
    if (!open) continue;
    const res = await page.request.post('/api/bookings/create', {
      data: {
        date,
        time: open.time,
        partySize: 2,
        name: 'Dev Khanna',
        phone: '98123 45678',
        menuId: dish.id,
      },
      headers: await bearer(page),
    });
    expect(res.status(), await res.text()).toBe(201);
    booked = (await res.json()).booking;
  }
  const id = booked!.id;
  const summary = await (
    await page.request.get(`/api/payments/booking/${id}`, { headers: await bearer(page) })
  ).json();
  expect(summary.kind).toBe('table');
  await page.goto(`/menu-booking-details?id=${id}`);
  await islandsReady(page);
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await panel.getByRole('button', { name: 'Use Supar Coins' }).click();
  await panel.getByLabel(/Supar Coins to use/).fill('60');
  const rest = formatInr(summary.totalPaise - 6_000);
  await expect(panel.getByTestId('coins-rest')).toHaveText(rest);
  await panel.getByRole('button', { name: `Pay ${rest}` }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: new RegExp(`^Pay ${rest.replace(/[.,]/g, '\\$&')}`) })
    .click();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  // 100 − 60 spent + 10 earned by the paid table.
  await expect((await coinsTab(page)).locator('.coin-balance')).toHaveText('50 Supar Coins');
});
