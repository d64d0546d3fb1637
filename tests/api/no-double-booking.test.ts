import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  createGuest,
  createHall,
  createHallBooking,
  createRoom,
  createRoomBooking,
} from '../../src/server/db/factories';
import { roomBookings } from '../../src/server/db/schema';
import { EXCLUSION_VIOLATION, sqlState } from '../../src/server/errors';
import { openTestDatabase } from '../fixtures/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return sqlState(error);
  }
}

describe('the database refuses a room unit booked twice for the same night', () => {
  it('refuses an overlapping stay, allows a stay starting on the previous check-out day', async () => {
    const db = database.db;
    const guest = await createGuest(db);
    const other = await createGuest(db);
    const room = await createRoom(db, {}, 1);
    const unit = room.units[0]!;
    const base = { roomId: room.id, roomUnitId: unit.id };

    await createRoomBooking(db, { ...base, userId: guest.id, checkIn: '2027-03-10', nights: 3 });
    const overlap = createRoomBooking(db, { ...base, userId: other.id, checkIn: '2027-03-12', nights: 2 });
    expect(await refusal(overlap)).toBe(EXCLUSION_VIOLATION);

    const back2back = await createRoomBooking(db, {
      ...base,
      userId: other.id,
      checkIn: '2027-03-13',
      nights: 1,
    });
    expect(back2back.checkIn).toBe('2027-03-13');
  });

  it('lets a cancelled or lapsed stay free the unit', async () => {
    const db = database.db;
    const guest = await createGuest(db);
    const room = await createRoom(db, {}, 1);
    const base = { userId: guest.id, roomId: room.id, roomUnitId: room.units[0]!.id, checkIn: '2027-05-01' };

    const first = await createRoomBooking(db, base);
    expect(await refusal(createRoomBooking(db, base))).toBe(EXCLUSION_VIOLATION);

    await db.update(roomBookings).set({ status: 'cancelled' }).where(eq(roomBookings.id, first.id));
    const second = await createRoomBooking(db, base);
    await db.update(roomBookings).set({ status: 'expired' }).where(eq(roomBookings.id, second.id));
    await expect(createRoomBooking(db, base)).resolves.toMatchObject({ status: 'pending' });
  });

  it('lets two different units of the same room type hold the same nights', async () => {
    const db = database.db;
    const guest = await createGuest(db);
    const room = await createRoom(db, {}, 2);
    const stay = { userId: guest.id, roomId: room.id, checkIn: '2027-06-01' };
    await createRoomBooking(db, { ...stay, roomUnitId: room.units[0]!.id });
    await expect(createRoomBooking(db, { ...stay, roomUnitId: room.units[1]!.id })).resolves.toBeTruthy();
  });

  it('refuses check-out on or before check-in', async () => {
    const db = database.db;
    const guest = await createGuest(db);
    const room = await createRoom(db, {}, 1);
    const bad = createRoomBooking(db, {
      userId: guest.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2027-07-01',
      checkOut: '2027-07-01',
    });
    expect(await refusal(bad)).toBe('23514');
  });
});

describe('the database refuses a hall booked twice for overlapping hours', () => {
  it('refuses an overlap, allows the next slot to start when the last ends', async () => {
    const db = database.db;
    const guest = await createGuest(db);
    const hall = await createHall(db);
    const at = (iso: string) => new Date(iso);
    const base = { userId: guest.id, hallId: hall.id, date: '2027-02-14' };

    await createHallBooking(db, {
      ...base,
      startsAt: at('2027-02-14T18:00:00+05:30'),
      endsAt: at('2027-02-14T21:00:00+05:30'),
    });
    const overlap = createHallBooking(db, {
      ...base,
      startsAt: at('2027-02-14T20:00:00+05:30'),
      endsAt: at('2027-02-14T23:00:00+05:30'),
    });
    expect(await refusal(overlap)).toBe(EXCLUSION_VIOLATION);
    await expect(
      createHallBooking(db, {
        ...base,
        startsAt: at('2027-02-14T21:00:00+05:30'),
        endsAt: at('2027-02-14T23:59:00+05:30'),
      }),
    ).resolves.toBeTruthy();
  });
});
