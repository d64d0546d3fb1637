// A stay moved to another room from the rooms chart (issue 44, decision 144): one room row of a stay takes another
// unit for all its nights, under the same no-overlap constraint and closure trigger as every booking; its price,
// listing and nights stay as booked. Audited.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '~/lib/bookings';
import { formatHotelDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { roomBookings, rooms, roomUnits, users } from '../../db/schema';
import { AppError, constraintOf, EXCLUSION_VIOLATION, sqlState } from '../../errors';
import { recordStaffAction } from '../audit';
import { findBooking } from '../bookings/registry';
import { stayGuestNameSql, stayReferenceSql } from '../bookings/stays/reference';
import { releaseLapsedHolds } from '../bookings/sweep';
import { queueRoomMoveNotice } from '../notices/queue';
import { markUnitDirty } from '../room-condition';

/** What a move asks: which room of a stay, to which unit. */
export interface RoomMove {
  stayId: string;
  roomUnitId: string;
}

/** Who moves it, when, and whether the hotel moves stays across room types. */
export interface MoveRules {
  userId: string | null;
  now: Date;
  acrossTypes: boolean;
}

/** The sentence of a move made. */
export interface RoomMoveDone {
  message: string;
  stayId: string;
  roomNumber: string;
}

/**
 * Stays locked in one order (by id, so two desks moving or swapping the same stays queue instead of deadlocking),
 * then read with their rooms. The lock is taken on the rows alone: joined on the unit a racing move or swap had just
 * changed, a row would no longer meet its join once the lock was granted, and would be read as gone.
 */
export async function lockedStays(tx: DbOrTx, ids: string[]) {
  await tx
    .select({ id: roomBookings.id })
    .from(roomBookings)
    .where(inArray(roomBookings.id, ids))
    .orderBy(asc(roomBookings.id))
    .for('update');
  return tx
    .select({
      b: roomBookings,
      roomNumber: roomUnits.roomNumber,
      unitListing: roomUnits.roomId,
      bookedAs: rooms.name,
      guestName: stayGuestNameSql,
      reference: stayReferenceSql,
    })
    .from(roomBookings)
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(inArray(roomBookings.id, ids));
}

/** A stay (not one of `except`) holding some of these nights in this unit: whom a refusal names, or undefined. */
export async function stayHolding(
  tx: DbOrTx,
  unitId: string,
  nights: { checkIn: string; checkOut: string },
  except: string[] = [],
) {
  const [holding] = await tx
    .select({ reference: stayReferenceSql, guestName: stayGuestNameSql })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(
      and(
        eq(roomBookings.roomUnitId, unitId),
        inArray(roomBookings.status, [...HOLDING_STATUSES]),
        except.length ? notInArray(roomBookings.id, except) : undefined,
        sql`daterange(${roomBookings.checkIn}, ${roomBookings.checkOut}, '[)') && daterange(${nights.checkIn}::date, ${nights.checkOut}::date, '[)')`,
      ),
    )
    .limit(1);
  return holding;
}

/** Why the locked row cannot move at all (before its target is read), in words; null when it can. */
export function moveRefusal(row: {
  status: string;
  holdExpiresAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
  roomNumber: string;
  now: Date;
}): string | null {
  const room = `Room ${row.roomNumber}`;
  if (row.status === 'completed' || row.checkedOutAt)
    return `${room}'s guest has checked out: the stay stays where it was.`;
  if (row.noShowAt) return `${room}'s stay was marked a no-show: it is not moved.`;
  if (!(HOLDING_STATUSES as readonly string[]).includes(row.status))
    return 'This stay no longer holds a room (cancelled or expired).';
  if (row.status === 'pending' && row.holdExpiresAt && row.holdExpiresAt <= row.now)
    return 'This hold has lapsed: it no longer holds a room.';
  return null;
}

/**
 * Moves one room of a stay to the unit asked, for all its nights, or refuses in words with nothing changed: the
 * stay's row is locked first, then the unit is judged (in service, of the stay's type unless the hotel allows
 * another), and the database's constraint decides who has the nights: of two desks moving stays into the last free
 * room at once, the second waits for the first and is told the room was taken. A guest in house leaves the old room
 * dirty. The price, listing and nights are kept.
 */
export async function moveStayRoom(db: Db, move: RoomMove, rules: MoveRules): Promise<RoomMoveDone> {
  await releaseLapsedHolds(db, rules.now);
  return db.transaction(async (tx) => {
    const [row] = await lockedStays(tx, [move.stayId]);
    if (!row) throw new AppError('NOT_FOUND', 'That stay does not exist.');
    const { b } = row;
    const refusal = moveRefusal({ ...b, roomNumber: row.roomNumber, now: rules.now });
    if (refusal) throw new AppError('CONFLICT', refusal);
    const [target] = await tx
      .select({ unit: roomUnits, listing: rooms.name })
      .from(roomUnits)
      .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
      .where(eq(roomUnits.id, move.roomUnitId));
    if (!target) throw new AppError('NOT_FOUND', 'That room does not exist.');
    const to = target.unit.roomNumber;
    if (target.unit.id === b.roomUnitId)
      throw new AppError('CONFLICT', `${row.reference} is in Room ${to} already.`);
    if (!target.unit.inService) throw new AppError('CONFLICT', `Room ${to} is not in service.`);
    if (target.unit.roomId !== b.roomId && !rules.acrossTypes) {
      throw new AppError(
        'CONFLICT',
        `Room ${to} is a ${target.listing}; ${row.reference} is booked as a ${row.bookedAs}, and the hotel moves a stay only to a room of the type it was booked as.`,
      );
    }
    const nights = `${formatHotelDate(b.checkIn)} to ${formatHotelDate(b.checkOut)}`;
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(roomBookings)
          .set({ roomUnitId: target.unit.id, updatedAt: rules.now })
          .where(eq(roomBookings.id, b.id));
      });
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
      if (constraintOf(error) === 'room_bookings_unit_closed')
        throw new AppError(
          'CONFLICT',
          `Room ${to} is out of service on some of ${nights}: nothing was changed.`,
        );
      const other = await stayHolding(tx, target.unit.id, b);
      const by = other ? ` by ${other.reference} (${other.guestName})` : '';
      throw new AppError(
        'ROOM_UNAVAILABLE',
        `Room ${to} is taken on some of ${nights}${by}: ${row.reference} stays in Room ${row.roomNumber}.`,
      );
    }
    // The guest slept in the room they leave: housekeeping has it to clean.
    if (b.checkedInAt) await markUnitDirty(tx, b.roomUnitId, rules.now);
    await recordStaffAction(
      tx,
      { id: rules.userId },
      {
        action: 'booking.room_move',
        target: { kind: 'room', id: b.id },
        before: { room: row.roomNumber, roomUnitId: b.roomUnitId },
        after: { room: to, roomUnitId: target.unit.id, totalPaise: b.totalPaise, bookedAs: row.bookedAs },
      },
      rules.now,
    );
    // The guest hears of it, in words with the new room (decision 151); a hold still unpaid hears at its confirmation.
    const stay = b.status === 'confirmed' ? await findBooking(tx, b.id) : null;
    if (stay) await queueRoomMoveNotice(tx, stay, { from: row.roomNumber, to }, rules.now);
    const told = stay ? ' The guest is sent a message with the new room.' : '';
    const price = `the price stays ${formatInr(b.totalPaise)} as booked (${row.bookedAs})`;
    return {
      message: `Moved ${row.guestName} (${row.reference}, ${nights}) from Room ${row.roomNumber} to Room ${to}; ${price}.${told}`,
      stayId: b.id,
      roomNumber: to,
    };
  });
}
