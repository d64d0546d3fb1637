import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { heldStay, noticeRows, noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

const quiet = pino({ level: 'silent' });
const clock = { at: new Date('2027-03-01T10:00:00Z') };
const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', quiet, () => clock.at);
let t: TestApp;
let sms: ConsoleSms;
const deliver = () => deliverDueNotices(noticeSenders(t, { sms, mail }), clock.at);
const lines = (rows: Awaited<ReturnType<typeof noticeRows>>) =>
  rows.map((r) => `${r.event} ${r.channel} ${r.audience} ${r.status}`);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at, mail });
  sms = t.sms as ConsoleSms;
});
afterAll(() => t.close());

describe('paying for a room', () => {
  let stay: Awaited<ReturnType<typeof heldStay>>;
  let payment: Awaited<ReturnType<typeof payStay>>;

  it('queues, with the confirmation, one SMS and one email to the guest, the hotel notice and the reminder', async () => {
    stay = await heldStay(t, clock.at);
    payment = await payStay(t, stay.guest.headers, stay.booking.id);
    const rows = await noticeRows(t, stay.booking.id);
    expect(lines(rows)).toEqual([
      'booking_confirmed email guest queued',
      'booking_confirmed email hotel queued',
      'booking_confirmed sms guest queued',
      'stay_reminder email guest queued',
      'stay_reminder sms guest queued',
    ]);
    // The reminder: the day before arrival (10 April 2027) at 10:00 in Udaipur.
    expect(rows.find((r) => r.event === 'stay_reminder')!.dueAt.toISOString()).toBe(
      '2027-04-09T04:30:00.000Z',
    );
  });

  it('sends each due message once: the SMS line, the email with its .ics, the hotel notice', async () => {
    expect(await deliver()).toEqual({ sent: 3, retrying: 0, failed: 0, skipped: 0 });
    const texts = sms.outbox().filter((m) => m.to === stay.guest.user.phone && m.tag);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toBe(
      `Supar Palace: booking ${stay.booking.bookingCode} is confirmed for 10 Apr 2027. Details: http://localhost:4321/booking-details?id=${stay.booking.id}`,
    );
    const toGuest = mail.outbox().filter((m) => m.to === stay.guest.user.email);
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.subject).toBe(
      `Confirmed: Deluxe King Room at The Supar Palace (${stay.booking.bookingCode})`,
    );
    expect(toGuest[0]!.text).toContain('₹29,500');
    expect(toGuest[0]!.text).toContain(
      'Taxable value ₹25,000 + CGST ₹2,250 + SGST ₹2,250 = ₹29,500 including GST',
    );
    expect(toGuest[0]!.text).toContain('10 Apr 2027, 3:00 PM to 12 Apr 2027, 12:00 PM');
    const ics = toGuest[0]!.attachments![0]!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`booking-${stay.booking.id}@suparpalace.in`);
    expect(event.startDate.toString()).toBe('2027-04-10T15:00:00');
    const toHotel = mail.outbox().filter((m) => m.to === 'stay@suparpalace.in');
    expect(toHotel.map((m) => m.subject)).toEqual([
      `New booking ${stay.booking.bookingCode}: Deluxe King Room, 10 Apr 2027`,
    ]);
    expect(lines(await noticeRows(t, stay.booking.id)).filter((l) => l.endsWith('sent'))).toHaveLength(3);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
  });

  it('writes nothing more when the same payment is verified again', async () => {
    const again = await t.call('POST', '/api/payments/verify', {
      json: payment,
      headers: stay.guest.headers,
    });
    expect(again.status).toBe(200);
    expect(await noticeRows(t, stay.booking.id)).toHaveLength(5);
  });

  it('sends the reminder the day before at 10:00 hotel time, not a minute earlier', async () => {
    clock.at = new Date('2027-04-09T04:29:00Z');
    expect((await deliver()).sent).toBe(0);
    clock.at = new Date('2027-04-09T04:30:00Z');
    expect(await deliver()).toEqual({ sent: 2, retrying: 0, failed: 0, skipped: 0 });
    expect(sms.outbox()[0]!.text).toContain('see you tomorrow, 10 Apr 2027. Check-in from 3:00 PM');
    expect(mail.outbox()[0]!.subject).toBe(
      `Tomorrow at The Supar Palace: your stay ${stay.booking.bookingCode}`,
    );
    clock.at = new Date('2027-03-01T10:00:00Z');
  });

  it('texts a guest with no email and writes them no email', async () => {
    const phoneOnly = await heldStay(t, clock.at, { email: null, checkIn: '2027-05-01' });
    await payStay(t, phoneOnly.guest.headers, phoneOnly.booking.id);
    expect(lines(await noticeRows(t, phoneOnly.booking.id))).toEqual([
      'booking_confirmed email hotel queued',
      'booking_confirmed sms guest queued',
      'stay_reminder sms guest queued',
    ]);
  });
});

describe('cancelling a paid room', () => {
  it('withdraws the reminder, and sends the cancellation with the refund and a METHOD:CANCEL of the same entry', async () => {
    const stay = await heldStay(t, clock.at, { checkIn: '2027-06-01' });
    await payStay(t, stay.guest.headers, stay.booking.id);
    await deliver();
    const res = await t.call('PUT', `/api/bookings/${stay.booking.id}/cancel`, {
      headers: stay.guest.headers,
    });
    expect(res.status).toBe(200);
    expect(lines(await noticeRows(t, stay.booking.id))).toEqual([
      'booking_cancelled email guest queued',
      'booking_cancelled email hotel queued',
      'booking_cancelled sms guest queued',
      'booking_confirmed email guest sent',
      'booking_confirmed email hotel sent',
      'booking_confirmed sms guest sent',
      'stay_reminder email guest skipped',
      'stay_reminder sms guest skipped',
    ]);
    expect((await deliver()).sent).toBe(3);
    const email = mail.outbox().find((m) => m.to === stay.guest.user.email)!;
    expect(email.subject).toBe(
      `Cancelled: Deluxe King Room at The Supar Palace (${stay.booking.bookingCode})`,
    );
    expect(email.text).toContain('Your payment of ₹29,500 (₹4,500 of it GST) has been refunded');
    const calendar = new ICAL.Component(ICAL.parse(email.attachments![0]!.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`booking-${stay.booking.id}@suparpalace.in`);
    expect(event.sequence).toBe(1);
    expect(sms.outbox()[0]!.text).toContain(
      `booking ${stay.booking.bookingCode} for 1 Jun 2027 is cancelled`,
    );
  });
});

describe('the .ics download from the details page', () => {
  it("gives the guest their confirmed booking's calendar file, and no one else", async () => {
    const stay = await heldStay(t, clock.at, { checkIn: '2027-07-01' });
    const path = `/api/bookings/${stay.booking.id}/calendar.ics`;
    const early = await t.call('GET', path, { headers: stay.guest.headers });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      'The calendar entry is ready once the booking is paid and confirmed.',
    );
    await payStay(t, stay.guest.headers, stay.booking.id);

    const res = await t.call('GET', path, { headers: stay.guest.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${stay.booking.bookingCode}.ics"`,
    );
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`booking-${stay.booking.id}@suparpalace.in`);
    expect(event.startDate.toString()).toBe('2027-07-01T15:00:00');

    const stranger = await signedInGuest(t.db, {}, clock.at);
    expect((await t.call('GET', path, { headers: stranger.headers })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
    expect(
      (await t.call('GET', '/api/bookings/not-a-uuid/calendar.ics', { headers: stay.guest.headers })).status,
    ).toBe(400);
  });
});

describe('a failed send', () => {
  it('marks the message failed after the last try, and the booking stays confirmed', async () => {
    const broken = { name: 'console' as const, send: async () => Promise.reject(new Error('mailbox full')) };
    await deliver();
    const stay = await heldStay(t, clock.at, { checkIn: '2027-08-01' });
    await payStay(t, stay.guest.headers, stay.booking.id);
    const senders = noticeSenders(t, { sms, mail: broken }, { NOTICE_MAX_ATTEMPTS: '2' });
    expect(await deliverDueNotices(senders, clock.at)).toMatchObject({ sent: 1, retrying: 2 });
    const later = new Date(clock.at.getTime() + 60_000);
    expect(await deliverDueNotices(senders, later)).toMatchObject({ sent: 0, failed: 2 });
    const failed = (await noticeRows(t, stay.booking.id)).filter((r) => r.status === 'failed');
    expect(failed.map((r) => [r.channel, r.attempts, r.lastError])).toEqual([
      ['email', 2, 'mailbox full'],
      ['email', 2, 'mailbox full'],
    ]);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.booking.id));
    expect(row!.status).toBe('confirmed');

    // Hotel staff see what failed and why; a guest may not look.
    const admin = await signedInGuest(t.db, { role: 'admin' }, clock.at);
    const res = await t.call('GET', `/api/notices?status=failed&bookingId=${stay.booking.id}`, {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const { notices, count } = await res.json();
    expect(count).toBe(2);
    expect(notices[0]).toMatchObject({
      channel: 'email',
      status: 'failed',
      attempts: 2,
      lastError: 'mailbox full',
    });
    expect(notices[0]).not.toHaveProperty('recipient');
    expect((await t.call('GET', '/api/notices', { headers: stay.guest.headers })).status).toBe(403);
    expect((await t.call('GET', '/api/notices?status=lost', { headers: admin.headers })).status).toBe(400);
  });
});
