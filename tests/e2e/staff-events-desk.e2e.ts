import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownWeek } from './own-data';
import { guestSession, keepSession, signInAsStaff } from './staff-session';

// Issue 33 "Hall requests": the events desk answers a guest's hall request on /staff/halls while the site runs.
// Confirmed, the guest then pays the deposit in the sandbox; declined, the guest reads the reason on the booking.

/** A Saturday of a week no other journey books a hall in (a retry takes another, so it does not meet its own request). */
const saturdayAhead = () => ownWeek(6);

async function hallRequest(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  slug: string,
) {
  const { halls } = await (await request.get('/api/halls/gethalls')).json();
  const hall = halls.find((h: { slug: string }) => h.slug === slug);
  const res = await request.post('/api/hallbookings/create-booking', {
    data: {
      hall_Id: hall.id,
      date: saturdayAhead(),
      timeSlot: 'Morning',
      eventType: 'Conference',
      guests: 40,
      customerName: 'Nisha Kapoor',
      customerEmail: 'nisha@example.in',
      customerPhone: '+91 98123 45678',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).booking as { id: string; bookingCode: string };
}

const axe = async (page: import('@playwright/test').Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the events desk confirms a hall request at 1440 px and the guest then pays the deposit in the sandbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const guest = await guestSession(page.request, 'Nisha Kapoor');
  const request = await hallRequest(page.request, guest.token, 'jharokha-boardroom');

  await signInAsStaff(page, 'Events Desk');
  await page.goto('/staff/halls');
  await islandsReady(page);
  const card = page.getByRole('listitem', { name: new RegExp(request.bookingCode) });
  await expect(card).toContainText('Jharokha Boardroom, Conference');
  await expect(card).toContainText(/4[78] h \d+ min left to answer/);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-halls-1440.png', fullPage: true });
  await card.getByRole('button', { name: `Confirm ${request.bookingCode}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${request.bookingCode} confirmed: the guest is told and may now pay the deposit.`,
  );
  const deposits = page.getByRole('region', { name: 'Confirmed, awaiting the deposit' });
  await expect(deposits.getByRole('row', { name: new RegExp(request.bookingCode) })).toContainText(
    'Deposit due',
  );

  // The guest, in a browser of their own, pays the deposit.
  const own = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const guestPage = await own.newPage();
  await keepSession(guestPage, guest);
  await guestPage.goto(`/booking-details?id=${request.id}`);
  await islandsReady(guestPage);
  const panel = guestPage.getByRole('complementary', { name: 'Payment summary' });
  await expect(panel.getByTestId('status-badge')).toHaveText('Confirmed by the hotel: deposit due');
  await panel.getByRole('button', { name: /^Pay deposit/ }).click();
  await guestPage
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(guestPage.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();
  await own.close();

  await page.reload();
  await islandsReady(page);
  const events = page.getByRole('region', { name: 'Confirmed events, by date' });
  await expect(events.getByRole('row', { name: new RegExp(request.bookingCode) })).toContainText('Paid');
});

test('the events desk declines a hall request at 1024 px by keyboard, and the guest reads why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  const guest = await guestSession(page.request, 'Nisha Kapoor');
  const request = await hallRequest(page.request, guest.token, 'chandra-mahal');

  await signInAsStaff(page, 'Events Desk');
  await page.goto('/staff/halls');
  await islandsReady(page);
  const card = page.getByRole('listitem', { name: new RegExp(request.bookingCode) });
  await card.getByRole('button', { name: 'Decline…' }).focus();
  await page.keyboard.press('Enter');
  const reason = card.getByLabel('Reason the guest will read');
  await reason.focus();
  await page.keyboard.type('The ballroom is closed for a private function; the Durbar Hall is free.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    `${request.bookingCode} declined: the guest is told why, and the hall is free again.`,
  );
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-halls-1024.png', fullPage: true });

  await keepSession(page, guest);
  await page.goto(`/booking-details?id=${request.id}`);
  await islandsReady(page);
  await expect(page.getByRole('complementary', { name: 'Payment summary' })).toContainText(
    'Our events team wrote: “The ballroom is closed for a private function; the Durbar Hall is free.”',
  );
});
