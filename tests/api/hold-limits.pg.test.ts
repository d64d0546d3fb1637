import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { roomBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

// PostgreSQL only: one guest fires a burst of bookings at once; the cap on unpaid bookings holds under it.
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
