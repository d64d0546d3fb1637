// Issue 43, decision 138: a guest books a room without extras, then on the booking's page adds an airport
// transfer to the stay held unpaid: the form is fetched when opened, the change's new total is shown before it is
// confirmed, and the guest pays the new total once.
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { keepScreenshot, WIDTHS } from './layout';
import { signInAsNewGuest } from './login';
import { inr, nightPrice, withRoomGst } from './night-prices';
import { ownNights } from './own-data';

for (const width of WIDTHS) {
  test(`a guest adds an airport transfer on the booking's page, sees the new total and pays it (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page, 'Meera Iyer');
    const checkIn = ownNights();
    // The night at the calendar's price with its GST; the ₹2,500 transfer at 5%: ₹2,625 more.
    const night = withRoomGst(await nightPrice(page.request, 'Heritage Room', checkIn));
    const [before, after] = [inr(night), inr(night + 2_625)];
    await page.goto('/');
    await page.locator('#search-check-in').fill(checkIn);
    await page.locator('#search-check-out').fill(addDays(checkIn, 1));
    await page.getByRole('button', { name: /Check Availability/i }).click();
    await page.waitForURL(/\/room-booking\?/);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Book Now: Heritage Room' }).click();
    const modal = page.getByRole('dialog', { name: 'Heritage Room' });
    await expect(modal.getByTestId('modal-total')).toHaveText(before);
    await modal.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(/\/booking-details\?id=/);
    const bookingId = new URL(page.url()).searchParams.get('id')!;
    await islandsReady(page);
    const panel = page.getByRole('complementary', { name: 'Payment summary' });
    await expect(panel.getByTestId('details-total')).toHaveText(before);
    const section = page.getByRole('region', { name: 'Extras' });
    await expect(section.getByText('None yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add to your stay' }).click();
    await section.getByRole('checkbox', { name: /Airport or station transfer/ }).check();
    await section.getByRole('button', { name: 'See the new price' }).click();
    await expect(section.getByTestId('change-total')).toHaveText(after);
    await expect(
      section.getByText(`The total becomes ${after} (₹2,625 more); nothing is paid yet.`),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `stay-extras-quote-${width}`);
    await section.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'changed.' })).toBeVisible();
    await expect(section.getByText('Airport or station transfer × 1')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Airport or station transfer' })).toHaveCount(1);
    await expect(panel.getByTestId('details-total')).toHaveText(after);
    await keepScreenshot(page, `stay-extras-added-${width}`);

    await panel.getByRole('button', { name: `Pay ${after}` }).click();
    await page
      .getByRole('dialog', { name: 'The Supar Palace' })
      .getByRole('button', { name: new RegExp(`^Pay ${after}`) })
      .click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const summary = await (
      await page.request.get(`/api/payments/booking/${bookingId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(summary).toMatchObject({
      status: 'confirmed',
      totalPaise: Math.round((night + 2_625) * 100),
      payment: { status: 'paid' },
    });
    expect(summary.room.extras).toMatchObject([{ name: 'Airport or station transfer', quantity: 1 }]);
  });
}
