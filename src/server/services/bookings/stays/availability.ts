import { and, asc, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Availability } from '../../../../contracts/bookings';
import type { IsoDate } from '../../../../lib/dates';
import { toRupees } from '../../../../lib/money';
import type { RoomType } from '../../../../lib/rooms';
import { stayProblem } from '../../../../lib/stay';
import type { Database, DbOrTx } from '../../../db/client';
import { roomBookings, rooms, roomUnits } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { Clock } from '../kind';
import { type FreeUnit, roomCalendar, type StayQuestion } from './calendar';

/**
 * Whether a booking row holds its unit at `now`: paid or stayed, or unpaid with its hold still running. A lapsed
 * hold the sweep has not yet marked expired frees the unit here without a write; booking it first marks the
 * lapsed row expired (services/bookings/booking.ts), since the no-overlap constraint still counts it.
 */
const holdsItsUnit = (now: Date) =>
  or(
    inArray(roomBookings.status, ['confirmed', 'completed']),
    and(
      eq(roomBookings.status, 'pending'),
      or(isNull(roomBookings.holdExpiresAt), gt(roomBookings.holdExpiresAt, now)),
    ),
  );

export type { FreeUnit, StayQuestion } from './calendar';

/** Units free for every night of [checkIn, checkOut) at `now`, cheapest first; optionally of one type or listing. */
export async function freeUnits(db: DbOrTx, stay: StayQuestion, now: Date): Promise<FreeUnit[]> {
  // Written as the constraint's own daterange overlap, so PostgreSQL can use its GiST index.
  const clash = db
    .select({ one: sql`1` })
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.roomUnitId, roomUnits.id),
        holdsItsUnit(now),
        sql`daterange(${roomBookings.checkIn}, ${roomBookings.checkOut}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    );
  return db
    .select({
      id: roomUnits.id,
      roomNumber: roomUnits.roomNumber,
      roomId: rooms.id,
      roomName: rooms.name,
      roomType: rooms.roomType,
      pricePaise: rooms.pricePaise,
      maxGuests: rooms.maxGuests,
    })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(
      and(
        eq(rooms.active, true),
        eq(roomUnits.inService, true),
        stay.roomType ? eq(rooms.roomType, stay.roomType) : undefined,
        stay.roomId ? eq(rooms.id, stay.roomId) : undefined,
        notExists(clash),
      ),
    )
    .orderBy(asc(rooms.pricePaise), asc(roomUnits.roomNumber));
}

/**
 * Free units for a stay as a read: no write, worked out from the process's calendar of the rooms, which is
 * read again when a booking, hold or catalogue change commits anywhere (calendar.ts). Callers must not change
 * what they are given.
 */
export async function freeUnitsNow(
  database: Database,
  stay: StayQuestion,
  now: Date,
): Promise<readonly FreeUnit[]> {
  return (await roomCalendar(database, now)).freeUnits(stay, now);
}

/** The spec's availability answer: free units of a type for a stay, cheapest first. */
export async function availableUnits(
  database: Database,
  stay: { checkIn: IsoDate; checkOut: IsoDate; roomType?: RoomType },
  clock: Pick<Clock, 'today' | 'now'>,
): Promise<Availability> {
  const problem = stayProblem(stay.checkIn, stay.checkOut, clock.today);
  if (problem) throw new AppError('VALIDATION_FAILED', `${problem.field}: ${problem.message}`);
  const units = await freeUnitsNow(database, stay, clock.now);
  const rooms = units.map((u) => ({
    id: u.id,
    roomNumber: u.roomNumber,
    type: u.roomType,
    price: toRupees(u.pricePaise),
    pricePaise: u.pricePaise,
    roomId: u.roomId,
    name: u.roomName,
    maxGuests: u.maxGuests,
  }));
  return { available: rooms.length > 0, rooms };
}
