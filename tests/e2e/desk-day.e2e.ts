import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { registerByPhone } from './desk-booking';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { ownMobile } from './own-data';
import { registerEveryAdult } from './registration';
import { signInAsStaff } from './staff-session';

// Issue 44's proof, whole: a walk-in is booked and paid by UPI at the desk, checked in once registered, charged a
// dinner to the room, checked out with a settled folio, and the tax invoice prints the dinner with its own tax.
// Decisions 145-148. By keyboard where the desk types, axe-clean, at the console's two widths.
const ROOM = { 1440: 'Heritage Room', 1024: 'Deluxe King Room' } as const;

const axeClean = (page: Page) =>
  expect(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).resolves.toEqual([]);

/** Takes a UPI payment on the folio of the booking page open, by keyboard: the amount is the balance already. */
async function takeUpi(page: Page, reference: string) {
  const folio = page.getByRole('region', { name: 'Folio' });
  const pay = folio.getByRole('form', { name: 'Take payment' });
  await pay.getByRole('radio', { name: 'UPI QR' }).check();
  await pay.getByLabel('UPI reference').focus();
  await page.keyboard.type(reference);
  await page.keyboard.press('Enter');
  await expect(folio.getByRole('status')).toHaveText(
    /^Took ₹[\d,]+ by UPI QR; receipt voucher RCV\/\d{2}-\d{2}\/\d+\.$/,
  );
  await expect(folio).toContainText('Settled: nothing is due');
}

for (const width of [1440, 1024] as const) {
  test(`a walk-in's whole stay at the desk at ${width} px: UPI, check-in, a dinner, check-out, the invoice`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const today = dateInZone(new Date(), 'Asia/Kolkata');
    await signInAsStaff(page, 'Day Desk');

    // The walk-in, registered by phone and booked at the desk for tonight.
    await page.goto('/staff/new-booking');
    await islandsReady(page);
    const mobile = ownMobile();
    const name = `Walk-in Day ${width}`;
    await registerByPhone(page, mobile, name);
    await page.getByLabel('Room type').selectOption({ label: ROOM[width] });
    await page.getByLabel('Adults').fill('2');
    await page.getByRole('button', { name: 'Price it' }).click();
    await expect(page.getByTestId('desk-total')).toContainText('₹');
    await page.getByRole('button', { name: 'Book' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/booking\?id=[0-9a-f-]{36}$/);
    const bookingId = new URL(page.url()).searchParams.get('id')!;
    await islandsReady(page);

    // Paid by UPI at the desk: the hold becomes a confirmed stay.
    await takeUpi(page, `UPI${width}0001`);
    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('heading', { name: /confirmed/ })).toBeVisible();

    // Checked in from Today once both adults are registered (their IDs: decision 146).
    await registerEveryAdult(page.request, bookingId);
    await page.goto('/staff/today');
    await islandsReady(page);
    const arriving = page
      .getByRole('region', { name: /^Arrivals/ })
      .getByRole('row', { name: new RegExp(name) });
    await arriving.getByRole('button', { name: /^Check in room/ }).click();
    const arrival = page.getByRole('dialog', { name: /^Check in room/ });
    await arrival.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Checked in');

    // A dinner charged to the room, and its balance taken by UPI.
    await page.goto(`/staff/booking?id=${bookingId}`);
    await islandsReady(page);
    const folio = page.getByRole('region', { name: 'Folio' });
    const charge = folio.getByRole('form', { name: 'Charge to room' });
    await charge.getByLabel('Kind').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dinner at Ambrai, 2 guests');
    await page.keyboard.press('Enter');
    await expect(folio).toContainText('Balance due: ₹2,360');
    await axeClean(page);
    await takeUpi(page, `UPI${width}0002`);
    await page.screenshot({ path: `test-results/desk-day-folio-${width}.png`, fullPage: true });

    // Tomorrow the guest leaves: the folio settled, the check-out issues the invoice.
    await page.goto('/staff/today');
    await islandsReady(page);
    await page.getByLabel('Date').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Show the day' }).click();
    const departing = page
      .getByRole('region', { name: /^Departures/ })
      .getByRole('row', { name: new RegExp(name) });
    await departing.getByRole('button', { name: /^Check out room/ }).click();
    const leaving = page.getByRole('dialog', { name: /^Check out room/ });
    await expect(leaving.getByText(/issues the tax invoice for ₹[\d,]+\.$/)).toBeVisible();
    await leaving.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Checked out');
    await axeClean(page);

    // The walk-in signs in with their phone and reads the invoice: the dinner on its own line at 18%.
    const sent = await page.request.post('/api/auth/send-otp', { data: { phone: `+91${mobile}` } });
    expect(sent.status(), await sent.text()).toBe(200);
    const verified = await page.request.post('/api/auth/verify-otp', {
      data: { phone: `+91${mobile}`, otp: await readOtp(page.request, mobile) },
    });
    const auth = { authorization: `Bearer ${(await verified.json()).token}` };
    const { documents } = await (await page.request.get('/api/documents', { headers: auth })).json();
    const invoice = documents.find((d: { type: string }) => d.type === 'tax_invoice');
    expect(invoice).toBeTruthy();
    await page.setContent(
      await (await page.request.get(`/api/documents/${invoice.id}/page`, { headers: auth })).text(),
    );
    const dinner = page.getByRole('row', { name: /Restaurant: Dinner at Ambrai, 2 guests/ });
    await expect(dinner).toContainText('996331');
    await expect(dinner).toContainText('18%');
    await page.screenshot({ path: `test-results/desk-day-invoice-${width}.png`, fullPage: true });
  });
}
