// Issue 34 (decision 107): a guest changes a stay still held unpaid from its details page (one night longer, then
// another room), sees the new price with its GST before confirming, keeps the reference, and pays the new total;
// then, paid, moves it one night longer and pays the difference in the sandbox, and shortens it and is refunded.
import { addDays, formatHotelDate } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { keepScreenshot, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { inr, nightPrices, sum, withRoomGst } from './night-prices';
import { ownNights, ownWeek } from './own-data';

for (const width of WIDTHS) {
  test(`a guest moves a held stay, changes its room and pays the new total (${width} px)`, async ({
    page,
  }) => {
    // Five steps of one stay's life, two payments among them.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page, 'Rohini Desai');
    const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
    const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
    const heritage = rooms.find((r: { name: string }) => r.name === 'Heritage Room');
    const checkIn = ownNights();
    // Each night at its own price by the hotel's calendar, with its own GST.
    const heritageNights = (await nightPrices(page.request, 'Heritage Room', checkIn, 2)).map(withRoomGst);
    const twinNights = (await nightPrices(page.request, 'Courtyard Twin Room', checkIn, 3)).map(withRoomGst);
    const [oneNight, twoNights] = [inr(heritageNights[0]!), inr(sum(heritageNights))];
    const [twinTwo, twinThree, twinThird] = [
      inr(sum(twinNights.slice(0, 2))),
      inr(sum(twinNights)),
      inr(twinNights[2]!),
    ];
    const created = await page.request.post('/api/bookings/create', {
      data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1), numGuests: 2 },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id, bookingCode } = (await created.json()).data;

    await page.goto(`/booking-details?id=${id}`);
    await islandsReady(page);
    const panel = page.getByRole('complementary', { name: 'Payment summary' });
    await expect(panel.getByRole('button', { name: `Pay ${oneNight}` })).toBeVisible();
    const section = page.getByRole('region', { name: 'Change dates or rooms' });
    await section.getByRole('button', { name: 'Change booking' }).click();
    await section.getByLabel('Check-out').fill(addDays(checkIn, 2));
    await section.getByRole('button', { name: 'See the new price' }).click();
    await expect(section.getByTestId('change-total')).toHaveText(twoNights);
    await expect(
      section.getByText(
        `The total becomes ${twoNights} (${inr(heritageNights[1]!)} more); nothing is paid yet.`,
      ),
    ).toBeVisible();
    // Nothing wider than the screen, the room choice's long names included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `change-quote-${width}`);
    await section.getByRole('button', { name: 'Confirm change' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Booking ${bookingCode} changed.` }),
    ).toBeVisible();
    await expect(page.locator('.facts')).toContainText('Nights2');
    await expect(panel.getByRole('button', { name: `Pay ${twoNights}` })).toBeVisible();

    // Another room for the same two nights: the Courtyard Twin, each night priced anew.
    await section.getByRole('button', { name: 'Change booking' }).click();
    const roomChoice = section.getByRole('combobox', { name: 'Room', exact: true });
    const twin = await roomChoice.locator('option', { hasText: 'Courtyard Twin Room' }).getAttribute('value');
    await roomChoice.selectOption(twin!);
    await section.getByRole('button', { name: 'See the new price' }).click();
    await expect(section.getByTestId('change-total')).toHaveText(twinTwo);
    await section.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('heading', { name: 'Courtyard Twin Room' })).toBeVisible();
    await expect(page.getByText(bookingCode).first()).toBeVisible();

    await panel.getByRole('button', { name: `Pay ${twinTwo}` }).click();
    await page
      .getByRole('dialog', { name: 'The Supar Palace' })
      .getByRole('button', { name: new RegExp(`^Pay ${twinTwo}`) })
      .click();
    const success = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('/');
    await page.goto(`/booking-details?id=${id}`);
    await islandsReady(page);

    // Paid, it still changes until the day before check-in: one night longer is paid by the difference alone.
    await section.getByRole('button', { name: 'Change booking' }).click();
    await section.getByLabel('Check-out').fill(addDays(checkIn, 3));
    await section.getByRole('button', { name: 'See the new price' }).click();
    await expect(section.getByTestId('change-total')).toHaveText(twinThree);
    await expect(
      section.getByText(
        `The total becomes ${twinThree}: you pay the difference of ${twinThird} now, and the booking changes when it is paid.`,
      ),
    ).toBeVisible();
    await keepScreenshot(page, `change-paid-quote-${width}`);
    await section.getByRole('button', { name: `Pay ${twinThird} and change` }).click();
    await page
      .getByRole('dialog', { name: 'The Supar Palace' })
      .getByRole('button', { name: new RegExp(`^Pay ${twinThird}`) })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: `Booking ${bookingCode} changed.` }),
    ).toBeVisible();
    await expect(page.locator('.facts')).toContainText('Nights3');

    // Shortened again, the difference comes back to the card it was paid with.
    await section.getByRole('button', { name: 'Change booking' }).click();
    await section.getByLabel('Check-out').fill(addDays(checkIn, 2));
    await section.getByRole('button', { name: 'See the new price' }).click();
    await expect(section.getByTestId('change-total')).toHaveText(twinTwo);
    await section.getByRole('button', { name: `Change and get ${twinThird} back` }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `${twinThird} comes back to you (${twinThird} to the card or account you paid with, within 5-7 working days)`,
      }),
    ).toBeVisible();
    await expect(page.locator('.facts')).toContainText('Nights2');
    // Money given back on a booking that stands is news, not an error: the panel says it calmly.
    await expect(
      panel
        .getByRole('status')
        .filter({ hasText: new RegExp(`${twinThird} .* of your payment (has been|is being) refunded`) }),
    ).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await keepScreenshot(page, `change-refunded-${width}`);

    // The account's bookings list shows the stay as it now is.
    await page.goto('/user-profile');
    await islandsReady(page);
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(
      `${formatHotelDate(checkIn)} – ${formatHotelDate(addDays(checkIn, 2))} · 2 nights`,
    );
    await keepScreenshot(page, `change-account-bookings-${width}`);
  });
}

test('a guest moves a held table to a later time for more guests and pays the new deposit (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAsNewGuest(page, 'Farah Khan');
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const date = ownWeek();
  const created = await page.request.post('/api/bookings/create', {
    data: { date, time: '19:30', partySize: 2, name: 'Farah Khan', phone: '98123 45678' },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id, bookingCode } = (await created.json()).booking;

  await page.goto(`/menu-booking-details?id=${id}`);
  await islandsReady(page);
  const section = page.getByRole('region', { name: 'Change date, time or guests' });
  await section.getByRole('button', { name: 'Change booking' }).click();
  await section.getByRole('combobox', { name: 'Time' }).selectOption('20:30');
  await section.getByRole('combobox', { name: 'Guests' }).selectOption('4');
  await section.getByRole('button', { name: 'See the new price' }).click();
  const total = (await section.getByTestId('change-total').textContent())!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, 'change-table-375');
  await section.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Booking ${bookingCode} changed.` })).toBeVisible();
  await expect(page.locator('.facts')).toContainText('8:30 PM');
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await panel.getByRole('button', { name: `Pay ${total}` }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: new RegExp(`^Pay ${total}`) })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Successful!' })).toBeVisible();
});
