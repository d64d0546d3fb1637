import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { registerEveryAdult } from './registration';
import { paidStayToday, signInAsStaff } from './staff-session';

// Issue 44, decision 145: a stay in house is charged a dinner to the room, paid by UPI at the desk, checked out with
// a settled folio, and its tax invoice prints the dinner with its own tax (SAC 996331, 18% at this hotel).
const WIDTHS = [1440, 1024] as const;

const axeClean = (page: Page) =>
  expect(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).resolves.toEqual([]);

for (const width of WIDTHS) {
  test(`the desk charges a dinner, takes UPI and checks out a settled folio at ${width} px, by keyboard`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const guest = `Kavya Folio${width}`;
    const { token, bookingId, today } = await paidStayToday(
      page.request,
      guest,
      width === 1440 ? 'zenana-deluxe' : 'courtyard-twin',
    );

    // Check-in asks for the register (decision 146): this journey is about the folio, so it registers by the API.
    await registerEveryAdult(page.request, bookingId);
    const desk = await signInAsStaff(page, 'Folio Desk');
    const deskHeaders = { authorization: `Bearer ${desk.token}` };
    const checkedIn = await page.request.post(`/api/staff/bookings/${bookingId}/arrival`, {
      data: { arrival: 'check_in' },
      headers: deskHeaders,
    });
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);

    await page.goto(`/staff/booking?id=${bookingId}`);
    await islandsReady(page);
    const folio = page.getByRole('region', { name: 'Folio' });
    await expect(folio).toContainText('Settled: nothing is due');

    // Charge the dinner by keyboard: the kind, the price before GST, what it was, then Enter.
    const charge = folio.getByRole('form', { name: 'Charge to room' });
    await charge.getByLabel('Kind').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dinner at Ambrai, 2 guests');
    await page.keyboard.press('Enter');
    await expect(folio.getByRole('status')).toHaveText(
      'Charged ₹2,360 to the room (Restaurant, GST 18% included).',
    );
    await expect(folio).toContainText('Balance due: ₹2,360');
    const line = folio.getByRole('row', { name: /Restaurant: Dinner at Ambrai, 2 guests/ });
    await expect(line).toContainText('996331');
    await expect(line).toContainText('18%');
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-folio-due-${width}.png`, fullPage: true });

    // The check-out is refused while the folio is unsettled, in words that say what to do.
    const refused = await page.request.post(`/api/staff/bookings/${bookingId}/arrival`, {
      data: { arrival: 'check_out' },
      headers: deskHeaders,
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(
      "₹2,360 is due on this stay's folio: take the payment first; the check-out then issues the tax invoice.",
    );

    // Take the balance by UPI QR: the amount is the balance already; the reference from the UPI app.
    const pay = folio.getByRole('form', { name: 'Take payment' });
    await expect(pay.getByLabel('Amount (₹)')).toHaveValue('2360');
    await expect(pay.getByRole('radio', { name: 'UPI QR' })).toBeChecked();
    await pay.getByLabel('UPI reference').focus();
    await page.keyboard.type('634512987001');
    await page.keyboard.press('Enter');
    await expect(folio.getByRole('status')).toHaveText(
      /^Took ₹2,360 by UPI QR; receipt voucher RCV\/\d{2}-\d{2}\/\d+\.$/,
    );
    await expect(folio).toContainText('Settled: nothing is due');
    await expect(folio.getByRole('row', { name: /Paid: UPI QR/ })).toContainText('634512987001');
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-folio-settled-${width}.png`, fullPage: true });

    // Tomorrow the guest leaves: the desk checks out, told the invoice now includes the dinner.
    await page.goto('/staff/today');
    await islandsReady(page);
    await page.getByLabel('Date').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Show the day' }).click();
    const departing = page
      .getByRole('region', { name: /^Departures/ })
      .getByRole('row', { name: new RegExp(guest) });
    await departing.getByRole('button', { name: /^Check out room/ }).click();
    const leaving = page.getByRole('dialog', { name: /^Check out room/ });
    await expect(
      leaving.getByText(/completes the stay and issues the tax invoice for ₹[\d,]+\.$/),
    ).toBeVisible();
    await leaving.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Checked out');

    // The guest's tax invoice prints the dinner on its own line with its own tax.
    const auth = { authorization: `Bearer ${token}` };
    const { documents } = await (await page.request.get('/api/documents', { headers: auth })).json();
    const invoice = documents.find((d: { type: string; bookingCode: string }) => d.type === 'tax_invoice');
    expect(invoice).toBeTruthy();
    const html = await (
      await page.request.get(`/api/documents/${invoice.id}/page`, { headers: auth })
    ).text();
    await page.setContent(html);
    const dinner = page.getByRole('row', { name: /Restaurant: Dinner at Ambrai, 2 guests/ });
    await expect(dinner).toContainText('996331');
    await expect(dinner).toContainText('18%');
    await expect(dinner).toContainText('Rs. 180Rs. 180Rs. 2,360');
    await expect(page.getByRole('row', { name: /996311/ }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/staff-folio-invoice-${width}.png`, fullPage: true });
  });
}
