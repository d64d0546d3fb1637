import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { roomBookings, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// PostgreSQL only (decision 154): a swap defers the no-overlap constraint inside its own transaction. Two desks
// swapping the same two stays at once (in either order) never deadlock and never leave a unit with two stays; and a
// swap racing a move of a third stay into the nights it frees or takes leaves every unit-night held once.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const post = (by: number, path: string, json: unknown) =>
  t.call('POST', `/api/staff/chart/${path}`, { json, headers: desks[by]!.headers });

/** No unit holds two live stays on one night: the invariant the constraint keeps, read straight from the rows. */
async function overlaps(unitIds: string[]) {
  const rows = await t.db.select().from(roomBookings).where(inArray(roomBookings.roomUnitId, unitIds));
  const live = rows.filter((r) => ['pending', 'confirmed', 'completed'].includes(r.status));
  return live.filter((r, i) =>
    live.some(
      (s, j) => j > i && s.roomUnitId === r.roomUnitId && s.checkIn < r.checkOut && r.checkIn < s.checkOut,
    ),
  );
}

describe('swaps at the same moment, on PostgreSQL', () => {
  it('two desks swap the same pair at once, in either order, five rounds: no deadlock, no overlap, each audited', async () => {
    for (let round = 0; round < 5; round++) {
      const listing = await createRoom(t.db, { name: `Race Room ${round}` }, 2);
      const [x, y] = listing.units;
      const [a, b] = await Promise.all(
        [x!, y!].map((unit) =>
          createRoomBooking(t.db, {
            userId: guest.user.id,
            roomId: listing.id,
            roomUnitId: unit.id,
            checkIn: '2026-12-10',
            status: 'confirmed',
          }),
        ),
      );
      const answers = await Promise.all([
        post(0, 'swaps', { stayId: a!.id, otherStayId: b!.id }),
        post(1, 'swaps', { stayId: b!.id, otherStayId: a!.id }),
      ]);
      const statuses = answers.map((r) => r.status);
      expect(statuses, `round ${round}`).toEqual([200, 200]);
      // Two swaps, one after the other: each stay is back in its own room, and two audit rows say so.
      expect((await t.db.select().from(roomBookings).where(eq(roomBookings.id, a!.id)))[0]!.roomUnitId).toBe(
        x!.id,
      );
      expect(await overlaps([x!.id, y!.id])).toEqual([]);
      const audit = await t.db
        .select()
        .from(staffActions)
        .where(inArray(staffActions.targetId, [a!.id, b!.id]));
      expect(audit.filter((r) => r.action === 'booking.room_swap')).toHaveLength(2);
    }
  });

  it('two desks move the same stay at once to two free rooms: both are done in turn, none reads it as gone', async () => {
    for (let round = 0; round < 5; round++) {
      const listing = await createRoom(t.db, { name: `Move Room ${round}` }, 3);
      const [x, y, z] = listing.units;
      const a = await createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: listing.id,
        roomUnitId: x!.id,
        checkIn: '2026-12-12',
        status: 'confirmed',
      });
      const answers = await Promise.all([
        post(0, 'moves', { stayId: a.id, roomUnitId: y!.id }),
        post(1, 'moves', { stayId: a.id, roomUnitId: z!.id }),
      ]);
      // Before decision 154 the second desk's lock, joined on the unit the first had changed, read "That stay does
      // not exist."
      expect(
        answers.map((r) => r.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const now = (await t.db.select().from(roomBookings).where(eq(roomBookings.id, a.id)))[0]!.roomUnitId;
      expect([y!.id, z!.id]).toContain(now);
    }
  });

  it('a swap racing a move into the nights it would take: one of them is refused, no unit-night is held twice', async () => {
    for (let round = 0; round < 5; round++) {
      // X: A for two nights. Y: B for one night, then free. Z: C for the second night, free the first.
      const listing = await createRoom(t.db, { name: `Race Suite ${round}` }, 3);
      const [x, y, z] = listing.units;
      const stay = (unitId: string, checkIn: '2026-12-20' | '2026-12-21', nights: number) =>
        createRoomBooking(t.db, {
          userId: guest.user.id,
          roomId: listing.id,
          roomUnitId: unitId,
          checkIn,
          nights,
          status: 'confirmed',
        });
      const a = await stay(x!.id, '2026-12-20', 2);
      const b = await stay(y!.id, '2026-12-20', 1);
      const c = await stay(z!.id, '2026-12-21', 1);
      // The swap puts A in Y for both nights; the move puts C in Y on the second: both cannot be.
      const [swapped, moved] = await Promise.all([
        post(0, 'swaps', { stayId: a.id, otherStayId: b.id }),
        post(1, 'moves', { stayId: c.id, roomUnitId: y!.id }),
      ]);
      const won = [swapped.status, moved.status].filter((s) => s === 200);
      expect(won, `round ${round}: ${await swapped.text()} / ${await moved.text()}`).toHaveLength(1);
      expect([swapped.status, moved.status]).toContain(409);
      expect(await overlaps([x!.id, y!.id, z!.id])).toEqual([]);
    }
  });
});
