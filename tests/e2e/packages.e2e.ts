// Issue 31, item 1 (decision 100): a package is booked end to end and paid in the sandbox, at a phone's width and a
// desktop's. "Book this package" opens the room search with the package applied on its first stay (Friday to
// Sunday for the Lakeside Weekend), its rooms priced on it; the quote, the checkout, the bookings list, the
// confirmation email and the calendar entry name the package and its inclusions; an expired package is not applied.
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { weekdayOf } from '../../src/lib/packages';
import { dateInZone } from '../../src/lib/zones';
import { confirmEmail } from './email-links';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { keepScreenshot, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { signInAsStaff } from './staff-session';

const INCLUSIONS = [
  'Two nights, Friday to Sunday',
  'Breakfast in the courtyard',
  'Late check-out till 2 PM',
  'Heritage walk',
];

/** The first Friday from the hotel's today (today, if it is one). */
function nextFriday(): string {
  let day = dateInZone(new Date(), 'Asia/Kolkata');
  while (weekdayOf(day) !== 'Friday') day = addDays(day, 1);
  return day;
}

/** A guest with a confirmed email (the confirmation and its calendar entry go there), signed in; answers the email. */
async function guestWithEmail(page: Page, width: number): Promise<string> {
  await signInAsNewGuest(page, 'Ira Banerjee');
  const email = `ira.${width}.${Date.now()}@example.in`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.put('/api/auth/profile', {
    data: { email },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  // The confirmation goes to a proven address only (decision 115).
  await confirmEmail(page.request, email);
  return email;
}

for (const width of WIDTHS) {
  test(`at ${width} px, the Lakeside Weekend is booked from /all-offers on its own terms and paid`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const email = await guestWithEmail(page, width);
    const friday = nextFriday();
    const sunday = addDays(friday, 2);

    // The offer's button opens the room search with the package applied, on its first Friday to Sunday.
    await page.goto('/all-offers');
    await islandsReady(page);
    const card = page.getByRole('article', { name: 'Lakeside Weekend' });
    await expect(card).toContainText('Deluxe rooms · 2 nights, Friday to Sunday');
    // Its price for its party from the data, and the room's own price for its first stay beside it (decision 150).
    await expect(card).toContainText('₹12,580 / night + 18% GST');
    await expect(card).toContainText('For 2 guests, everything above included');
    await expect(card).toContainText(
      /: ₹25,160 on the package, ₹[\d,]+ for the (Deluxe King|Zenana Deluxe) Room alone/,
    );
    await expect(card).not.toContainText(/was|% off/);
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `package-card-${width}`);
    await card.getByRole('link', { name: /Book this package/ }).click();
    await expect(page).toHaveURL(/\/room-booking\?package=lakeside-weekend/);
    await islandsReady(page);
    const applied = page.getByRole('region', { name: 'Lakeside Weekend' });
    await expect(applied).toContainText('For deluxe rooms, 2 nights, Friday to Sunday.');
    for (const item of INCLUSIONS)
      await expect(applied.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    await expect(page.getByLabel('Check-in')).toHaveValue(friday);
    await expect(page.getByLabel('Check-out')).toHaveValue(sunday);
    // Only its room types, each at the package's price (₹14,800 less 15%), not the room's own.
    const list = page.getByRole('region', { name: 'All rooms' });
    await expect(list.getByRole('article')).toHaveCount(2);
    const room = list.getByRole('article', { name: 'Deluxe King Room' });
    await expect(room).toContainText('₹12,580 per night on the Lakeside Weekend package + 18% GST');
    // The room's own price for the same nights beside it, from the rate calendar.
    await expect(room).toContainText(
      /For these 2 nights: ₹25,160 on the package, ₹[\d,]+ for the room alone \(/,
    );
    await keepScreenshot(page, `package-search-${width}`);

    // The quote prices the stay on the package and names what it includes.
    await room.getByRole('button', { name: 'Book Now: Deluxe King Room' }).click();
    const modal = page.getByRole('dialog', { name: 'Deluxe King Room' });
    await expect(modal).toContainText(`Lakeside Weekend package: ${INCLUSIONS.join(' · ')}`);
    await expect(modal.getByText('Lakeside Weekend package, ₹12,580 × 2 nights')).toBeVisible();
    await expect(modal.getByTestId('modal-total-taxable')).toHaveText('₹25,160');
    await expect(modal.getByTestId('modal-total')).toHaveText('₹29,688.80');
    await keepScreenshot(page, `package-quote-${width}`);
    await modal.getByRole('button', { name: 'Confirm' }).click();

    // The checkout names the package and its late check-out; the guest pays the package's total.
    await expect(page).toHaveURL(/\/booking-details\?id=/);
    const bookingId = new URL(page.url()).searchParams.get('id')!;
    await islandsReady(page);
    await expect(page.getByText(`Lakeside Weekend: ${INCLUSIONS.join(' · ')}`)).toBeVisible();
    await expect(page.getByText(/, by 2:00 PM$/)).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Payment summary' });
    await expect(panel.getByText('Lakeside Weekend package, ₹12,580 × 2 nights')).toBeVisible();
    await expect(panel.getByTestId('details-total')).toHaveText('₹29,688.80');
    await keepScreenshot(page, `package-checkout-${width}`);
    await panel.getByRole('button', { name: 'Pay ₹29,688.80' }).click();
    await page
      .getByRole('dialog', { name: 'The Supar Palace' })
      .getByRole('button', { name: /^Pay ₹29,688.80/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();

    // The bookings list names the package with its inclusions.
    await page.goto('/user-profile?tab=bookings');
    await islandsReady(page);
    const entry = page.getByRole('listitem', { name: /Deluxe King Room/ });
    await expect(entry).toContainText(`Lakeside Weekend package: ${INCLUSIONS.join(' · ')}`);
    await expect(entry).toContainText('₹29,688.80 incl. GST');
    await keepScreenshot(page, `package-bookings-${width}`);

    // The confirmation email and its calendar entry name it too, and the entry ends at the late check-out.
    let confirmation: { subject: string; text: string; attachments?: { content: string }[] } | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = await (await page.request.get('/api/dev/mail-outbox')).json();
          confirmation = messages.find(
            (m: { to: string; tag: string }) => m.to === email && m.tag === 'guest-booking_confirmed',
          );
          return Boolean(confirmation);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(confirmation!.subject).toMatch(
      /^Confirmed: Lakeside Weekend: Deluxe King Room at The Supar Palace/,
    );
    expect(confirmation!.text).toContain(`Lakeside Weekend package with ${INCLUSIONS.join(', ')}`);
    const ics = confirmation!.attachments![0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Lakeside Weekend: Deluxe King Room at The Supar Palace');
    expect(ics).toContain('Breakfast in the courtyard');
    expect(ics).toContain(`DTEND;TZID=Asia/Kolkata:${sunday.replace(/-/g, '')}T140000`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const summary = await (
      await page.request.get(`/api/payments/booking/${bookingId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(summary).toMatchObject({
      status: 'confirmed',
      totalPaise: 2_968_880,
      payment: { status: 'paid' },
    });
  });
}

test('an expired package is shown as ended and not applied, and the API refuses it', async ({ page }) => {
  await page.goto('/room-booking?package=business-retreat');
  await expect(
    page.getByRole('status').filter({ hasText: 'The Business Retreat package ended on 31 Mar 2025' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business Retreat' })).toHaveCount(0);
  await signInAsNewGuest(page, 'Kabir Sethi');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const deluxe = rooms.find((r: { name: string }) => r.name === 'Deluxe King Room');
  const checkIn = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 30);
  const res = await page.request.post('/api/bookings/create', {
    data: {
      roomId: deluxe.id,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 1),
      numGuests: 1,
      packageId: 'business-retreat',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toBe(
    'The Business Retreat package ended on 31 Mar 2025 and can no longer be booked.',
  );
});

for (const width of WIDTHS) {
  test(`at ${width} px, an admin raises a package's price in the console and the offers page shows it`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInAsStaff(page, `Revenue Manager ${width}`, 'admin');
    await page.goto('/staff/catalogue/packages');
    await islandsReady(page);
    // The Family Palace Holiday: no other journey reads its price. Each width sets its own.
    const rupees = width === 375 ? 18_375 : 18_440;
    const row = page.getByRole('row', { name: /Family Palace Holiday/ });
    await expect(row).toContainText('18%, SAC 996311: mixed (with recreation)');
    await page.getByRole('button', { name: 'Edit Family Palace Holiday' }).click();
    const form = page.getByRole('form', { name: 'Edit the Family Palace Holiday package' });
    const price = form.getByLabel('Price a room a night for its party, before GST (₹)');
    // A refusal in words beside its field, and nothing saved.
    await form.getByLabel('Longest stay (nights, empty for any)').fill('0');
    await form.getByRole('button', { name: 'Save the Family Palace Holiday package' }).click();
    await expect(form).toContainText('A stay is at least 1 night.');
    // The refused save is the browser's one logged 400: expected here, and nothing else.
    const refused = consoleErrors.filter((e) => e.includes('status of 400'));
    expect(refused).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(refused[0]!), 1);
    await form.getByLabel('Longest stay (nights, empty for any)').fill('');
    await price.fill(String(rupees));
    await keepScreenshot(page, `staff-package-form-${width}`);
    await form.getByRole('button', { name: 'Save the Family Palace Holiday package' }).click();
    const shown = `₹${rupees.toLocaleString('en-IN')}`;
    await expect(page.getByRole('status')).toHaveText(
      `The Family Palace Holiday package is now ${shown} a night for 4 guests, 1 night or more. Bookings already made keep their price.`,
    );
    await expect(row).toContainText(`${shown} a night for 4 guests`);
    await keepScreenshot(page, `staff-packages-${width}`);

    // The offers page reads it at once: no build between.
    await page.goto('/all-offers');
    await islandsReady(page);
    const card = page.getByRole('article', { name: 'Family Palace Holiday' });
    await expect(card).toContainText(`${shown} / night + 18% GST`);
    await expect(card).toContainText('For 4 guests, everything above included');
    await expect(card.getByRole('link', { name: /Book this package/ })).toHaveAttribute(
      'href',
      '/room-booking?package=family-holiday&guests=4',
    );
  });
}
