import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 34, decision 107): changes of a stay racing each other and other guests' bookings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
const hold = async (who: Guest, roomId: string, checkInDate: string, checkOutDate: string) => {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId, checkInDate, checkOutDate, numGuests: 1 },
    headers: who.headers,
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.id as string;
};
const live = (roomId: string) =>
  t.db
    .select()
    .from(roomBookings)
    .where(and(eq(roomBookings.roomId, roomId), inArray(roomBookings.status, ['pending', 'confirmed'])));

describe('changes on PostgreSQL', () => {
  it('twenty parallel changes of one stay to different nights give one stay, on one of those nights', async () => {
    const room = await createRoom(t.db, { maxGuests: 2 }, 1);
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const id = await hold(guest, room.id, '2027-03-01', '2027-03-02');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const day = String(2 + i).padStart(2, '0');
        return t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: `2027-03-${day}`, checkOutDate: `2027-03-${String(3 + i).padStart(2, '0')}` },
          headers: guest.headers,
        });
      }),
    );
    // One after the other under the guest's lock: each moves the same booking; the last one decided stands.
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await live(room.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(id);
    expect(rows[0]!.nights).toBe(1);
  });

  it('a change to nights another guest is booking at that moment: one of them has them, and the first guest keeps a room', async () => {
    const outcomes = { changed: 0, booked: 0 };
    for (let round = 0; round < 6; round++) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const night = `2027-04-${String(1 + round * 3).padStart(2, '0')}`;
      const next = `2027-04-${String(2 + round * 3).padStart(2, '0')}`;
      const wanted = `2027-04-${String(3 + round * 3).padStart(2, '0')}`;
      const id = await hold(first, room.id, night, next);
      const [changed, booked] = await Promise.all([
        t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: next, checkOutDate: wanted },
          headers: first.headers,
        }),
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: next, checkOutDate: wanted, numGuests: 1 },
          headers: second.headers,
        }),
      ]);
      // Exactly one of them has the night: the change (200) or the new booking (201); the other hears 409.
      const won = [changed.status === 200, booked.status === 201].filter(Boolean);
      expect(won, `round ${round}: ${changed.status} ${booked.status}`).toHaveLength(1);
      expect([changed.status, booked.status]).toContain(409);
      outcomes[changed.status === 200 ? 'changed' : 'booked']++;
      const rows = await live(room.id);
      // The first guest's booking is live either way: moved, or still on its old night.
      const theirs = rows.find((r) => r.id === id)!;
      expect(theirs.checkIn).toBe(changed.status === 200 ? next : night);
      // No two live stays of the unit overlap.
      const [{ overlaps }] = (
        await t.db.execute<{ overlaps: number }>(sql`
          select count(*)::int as overlaps from room_bookings a join room_bookings b
            on a.room_unit_id = b.room_unit_id and a.id < b.id
           and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
           where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`)
      ).rows as [{ overlaps: number }];
      expect(overlaps).toBe(0);
    }
    console.log(`the change won ${outcomes.changed} rounds, the other guest ${outcomes.booked}`);
  });
});
