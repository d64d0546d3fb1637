import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, roomRateOverrides, roomRateSeasons, roomUnits } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 43, decision 132): the hotel edits its rates while guests book. A booking reads the
// listing's calendar in one statement, so each is priced wholly before or wholly after an edit, never half of it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

describe('a rate edit racing bookings on PostgreSQL', () => {
  it('prices each of twenty bookings of the same nights at one side of the edit', async () => {
    const room = await createRoom(t.db, { name: 'Courtyard Room', pricePaise: 900_000, maxGuests: 2 }, 20);
    await t.db.insert(roomRateSeasons).values({
      roomId: room.id,
      name: 'High season',
      startsOn: '2026-12-01',
      endsOn: '2027-03-01',
      weekdayPricePaise: 1_200_000,
    });
    const units = await t.db.select().from(roomUnits).where(eq(roomUnits.roomId, room.id));
    expect(units).toHaveLength(20);
    const guests = [];
    for (let i = 0; i < 20; i++) guests.push(await signedInGuest(t.db, {}, HOTEL_NOON));

    // The edit: the season's weeknights to ₹13,000 and Tuesday 8 December to ₹16,000, one transaction that
    // pauses between its two statements while the bookings run.
    const edit = t.db.transaction(async (tx) => {
      await tx
        .update(roomRateSeasons)
        .set({ weekdayPricePaise: 1_300_000 })
        .where(eq(roomRateSeasons.roomId, room.id));
      await tx.execute(sql`select pg_sleep(0.3)`);
      await tx
        .insert(roomRateOverrides)
        .values({ roomId: room.id, night: '2026-12-08', pricePaise: 1_600_000, label: 'Gala' });
    });
    const bookings = guests.map(async (guest, i) => {
      await new Promise((r) => setTimeout(r, i * 30));
      // Each guest names a room of their own (the reservation form's payload), so no two race for one unit.
      const res = await t.call('POST', '/api/bookings/create', {
        json: {
          room_id: units[i]!.id,
          check_in_date: '2026-12-07',
          check_out_date: '2026-12-09',
          num_guests: 1,
          num_rooms: 1,
        },
        headers: guest.headers,
      });
      const body = await res.json();
      expect(res.status, body.message).toBe(201);
      return body.booking.id as string;
    });
    const [ids] = await Promise.all([Promise.all(bookings), edit]);

    const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.roomId, room.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const sides = rows.map((r) => r.nightlyPaise.join(' + '));
    for (const side of sides) expect(['1200000 + 1200000', '1300000 + 1600000']).toContain(side);
    const before = sides.filter((s) => s === '1200000 + 1200000').length;
    console.log(
      `twenty bookings racing a rate edit: ${before} before it, ${20 - before} after it, none half`,
    );
    for (const r of rows) expect(r.subtotalPaise).toBe(r.nightlyPaise[0]! + r.nightlyPaise[1]!);
  });
});
