import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import {
  notifications,
  roomBookings,
  roomUnitClosures,
  roomUnits,
  staffActions,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

// Decision 154 (issue 44, the rooms chart): two stays swap rooms even when no third room is free, each keeping its
// nights and price, in one transaction; a swap that would overlap a third stay, a closure or another type is refused
// in words with nothing changed; the guests in house leave their rooms to be cleaned; audited.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const swap = (stayId: string, otherStayId: string) =>
  t.call('POST', '/api/staff/chart/swaps', { json: { stayId, otherStayId }, headers: desk.headers });
const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const refused = async (res: Response, status: number, message: string | RegExp) => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.message).toMatch(message);
};

/** A listing of two rooms, both taken: there is no free room to move through. */
async function fullListing(nights: [number, number] = [2, 2], checkIn = '2026-12-05' as const) {
  const listing = await createRoom(t.db, { name: `Garden Room ${Math.random()}` }, 2);
  const [x, y] = listing.units;
  const stayOn = (unitId: string, n: number, pricePerNightPaise: number) =>
    createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: listing.id,
      roomUnitId: unitId,
      checkIn,
      nights: n,
      pricePerNightPaise,
      status: 'confirmed',
    });
  const a = await stayOn(x!.id, nights[0], 1_100_000);
  const b = await stayOn(y!.id, nights[1], 900_000);
  return { listing, x: x!, y: y!, a, b };
}

describe('a swap of two stays', () => {
  it('swaps their rooms with no room free, each keeping its nights and price, audited, in one sentence', async () => {
    const { x, y, a, b } = await fullListing();
    const res = await swap(a.id, b.id);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toMatch(
      new RegExp(
        `^Swapped rooms: Asha Verma \\(${a.bookingCode}, 5 Dec 2026 to 7 Dec 2026\\) from Room ${x.roomNumber} to Room ${y.roomNumber}, and Asha Verma \\(${b.bookingCode}, .+\\) from Room ${y.roomNumber} to Room ${x.roomNumber}; each price stays as booked\\.$`,
      ),
    );
    expect(await rowOf(a.id)).toMatchObject({
      roomUnitId: y.id,
      totalPaise: a.totalPaise,
      checkIn: a.checkIn,
    });
    expect(await rowOf(b.id)).toMatchObject({
      roomUnitId: x.id,
      totalPaise: b.totalPaise,
      checkOut: b.checkOut,
    });
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'booking.room_swap'), eq(staffActions.targetId, a.id)));
    expect(audit).toMatchObject([
      {
        actorId: desk.user.id,
        before: { room: x.roomNumber, otherRoom: y.roomNumber, otherStayId: b.id },
        after: { room: y.roomNumber, otherRoom: x.roomNumber },
      },
    ]);
    // Each guest is told their new room through the outbox (decision 151).
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'room_moved'), eq(notifications.channel, 'sms')));
    expect(told.map((n) => n.detail?.roomMove).sort((p, q) => p!.from.localeCompare(q!.from))).toEqual(
      [
        { from: x.roomNumber, to: y.roomNumber },
        { from: y.roomNumber, to: x.roomNumber },
      ].sort((p, q) => p.from.localeCompare(q.from)),
    );
    // And back again: the constraint is checked at the end of every statement again after a swap.
    expect((await swap(b.id, a.id)).status).toBe(200);
    expect((await rowOf(a.id)).roomUnitId).toBe(x.id);
  });

  it('refuses a swap that would overlap a third stay, naming it, and changes nothing', async () => {
    // A has two nights in X; B one night in Y, then C the next night in Y: A cannot go to Y.
    const { listing, x, y, a, b } = await fullListing([2, 1]);
    const c = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: listing.id,
      roomUnitId: y.id,
      checkIn: '2026-12-06',
      nights: 1,
      status: 'confirmed',
    });
    await refused(
      await swap(a.id, b.id),
      409,
      `Room ${y.roomNumber} is taken on some of 5 Dec 2026 to 7 Dec 2026 by ${c.bookingCode} (Asha Verma): nothing was changed.`,
    );
    expect((await rowOf(a.id)).roomUnitId).toBe(x.id);
    expect((await rowOf(b.id)).roomUnitId).toBe(y.id);
    // The constraint holds as before for every other path: a third stay on A's nights in X is refused.
    await expect(
      createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: listing.id,
        roomUnitId: x.id,
        checkIn: '2026-12-06',
        nights: 1,
        status: 'confirmed',
      }),
    ).rejects.toThrow();
  });

  it('refuses a closed night, another type, a stay that left, and a stay with itself, in words', async () => {
    const closed = await fullListing([2, 1]);
    await t.db
      .insert(roomUnitClosures)
      .values({ roomUnitId: closed.y.id, startsOn: '2026-12-06', endsOn: '2026-12-07', reason: 'Painting' });
    await refused(await swap(closed.a.id, closed.b.id), 409, /is out of service on some of the nights/);
    expect((await rowOf(closed.a.id)).roomUnitId).toBe(closed.x.id);

    const other = await fullListing();
    await refused(
      await swap(other.a.id, closed.b.id),
      409,
      /the hotel swaps stays only between rooms of the type each was booked as\.$/,
    );
    await t.db
      .update(roomBookings)
      .set({ status: 'completed', checkedOutAt: HOTEL_NOON })
      .where(eq(roomBookings.id, other.b.id));
    await refused(await swap(other.a.id, other.b.id), 409, /has checked out: the stay stays where it was\.$/);
    await refused(await swap(other.a.id, other.a.id), 400, 'Choose another stay to swap rooms with.');
  });

  it('leaves the room of a guest in house to be cleaned', async () => {
    const listing = await createRoom(t.db, { name: 'Lake Room' }, 2);
    const [x, y] = listing.units;
    const stayOn = (unitId: string, checkedInAt: Date | null) =>
      createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: listing.id,
        roomUnitId: unitId,
        checkIn: TODAY,
        status: 'confirmed',
        checkedInAt,
      });
    const a = await stayOn(x!.id, HOTEL_NOON);
    const b = await stayOn(y!.id, null);
    await t.db.update(roomUnits).set({ housekeeping: 'inspected' }).where(eq(roomUnits.id, y!.id));
    expect((await swap(a.id, b.id)).status).toBe(200);
    const unit = async (id: string) => (await t.db.select().from(roomUnits).where(eq(roomUnits.id, id)))[0]!;
    expect((await unit(x!.id)).housekeeping).toBe('dirty');
    // B had not arrived: the room A moves into keeps its condition.
    expect((await unit(y!.id)).housekeeping).toBe('inspected');
  });
});
