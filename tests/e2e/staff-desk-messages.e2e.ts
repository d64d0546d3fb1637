import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { formatHotelInstant } from '../../src/lib/instant-words';
import { confirmEmail } from './email-links';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownNights } from './own-data';
import { guestSession, payInSandbox, signInAsStaff } from './staff-session';

// Issue 44, "Safety first" (decision 142): the Messages screen says whom and which booking each message is for, a
// refused email is failed at once with the mail server's reason and sent again; a plain member of staff sees only
// the screens they may use; and the console's times read as the hotel's clock in a browser in New York.
test.use({ timezoneId: 'America/New_York' });

async function axeClean(page: Page) {
  const violations = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
    .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  expect(violations).toEqual([]);
}

const staffHeaders = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

test('a refused email shows whom and which booking, failed with the reason, and is sent again (1440 px, New York browser)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `refused-${Date.now()}@example.in`;
  const { token } = await guestSession(page.request, 'Nila Kapoor');
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.put('/api/auth/profile', { data: { email }, headers })).status()).toBe(200);
  await confirmEmail(page.request, email);
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const checkIn = ownNights();
  const booked = await page.request.post('/api/bookings/create', {
    data: { roomId: rooms[0].id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1), numGuests: 1 },
    headers,
  });
  const bookingId = (await booked.json()).data.id;
  expect((await page.request.post('/api/dev/mail-outbox/refusals', { data: { to: email } })).status()).toBe(
    200,
  );
  await payInSandbox(page.request, token, bookingId);

  await signInAsStaff(page, 'Desk Messages');
  await page.goto('/staff/messages');
  await islandsReady(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="${bookingId}"]`) })
    .filter({ hasText: 'booking confirmed (email)' })
    .filter({ hasText: 'Nila Kapoor' });
  await expect(async () => {
    await page.getByLabel('Show').selectOption('');
    await page.getByLabel('Show').selectOption('failed');
    await expect(row).toContainText('failed', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // "Failed" shows only failed messages, however quickly the filter was switched.
  await expect(page.locator('tbody .staff-pill').filter({ hasText: /^(sent|queued|skipped)$/ })).toHaveCount(
    0,
  );
  const { notices } = await (
    await page.request.get(`/api/staff/messages?bookingId=${bookingId}`, {
      headers: await staffHeaders(page),
    })
  ).json();
  const refused = notices.find(
    (n: { event: string; channel: string; audience: string }) =>
      n.event === 'booking_confirmed' && n.channel === 'email' && n.audience === 'guest',
  );
  // Whom: the guest's name and the address masked; which booking: its reference, linked, and its kind.
  await expect(row).toContainText(`${email[0]}•••@example.in`);
  await expect(row).not.toContainText(email);
  await expect(row.getByRole('link', { name: refused.bookingCode })).toHaveAttribute(
    'href',
    `/staff/booking?id=${bookingId}`,
  );
  await expect(row).toContainText('(Stay)');
  await expect(row).toContainText('The mail server refused the message: 550 5.1.1 mailbox unavailable');
  // One try, not eight retried over hours: the worker failed it at once.
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  // The time reads as the hotel's clock, not New York's.
  await expect(row).toContainText(formatHotelInstant(refused.sentAt ?? refused.dueAt, 'Asia/Kolkata'));
  await axeClean(page);
  await page.screenshot({ path: 'test-results/staff-desk-messages-1440.png', fullPage: true });

  await row.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByRole('status')).toHaveText('The message is queued to be sent again now.');
  await expect(async () => {
    const { messages } = await (await page.request.get('/api/dev/mail-outbox')).json();
    expect(
      messages.some(
        (m: { to: string; tag: string }) => m.to === email && m.tag === 'guest-booking_confirmed',
      ),
    ).toBe(true);
  }).toPass({ timeout: 15_000 });

  // The booking's page, reached from the message, prints its history on the hotel's clock too.
  await page.goto(`/staff/booking?id=${bookingId}`);
  await islandsReady(page);
  const record = await (
    await page.request.get(`/api/staff/bookings/${bookingId}`, { headers: await staffHeaders(page) })
  ).json();
  const made = record.history[0].at as string;
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(formatHotelInstant(made, 'Asia/Kolkata'));
  await expect(history).not.toContainText(formatHotelInstant(made, 'America/New_York'));
});

test('a plain member of staff sees only the screens they may use, and an admin screen says who may (1440 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'Plain Desk');
  await page.goto('/staff');
  await islandsReady(page);
  await expect(page.getByText('Signed in as Plain Desk, hotel staff.')).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Console' });
  await expect(bar.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'People' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Menu' })).toHaveCount(0);
  const home = page.getByRole('main');
  await expect(home.getByRole('link', { name: 'Today' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'People' })).toHaveCount(0);
  await axeClean(page);
  await page.screenshot({ path: 'test-results/staff-plain-console-1440.png', fullPage: true });

  await page.goto('/staff/catalogue');
  await islandsReady(page);
  await expect(
    page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Room types' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coupons' })).toHaveCount(0);

  // A direct visit to an admin's screen says which role it needs.
  await page.goto('/staff/people');
  await islandsReady(page);
  await expect(page.getByRole('alert')).toContainText(
    'This screen is for admins. You are signed in as Plain Desk, hotel staff',
  );
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'People' }),
  ).toHaveCount(0);
  await axeClean(page);
});
