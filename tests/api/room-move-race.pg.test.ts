import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings, roomUnits, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// PostgreSQL only (decision 144): two desks moving two stays into the last free room for the same nights at the same
// moment: the no-overlap constraint lets one in; the other is told the room was taken, and its stay, its room and the
// audit are as they were. With the hotel allowing moves across room types, the stays come from another type.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel({ ...MANY_HOLDS, HOTEL_MOVE_ACROSS_TYPES: 'true' });
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const stayIn = async (listing: { id: string }, checkIn: string, checkOut: string) => {
  const id = await book(t, guest.headers, {
    room_id: listing.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  await payFor(t, guest.headers, id);
  return id;
};

describe('two desks, the last free room, on PostgreSQL', () => {
  it('both move a stay into it for the same nights at once: one wins, the other is told and keeps its room', async () => {
    const suite = await demoRoom(t.db, 'rani-mahal-suite');
    const deluxe = await demoRoom(t.db, 'deluxe-king-room');
    // The suite's first room is taken those nights; its second is the last free one.
    await stayIn(suite, '2026-12-20', '2026-12-23');
    const [a, b] = [
      await stayIn(deluxe, '2026-12-20', '2026-12-22'),
      await stayIn(deluxe, '2026-12-21', '2026-12-23'),
    ];
    const last = (
      await t.db
        .select()
        .from(roomBookings)
        .where(
          inArray(
            roomBookings.roomUnitId,
            suite.units.map((u) => u.id),
          ),
        )
    ).map((r) => r.roomUnitId);
    const free = suite.units.find((u) => !last.includes(u.id))!;
    const before = await t.db
      .select()
      .from(roomBookings)
      .where(inArray(roomBookings.id, [a, b]));

    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [a, b].map((stayId, i) =>
          t.call('POST', '/api/staff/chart/moves', {
            json: { stayId, roomUnitId: free.id },
            headers: desks[i]!.headers,
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      if (round === 0) {
        expect(statuses.sort()).toEqual([200, 409]);
        const refused = answers.find((r) => r.status === 409)!;
        expect((await refused.json()).message).toMatch(
          new RegExp(
            `^Room ${free.roomNumber} is taken on some of .+ by PAL-[A-Z0-9-]+ \\(Asha Verma\\): PAL-[A-Z0-9-]+ stays in Room 20\\d\\.$`,
          ),
        );
      } else expect(statuses).toEqual([409, 409]);
    }
    const rows = await t.db
      .select()
      .from(roomBookings)
      .where(inArray(roomBookings.id, [a, b]));
    const moved = rows.filter((r) => r.roomUnitId === free.id);
    expect(moved).toHaveLength(1);
    const stayed = rows.find((r) => r.roomUnitId !== free.id)!;
    expect(stayed).toEqual(before.find((r) => r.id === stayed.id));
    // The move kept the stay's listing and price.
    expect(moved[0]).toMatchObject({
      roomId: deluxe.id,
      totalPaise: before.find((r) => r.id === moved[0]!.id)!.totalPaise,
    });
    const audited = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'booking.room_move'));
    expect(audited.map((r) => r.targetId)).toEqual([moved[0]!.id]);
    expect((await t.db.select().from(roomUnits).where(eq(roomUnits.id, free.id)))[0]!.housekeeping).toBe(
      'clean',
    );
  });
});
