// Taking a room out of service for some nights (issue 33, the staff console's catalogue): repairs, a deep clean, a
// hold for a VIP. The database refuses any stay on a closed night (drizzle/0016), and availability leaves the unit
// out of those nights on every process at once (the closure moves the availability generation).
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '~/lib/bookings';
import { daysBetween, formatHotelDate, type IsoDate } from '~/lib/dates';
import type { Db } from '../db/client';
import { roomBookings, rooms, roomUnitClosures, roomUnits, users } from '../db/schema';
import { AppError, EXCLUSION_VIOLATION, fieldError, sqlState } from '../errors';
import { recordStaffAction } from './audit';
import { stayGuestNameSql, stayReferenceSql } from './bookings/stays/reference';
import { releaseLapsedHolds } from './bookings/sweep';

/** The longest one closure may run, in nights: longer is a change of the hotel's inventory, not a closure. */
export const MAX_CLOSURE_NIGHTS = 366;

/** A closure as the console shows it. */
export interface RoomClosure {
  id: string;
  roomUnitId: string;
  roomNumber: string;
  startsOn: IsoDate;
  /** The first night the room is back in service. */
  endsOn: IsoDate;
  reason: string;
  closedBy: string | null;
  createdAt: string;
}

/** What a closure asks: which unit, its nights [startsOn, endsOn), and why. */
export interface ClosureRequest {
  roomUnitId: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
  reason: string;
}

/** Why a closure cannot be made as asked, before any row is read; null when its dates and reason are fine. */
export function closureProblem(
  request: ClosureRequest,
  today: IsoDate,
): { field: string; message: string } | null {
  if (request.startsOn < today) return { field: 'startsOn', message: 'A room cannot be closed in the past.' };
  if (request.endsOn <= request.startsOn)
    return { field: 'endsOn', message: 'The room must come back into service after the first closed night.' };
  if (daysBetween(request.startsOn, request.endsOn) > MAX_CLOSURE_NIGHTS)
    return { field: 'endsOn', message: `One closure runs at most ${MAX_CLOSURE_NIGHTS} nights.` };
  const reason = request.reason.trim();
  if (reason.length === 0 || reason.length > 200)
    return { field: 'reason', message: 'Say why the room is closed, in at most 200 characters.' };
  return null;
}

const nightsText = (from: IsoDate, to: IsoDate) => `${formatHotelDate(from)} to ${formatHotelDate(to)}`;

/**
 * Takes a unit out of service for the nights asked, unless a stay (paid, or held and not lapsed) has one of them:
 * then it is refused, naming the stays to move first. The unit's row is locked first, as the database's trigger
 * does for a stay, so a stay and a closure racing for one night cannot both be made.
 */
export async function closeUnit(
  db: Db,
  request: ClosureRequest,
  by: { userId: string | null; now: Date; today: IsoDate },
): Promise<RoomClosure> {
  const problem = closureProblem(request, by.today);
  if (problem) throw fieldError(problem.field, problem.message);
  await releaseLapsedHolds(db, by.now);
  const id = await db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ id: roomUnits.id, roomNumber: roomUnits.roomNumber })
      .from(roomUnits)
      .where(eq(roomUnits.id, request.roomUnitId))
      .for('update');
    if (!unit) throw new AppError('NOT_FOUND', 'That room does not exist.');
    const stays = await tx
      .select({
        code: stayReferenceSql,
        guestName: stayGuestNameSql,
        checkIn: roomBookings.checkIn,
        checkOut: roomBookings.checkOut,
      })
      .from(roomBookings)
      .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
      .innerJoin(users, eq(users.id, roomBookings.userId))
      .where(
        and(
          eq(roomBookings.roomUnitId, unit.id),
          inArray(roomBookings.status, [...HOLDING_STATUSES]),
          sql`daterange(${roomBookings.checkIn}, ${roomBookings.checkOut}, '[)') && daterange(${request.startsOn}::date, ${request.endsOn}::date, '[)')`,
        ),
      )
      .orderBy(asc(roomBookings.checkIn));
    if (stays.length > 0) {
      const list = stays
        .map((s) => `${s.code} (${s.guestName}, ${nightsText(s.checkIn, s.checkOut)})`)
        .join(', ');
      throw new AppError(
        'CONFLICT',
        `Room ${unit.roomNumber} has ${stays.length === 1 ? 'a stay' : 'stays'} on those nights: ${list}. Move ${stays.length === 1 ? 'it' : 'them'} to another room first.`,
      );
    }
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(roomUnitClosures)
          .values({
            roomUnitId: unit.id,
            startsOn: request.startsOn,
            endsOn: request.endsOn,
            reason: request.reason.trim(),
            closedBy: by.userId,
            createdAt: by.now,
          })
          .returning({ id: roomUnitClosures.id });
        // The closure and its audit row land together (decision 104).
        await recordStaffAction(
          savepoint,
          { id: by.userId, reason: request.reason.trim() },
          {
            action: 'room.close',
            target: { kind: 'room_unit', id: unit.id },
            after: { room: unit.roomNumber, from: request.startsOn, until: request.endsOn },
          },
          by.now,
        );
        return row!.id;
      });
    } catch (error) {
      if (sqlState(error) === EXCLUSION_VIOLATION) {
        throw new AppError(
          'CONFLICT',
          `Room ${unit.roomNumber} is already out of service on some of those nights.`,
        );
      }
      throw error;
    }
  });
  return (await closuresWhere(db, eq(roomUnitClosures.id, id)))[0]!;
}

/**
 * Puts a unit back in service: the closure is deleted, audited in the same transaction (a closure already gone is
 * a 404). Returns what it was.
 */
export async function reopenUnit(
  db: Db,
  closureId: string,
  by: { userId: string | null; now: Date },
): Promise<RoomClosure> {
  const gone = () => new AppError('NOT_FOUND', 'That closure does not exist (the room may be open already).');
  const [closure] = await closuresWhere(db, eq(roomUnitClosures.id, closureId));
  if (!closure) throw gone();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(roomUnitClosures)
      .where(eq(roomUnitClosures.id, closureId))
      .returning({ id: roomUnitClosures.id });
    if (removed.length === 0) throw gone();
    await recordStaffAction(
      tx,
      { id: by.userId },
      {
        action: 'room.reopen',
        target: { kind: 'room_unit', id: closure.roomUnitId },
        before: { room: closure.roomNumber, from: closure.startsOn, until: closure.endsOn },
      },
      by.now,
    );
  });
  return closure;
}

/** The closures still to end after `today`, by room then date: what the console lists. */
export function closuresFrom(db: Db, today: IsoDate): Promise<RoomClosure[]> {
  return closuresWhere(db, gt(roomUnitClosures.endsOn, today));
}

async function closuresWhere(db: Db, where: SQL): Promise<RoomClosure[]> {
  const rows = await db
    .select({
      c: roomUnitClosures,
      roomNumber: roomUnits.roomNumber,
      closedBy: users.name,
    })
    .from(roomUnitClosures)
    .innerJoin(roomUnits, eq(roomUnits.id, roomUnitClosures.roomUnitId))
    .leftJoin(users, eq(users.id, roomUnitClosures.closedBy))
    .where(where)
    .orderBy(asc(roomUnits.roomNumber), asc(roomUnitClosures.startsOn));
  return rows.map(({ c, roomNumber, closedBy }) => ({
    id: c.id,
    roomUnitId: c.roomUnitId,
    roomNumber,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    reason: c.reason,
    closedBy,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** A room unit as the console's rooms screen lists it: its listing, whether it is in service, its closures. */
export interface UnitOnFloor {
  id: string;
  roomNumber: string;
  floor: number;
  roomId: string;
  roomName: string;
  inService: boolean;
  closures: RoomClosure[];
}

/** Every unit by number, with the closures still to end after `today`. */
export async function unitsWithClosures(db: Db, today: IsoDate): Promise<UnitOnFloor[]> {
  const units = await db
    .select({
      id: roomUnits.id,
      roomNumber: roomUnits.roomNumber,
      floor: roomUnits.floor,
      roomId: rooms.id,
      roomName: rooms.name,
      inService: roomUnits.inService,
    })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .orderBy(asc(roomUnits.roomNumber));
  const closures = await closuresFrom(db, today);
  return units.map((u) => ({ ...u, closures: closures.filter((c) => c.roomUnitId === u.id) }));
}
