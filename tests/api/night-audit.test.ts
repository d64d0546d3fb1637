import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingTaxLines,
  nightAudits,
  roomBookings,
  rooms,
  roomUnits,
  staffActions,
  tableBookings,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor, tableBody } from '../fixtures/transitions';

// Decision 148 (issue 44, "Night audit and reports"): the desk closes a day once it has ended, in order and once;
// closing marks the day's no-shows and freezes its figures, which the reports then read as they were closed. The
// dashboard counts today. Two closes at once: tests/api/night-audit.pg.test.ts.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
/** A paid two-night stay arriving today that never comes. */
let neverCame: string;
/** A paid one-night stay arriving today that checks in. */
let came: string;
/** A paid table tonight never seated. */
let table: string;

const bookStay = async (checkIn: string, checkOut: string) => {
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  const id = await book(t, guest.headers, {
    room_id: deluxe!.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  await payFor(t, guest.headers, id);
  return id;
};

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Night Auditor', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Revenue Manager', role: 'admin' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  neverCame = await bookStay(TODAY, '2026-11-22');
  came = await bookStay(TODAY, '2026-11-21');
  table = await book(t, guest.headers, await tableBody(t, TODAY));
  await payFor(t, guest.headers, table);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const state = async () => {
  const res = await t.call('GET', '/api/staff/night-audit', { headers: desk.headers });
  expect(res.status).toBe(200);
  return res.json();
};
const close = (date: unknown, by = desk) =>
  t.call('POST', '/api/staff/night-audit', { json: { date }, headers: by.headers });
const refused = async (res: Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect((await res.json()).message).toBe(message);
};
const dashboard = async () => {
  const res = await t.call('GET', '/api/staff/dashboard', { headers: desk.headers });
  expect(res.status).toBe(200);
  return res.json();
};
const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const roomsInService = async () =>
  (await t.db.select({ id: roomUnits.id }).from(roomUnits).where(eq(roomUnits.inService, true))).length;
/** What a stay's first night was charged before GST (its GST line after its share of any discount). */
const firstNight = async (id: string) =>
  (
    await t.db
      .select()
      .from(bookingTaxLines)
      .where(and(eq(bookingTaxLines.bookingId, id), eq(bookingTaxLines.position, 1)))
  )[0]!.taxablePaise;

describe('the night audit, on its day', () => {
  it('today: the dashboard counts the arrivals, and the first audit offers yesterday, with nothing to mark', async () => {
    expect(
      (
        await t.call('POST', `/api/staff/bookings/${came}/arrival`, {
          json: { arrival: 'check_in' },
          headers: desk.headers,
        })
      ).status,
    ).toBe(200);
    const counts = await dashboard();
    expect(counts).toMatchObject({
      date: TODAY,
      arrivals: { expected: 2, arrived: 1 },
      inHouse: 1,
      tables: { parties: 1, covers: 4, seated: 0 },
      formCsDue: 0,
      nightAuditDue: '2026-11-19',
    });
    expect(counts.tonight.roomsSold).toBe(2);
    expect(counts.tonight.roomsAvailable).toBe(await roomsInService());
    expect(await state()).toMatchObject({ today: TODAY, lastClosed: null, next: '2026-11-19', noShows: [] });
  });

  it('refuses a day that has not ended, and a date that is not one', async () => {
    await refused(
      await close(TODAY),
      409,
      '20 Nov 2026 has not ended yet: the night audit closes a day once it is over.',
    );
    expect((await close('2026-11-31')).status).toBe(400);
    expect(await t.db.select().from(nightAudits)).toEqual([]);
  });

  it("the next morning: lists today's no-shows, closes the day, marks them and freezes its figures", async () => {
    t.clock.at = new Date('2026-11-21T00:30:00Z'); // 06:00 in Udaipur
    // The first audit of all may close any ended day: the 20th, skipping the 19th.
    const before = await state();
    expect(before.next).toBe('2026-11-20');
    expect(before.noShows.map((n: { kind: string; place: string }) => n.kind)).toEqual(['room', 'table']);
    expect(before.noShows[0].guestName).toBe('Asha Verma');
    expect(before.preview.roomsSold).toBe(2);

    const res = await close('2026-11-20');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('20 Nov 2026 closed: 2 no-shows marked, figures frozen.');
    expect((await rowOf(neverCame)).noShowAt).not.toBeNull();
    expect((await rowOf(came)).noShowAt).toBeNull();
    const [party] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, table));
    expect(party!.noShowAt).not.toBeNull();

    const nightSold = await firstNight(came);
    const available = await roomsInService();
    expect(body.figures).toMatchObject({
      roomsAvailable: available,
      roomsSold: 1,
      arrivals: 2,
      noShows: 1,
      roomRevenuePaise: nightSold,
      adrPaise: nightSold,
      revparPaise: Math.round(nightSold / available),
      occupancyBp: Math.round(10_000 / available),
    });
    // The no-show kept what it paid for both nights: counted on its arrival day, not as rooms sold.
    const kept =
      (await firstNight(neverCame)) +
      (
        await t.db
          .select()
          .from(bookingTaxLines)
          .where(and(eq(bookingTaxLines.bookingId, neverCame), eq(bookingTaxLines.position, 2)))
      )[0]!.taxablePaise;
    expect(body.figures.revenue.no_shows).toBe(kept);
    expect(body.figures.revenue.rooms).toBe(nightSold);
    expect(body.figures.revenue.dining).toBeGreaterThan(0);
    expect(body.figures.plans).toEqual([{ plan: 'Room only (EP)', roomNights: 1, revenuePaise: nightSold }]);

    const audited = await t.db.select().from(staffActions).where(eq(staffActions.targetId, '2026-11-20'));
    expect(audited).toMatchObject([{ action: 'night_audit.close', actorId: desk.user.id }]);
    const noShows = await t.db.select().from(staffActions).where(eq(staffActions.action, 'booking.no_show'));
    expect(noShows.map((a) => a.targetId).sort()).toEqual([neverCame, table].sort());
  });

  it('closes each day once, in order, and never one not yet over', async () => {
    await refused(await close('2026-11-20'), 409, '20 Nov 2026 is already closed (by Night Auditor).');
    await refused(
      await close('2026-11-19'),
      409,
      '19 Nov 2026 cannot be closed: the night audit has closed the days up to 20 Nov 2026.',
    );
    await refused(
      await close('2026-11-21'),
      409,
      '21 Nov 2026 has not ended yet: the night audit closes a day once it is over.',
    );
    t.clock.at = new Date('2026-11-23T00:30:00Z');
    await refused(
      await close('2026-11-22'),
      409,
      'Close 21 Nov 2026 first: the night audit closes the days in order.',
    );
    expect((await state()).next).toBe('2026-11-21');
    expect((await close('2026-11-21')).status).toBe(200);
    expect((await state()).next).toBe('2026-11-22');
  });

  it('a closed day cannot be changed in the database either', async () => {
    await expect(
      t.db.execute(sql`update night_audits set figures = '{}' where business_date = '2026-11-20'`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from night_audits`)).rejects.toThrow();
    expect(await t.db.select().from(nightAudits)).toHaveLength(2);
  });
});

describe('the reports read a closed day as it was closed', () => {
  it('the month by day: the 20th frozen (who, when) even after its no-show is undone, the 22nd live', async () => {
    // An admin takes back the no-show the morning it was marked (decision 140): the live figures change...
    t.clock.at = new Date('2026-11-21T02:00:00Z');
    const undo = await t.call('POST', `/api/staff/bookings/${neverCame}/arrival/undo`, {
      json: { arrival: 'no_show', reason: 'Arrived late at night' },
      headers: admin.headers,
    });
    expect(undo.status).toBe(200);
    t.clock.at = new Date('2026-11-23T00:30:00Z');
    const res = await t.call('GET', '/api/staff/reports/days?month=2026-11', { headers: admin.headers });
    expect(res.status).toBe(200);
    const month = await res.json();
    expect(month.days).toHaveLength(30);
    const day = (date: string) => month.days.find((d: { date: string }) => d.date === date);
    // ...the closed day does not.
    expect(day('2026-11-20')).toMatchObject({ roomsSold: 1, noShows: 1, closed: { by: 'Night Auditor' } });
    expect(day('2026-11-21')).toMatchObject({ roomsSold: 0, closed: { by: 'Night Auditor' } });
    expect(day('2026-11-22').closed).toBeNull();
    expect(month.total.roomsSold).toBe(
      month.days.reduce((s: number, d: { roomsSold: number }) => s + d.roomsSold, 0),
    );
    expect(month.total.roomRevenuePaise).toBe(
      month.days.reduce((s: number, d: { roomRevenuePaise: number }) => s + d.roomRevenuePaise, 0),
    );
    expect(month.revenueKinds.map((k: { label: string }) => k.label)).toContain('No-shows (kept)');
  });

  it('the year by month adds up to the month', async () => {
    const [month, year] = await Promise.all([
      t
        .call('GET', '/api/staff/reports/days?month=2026-11', { headers: admin.headers })
        .then((r) => r.json()),
      t.call('GET', '/api/staff/reports/months?year=2026', { headers: admin.headers }).then((r) => r.json()),
    ]);
    expect(year.months).toHaveLength(12);
    const november = year.months[10];
    expect(november).toMatchObject({ month: '2026-11', daysClosed: 2, roomsSold: month.total.roomsSold });
    expect(november.revenue).toEqual(month.total.revenue);
    expect(year.total.roomsAvailable).toBe(
      year.months.reduce((s: number, m: { roomsAvailable: number }) => s + m.roomsAvailable, 0),
    );
  });

  it('revenue reports are for admins; a guest reaches nothing', async () => {
    await refused(
      await t.call('GET', '/api/staff/reports/days?month=2026-11', { headers: desk.headers }),
      403,
      'Only an admin can do that.',
    );
    expect(
      (await t.call('GET', '/api/staff/reports/days?month=2026-13', { headers: admin.headers })).status,
    ).toBe(400);
    for (const path of ['/api/staff/night-audit', '/api/staff/dashboard'])
      expect((await t.call('GET', path, { headers: guest.headers })).status).toBe(403);
    expect((await close('2026-11-22', guest)).status).toBe(403);
  });
});
