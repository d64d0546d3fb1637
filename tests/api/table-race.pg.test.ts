import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiningTable, createTableBooking } from '../../src/server/db/factories';
import { tableBookings } from '../../src/server/db/schema';
import { demoDiningTables } from '../../src/server/db/seed/dining';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: through the API, thirty guests race for the last free table of a slot at the same moment.
let t: TestApp;
let guests: Awaited<ReturnType<typeof signedInGuest>>[];
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
  for (const table of demoDiningTables) await createDiningTable(t.db, table);
  guests = await Promise.all(Array.from({ length: 30 }, () => signedInGuest(t.db, {}, HOTEL_NOON)));
});
afterAll(() => t.close());

const LIVE = ['pending', 'confirmed', 'completed'] as const;

describe('thirty guests, one last table, on PostgreSQL', () => {
  it('seats exactly one of them; the other 29 hear the time is full, with the open times', async () => {
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    // Every table but table 3 is taken at 19:30 on Christmas Eve, by parties that fill them.
    for (const table of demoDiningTables.filter((d) => d.number !== 3)) {
      await createTableBooking(t.db, {
        userId: other.user.id,
        date: '2026-12-24',
        time: '19:30',
        firstTable: table.number,
        partySize: table.seats,
        status: 'confirmed',
      });
    }
    const answers = await Promise.all(
      guests.map((guest) =>
        t.call('POST', '/api/bookings/create', {
          json: { date: '2026-12-24', time: '19:30', partySize: 2, name: 'Asha Verma', phone: '9812345678' },
          headers: guest.headers,
        }),
      ),
    );
    const bodies = await Promise.all(
      answers.map(async (res) => ({ status: res.status, body: await res.json() })),
    );
    const won = bodies.filter((a) => a.status === 201);
    const refused = bodies.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.booking.table).toBe('Table 3');
    expect(refused).toHaveLength(29);
    for (const { body } of refused) {
      expect(body.code).toBe('TABLE_UNAVAILABLE');
      expect(body.message).toMatch(
        /^No table for 2 guests is free at 7:30 PM on 24 Dec 2026\. Open times that day: /,
      );
    }
    const live = await t.db
      .select()
      .from(tableBookings)
      .where(and(eq(tableBookings.date, '2026-12-24'), inArray(tableBookings.status, [...LIVE])));
    expect(live).toHaveLength(17);
    expect(new Set(live.map((r) => r.firstTable)).size).toBe(17);
  });

  it('gives a joined pair and its single tables to no two parties at once', async () => {
    // Parties of 12 (tables 13+14, 14+15 or 16+17) and of 6 race for one evening's terrace.
    const answers = await Promise.all(
      guests.map((guest, i) =>
        t.call('POST', '/api/bookings/create', {
          json: {
            date: '2026-12-26',
            time: '20:00',
            partySize: i % 2 ? 12 : 6,
            name: 'Asha Verma',
            phone: '9812345678',
          },
          headers: guest.headers,
        }),
      ),
    );
    expect(answers.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    const live = await t.db.select().from(tableBookings).where(eq(tableBookings.date, '2026-12-26'));
    const taken = live.flatMap((r) =>
      r.tableCount === 2 ? [r.firstTable, r.firstTable + 1] : [r.firstTable],
    );
    expect(new Set(taken).size).toBe(taken.length);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(live.length);
  });
});
