import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { roomUnitClosures } from '../../src/server/db/schema';
import { closeUnit, closuresFrom, reopenUnit } from '../../src/server/services/room-closures';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, TODAY } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 33: a room taken out of service for some nights is not offered, cannot be booked by any path (the database
// refuses it last), is refused while a stay holds one of those nights, and comes back when reopened.
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
const by = () => ({ userId: staff.user.id, now: HOTEL_NOON, today: TODAY });

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  staff = await signedInGuest(t.db, { name: 'Front Office', role: 'admin' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Kiran Bose' }, HOTEL_NOON);
});
afterAll(() => t.close());

const freeUnitIds = async (checkIn: string, checkOut: string) => {
  const res = await t.call('POST', '/api/bookings/availability', {
    json: { check_in_date: checkIn, check_out_date: checkOut },
  });
  expect(res.status).toBe(200);
  return (await res.json()).rooms.map((r: { id: string }) => r.id) as string[];
};

describe('a room out of service', () => {
  it('is left out of availability for its nights only, at once, and comes back when reopened', async () => {
    const room = await createRoom(t.db, {}, 2);
    const [closed, open] = room.units;
    expect(await freeUnitIds('2026-12-10', '2026-12-12')).toContain(closed!.id);
    const closure = await closeUnit(
      t.db,
      {
        roomUnitId: closed!.id,
        startsOn: '2026-12-10',
        endsOn: '2026-12-12',
        reason: ' New bathroom tiles ',
      },
      by(),
    );
    expect(closure).toMatchObject({
      roomNumber: closed!.roomNumber,
      startsOn: '2026-12-10',
      endsOn: '2026-12-12',
      reason: 'New bathroom tiles',
      closedBy: 'Front Office',
    });
    for (const [from, to] of [
      ['2026-12-10', '2026-12-12'],
      ['2026-12-11', '2026-12-14'],
      ['2026-12-08', '2026-12-11'],
    ]) {
      const free = await freeUnitIds(from!, to!);
      expect(free, `${from} to ${to}`).not.toContain(closed!.id);
      expect(free).toContain(open!.id);
    }
    // The night before and the night it reopens are free.
    expect(await freeUnitIds('2026-12-09', '2026-12-10')).toContain(closed!.id);
    expect(await freeUnitIds('2026-12-12', '2026-12-13')).toContain(closed!.id);
    expect((await closuresFrom(t.db, TODAY)).map((c) => c.id)).toContain(closure.id);

    await reopenUnit(t.db, closure.id, { userId: staff.user.id, now: HOTEL_NOON });
    expect(await freeUnitIds('2026-12-10', '2026-12-12')).toContain(closed!.id);
    await expect(reopenUnit(t.db, closure.id, { userId: staff.user.id, now: HOTEL_NOON })).rejects.toThrow(
      'That closure does not exist',
    );
  });

  it('cannot be booked through the API: the listing books its other unit, then has none', async () => {
    const room = await createRoom(t.db, {}, 2);
    await closeUnit(
      t.db,
      { roomUnitId: room.units[0]!.id, startsOn: '2026-12-20', endsOn: '2026-12-23', reason: 'Deep clean' },
      by(),
    );
    const book = () =>
      t.call('POST', '/api/bookings/create', {
        json: { roomId: room.id, checkInDate: '2026-12-21', checkOutDate: '2026-12-22', numGuests: 1 },
        headers: guest.headers,
      });
    const first = await book();
    expect(first.status).toBe(201);
    expect((await first.json()).data.room.unitId).toBe(room.units[1]!.id);
    // Asking for the closed unit by its own id gets no room either.
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    const byUnit = await t.call('POST', '/api/bookings/create', {
      json: {
        roomId: room.units[0]!.id,
        checkInDate: '2026-12-21',
        checkOutDate: '2026-12-22',
        numGuests: 1,
      },
      headers: other.headers,
    });
    expect(byUnit.status).toBe(409);
    expect((await byUnit.json()).message).toBe('No rooms available for selected dates.');
  });

  it('is refused by the database itself for a stay written past the services', async () => {
    const room = await createRoom(t.db, {}, 1);
    const unit = room.units[0]!;
    await closeUnit(
      t.db,
      { roomUnitId: unit.id, startsOn: '2027-01-05', endsOn: '2027-01-07', reason: 'Painting' },
      by(),
    );
    await expect(
      createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: room.id,
        roomUnitId: unit.id,
        checkIn: '2027-01-06',
        nights: 3,
        status: 'confirmed',
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    // A stay that ends the night the closure begins is fine: the check-out day is the closure's first night.
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: unit.id,
      checkIn: '2027-01-03',
      nights: 2,
      status: 'confirmed',
    });
  });
});

describe('closing a room is refused, changing nothing', () => {
  it('while a stay holds one of the nights, naming the stay to move', async () => {
    const room = await createRoom(t.db, {}, 1);
    const unit = room.units[0]!;
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: unit.id,
      checkIn: '2026-12-15',
      nights: 2,
      status: 'confirmed',
    });
    await expect(
      closeUnit(
        t.db,
        { roomUnitId: unit.id, startsOn: '2026-12-16', endsOn: '2026-12-20', reason: 'Repairs' },
        by(),
      ),
    ).rejects.toThrow(
      `Room ${unit.roomNumber} has a stay on those nights: ${stay.bookingCode} (${guest.user.name}, 15 Dec 2026 to 17 Dec 2026). Move it to another room first.`,
    );
    const rows = await t.db.select().from(roomUnitClosures).where(eq(roomUnitClosures.roomUnitId, unit.id));
    expect(rows).toEqual([]);
  });

  it('for the past, backwards dates, too many nights, no reason, an unknown room, or nights already closed', async () => {
    const room = await createRoom(t.db, {}, 1);
    const unit = room.units[0]!;
    const ask = (startsOn: string, endsOn: string, reason = 'Repairs', roomUnitId = unit.id) =>
      closeUnit(t.db, { roomUnitId, startsOn, endsOn, reason }, by());
    const [{ n: before }] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from room_unit_closures`)
    ).rows as [{ n: number }];
    await expect(ask('2026-11-19', '2026-11-22')).rejects.toThrow('A room cannot be closed in the past.');
    await expect(ask('2026-12-05', '2026-12-05')).rejects.toThrow(
      'The room must come back into service after the first closed night.',
    );
    await expect(ask('2026-12-05', '2027-12-07')).rejects.toThrow('One closure runs at most 366 nights.');
    await expect(ask('2026-12-05', '2026-12-07', '   ')).rejects.toThrow('Say why the room is closed');
    await expect(ask('2026-12-05', '2026-12-07', 'Repairs', crypto.randomUUID())).rejects.toThrow(
      'That room does not exist.',
    );
    const [{ n: after }] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from room_unit_closures`)
    ).rows as [{ n: number }];
    expect(after).toBe(before);
    await ask('2026-12-05', '2026-12-08');
    await expect(ask('2026-12-07', '2026-12-09')).rejects.toThrow(
      `Room ${unit.roomNumber} is already out of service on some of those nights.`,
    );
  });
});
