import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, roomUnits, stayPackages } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 43, decision 150): an admin changes a package's price while guests book it. A booking reads
// the package's row once, in its own transaction, so each is priced wholly at the old price or wholly at the new one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

describe('a package price edit racing bookings on PostgreSQL', () => {
  it('prices each of twenty bookings of the package at one side of the edit', async () => {
    const room = await createRoom(
      t.db,
      { name: 'Garden Suite', roomType: 'suite', pricePaise: 3_000_000, maxGuests: 2 },
      20,
    );
    const units = await t.db.select().from(roomUnits).where(eq(roomUnits.roomId, room.id));
    expect(units).toHaveLength(20);
    const guests = [];
    for (let i = 0; i < 20; i++) guests.push(await signedInGuest(t.db, {}, HOTEL_NOON));

    // The edit: the honeymoon from ₹19,600 to ₹21,000 a night, in a transaction held open while the bookings run.
    const edit = t.db.transaction(async (tx) => {
      await tx
        .update(stayPackages)
        .set({ pricePerNightPaise: 2_100_000 })
        .where(eq(stayPackages.id, 'royal-honeymoon'));
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    const bookings = guests.map(async (guest, i) => {
      await new Promise((r) => setTimeout(r, i * 30));
      const res = await t.call('POST', '/api/bookings/create', {
        json: {
          room_id: units[i]!.id,
          check_in_date: '2026-12-07',
          check_out_date: '2026-12-09',
          num_guests: 2,
          num_rooms: 1,
          package_id: 'royal-honeymoon',
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
    for (const side of sides) expect(['1960000 + 1960000', '2100000 + 2100000']).toContain(side);
    const before = sides.filter((s) => s === '1960000 + 1960000').length;
    console.log(`twenty package bookings racing a price edit: ${before} before it, ${20 - before} after it`);
    for (const r of rows) expect(r.taxablePaise).toBe(r.nightlyPaise[0]! + r.nightlyPaise[1]!);
  });
});
