import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createGuest, createRoom, createRoomBooking } from '../../src/server/db/factories';
import { roomBookings } from '../../src/server/db/schema';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../src/server/errors';
import { openTestDatabase } from '../fixtures/database';

// PostgreSQL only: PGlite runs one statement at a time, so a race cannot happen there.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('twelve guests racing for one room unit on PostgreSQL', () => {
  it('gives the nights to exactly one of them', async () => {
    const db = database.db;
    expect(database.driver).toBe('postgres');
    const room = await createRoom(db, {}, 1);
    const guests = await Promise.all(Array.from({ length: 12 }, () => createGuest(db)));
    const attempts = await Promise.allSettled(
      guests.map((g, i) =>
        createRoomBooking(db, {
          userId: g.id,
          roomId: room.id,
          roomUnitId: room.units[0]!.id,
          checkIn: i % 2 ? '2027-08-10' : '2027-08-11',
          nights: 2,
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    // Each loser is refused by the database: by the no-overlap constraint, or (when two inserts wait on each
    // other) aborted as a deadlock. The booking service retries both; see lostOverlapRace.
    for (const { reason } of refused)
      expect([EXCLUSION_VIOLATION, DEADLOCK_DETECTED]).toContain(sqlState(reason));
    expect(refused).toHaveLength(11);
    const kept = await db.select().from(roomBookings).where(eq(roomBookings.roomUnitId, room.units[0]!.id));
    expect(kept).toHaveLength(1);
  });
});
