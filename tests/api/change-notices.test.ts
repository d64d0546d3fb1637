import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/lib/zones';
import { createRoomUnit, createTableBooking } from '../../src/server/db/factories';
import { notifications } from '../../src/server/db/schema';
import { ConsoleMail, type MailMessage } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { bookingNoticeAnchor } from '../../src/server/services/notices/queue';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { changeConfirmedStay, changeConfirmedTable } from '../fixtures/change-notices';
import { heldStay, noticeRows, noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 34, decision 110: a paid booking changed in place tells its guest and the hotel what changed, updates the
// calendar invitation (the same UID, a higher SEQUENCE) and moves its reminder. The change itself is simulated
// with the stay's own in-place move; the messages are queued and sent as the life cycle and the worker do.
const quiet = pino({ level: 'silent' });
const clock = { at: new Date('2027-03-01T10:00:00Z') };
const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', quiet, () => clock.at);
let t: TestApp;
let sms: ConsoleSms;
const deliver = () => deliverDueNotices(noticeSenders(t, { sms, mail }), clock.at);
const lines = (rows: Awaited<ReturnType<typeof noticeRows>>) =>
  rows.map((r) => `${r.event} ${r.channel} ${r.audience} ${r.sequence} ${r.status}`);
const invitation = (email: MailMessage) => {
  const calendar = new ICAL.Component(ICAL.parse(email.attachments![0]!.content));
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!),
  };
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at, mail });
  sms = t.sms as ConsoleSms;
});
afterAll(() => t.close());

describe('a paid stay moved to other dates', () => {
  let stay: Awaited<ReturnType<typeof heldStay>>;
  let confirmation: ReturnType<typeof invitation>;
  const uid = () => `booking-${stay.booking.id}@suparpalace.in`;
  const toGuest = () => mail.outbox().filter((m) => m.to === stay.guest.user.email);

  beforeAll(async () => {
    stay = await heldStay(t, clock.at); // 10 to 12 Apr 2027, ₹29,500
    await payStay(t, stay.guest.headers, stay.booking.id);
    await deliver();
    confirmation = invitation(toGuest()[0]!);
  });

  it('queues the change to the guest by SMS and email and to the hotel, withdraws the reminder and queues the new one', async () => {
    const { queued } = await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-04-12', checkOutDate: '2027-04-15' },
      clock.at,
    );
    expect(queued).toBe(5);
    expect(lines(await noticeRows(t, stay.booking.id))).toEqual([
      'booking_changed email guest 1 queued',
      'booking_changed email hotel 1 queued',
      'booking_changed sms guest 1 queued',
      'booking_confirmed email guest 0 sent',
      'booking_confirmed email hotel 0 sent',
      'booking_confirmed sms guest 0 sent',
      'stay_reminder email guest 0 skipped',
      'stay_reminder email guest 1 queued',
      'stay_reminder sms guest 0 skipped',
      'stay_reminder sms guest 1 queued',
    ]);
    const reminders = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'stay_reminder');
    expect(reminders.filter((r) => r.status === 'skipped').map((r) => r.lastError)).toEqual([
      'The booking moved: the reminder for its new time replaces this one.',
      'The booking moved: the reminder for its new time replaces this one.',
    ]);
    // The day before the new arrival (12 Apr 2027) at 10:00 in Udaipur.
    expect(reminders.filter((r) => r.status === 'queued').map((r) => r.dueAt.toISOString())).toEqual([
      '2027-04-11T04:30:00.000Z',
      '2027-04-11T04:30:00.000Z',
    ]);
  });

  it('sends the guest an SMS and an email saying what changed, with the same calendar entry at a higher SEQUENCE', async () => {
    expect(await deliver()).toEqual({ sent: 3, retrying: 0, failed: 0, skipped: 0 });
    const code = stay.booking.bookingCode;
    const text = sms
      .outbox()
      .find((m) => m.to === stay.guest.user.phone && m.tag === 'guest-booking_changed')!;
    expect(text.text).toBe(
      `Supar Palace: booking ${code} is changed: now 12 Apr 2027 to 15 Apr 2027 (was 10 Apr 2027 to 12 Apr 2027); ` +
        'Deluxe King Room, 3 nights (was Deluxe King Room, 2 nights); new total ₹44,250 (was ₹29,500). ' +
        `Details: http://localhost:4321/booking-details?id=${stay.booking.id}`,
    );
    const email = toGuest()[0]!;
    expect(email.subject).toBe(`Changed: Deluxe King Room at The Supar Palace (${code})`);
    expect(email.text).toContain('When: 12 Apr 2027 to 15 Apr 2027 (was 10 Apr 2027 to 12 Apr 2027)');
    expect(email.text).toContain('Total: ₹44,250 (was ₹29,500, ₹14,750 more)');
    expect(email.text).toContain('Taxable value ₹37,500 + CGST ₹3,375 + SGST ₹3,375 = ₹44,250 including GST');

    const { method, event } = invitation(email);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(confirmation.event.uid);
    expect(event.uid).toBe(uid());
    expect(event.sequence).toBeGreaterThan(confirmation.event.sequence);
    expect(event.startDate.toString()).toBe('2027-04-12T15:00:00');
    expect(event.endDate.toString()).toBe('2027-04-15T12:00:00');

    const toHotel = mail.outbox().find((m) => m.to === 'stay@suparpalace.in')!;
    expect(toHotel.subject).toBe(`Changed booking ${code}: Deluxe King Room, 12 Apr 2027`);
    expect(toHotel.text).toContain(
      'Booked: Deluxe King Room, 3 nights (was Deluxe King Room, 2 nights) (stay)',
    );
    expect(toHotel.attachments).toBeUndefined();
  });

  it("gives the details page's calendar download the new times and the change's SEQUENCE", async () => {
    const res = await t.call('GET', `/api/bookings/${stay.booking.id}/calendar.ics`, {
      headers: stay.guest.headers,
    });
    expect(res.status).toBe(200);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent')!,
    );
    expect(event.uid).toBe(uid());
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe('2027-04-12T15:00:00');
  });

  it('tells a second change again, with a still higher SEQUENCE, and moves the reminder again', async () => {
    const { queued } = await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-04-13', checkOutDate: '2027-04-15' },
      clock.at,
    );
    expect(queued).toBe(5);
    expect(await deliver()).toMatchObject({ sent: 3, failed: 0 });
    const { event } = invitation(toGuest()[0]!);
    expect(event.uid).toBe(uid());
    expect(event.sequence).toBe(2);
    expect(event.startDate.toString()).toBe('2027-04-13T15:00:00');
    expect(sms.outbox()[0]!.text).toContain(
      'now 13 Apr 2027 to 15 Apr 2027 (was 12 Apr 2027 to 15 Apr 2027); Deluxe King Room, 2 nights (was Deluxe King Room, 3 nights); new total ₹29,500 (was ₹44,250)',
    );
    const reminders = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'stay_reminder');
    expect(
      reminders.map((r) => `${r.channel} ${r.sequence} ${r.status} ${r.dueAt.toISOString()}`).sort(),
    ).toEqual([
      'email 0 skipped 2027-04-09T04:30:00.000Z',
      'email 1 skipped 2027-04-11T04:30:00.000Z',
      'email 2 queued 2027-04-12T04:30:00.000Z',
      'sms 0 skipped 2027-04-09T04:30:00.000Z',
      'sms 1 skipped 2027-04-11T04:30:00.000Z',
      'sms 2 queued 2027-04-12T04:30:00.000Z',
    ]);
  });

  it('replaces a change message not yet sent, telling the guest the change from what they last heard', async () => {
    await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-04-14', checkOutDate: '2027-04-16' },
      clock.at,
    );
    await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-04-14', checkOutDate: '2027-04-17' },
      clock.at,
    );
    const changes = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'booking_changed');
    expect(changes.filter((r) => r.sequence === 3).map((r) => `${r.status}: ${r.lastError}`)).toEqual(
      Array(3).fill('skipped: A later change of the booking replaced this message.'),
    );
    expect(await deliver()).toMatchObject({ sent: 3, failed: 0 });
    expect(sms.outbox()[0]!.text).toContain(
      'now 14 Apr 2027 to 17 Apr 2027 (was 13 Apr 2027 to 15 Apr 2027)',
    );
    expect(invitation(toGuest()[0]!).event.sequence).toBe(4);
  });

  it('sends the moved reminder at its new time, with the booking as it now is', async () => {
    clock.at = new Date('2027-04-13T04:30:00Z');
    try {
      expect(await deliver()).toEqual({ sent: 2, retrying: 0, failed: 0, skipped: 0 });
      expect(sms.outbox()[0]!.text).toContain('see you tomorrow, 14 Apr 2027');
    } finally {
      clock.at = new Date('2027-03-01T10:00:00Z');
    }
  });
});

describe('a paid stay that takes a second room', () => {
  it('keeps the calendar UID and the outbox of its first room, whatever id the added room has', async () => {
    const stay = await heldStay(t, clock.at, { checkIn: '2027-05-10' });
    await createRoomUnit(t.db, stay.room.id, `${stay.room.units[0]!.roomNumber}B`);
    await payStay(t, stay.guest.headers, stay.booking.id);
    const { after } = await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-05-10', checkOutDate: '2027-05-12', numRooms: 2, numGuests: 3 },
      clock.at,
    );
    expect(after.rowIds).toHaveLength(2);
    expect(await bookingNoticeAnchor(t.db, after)).toBe(stay.booking.id);
    // Even an added row whose id sorts first does not move the anchor off the row the messages name.
    const first = '00000000-0000-4000-8000-000000000000';
    expect(await bookingNoticeAnchor(t.db, { id: first, rowIds: [first, stay.booking.id] })).toBe(
      stay.booking.id,
    );
    expect(
      lines(await noticeRows(t, stay.booking.id)).filter((l) => l.startsWith('booking_changed')),
    ).toHaveLength(3);
    await deliver();
    const email = mail.outbox().find((m) => m.to === stay.guest.user.email)!;
    expect(invitation(email).event.uid).toBe(`booking-${stay.booking.id}@suparpalace.in`);
    expect(email.text).toContain('Booked: 2 x Deluxe King Room, 2 nights (was Deluxe King Room, 2 nights)');
  });
});

describe('a change whose reminder time has passed', () => {
  it('withdraws the old reminder and queues none', async () => {
    const stay = await heldStay(t, clock.at, { checkIn: '2027-03-05' });
    await payStay(t, stay.guest.headers, stay.booking.id);
    // 1 Mar, 3:30 PM in Udaipur: a stay from tomorrow had its reminder at 10:00 today.
    const { queued } = await changeConfirmedStay(
      t.db,
      stay.booking.id,
      { checkInDate: '2027-03-02', checkOutDate: '2027-03-04' },
      clock.at,
    );
    expect(queued).toBe(3);
    const reminders = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'stay_reminder');
    expect(reminders.map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });
});

describe('a paid table moved to another evening and party', () => {
  it('tells the new sitting beside the old, and moves the reminder to three hours before the new one', async () => {
    const guest = await signedInGuest(t.db, { name: 'Farah Khan', email: 'farah@example.in' }, clock.at);
    const table = await createTableBooking(t.db, {
      userId: guest.user.id,
      date: '2027-03-10',
      time: '19:30',
      partySize: 2,
      holdExpiresAt: new Date(clock.at.getTime() + 15 * 60_000),
    });
    await payStay(t, guest.headers, table.id);
    expect(lines(await noticeRows(t, table.id))).toContain('table_reminder sms guest 0 queued');
    await deliver();

    const startsAt = zonedInstant('2027-03-11', '20:30', 'Asia/Kolkata');
    const { queued } = await changeConfirmedTable(
      t.db,
      table.id,
      { date: '2027-03-11', time: '20:30', partySize: 4, startsAt },
      clock.at,
    );
    expect(queued).toBe(5);
    const rows = await noticeRows(t, table.id);
    expect(
      rows.filter((r) => r.event === 'table_reminder').map((r) => `${r.status} ${r.dueAt.toISOString()}`),
    ).toEqual([
      'skipped 2027-03-10T11:00:00.000Z',
      'queued 2027-03-11T12:00:00.000Z',
      'skipped 2027-03-10T11:00:00.000Z',
      'queued 2027-03-11T12:00:00.000Z',
    ]);
    expect(await deliver()).toMatchObject({ sent: 3, failed: 0 });
    expect(sms.outbox()[0]!.text).toContain(
      `booking ${table.bookingCode} is changed: now 11 Mar 2027, 8:30 PM (was 10 Mar 2027, 7:30 PM); Table for 4 (was Table for 2)`,
    );
    const { event } = invitation(mail.outbox().find((m) => m.to === 'farah@example.in')!);
    expect(event.uid).toBe(`booking-${table.id}@suparpalace.in`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe('2027-03-11T20:30:00');
  });
});

describe('the outbox as hotel staff read it', () => {
  it('lists the change messages by their event', async () => {
    const admin = await signedInGuest(t.db, { role: 'admin' }, clock.at);
    const res = await t.call('GET', '/api/notices', { headers: admin.headers });
    expect(res.status).toBe(200);
    const { notices } = await res.json();
    expect(notices.some((n: { event: string }) => n.event === 'booking_changed')).toBe(true);
    const [changed] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'booking_changed'))
      .limit(1);
    expect(changed!.detail?.changedFrom).toBeDefined();
  });
});
