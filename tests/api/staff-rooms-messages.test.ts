import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { notifications, roomUnitClosures, staffActions } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 33: the console's rooms (a unit out of service for some nights, reopened) and messages (the outbox, a
// failed email sent again), each action's effect on the database and its audit row asserted.
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => HOTEL_NOON,
);
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON, mail });
  staff = await signedInGuest(t.db, { name: 'Housekeeping Lead', role: 'staff' }, HOTEL_NOON);
});
afterAll(() => t.close());

const auditOf = (targetId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetId, targetId)).orderBy(staffActions.createdAt);

describe('rooms out of service, from the console', () => {
  it('closes a unit for some nights (gone from availability), lists it, and reopens it, each audited', async () => {
    const room = await createRoom(t.db, { name: 'Lake Room' }, 1);
    const unit = room.units[0]!;
    const closed = await t.call('POST', '/api/staff/rooms/closures', {
      json: {
        roomUnitId: unit.id,
        startsOn: '2026-12-01',
        endsOn: '2026-12-04',
        reason: 'New bathroom tiles',
      },
      headers: staff.headers,
    });
    expect(closed.status).toBe(201);
    const { message, closure } = await closed.json();
    expect(message).toBe(`Room ${unit.roomNumber} is out of service from 1 Dec 2026 to 4 Dec 2026.`);
    const free = await t.call('POST', '/api/bookings/availability', {
      json: { check_in_date: '2026-12-02', check_out_date: '2026-12-03' },
    });
    expect((await free.json()).rooms.map((r: { id: string }) => r.id)).not.toContain(unit.id);
    const floor = await (await t.call('GET', '/api/staff/rooms', { headers: staff.headers })).json();
    expect(floor.units.find((u: { id: string }) => u.id === unit.id).closures).toMatchObject([
      { id: closure.id, reason: 'New bathroom tiles', closedBy: 'Housekeeping Lead' },
    ]);

    const reopened = await t.call('DELETE', `/api/staff/rooms/closures/${closure.id}`, {
      headers: staff.headers,
    });
    expect(reopened.status).toBe(200);
    expect((await reopened.json()).message).toBe(`Room ${unit.roomNumber} is back in service.`);
    expect(await t.db.select().from(roomUnitClosures).where(eq(roomUnitClosures.id, closure.id))).toEqual([]);
    expect(await auditOf(unit.id)).toMatchObject([
      {
        actorId: staff.user.id,
        action: 'room.close',
        reason: 'New bathroom tiles',
        after: { room: unit.roomNumber, from: '2026-12-01', until: '2026-12-04' },
      },
      { actorId: staff.user.id, action: 'room.reopen', before: { from: '2026-12-01', until: '2026-12-04' } },
    ]);
  });

  it('refuses a closure over a guest’s stay in words, a bad body naming the field, and writes no audit', async () => {
    const room = await createRoom(t.db, {}, 1);
    const unit = room.units[0]!;
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: unit.id,
      checkIn: '2026-12-10',
      nights: 2,
      status: 'confirmed',
    });
    const refused = await t.call('POST', '/api/staff/rooms/closures', {
      json: { roomUnitId: unit.id, startsOn: '2026-12-11', endsOn: '2026-12-13', reason: 'Painting' },
      headers: staff.headers,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain(`has a stay on those nights: ${stay.bookingCode}`);
    const bad = await t.call('POST', '/api/staff/rooms/closures', {
      json: { roomUnitId: unit.id, startsOn: '2026-12-20', endsOn: '2026-12-21', reason: '' },
      headers: staff.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(['reason']);
    expect(await auditOf(unit.id)).toEqual([]);
  });
});

describe('messages, from the console', () => {
  // One try before giving up (NOTICE_MAX_ATTEMPTS=1), so one refused send is a failed message.
  it('lists a failed email and sends it again: queued, then sent by the worker, audited', async () => {
    const guest = await signedInGuest(t.db, { name: 'Ira Sen', email: 'ira@example.in' }, HOTEL_NOON);
    const room = await createRoom(t.db, {}, 1);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2026-12-20',
      holdExpiresAt: new Date(HOTEL_NOON.getTime() + 15 * 60_000),
    });
    await payStay(t, guest.headers, stay.id);
    mail.refuseNextTo('ira@example.in');
    await deliverDueNotices(noticeSenders(t, { sms: t.sms, mail }, { NOTICE_MAX_ATTEMPTS: '1' }), HOTEL_NOON);
    const failed = await (
      await t.call('GET', '/api/staff/messages?status=failed', { headers: staff.headers })
    ).json();
    const email = failed.notices.find(
      (n: { bookingId: string; channel: string; audience: string }) =>
        n.bookingId === stay.id && n.channel === 'email' && n.audience === 'guest',
    );
    expect(email).toMatchObject({ status: 'failed', attempts: 1, event: 'booking_confirmed' });
    expect(email.lastError).toContain('refused the message: 550');
    expect(JSON.stringify(failed)).not.toContain('ira@example.in');

    const resent = await t.call('POST', `/api/staff/messages/${email.id}/resend`, { headers: staff.headers });
    expect(resent.status).toBe(200);
    expect((await resent.json()).notice).toMatchObject({ id: email.id, status: 'queued', attempts: 0 });
    await deliverDueNotices(noticeSenders(t, { sms: t.sms, mail }, { NOTICE_MAX_ATTEMPTS: '1' }), HOTEL_NOON);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, email.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail.outbox().some((m) => m.to === 'ira@example.in' && m.tag === 'guest-booking_confirmed')).toBe(
      true,
    );
    expect(await auditOf(email.id)).toMatchObject([
      {
        actorId: staff.user.id,
        action: 'message.resend',
        before: { status: 'failed' },
        after: { status: 'queued' },
      },
    ]);

    // A message that did not fail is not sent twice.
    const again = await t.call('POST', `/api/staff/messages/${email.id}/resend`, { headers: staff.headers });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Only a failed message can be sent again: this one is sent.');
  });
});
