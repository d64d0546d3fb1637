// Issue 31, items 5, 8 and 12: every screen says what is true of the booking in front of the guest.
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { ROOM_RATE_TERMS } from '../../src/lib/price-terms';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { keepScreenshot, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { ownNights, ownWeek } from './own-data';

async function bearer(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

/** Holds a stay of the named room through the API; answers the booking as created. */
async function holdStay(page: Page, slug = 'heritage-room', checkIn = ownNights()) {
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const room = rooms.find((r: { slug: string }) => r.slug === slug);
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: room.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers: await bearer(page),
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: string; bookingCode: string; holdExpiresAt: string };
}

/** Pays a booking from its details page through the sandbox checkout. */
async function payOnDetailsPage(page: Page, id: string) {
  await page.goto(`/booking-details?id=${id}`);
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await panel.getByRole('button', { name: /^Pay/ }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(panel.getByTestId('status-badge')).toHaveText('Confirmed');
  return panel;
}

test('item 5: an unpaid room is held until a time, and called confirmed only once it is paid', async ({
  page,
}) => {
  await signInAsNewGuest(page, 'Kavya Rao');
  const checkIn = ownNights();
  await page.goto(`/room-booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Book Now: Heritage Room' }).click();
  await page.getByRole('dialog', { name: 'Heritage Room' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/booking-details\?id=/);
  const held = /^Your room is held until \d\d:\d\d: pay to confirm$/;
  // The modal's message on arrival says the room is held, not that the booking is confirmed.
  await expect(page.locator('.toast').getByText(held)).toBeVisible();
  await expect(page.getByText(/Booking Confirmed/i)).toHaveCount(0);
  const id = new URL(page.url()).searchParams.get('id')!;

  await page.goto(`/booking-confirmation?id=${id}`);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: held })).toBeVisible();
  await expect(page.getByText(/Booking confirmed|Thank you for your booking/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay to confirm' })).toHaveAttribute(
    'href',
    `/booking-details?id=${id}`,
  );
  await page.getByRole('heading', { name: held }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'confirmation-held');

  await payOnDetailsPage(page, id);
  await page.goto(`/booking-confirmation?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Thank you for your booking!')).toBeVisible();
  await expect(page.getByRole('heading', { name: held })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Booking confirmed' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'confirmation-paid');
});

test('item 8: the rooms and the offers pages say the same of taxes, and what the server charges', async ({
  page,
}) => {
  // GST is charged on top of the tariff (decision 099): both lists say so in the one phrase, and every other word
  // of tax on them is a price's own rate ("₹8,200 per night + 18% GST"), never another claim.
  expect(ROOM_RATE_TERMS).toBe(
    'Prices are per room per night, plus GST: 5% on a night of up to ₹7,500, 18% above. The total you pay includes it.',
  );
  for (const path of ['/room-booking', '/all-offers']) {
    await page.goto(path);
    await islandsReady(page);
    // biome-ignore lint/performance/useDomNodeTextContent: the words a guest reads, as the page renders them
    const text = await page.locator('main').innerText();
    expect(text, path).toContain(ROOM_RATE_TERMS);
    expect(text, path).not.toMatch(/taxes included|before taxes|before GST/i);
    const sayings = text.replace(ROOM_RATE_TERMS, '').match(/[^.\n]*\b(tax|taxes|GST)\b[^.\n]*\.?/gi) ?? [];
    expect(sayings.length, `${path} gives no price its GST`).toBeGreaterThan(0);
    for (const saying of sayings) expect(saying.trim(), path).toMatch(/\+ (5|18)% GST/);
  }
});

test('item 12: a paid or cancelled booking and an event request keep no stale words', async ({ page }) => {
  await signInAsNewGuest(page, 'Meera Iyer');
  // "Before you pay" once headed the policies under every booking, paid and cancelled ones too (issue 45).
  const stale =
    /Review & pay|Earn \d+ Supar ?Coins when your booking is paid|Check your stay|Before you pay/i;

  const paid = await holdStay(page);
  const panel = await payOnDetailsPage(page, paid.id);
  await page.reload();
  await expect(panel.getByTestId('status-badge')).toHaveText('Confirmed');
  await expect(page.getByText(stale)).toHaveCount(0);

  const cancelled = await holdStay(page, 'deluxe-king-room');
  const headers = await bearer(page);
  expect((await page.request.put(`/api/bookings/${cancelled.id}/cancel`, { headers })).status()).toBe(200);
  await page.goto(`/booking-details?id=${cancelled.id}`);
  await expect(panel.getByTestId('status-badge')).toHaveText('Cancelled');
  await expect(page.getByText(stale)).toHaveCount(0);

  const { halls } = await (await page.request.get('/api/halls/gethalls')).json();
  const request = await page.request.post('/api/hallbookings/create-booking', {
    data: {
      hall_Id: halls[0].id,
      date: ownWeek(),
      timeSlot: 'Morning',
      eventType: 'Seminar',
      guests: 40,
      customerName: 'Meera Iyer',
      customerEmail: 'meera@example.in',
      customerPhone: '+91 98123 45678',
    },
    headers,
  });
  expect(request.status()).toBe(201);
  const hallBooking = await request.json();
  await page.goto(`/booking-details?id=${hallBooking.booking.id}`);
  await expect(panel.getByTestId('status-badge')).toHaveText("Awaiting the hotel's answer");
  await expect(page.getByText(stale)).toHaveCount(0);
  // While a room waits for payment the coins it will earn are still told.
  const pending = await holdStay(page, 'courtyard-twin');
  await page.goto(`/booking-details?id=${pending.id}`);
  await expect(panel.getByText(/Earn 10 Supar Coins when your booking is paid/)).toBeVisible();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 820 } });

    test(`item 12 at ${width} px: a lapsed hold stays listed as lapsed, with Book again for the same stay`, async ({
      page,
    }) => {
      await signInAsNewGuest(page, 'Ravi Menon');
      const stay = await holdStay(page);
      // The hold lapses on the server's clock in 15 minutes: the list answers it lapsed as the server then will.
      await page.route('**/api/orders/orderlistdetails', async (route) => {
        const answer = await (await route.fetch()).json();
        for (const order of answer.orders) {
          if (order.id !== stay.id) continue;
          order.status = 'expired';
          order.roomBooking.status = 'expired';
        }
        await route.fulfill({ json: answer });
      });
      await page.goto('/user-profile?tab=bookings');
      await islandsReady(page);
      const card = page.getByRole('listitem', { name: new RegExp(stay.bookingCode) });
      await expect(card.getByText('Hold lapsed')).toBeVisible();
      const again = card.getByRole('link', { name: /Book again/ });
      await expect(again).toBeVisible();
      await page.getByRole('button', { name: 'Cancelled' }).click();
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `bookings-lapsed-${width}`);

      const href = (await again.getAttribute('href'))!;
      const asked = new URL(href, 'http://hotel').searchParams;
      await again.click();
      await expect(page).toHaveURL(/\/room-booking\?/);
      await islandsReady(page);
      await expect(page.getByLabel('Check-in')).toHaveValue(asked.get('checkIn')!);
      await expect(page.getByLabel('Check-out')).toHaveValue(asked.get('checkOut')!);
      await expect(page.getByRole('group', { name: 'Guests' }).getByRole('status')).toHaveText('2');
    });

    test(`item 12 at ${width} px: a guest at the hold limit hears it when the hall request opens`, async ({
      page,
    }) => {
      await signInAsNewGuest(page, 'Meera Iyer');
      for (const slug of ['heritage-room', 'deluxe-king-room', 'courtyard-twin']) await holdStay(page, slug);
      await page.goto('/events-booking');
      await islandsReady(page);
      await page.getByLabel('Date').fill(ownWeek());
      await page.getByLabel('Guests').fill('80');
      await page.getByLabel('Time Slot').selectOption('Morning');
      await page.getByRole('button', { name: 'Check Availability' }).click();
      await page
        .getByRole('button', { name: /^Book / })
        .first()
        .click();

      const wizard = page.getByRole('dialog', { name: 'Details' });
      await wizard.getByLabel('Email').fill('meera@example.in');
      await expect(wizard.getByRole('alert')).toContainText(
        'You already have 3 bookings waiting for payment. Pay for one, or cancel one, before booking again.',
      );
      await expect(wizard.getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
        'href',
        '/user-profile?tab=bookings',
      );
      await expect(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await keepScreenshot(page, `hall-wizard-refusal-${width}`);
    });
  });
}
