import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { inr, nightPrice, nightPrices, withRoomGst } from './night-prices';
import { ownNights } from './own-data';

// Issue 43, decision 133: a family of three adults and children of 4 and 9 searches two rooms from the home page,
// books them on half board with an airport transfer, and pays once: each room priced for its share of the party
// (the child of 4 free, the child of 9 at the child rate), the transfer its own line at its own GST.

const WIDTHS = [375, 1440] as const;

for (const width of WIDTHS) {
  test(`a family books 2 rooms on half board with an airport transfer from the home search and pays once (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page, 'Anjali Family');
    const checkIn = ownNights();
    // The two rooms' night for the party, room only (the child of 4 free, no guest above a room's two): the
    // calendar's; every Courtyard Twin night is above ₹7,500, so 18% GST.
    const [rooms] = await nightPrices(page.request, 'Courtyard Twin Room', checkIn, 1, {
      adults: 3,
      childAges: [4, 9],
      rooms: 2,
    });
    expect(await nightPrice(page.request, 'Courtyard Twin Room', checkIn)).toBeGreaterThan(7_500);
    const roomOnly = inr(withRoomGst(rooms!));
    // Room one, two adults and the child of 4: ₹3,800 of half board; room two, one adult and the child of 9:
    // ₹1,900 + ₹950; each night at 18% with its meals; the ₹2,500 transfer at 5% (₹125).
    const halfBoardTotal = withRoomGst(rooms! + 3_800 + 1_900 + 950) + 2_625;
    const withPlan = inr(halfBoardTotal);
    await page.goto('/');
    await page.locator('#search-check-in').fill(checkIn);
    await page.locator('#search-check-out').fill(addDays(checkIn, 1));
    await page.locator('#search-rooms').selectOption('2');
    await page.locator('#search-adults').selectOption('3');
    // The ages are asked for as many children as chosen.
    await expect(page.getByLabel('Age of child 1')).toBeHidden();
    await page.locator('#search-children').selectOption('2');
    await expect(page.getByLabel('Age of child 3')).toBeHidden();
    await page.getByLabel('Age of child 1').selectOption('4');
    await page.getByLabel('Age of child 2').selectOption('9');
    await page.screenshot({ path: test.info().outputPath(`family-ages-${width}.png`), fullPage: false });
    await page.getByRole('button', { name: /Check Availability/i }).click();

    await page.waitForURL(/\/room-booking\?.*childAge=4&childAge=9/);
    await islandsReady(page);
    await expect(
      page.getByText('3 adults, 2 children (4, 9): children 0–5 stay free, 6–11 at the child rate.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Book Now: Courtyard Twin Room' }).click();
    const modal = page.getByRole('dialog', { name: 'Courtyard Twin Room' });
    await expect(modal.getByText('3 adults, 2 children (4, 9)')).toBeVisible();
    await expect(modal.getByTestId('modal-total')).toHaveText(roomOnly);
    await modal.getByRole('radio', { name: /Half board/ }).check();
    await modal.getByRole('checkbox', { name: /Airport or station transfer/ }).check();
    await expect(modal.getByTestId('modal-total')).toHaveText(withPlan);
    await page.screenshot({
      path: test.info().outputPath(`family-plan-modal-${width}.png`),
      fullPage: false,
    });
    await modal.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/booking-details\?id=/);
    const bookingId = new URL(page.url()).searchParams.get('id')!;
    // The bill: each room's nights, its half board for whom it feeds, and the transfer, each a line.
    const bill = page.getByRole('term');
    await expect(bill.filter({ hasText: /^Half board · Room \d+/ })).toHaveCount(2);
    await expect(
      bill.filter({ hasText: 'Breakfast and lunch or dinner for 2 adults, 1 child (4)' }),
    ).toHaveCount(1);
    await expect(
      bill.filter({ hasText: 'Breakfast and lunch or dinner for 1 adult, 1 child (9)' }),
    ).toHaveCount(1);
    await expect(bill.filter({ hasText: 'Airport or station transfer' })).toHaveCount(1);
    const panel = page.getByRole('complementary', { name: 'Payment summary' });
    await expect(panel.getByTestId('details-total')).toHaveText(withPlan);
    await page.screenshot({
      path: test.info().outputPath(`family-plan-checkout-${width}.png`),
      fullPage: true,
    });
    await panel.getByRole('button', { name: `Pay ${withPlan}` }).click();
    const checkout = page.getByRole('dialog', { name: 'The Supar Palace' });
    await checkout.getByRole('button', { name: new RegExp(`^Pay ${withPlan}`) }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const summary = await (
      await page.request.get(`/api/payments/booking/${bookingId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(summary).toMatchObject({
      status: 'confirmed',
      totalPaise: Math.round(halfBoardTotal * 100),
      payment: { status: 'paid' },
    });
    expect(summary.room).toMatchObject({
      rooms: 2,
      numGuests: 5,
      adults: 3,
      childAges: expect.arrayContaining([4, 9]),
      mealPlan: 'MAP',
      extras: [{ name: 'Airport or station transfer', quantity: 1, amountPaise: 2_500_00 }],
    });
  });
}
