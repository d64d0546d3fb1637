import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { roomBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

// PostgreSQL only: one guest fires a burst of bookings at once; the cap on unpaid bookings, and the hourly limit on
// attempts, hold under it.
let t: Awaited<ReturnType<typeof seededHotel>>;
beforeAll(async () => {
  t = await seededHotel();
  expect(t.database.driver).toBe('postgres');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('a burst of bookings by one guest, on PostgreSQL', () => {
  it('holds exactly three of twelve stays asked for at once; the rest hear why', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const { id: roomId } = await demoRoom(t.db, 'heritage-room');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call('POST', '/api/bookings/create', {
          json: {
            roomId,
            checkInDate: addDays(TODAY, 10 + 2 * i),
            checkOutDate: addDays(TODAY, 11 + 2 * i),
            numGuests: 1,
          },
          headers: guest.headers,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    const held = await t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.user.id));
    expect(held).toHaveLength(3);
  });
});

describe('a burst of booking attempts by one guest, on PostgreSQL', () => {
  it('counts exactly 20 of 30 attempts sent at once against the hourly limit, and refuses the other 10', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const { id: roomId } = await demoRoom(t.db, 'heritage-room');
    // A stay in the past is refused (400) after its attempt is counted, so no hold rule comes into it.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', '/api/bookings/create', {
          json: { roomId, checkInDate: addDays(TODAY, -1), checkOutDate: TODAY, numGuests: 1 },
          headers: guest.headers,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(10).fill(429)]);
  });
});
