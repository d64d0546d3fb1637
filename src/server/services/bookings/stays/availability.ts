import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Availability } from '../../../../contracts/bookings';
import type { IsoDate } from '../../../../lib/dates';
import { toRupees } from '../../../../lib/money';
import type { RoomType } from '../../../../lib/rooms';
import { stayProblem } from '../../../../lib/stay';
import type { Db, DbOrTx } from '../../../db/client';
import { roomBookings, rooms, roomUnits } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { Clock } from '../kind';

/** Statuses that hold a unit's nights: the same set the no-overlap constraint watches. */
export const LIVE_STATUSES = ['pending', 'confirmed', 'completed'] as const;

/** A physical room free for a whole stay, with its listing's price and capacity. */
export interface FreeUnit {
  id: string;
  roomNumber: string;
  roomId: string;
  roomName: string;
  roomType: RoomType;
  pricePaise: number;
  maxGuests: number;
}

/** Units free for every night of [checkIn, checkOut), cheapest first; optionally of one type or listing. */
export async function freeUnits(
  db: DbOrTx,
  stay: { checkIn: IsoDate; checkOut: IsoDate; roomType?: RoomType; roomId?: string },
): Promise<FreeUnit[]> {
  // Written as the constraint's own daterange overlap, so PostgreSQL can use its GiST index.
  const clash = db
    .select({ one: sql`1` })
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.roomUnitId, roomUnits.id),
        inArray(roomBookings.status, [...LIVE_STATUSES]),
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

/** The spec's availability answer: free units of a type for a stay, cheapest first (release lapsed holds first). */
export async function availableUnits(
  db: Db,
  stay: { checkIn: IsoDate; checkOut: IsoDate; roomType?: RoomType },
  clock: Pick<Clock, 'today'>,
): Promise<Availability> {
  const problem = stayProblem(stay.checkIn, stay.checkOut, clock.today);
  if (problem) throw new AppError('VALIDATION_FAILED', `${problem.field}: ${problem.message}`);
  const units = await freeUnits(db, stay);
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
