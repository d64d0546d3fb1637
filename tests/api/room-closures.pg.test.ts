import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, roomUnitClosures } from '../../src/server/db/schema';
import { closeUnit } from '../../src/server/services/room-closures';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, TODAY } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: a closure and guests' bookings racing for the same nights of a one-unit room. Whichever commits
// first wins; the room never ends up both closed and booked on a night.
let t: TestApp;
let guests: Awaited<ReturnType<typeof signedInGuest>>[];
let staff: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  // The same twenty guests race every round: the one who wins often must not meet the cap on unpaid holds.
  t = await createTestApp(MANY_HOLDS, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
  staff = await signedInGuest(t.db, { name: 'Housekeeping', role: 'admin' }, HOTEL_NOON);
  guests = await Promise.all(Array.from({ length: 20 }, () => signedInGuest(t.db, {}, HOTEL_NOON)));
});
afterAll(() => t.close());

describe('a closure racing twenty bookings for one room', () => {
  it('leaves the room either closed or booked on each night, never both', async () => {
    const outcomes = { closed: 0, booked: 0 };
    // The closure starts a little later each round, so the bookings win some rounds and the closure others.
    const nights = ['2027-02-01', '2027-02-03', '2027-02-05', '2027-02-07', '2027-02-09', '2027-02-11'];
    for (const [round, night] of nights.entries()) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const unit = room.units[0]!;
      const next = addDays(night, 1);
      const bookings = guests.map((g) =>
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: night, checkOutDate: next, numGuests: 1 },
          headers: g.headers,
        }),
      );
      const closing = new Promise((wait) => setTimeout(wait, round * 25))
        .then(() =>
          closeUnit(
            t.db,
            { roomUnitId: unit.id, startsOn: night, endsOn: next, reason: 'Race test' },
            { userId: staff.user.id, now: HOTEL_NOON, today: TODAY },
          ),
        )
        .then(
          () => 'closed' as const,
          (error: Error) => error.message,
        );
      const [closed, ...answers] = await Promise.all([closing, ...bookings]);
      const statuses = answers.map((res) => res.status);
      const held = await t.db
        .select()
        .from(roomBookings)
        .where(
          and(eq(roomBookings.roomUnitId, unit.id), inArray(roomBookings.status, ['pending', 'confirmed'])),
        );
      const closures = await t.db
        .select()
        .from(roomUnitClosures)
        .where(eq(roomUnitClosures.roomUnitId, unit.id));
      expect(held.length + closures.length, `night ${night}`).toBe(1);
      if (closed === 'closed') {
        outcomes.closed++;
        expect(statuses.every((s) => s === 409)).toBe(true);
      } else {
        outcomes.booked++;
        expect(closed).toContain('has a stay on those nights');
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      }
    }
    console.log(`closure won ${outcomes.closed} rounds, a booking ${outcomes.booked}`);
    // Either side can win a round; the point is that no round has two winners.
    expect(outcomes.closed + outcomes.booked).toBe(nights.length);
  });
});
