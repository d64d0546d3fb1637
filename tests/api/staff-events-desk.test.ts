import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, notifications, staffActions } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { noticeSenders } from '../fixtures/notices';
import { hallBody, payFor, requestHall } from '../fixtures/transitions';

// Issue 33 "Hall requests": the events desk's lists (answers owed oldest first with the time left, deposits awaited,
// events by date) and its answer: confirm (the guest may pay) or decline with a reason the guest reads; audited.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let hallId: Record<string, string>;
let first: string;
let second: string;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Events Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma', email: 'asha.verma@example.in' }, HOTEL_NOON);
  hallId = Object.fromEntries((await t.db.select().from(halls)).map((h) => [h.slug, h.id]));
  first = await requestHall(t, guest.headers, hallBody(hallId['grand-durbar-hall']!, '2026-12-19'));
  t.advance(90);
  second = await requestHall(t, guest.headers, hallBody(hallId['sheesh-mahal-lawns']!, '2026-12-12'));
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const lists = async () => (await t.call('GET', '/api/staff/halls', { headers: desk.headers })).json();
const answer = (id: string, json: object) =>
  t.call('POST', `/api/staff/halls/${id}/answer`, { json, headers: desk.headers });
const auditOf = (id: string) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));

describe('the events desk', () => {
  it('lists the requests awaiting an answer oldest first, with the time left to answer', async () => {
    const { awaitingAnswer } = await lists();
    expect(awaitingAnswer.map((r: { id: string }) => r.id)).toEqual([first, second]);
    // 48 hours to answer; the first was asked 90 minutes ago.
    expect(awaitingAnswer[0]).toMatchObject({
      hallName: 'Grand Durbar Banquet Hall',
      minutesLeft: 48 * 60 - 90,
    });
    expect(awaitingAnswer[1].minutesLeft).toBe(48 * 60);
  });

  it('refuses a decline without a reason, naming the field, and changes nothing', async () => {
    const res = await answer(first, { answer: 'declined' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['reason']);
    const [row] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, first));
    expect(row!.hotelAnswer).toBeNull();
    expect(await auditOf(first)).toEqual([]);
  });

  it('confirms a request: the guest is told and may pay; it moves to the deposits awaited; audited', async () => {
    const res = await answer(first, { answer: 'confirmed' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(
      /^EVT-\w+ confirmed: the guest is told and may now pay the deposit\.$/,
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.bookingId, first));
    expect(told.map((n) => `${n.event} ${n.audience}`)).toContain('hall_confirmed guest');
    const after = await lists();
    expect(after.awaitingAnswer.map((r: { id: string }) => r.id)).toEqual([second]);
    expect(after.awaitingDeposit.map((r: { id: string }) => r.id)).toEqual([first]);
    expect(await auditOf(first)).toMatchObject([{ actorId: desk.user.id, action: 'hall.confirm' }]);
    const again = await answer(first, { answer: 'declined', reason: 'Changed our mind' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This request was already confirmed.');
  });

  it('shows the event by date once the guest pays the deposit', async () => {
    await payFor(t, guest.headers, first);
    const { confirmed, awaitingDeposit } = await lists();
    expect(awaitingDeposit).toEqual([]);
    expect(confirmed.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [first, 'confirmed'],
    ]);
  });

  it('declines with a reason the guest reads on the booking and in the message', async () => {
    const reason = 'The lawns are being re-turfed that week; the Chandra Mahal is free.';
    const res = await answer(second, { answer: 'Declined', reason });
    expect(res.status).toBe(200);
    const view = await (await t.call('GET', `/api/bookings/${second}`, { headers: guest.headers })).json();
    expect(view.booking).toMatchObject({ status: 'cancelled', hotelAnswer: 'declined', hotelNote: reason });
    expect(await auditOf(second)).toMatchObject([{ action: 'hall.decline', reason }]);
    const mail = new ConsoleMail(
      'The Supar Palace <stay@suparpalace.in>',
      pino({ level: 'silent' }),
      () => t.clock.at,
    );
    await deliverDueNotices(noticeSenders(t, { sms: t.sms, mail }), t.clock.at);
    const declined = mail.outbox().find((m) => m.subject.startsWith('About your request'));
    expect(declined?.to).toBe('asha.verma@example.in');
    expect(declined?.text).toContain(`Our team wrote: “${reason}”`);
  });
});
