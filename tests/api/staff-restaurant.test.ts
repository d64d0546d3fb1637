import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, staffActions, tableBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { book, payFor, tableBody } from '../fixtures/transitions';

// Issue 33 "Table sheet": a date's slots with tables, covers, names, notes and paid state; seat, no-show and
// cancel (with a reason), each audited. Tonight's sittings, as the restaurant marks them on their day (decision 151).
const DATE = TODAY;
/** 7:00 PM in Udaipur: half an hour before the 7:30 PM sitting, within the hour seating opens before it. */
const SEVEN_PM = new Date('2026-11-20T13:30:00Z');
let t: Awaited<ReturnType<typeof seededHotel>>;
let host: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  host = await signedInGuest(t.db, { name: 'Restaurant Host', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  for (const [key, extra] of [
    ['four', { name: 'Asha Verma', note: 'Window table, anniversary' }],
    ['two', { partySize: 2, name: 'Ravi Menon' }],
    ['late', { partySize: 3, time: '20:30', name: 'Kabir Rao' }],
  ] as const) {
    ids[key] = await book(t, guest.headers, await tableBody(t, DATE, extra));
    await payFor(t, guest.headers, ids[key]!);
  }
  ids.held = await book(
    t,
    guest.headers,
    await tableBody(t, DATE, { partySize: 2, time: '13:00', name: 'Held Party' }),
  );
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const sheet = async () =>
  (await t.call('GET', `/api/staff/tables?date=${DATE}`, { headers: host.headers })).json();
const mark = (id: string, arrival: string) =>
  t.call('POST', `/api/staff/bookings/${id}/arrival`, { json: { arrival }, headers: host.headers });
const auditOf = (id: string) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));

describe('the table sheet', () => {
  it("lists the date's twelve slots, each with its parties' tables, covers, names, notes and paid state", async () => {
    const day = await sheet();
    expect(day.slots).toHaveLength(12);
    const half7 = day.slots.find((s: { time: string }) => s.time === '19:30');
    expect(half7.covers).toBe(6);
    expect(half7.parties.map((p: { name: string }) => p.name).sort()).toEqual(['Asha Verma', 'Ravi Menon']);
    const four = half7.parties.find((p: { id: string }) => p.id === ids.four);
    expect(four).toMatchObject({
      partySize: 4,
      note: 'Window table, anniversary',
      paid: true,
      status: 'confirmed',
      standing: 'Expected',
    });
    expect(four.tables).toMatch(/^Tables? \d+/);
    const lunch = day.slots.find((s: { time: string }) => s.time === '13:00');
    expect(lunch.parties).toMatchObject([
      { name: 'Held Party', paid: false, status: 'pending', standing: 'Held, unpaid' },
    ]);
    expect(day.rules.join(' ')).toContain('30 minutes before');
    expect(day.tables.length).toBeGreaterThan(5);
  });

  it('seats a party (completed) and marks another a no-show (kept confirmed), each once and audited', async () => {
    // At noon, hours before the 7:30 PM sitting, a seating is refused in words, nothing changed (decision 151).
    const noon = await mark(ids.four!, 'seat');
    expect(noon.status).toBe(409);
    expect((await noon.json()).message).toBe(
      "Too early to seat this party: its table is at 7:30 PM on 20 Nov 2026. Seating opens at 6:30 PM that day, an hour before the table's time.",
    );
    expect(await auditOf(ids.four!)).toEqual([]);
    t.clock.at = SEVEN_PM;
    expect((await mark(ids.four!, 'seat')).status).toBe(200);
    // Before the sitting, a no-show is refused in words, nothing changed (decision 140).
    const early = await mark(ids.two!, 'no_show');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      "Too early for a no-show: this table's sitting is at 7:30 PM on 20 Nov 2026. A party is a no-show only once its time has passed.",
    );
    expect(await auditOf(ids.two!)).toEqual([]);
    // Twenty minutes after the 19:30 sitting (14:00 UTC), the party that never came is a no-show.
    const late = new Date('2026-11-20T14:20:00Z');
    t.clock.at = late;
    expect((await mark(ids.two!, 'no_show')).status).toBe(200);
    t.clock.at = HOTEL_NOON;
    const [four] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, ids.four!));
    expect(four).toMatchObject({ status: 'completed', seatedAt: SEVEN_PM });
    const [two] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, ids.two!));
    expect(two).toMatchObject({ status: 'confirmed', noShowAt: late });
    expect(await auditOf(ids.four!)).toMatchObject([{ action: 'booking.seat', actorId: host.user.id }]);
    expect(await auditOf(ids.two!)).toMatchObject([{ action: 'booking.no_show', after: { noShow: true } }]);
    const again = await mark(ids.two!, 'seat');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This party was already marked a no-show.');
    expect((await mark(ids.four!, 'no_show')).status).toBe(409);
    expect((await mark(ids.held!, 'seat')).status).toBe(409);
    expect((await mark(ids.late!, 'check_in')).status).toBe(409);
    const day = await sheet();
    const half7 = day.slots.find((s: { time: string }) => s.time === '19:30');
    expect(half7.parties.find((p: { id: string }) => p.id === ids.two)).toMatchObject({
      standing: 'No-show',
    });
    expect(half7.parties.find((p: { id: string }) => p.id === ids.two).noShowAt).not.toBeNull();
    expect(half7.parties.find((p: { id: string }) => p.id === ids.four)).toMatchObject({
      standing: 'Seated',
    });
  });

  it('cancels by the policy within its window, refunding, with the reason audited', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${ids.late}/cancel`, {
      json: { reason: 'Guest phoned: flight delayed' },
      headers: host.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/^DIN-\w+ cancelled\. /);
    const [row] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, ids.late!));
    expect(row!.status).toBe('cancelled');
    const [paid] = await paymentsWithLedger(t.db, eq(payments.bookingId, ids.late!));
    expect(['refund_pending', 'refunded']).toContain(paid!.status);
    expect(await auditOf(ids.late!)).toMatchObject([
      { action: 'booking.cancel', reason: 'Guest phoned: flight delayed', after: { status: 'cancelled' } },
    ]);
  });

  it('refuses a cancellation without a reason, naming the field, changing nothing', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${ids.held}/cancel`, {
      json: {},
      headers: host.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['reason']);
    const [row] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, ids.held!));
    expect(row!.status).toBe('pending');
  });
});

describe('seating on its day, undone by an admin the same day (decision 151)', () => {
  let admin: Awaited<ReturnType<typeof signedInGuest>>;
  const undo = (id: string, by: { headers: Record<string, string> }, reason?: string) =>
    t.call('POST', `/api/staff/bookings/${id}/arrival/undo`, {
      json: reason === undefined ? { arrival: 'seat' } : { arrival: 'seat', reason },
      headers: by.headers,
    });
  const rowOf = async (id: string) =>
    (await t.db.select().from(tableBookings).where(eq(tableBookings.id, id)))[0]!;

  beforeAll(async () => {
    admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
    ids.tomorrow = await book(t, guest.headers, await tableBody(t, '2026-11-21', { name: 'Meera Iyer' }));
    await payFor(t, guest.headers, ids.tomorrow);
  });
  afterAll(() => {
    t.clock.at = HOTEL_NOON;
  });

  it("refuses tomorrow's table today, and today's table tomorrow, in words, changing nothing", async () => {
    t.clock.at = SEVEN_PM;
    const early = await mark(ids.tomorrow!, 'seat');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      "Too early to seat this party: its table is at 7:30 PM on 21 Nov 2026. Seating opens at 6:30 PM that day, an hour before the table's time.",
    );
    // The day after its sitting, a party is too late to seat (a no-show, or changed by an admin).
    t.clock.at = new Date('2026-11-22T13:30:00Z');
    const late = await mark(ids.tomorrow!, 'seat');
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(
      'Too late to seat this party: its table was at 7:30 PM on 21 Nov 2026. Mark it a no-show, or an admin may change the booking.',
    );
    expect(await rowOf(ids.tomorrow!)).toMatchObject({ status: 'confirmed', seatedAt: null });
    expect(await auditOf(ids.tomorrow!)).toEqual([]);
  });

  it('completes a table by its status only as the seating would, seated then', async () => {
    t.clock.at = SEVEN_PM;
    const complete = () =>
      t.call('PUT', `/api/bookings/${ids.tomorrow}/status`, {
        json: { status: 'completed' },
        headers: admin.headers,
      });
    const early = await complete();
    expect(early.status).toBe(409);
    expect((await early.json()).message).toMatch(/^Too early to seat this party/);
    t.clock.at = new Date('2026-11-21T13:30:00Z');
    expect((await complete()).status).toBe(200);
    expect(await rowOf(ids.tomorrow!)).toMatchObject({ status: 'completed', seatedAt: t.clock.at });
  });

  it('undoes a seating for an admin with a reason, the same day: the party expected again, audited', async () => {
    t.clock.at = new Date('2026-11-21T14:00:00Z');
    const plain = await undo(ids.tomorrow!, host, 'Seated the wrong party');
    expect(plain.status).toBe(403);
    const bare = await undo(ids.tomorrow!, admin);
    expect(bare.status).toBe(400);
    expect((await bare.json()).fields).toHaveProperty('reason');
    expect((await rowOf(ids.tomorrow!)).status).toBe('completed');
    const done = await undo(ids.tomorrow!, admin, 'Seated the wrong party');
    expect(done.status).toBe(200);
    expect((await done.json()).message).toBe('Seating undone: the party is expected again.');
    expect(await rowOf(ids.tomorrow!)).toMatchObject({ status: 'confirmed', seatedAt: null });
    expect((await auditOf(ids.tomorrow!)).find((a) => a.action === 'booking.undo_seat')).toMatchObject({
      actorId: admin.user.id,
      reason: 'Seated the wrong party',
      before: { status: 'completed', seated: true },
      after: { status: 'confirmed', seated: false },
    });
    const again = await undo(ids.tomorrow!, admin, 'Again');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This party is not seated: there is nothing to undo.');
  });

  it("refuses to undo yesterday's seating, in words, changing nothing", async () => {
    t.clock.at = new Date('2026-11-21T06:30:00Z');
    const res = await undo(ids.four!, admin, 'Too late');
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'The seating was marked on 20 Nov 2026: a mark can be undone only the same day.',
    );
    expect((await rowOf(ids.four!)).status).toBe('completed');
  });
});
