import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { formatInr } from '../../src/lib/money';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownMobile, ownNights } from './own-data';
import { signInAsStaff } from './staff-session';

// Decision 151: a walk-in's stay paid in cash at the desk and then cancelled owes its money back at the desk. The
// booking's page says who booked it at the desk, the folio says what is owed back, and the desk gives it back from
// the Refund at desk form (by keyboard), never through the online provider.
const WIDTHS = [1440, 1024] as const;

const axeClean = (page: Page) =>
  expect(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).resolves.toEqual([]);

for (const width of WIDTHS) {
  test(`the desk gives a cancelled walk-in's cash back at the desk at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const staffName = `Refund Desk ${width}`;
    const guestName = `Rhea Walkin${width}`;
    const desk = await signInAsStaff(page, staffName);
    const headers = { authorization: `Bearer ${desk.token}` };
    const api = async (path: string, data: object, status: number) => {
      const res = await page.request.post(`/api/${path}`, { data, headers });
      expect(res.status(), await res.text()).toBe(status);
      return res.json();
    };
    // The walk-in registered by phone, booked at the desk, paid in cash, then cancelled for the guest.
    const { guest } = await api('staff/desk/guests', { phone: ownMobile(), name: guestName }, 201);
    const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
    const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
    const checkIn = ownNights();
    const { booking } = await api(
      'staff/desk/bookings',
      {
        kind: 'room',
        guestId: guest.id,
        roomId: heritage.id,
        checkIn,
        checkOut: addDays(checkIn, 1),
        adults: 2,
        settlement: 'desk',
      },
      201,
    );
    const total = formatInr(booking.totalPaise);
    await api(
      `staff/bookings/${booking.id}/folio/payments`,
      { method: 'cash', amount: booking.totalPaise / 100 },
      201,
    );
    await api(
      `staff/bookings/${booking.id}/cancel`,
      { reason: 'Guest’s flight cancelled', override: true },
      200,
    );

    await page.goto(`/staff/booking?id=${booking.id}`);
    await islandsReady(page);
    await expect(page.getByText(`Booked at the desk by ${staffName} for ${guestName}`)).toBeVisible();
    const folio = page.getByRole('region', { name: 'Folio' });
    await expect(folio).toContainText(
      `${total} paid at the desk is owed back to the guest: give it back at the desk.`,
    );
    await expect(folio.getByRole('row', { name: /Refunded: Owed back at the desk/ })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-desk-refund-owed-${width}.png`, fullPage: true });

    // Given back in cash, by keyboard: the amount is what is owed already; the reason is kept in the audit.
    const form = folio.getByRole('form', { name: 'Refund at desk' });
    await expect(form.getByLabel('Amount (₹)')).toHaveValue(String(booking.totalPaise / 100));
    await form.getByRole('radio', { name: 'Cash' }).check();
    await form.getByLabel('Reason (kept in the audit)').focus();
    await page.keyboard.type('Cancelled: cash handed back');
    await page.keyboard.press('Enter');
    await expect(folio.getByRole('status')).toHaveText(`Gave back ${total} by Cash.`);
    await expect(folio.getByRole('row', { name: /Refunded: Cash at the desk/ })).toContainText(staffName);
    await expect(folio.getByRole('form', { name: 'Refund at desk' })).toHaveCount(0);
    await expect(page.getByText('given back at the desk')).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-desk-refund-given-${width}.png`, fullPage: true });
  });
}
