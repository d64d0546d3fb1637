import AxeBuilder from '@axe-core/playwright';
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { registerEveryAdult } from './registration';
import { paidStayToday, signInAsStaff } from './staff-session';

// Issue 33 "Today" and issue 44 (decision 140): the front desk checks a guest in on the day they arrive and out on
// the day they leave, each asked for in the server's words first; an admin undoes the check-out with a reason.
const WIDTHS = [1440, 1024] as const;

for (const width of WIDTHS) {
  test(`the front desk checks a guest in and out at ${width} px, by keyboard, axe-clean`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const guest = `Rohan Desk${width}`;
    const { token, bookingId, today } = await paidStayToday(
      page.request,
      guest,
      width === 1440 ? 'heritage-room' : 'deluxe-king-room',
    );
    // Check-in asks for the register (decision 146): this journey is about the marks, so it registers by the API.
    await registerEveryAdult(page.request, bookingId);

    await signInAsStaff(page, 'Front Desk');
    await page.goto('/staff/today');
    await islandsReady(page);
    const arrivals = page.getByRole('region', { name: /^Arrivals/ });
    const row = arrivals.getByRole('row', { name: new RegExp(guest) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Expected');
    await expect(
      new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).resolves.toEqual([]);
    await page.screenshot({ path: `test-results/staff-today-${width}.png`, fullPage: true });

    // Each mark asks first, in the server's words (decision 140), in a modal dialog that is itself axe-clean.
    const checkIn = row.getByRole('button', { name: /^Check in room/ });
    await checkIn.focus();
    await page.keyboard.press('Enter');
    const asking = page.getByRole('dialog', { name: /^Check in room/ });
    await expect(
      asking.getByText(/^Checks in Room \d+ of [A-Z0-9-]+, staying 1 night from \d+ \w+ \d{4}\.$/),
    ).toBeVisible();
    await expect(
      new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).resolves.toEqual([]);
    await page.screenshot({ path: `test-results/staff-today-confirm-${width}.png` });
    await asking.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Checked in.');
    await expect(row).toContainText('Checked in');

    // The next day the stay departs: the desk checks the guest out, told the invoice it issues.
    await page.getByLabel('Date').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Show the day' }).click();
    const departing = page
      .getByRole('region', { name: /^Departures/ })
      .getByRole('row', { name: new RegExp(guest) });
    await departing.getByRole('button', { name: /^Check out room/ }).click();
    const leaving = page.getByRole('dialog', { name: /^Check out room/ });
    await expect(
      leaving.getByText(
        /^Checks out Room \d+ of .+; completes the stay and issues the tax invoice for ₹[\d,]+\.$/,
      ),
    ).toBeVisible();
    await leaving.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Checked out');
    await expect(departing).toContainText('Checked out');
    const completed = await page.request.get(`/api/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await completed.json()).booking.status).toBe('completed');

    // Plain staff are offered no undo; an admin undoes the check-out the same day, with a reason.
    await expect(departing.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
    await signInAsStaff(page, 'Duty Manager', 'admin');
    await page.goto('/staff/today');
    await islandsReady(page);
    await page.getByLabel('Date').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Show the day' }).click();
    await departing.getByRole('button', { name: /^Undo check-out of room/ }).click();
    const undoing = page.getByRole('dialog', { name: /^Undo check-out of room/ });
    await expect(undoing).toContainText('The reason is kept in the audit.');
    await undoing.getByLabel('Reason').fill('Checked out by mistake; the guest stays on');
    await undoing.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status')).toHaveText('Check-out undone: the room is in house again.');
    await expect(departing).toContainText('Checked in');

    const view = await page.request.get(`/api/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await view.json()).booking.status).toBe('confirmed');
  });
}
