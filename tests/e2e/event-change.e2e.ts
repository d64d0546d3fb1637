import AxeBuilder from '@axe-core/playwright';
import { addDays, formatHotelDateWithDay } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownWeek } from './own-data';
import { deskToken, guestSession, keepSession, payInSandbox, signInAsStaff } from './staff-session';

// Issue 34 "Halls" (decision 109): a guest with a paid event asks for another date on the booking's page at 375 px;
// the events desk confirms it on /staff/halls (1024 and 1440 px); the guest then reads the new date.

/** A Sunday of two weeks no other journey books a hall in: the event and the Sunday it moves to. */
const sundayAhead = () => ownWeek(0, 2);

const axe = async (page: import('@playwright/test').Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('a guest moves a paid event by a week; the events desk confirms it; the guest reads the new date', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const guest = await guestSession(page.request, 'Meera Joshi');
  const auth = { authorization: `Bearer ${guest.token}` };
  const { halls } = await (await page.request.get('/api/halls/gethalls')).json();
  const hall = halls.find((h: { slug: string }) => h.slug === 'jharokha-boardroom');
  const booked = sundayAhead();
  const moved = addDays(booked, 7);
  const created = await page.request.post('/api/hallbookings/create-booking', {
    data: {
      hall_Id: hall.id,
      date: booked,
      timeSlot: 'Afternoon',
      eventType: 'Seminar',
      guests: 40,
      customerName: 'Meera Joshi',
      customerEmail: 'meera@example.in',
      customerPhone: '+91 98123 45678',
    },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()).booking as { id: string; bookingCode: string };
  const desk = await deskToken(page.request);
  const confirmed = await page.request.post(`/api/staff/halls/${event.id}/answer`, {
    data: { answer: 'confirmed' },
    headers: { authorization: `Bearer ${desk}` },
  });
  expect(confirmed.status()).toBe(200);
  await payInSandbox(page.request, guest.token, event.id);

  // The guest asks for the Sunday after, on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await keepSession(page, guest);
  await page.goto(`/booking-details?id=${event.id}`);
  await islandsReady(page);
  const change = page.getByRole('region', { name: 'Change this event' });
  await change.getByRole('button', { name: 'Request a change' }).click();
  await change.getByLabel('New date').fill(moved);
  await change.getByLabel('Last day (for a multi-day event)').fill(moved);
  await change.getByRole('button', { name: 'See the new price' }).click();
  await expect(change.getByRole('status')).toContainText('Your paid deposit stays as it is.');
  // Same hall and slot, another Sunday: the hire is the same, and says so (issue 45: not "New hire ₹X, now ₹X").
  await expect(change.getByRole('status')).toContainText(/^The hire stays ₹[\d,]+ \(with ₹[\d,]+ GST\)\./);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/event-change-quote-375.png', fullPage: true });
  await change.getByRole('button', { name: 'Send change request' }).click();
  await expect(change.getByTestId('change-pending')).toContainText(
    'Your event stays as it is until our events desk answers.',
  );
  // Nothing moved yet: the booking still reads its first date.
  await expect(page.locator('.booking-facts')).toContainText(formatHotelDateWithDay(booked));
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/event-change-pending-375.png', fullPage: true });

  // The events desk, in a browser of its own, sees the change in its queue and confirms it.
  const console_ = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const deskPage = await console_.newPage();
  await deskPage.setViewportSize({ width: 1024, height: 900 });
  await signInAsStaff(deskPage, 'Events Desk');
  await deskPage.goto('/staff/halls');
  await islandsReady(deskPage);
  const card = deskPage.getByRole('listitem', {
    name: `Change of ${event.bookingCode}: Jharokha Boardroom, Seminar`,
  });
  await expect(card).toContainText('deposit paid');
  await expect(card).toContainText(/4[78] h \d+ min left to answer/);
  expect(await axe(deskPage)).toEqual([]);
  await deskPage.screenshot({ path: 'test-results/staff-halls-changes-1024.png', fullPage: true });
  await deskPage.setViewportSize({ width: 1440, height: 900 });
  await deskPage.screenshot({ path: 'test-results/staff-halls-changes-1440.png', fullPage: true });
  await card.getByRole('button', { name: `Confirm the change of ${event.bookingCode}` }).click();
  await expect(deskPage.getByRole('status')).toHaveText(
    `${event.bookingCode} moved to the new terms: the guest is told.`,
  );
  await console_.close();

  // The guest reads the new date; the event is still paid.
  await page.reload();
  await islandsReady(page);
  await expect(page.locator('.booking-facts')).toContainText(formatHotelDateWithDay(moved));
  await expect(page.locator('.booking-facts')).toContainText(event.bookingCode);
  const bookings = await page.request.post('/api/orders/orderlistdetails', {
    data: { user_id: guest.user.id },
    headers: auth,
  });
  const entry = (await bookings.json()).orders.find((o: { id: string }) => o.id === event.id);
  expect(entry.hallBooking).toMatchObject({ date: moved, status: 'confirmed', changeRequested: false });
});
