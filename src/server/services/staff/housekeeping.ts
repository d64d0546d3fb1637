// Housekeeping (issue 44, decision 144): each unit clean, dirty or inspected, and out of order while a closure covers
// today. Housekeepers, staff and admins mark it; every change is audited. "Out of order" is a closure from today
// (services/room-closures.ts), so the room cannot be sold while it lasts.
import { and, asc, eq, gt, gte, isNull, lte, ne } from 'drizzle-orm';
import type { HousekeepingUnit } from '~/contracts/staff-rooms';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { type HousekeepingStatus, housekeepingRefusal, ROOM_CONDITION_WORDS } from '~/lib/housekeeping';
import { formatHotelInstant } from '~/lib/instant-words';
import type { Db, DbOrTx } from '../../db/client';
import { roomBookings, rooms, roomUnitClosures, roomUnits } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordStaffAction } from '../audit';
import { holdsAt } from '../bookings/ref';
import { closeUnit } from '../room-closures';
import { conditionOn } from './rooms-chart';

/** The hotel's clock and who acts. */
export interface HousekeepingClock {
  now: Date;
  today: IsoDate;
  timeZone: string;
  userId: string | null;
}

/** Whether anyone sleeps in a unit tonight, arrives or leaves today. */
function occupancyOf(
  today: IsoDate,
  stays: readonly { checkIn: string; checkOut: string }[],
): HousekeepingUnit['occupancy'] {
  const leaves = stays.some((s) => s.checkOut === today);
  const arrives = stays.some((s) => s.checkIn === today);
  if (leaves && arrives) return 'turnover';
  if (leaves) return 'departing';
  if (arrives) return 'arriving';
  return stays.some((s) => s.checkIn < today && s.checkOut > today) ? 'occupied' : 'vacant';
}

/** Every unit by number as housekeeping reads it today (no guest's name: housekeeping needs the room only). */
export async function housekeepingBoard(
  db: DbOrTx,
  clock: Omit<HousekeepingClock, 'userId'>,
  only?: string,
): Promise<HousekeepingUnit[]> {
  const units = await db
    .select({ unit: roomUnits, listing: rooms.name })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(only ? eq(roomUnits.id, only) : undefined)
    .orderBy(asc(roomUnits.roomNumber));
  const closures = await db
    .select()
    .from(roomUnitClosures)
    .where(and(lte(roomUnitClosures.startsOn, clock.today), gt(roomUnitClosures.endsOn, clock.today)));
  const stays = await db
    .select({
      unitId: roomBookings.roomUnitId,
      checkIn: roomBookings.checkIn,
      checkOut: roomBookings.checkOut,
    })
    .from(roomBookings)
    .where(
      and(
        holdsAt(roomBookings, clock.now),
        // A room its guest has left (or never came to) holds nobody.
        ne(roomBookings.status, 'completed'),
        isNull(roomBookings.checkedOutAt),
        isNull(roomBookings.noShowAt),
        lte(roomBookings.checkIn, clock.today),
        gte(roomBookings.checkOut, clock.today),
      ),
    );
  return units.map(({ unit, listing }) => {
    const closure = closures.find((c) => c.roomUnitId === unit.id);
    return {
      id: unit.id,
      roomNumber: unit.roomNumber,
      floor: unit.floor,
      listing,
      housekeeping: unit.housekeeping,
      condition: conditionOn(clock.today, unit.housekeeping, closure ? [closure] : []),
      changedAt: unit.housekeepingAt ? formatHotelInstant(unit.housekeepingAt, clock.timeZone) : null,
      occupancy: occupancyOf(
        clock.today,
        stays.filter((s) => s.unitId === unit.id),
      ),
      closure: closure
        ? { id: closure.id, startsOn: closure.startsOn, endsOn: closure.endsOn, reason: closure.reason }
        : null,
    };
  });
}

async function unitNow(db: DbOrTx, id: string, clock: HousekeepingClock): Promise<HousekeepingUnit> {
  const [unit] = await housekeepingBoard(db, clock, id);
  if (!unit) throw new AppError('NOT_FOUND', 'That room does not exist.');
  return unit;
}

/**
 * Marks a unit clean, dirty or inspected, or refuses in words with nothing changed (`housekeepingRefusal`): the unit
 * is locked, so of two housekeepers marking it at once the second is judged on what the first left. Audited.
 */
export async function markHousekeeping(
  db: Db,
  unitId: string,
  to: HousekeepingStatus,
  clock: HousekeepingClock,
): Promise<{ message: string; unit: HousekeepingUnit }> {
  const roomNumber = await db.transaction(async (tx) => {
    const [unit] = await tx.select().from(roomUnits).where(eq(roomUnits.id, unitId)).for('update');
    if (!unit) throw new AppError('NOT_FOUND', 'That room does not exist.');
    const refusal = housekeepingRefusal(unit.roomNumber, unit.housekeeping, to);
    if (refusal) throw new AppError('CONFLICT', refusal);
    await tx
      .update(roomUnits)
      .set({ housekeeping: to, housekeepingAt: clock.now })
      .where(eq(roomUnits.id, unitId));
    await recordStaffAction(
      tx,
      { id: clock.userId },
      {
        action: 'room.housekeeping',
        target: { kind: 'room_unit', id: unitId },
        before: { room: unit.roomNumber, housekeeping: unit.housekeeping },
        after: { room: unit.roomNumber, housekeeping: to },
      },
      clock.now,
    );
    return unit.roomNumber;
  });
  const word = ROOM_CONDITION_WORDS[to].toLowerCase();
  return { message: `Room ${roomNumber} is ${word}.`, unit: await unitNow(db, unitId, clock) };
}

/**
 * Takes a unit out of order from today until `until` (its first night back), with the reason: a closure, so the
 * room is not sold (refused, naming the stays, while one holds those nights). Audited as a closure.
 */
export async function putOutOfOrder(
  db: Db,
  unitId: string,
  request: { until: IsoDate; reason: string },
  clock: HousekeepingClock,
): Promise<{ message: string; unit: HousekeepingUnit }> {
  if (request.until <= clock.today)
    throw fieldError('until', 'Say the first date the room is back in service, after today.');
  const closure = await closeUnit(
    db,
    { roomUnitId: unitId, startsOn: clock.today, endsOn: request.until, reason: request.reason },
    { userId: clock.userId, now: clock.now, today: clock.today },
  );
  return {
    message: `Room ${closure.roomNumber} is out of order until ${formatHotelDate(request.until)}.`,
    unit: await unitNow(db, unitId, clock),
  };
}

/**
 * Puts a unit out of order today back in service: the closure covering today ends today (one begun today is
 * deleted; an earlier one keeps its past nights). Refused when the room is not out of order. Audited.
 */
export async function backInService(
  db: Db,
  unitId: string,
  clock: HousekeepingClock,
): Promise<{ message: string; unit: HousekeepingUnit }> {
  const roomNumber = await db.transaction(async (tx) => {
    const [unit] = await tx.select().from(roomUnits).where(eq(roomUnits.id, unitId)).for('update');
    if (!unit) throw new AppError('NOT_FOUND', 'That room does not exist.');
    const [closure] = await tx
      .select()
      .from(roomUnitClosures)
      .where(
        and(
          eq(roomUnitClosures.roomUnitId, unitId),
          lte(roomUnitClosures.startsOn, clock.today),
          gt(roomUnitClosures.endsOn, clock.today),
        ),
      );
    if (!closure) throw new AppError('CONFLICT', `Room ${unit.roomNumber} is not out of order today.`);
    if (closure.startsOn === clock.today)
      await tx.delete(roomUnitClosures).where(eq(roomUnitClosures.id, closure.id));
    else
      await tx
        .update(roomUnitClosures)
        .set({ endsOn: clock.today })
        .where(eq(roomUnitClosures.id, closure.id));
    await recordStaffAction(
      tx,
      { id: clock.userId },
      {
        action: 'room.reopen',
        target: { kind: 'room_unit', id: unitId },
        before: { room: unit.roomNumber, from: closure.startsOn, until: closure.endsOn },
        after: { room: unit.roomNumber, until: closure.startsOn === clock.today ? null : clock.today },
      },
      clock.now,
    );
    return unit.roomNumber;
  });
  return { message: `Room ${roomNumber} is back in service.`, unit: await unitNow(db, unitId, clock) };
}
