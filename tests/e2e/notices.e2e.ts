import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { confirmEmail } from './email-links';
import { expect, test } from './fixtures';
import { signInAsNewGuest } from './login';
import { ownNights } from './own-data';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** A signed-in guest with a confirmed email on file, holding a two-night Heritage Room stay; its id and the guest. */
async function guestWithStay(page: Page) {
  await signInAsNewGuest(page, 'Meera Iyer');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const email = `meera.${Date.now().toString(36)}@example.in`;
  expect((await page.request.put('/api/auth/profile', { data: { email }, headers })).status()).toBe(200);
  // Booking messages go to a proven address only (decision 115).
  await confirmEmail(page.request, email);
  const profile = await (await page.request.get('/api/auth/profile', { headers })).json();
  const phone: string = (profile.user ?? profile).phone;
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const checkIn = ownNights();
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers,
  });
  expect(res.status()).toBe(201);
  const { data } = await res.json();
  return { id: data.id as string, code: data.bookingCode as string, email, phone, checkIn };
}

/** The guest's message of a tag in the console mail outbox, once the notice worker has sent it. */
async function mailTo(request: APIRequestContext, to: string, tag: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/dev/mail-outbox')).json()) as {
          messages: OutboxMail[];
        };
        found = messages.find((m) => m.to === to && m.tag === tag);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('a paid room reaches the guest by email with its .ics and by SMS, and the details page gives the .ics', async ({
  page,
}) => {
  const stay = await guestWithStay(page);
  await page.goto(`/booking-details?id=${stay.id}`);
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await panel.getByRole('button', { name: /^Pay/ }).click();
  await page
    .getByRole('dialog', { name: 'The Supar Palace' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();

  const email = await mailTo(page.request, stay.email, 'guest-booking_confirmed');
  expect(email.subject).toBe(`Confirmed: Heritage Room at The Supar Palace (${stay.code})`);
  expect(email.text).toContain(`/booking-details?id=${stay.id}`);
  expect(email.html).toContain('application/ld+json');
  const [ics] = email.attachments ?? [];
  expect(ics?.filename).toBe(`${stay.code}.ics`);
  expect(ics?.content).toContain('METHOD:REQUEST');
  expect(ics?.content).toContain(`DTSTART;TZID=Asia/Kolkata:${stay.checkIn.replace(/-/g, '')}T150000`);
  expect(ics?.content).toContain(`UID:booking-${stay.id}@suparpalace.in`);
  await mailTo(page.request, 'stay@suparpalace.in', 'hotel-booking_confirmed');

  const { messages } = (await (await page.request.get('/api/dev/sms-outbox')).json()) as {
    messages: { to: string; text: string; tag?: string }[];
  };
  const sms = messages.find((m) => m.to === stay.phone && m.tag === 'guest-booking_confirmed');
  expect(sms?.text).toMatch(
    new RegExp(`booking ${stay.code} is confirmed for .+ Details: http.+/booking-details\\?id=${stay.id}$`),
  );

  await page.goto(`/booking-details?id=${stay.id}`);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${stay.code}.ics`);
  const saved = await readFile((await file.path())!, 'utf8');
  expect(saved).toContain('METHOD:PUBLISH');
  expect(saved).toContain(`UID:booking-${stay.id}@suparpalace.in`);
});
