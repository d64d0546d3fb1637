import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../src/lib/dates';
import type { RoomType } from '../../src/lib/rooms';
import { createRoomBooking } from '../../src/server/db/factories';
import { roomUnits } from '../../src/server/db/schema';
import { roomCalendar } from '../../src/server/services/bookings/stays/calendar';
import { freeUnits } from '../../src/server/services/bookings/stays/plan';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// The process's calendar of the rooms answers availability in memory; the query a booking runs in its
// transaction answers from the database. On a busy calendar, for every question and instant, they agree.
let t: Awaited<ReturnType<typeof seededHotel>>;
const today: IsoDate = '2026-11-20';
const minutes = (n: number) => new Date(HOTEL_NOON.getTime() + n * 60_000);

beforeAll(async () => {
  t = await seededHotel();
  const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
  const units = await t.db.select().from(roomUnits);
  const statuses = ['confirmed', 'pending', 'pending', 'cancelled', 'expired', 'completed'] as const;
  let n = 0;
  for (const unit of units) {
    // Each unit gets a run of stays of one to three nights with gaps, in every status, some holds running
    // for 10 minutes, some for 40, some already lapsed; one stay ended before today.
    let checkIn = addDays(today, -5 + (n % 4));
    for (let k = 0; k < 6; k++, n++) {
      const nights = 1 + (n % 3);
      const status = statuses[n % statuses.length]!;
      const holdMinutes = [10, 40, -5][n % 3]!;
      await createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: unit.roomId,
        roomUnitId: unit.id,
        checkIn,
        nights,
        status,
        holdExpiresAt: status === 'pending' ? minutes(holdMinutes) : null,
      });
      checkIn = addDays(checkIn, nights + (n % 2));
    }
  }
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('the calendar of the rooms', () => {
  it('answers every stay as the booking query does, before and after holds lapse', async () => {
    const types: (RoomType | undefined)[] = [undefined, 'standard', 'deluxe', 'suite'];
    let compared = 0;
    let differentAnswers = 0;
    for (const at of [minutes(0), minutes(20), minutes(60)]) {
      const calendar = await roomCalendar(t.database, at);
      for (let start = 0; start < 16; start++) {
        for (const nights of [1, 2, 4]) {
          for (const roomType of types) {
            const stay = {
              checkIn: addDays(today, start),
              checkOut: addDays(today, start + nights),
              roomType,
            };
            const fromMemory = calendar.freeUnits(stay, at).map((u) => u.roomNumber);
            const fromQuery = (await freeUnits(t.db, stay, at)).map((u) => u.roomNumber);
            expect(fromMemory, JSON.stringify({ stay, at })).toEqual(fromQuery);
            compared++;
            if (fromQuery.length !== (await freeUnits(t.db, stay, minutes(-60))).length) differentAnswers++;
          }
        }
      }
    }
    expect(compared).toBe(3 * 16 * 3 * 4);
    // The calendar is busy enough that lapsing holds change answers (the comparison is not all "free").
    expect(differentAnswers).toBeGreaterThan(0);
  });

  it('is read again after a change commits, and kept while nothing changes', async () => {
    const first = await roomCalendar(t.database, minutes(0));
    expect(await roomCalendar(t.database, minutes(1))).toBe(first);
    const [unit] = await t.db.select().from(roomUnits);
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: unit!.roomId,
      roomUnitId: unit!.id,
      checkIn: addDays(today, 200),
      status: 'confirmed',
    });
    const second = await roomCalendar(t.database, minutes(1));
    expect(second).not.toBe(first);
    expect(
      second.freeUnits({ checkIn: addDays(today, 200), checkOut: addDays(today, 201) }, minutes(1)),
    ).not.toContainEqual(expect.objectContaining({ id: unit!.id }));
    // Asked about an earlier instant than it was read at (a test clock going back), it is read again.
    expect(await roomCalendar(t.database, minutes(-3 * 24 * 60))).not.toBe(second);
  });
});
