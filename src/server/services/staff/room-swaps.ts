// Two stays swap rooms from the rooms chart (issue 44, decision 154): each takes the other's unit for all its nights
// in one transaction, even when no third room is free. The no-overlap constraint is deferred for that transaction
// only (migration 0042 made it DEFERRABLE INITIALLY IMMEDIATE) and checked again before it ends, so a swap that would
// overlap a third stay is refused in words with nothing changed. Prices, listings and nights stay as booked. Audited.
import { eq, sql } from 'drizzle-orm';
import { formatHotelDate } from '~/lib/dates';
import type { Db, DbOrTx } from '../../db/client';
import { roomBookings } from '../../db/schema';
import { AppError, constraintOf, EXCLUSION_VIOLATION, sqlState } from '../../errors';
import { recordStaffAction } from '../audit';
import { findBooking } from '../bookings/registry';
import { releaseLapsedHolds } from '../bookings/sweep';
import { queueRoomMoveNotice } from '../notices/queue';
import { markUnitDirty } from '../room-condition';
import { lockedStays, type MoveRules, moveRefusal, stayHolding } from './room-moves';

/** Which two stays swap rooms. */
export interface RoomSwap {
  stayId: string;
  otherStayId: string;
}

/** The sentence of a swap made. */
export interface RoomSwapDone {
  message: string;
  stayIds: string[];
}

/** Both stays, locked and read with their rooms (`lockedStays`). */
async function lockedPair(tx: DbOrTx, swap: RoomSwap) {
  const rows = await lockedStays(tx, [swap.stayId, swap.otherStayId]);
  const one = rows.find((r) => r.b.id === swap.stayId);
  const other = rows.find((r) => r.b.id === swap.otherStayId);
  if (!one || !other) throw new AppError('NOT_FOUND', 'That stay does not exist.');
  return [one, other] as const;
}
type Side = Awaited<ReturnType<typeof lockedPair>>[number];

const nightsOf = (s: Side) => `${formatHotelDate(s.b.checkIn)} to ${formatHotelDate(s.b.checkOut)}`;

/** Why these two cannot swap at all (before anything is written), in words; null when they may. */
function swapRefusal(one: Side, other: Side, rules: MoveRules): string | null {
  for (const side of [one, other]) {
    const refusal = moveRefusal({ ...side.b, roomNumber: side.roomNumber, now: rules.now });
    if (refusal) return refusal;
  }
  if (one.b.roomUnitId === other.b.roomUnitId)
    return `${one.reference} and ${other.reference} are both in Room ${one.roomNumber}: there is nothing to swap.`;
  if (!rules.acrossTypes) {
    for (const [side, into] of [
      [one, other],
      [other, one],
    ] as const) {
      if (side.b.roomId !== into.unitListing) {
        return `Room ${into.roomNumber} is not a ${side.bookedAs}, as ${side.reference} is booked: the hotel swaps stays only between rooms of the type each was booked as.`;
      }
    }
  }
  return null;
}

/**
 * Swaps the rooms of two stays for all their nights, or refuses in words with nothing changed: both rows locked (by
 * id), each judged as a move is, then both written with the overlap check deferred and run again before the
 * transaction ends. A guest in house leaves their old room dirty.
 */
export async function swapStayRooms(db: Db, swap: RoomSwap, rules: MoveRules): Promise<RoomSwapDone> {
  await releaseLapsedHolds(db, rules.now);
  return db.transaction(async (tx) => {
    const [one, other] = await lockedPair(tx, swap);
    const refusal = swapRefusal(one, other, rules);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const pair = [one.b.id, other.b.id];
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`set constraints room_bookings_no_overlap deferred`);
        for (const [side, unitId] of [
          [one, other.b.roomUnitId],
          [other, one.b.roomUnitId],
        ] as const) {
          await savepoint
            .update(roomBookings)
            .set({ roomUnitId: unitId, updatedAt: rules.now })
            .where(eq(roomBookings.id, side.b.id));
        }
        // Checked here, not at commit: a refusal is answered in words inside this transaction.
        await savepoint.execute(sql`set constraints room_bookings_no_overlap immediate`);
      });
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
      if (constraintOf(error) === 'room_bookings_unit_closed') {
        throw new AppError(
          'CONFLICT',
          `Room ${other.roomNumber} or Room ${one.roomNumber} is out of service on some of the nights: nothing was changed.`,
        );
      }
      for (const [side, into] of [
        [one, other],
        [other, one],
      ] as const) {
        const third = await stayHolding(tx, into.b.roomUnitId!, side.b, pair);
        if (third) {
          throw new AppError(
            'ROOM_UNAVAILABLE',
            `Room ${into.roomNumber} is taken on some of ${nightsOf(side)} by ${third.reference} (${third.guestName}): nothing was changed.`,
          );
        }
      }
      throw new AppError(
        'ROOM_UNAVAILABLE',
        'The rooms are taken on some of the nights: nothing was changed.',
      );
    }
    // Each guest in house slept in the room they leave: housekeeping has it to clean.
    for (const side of [one, other]) {
      if (side.b.checkedInAt) await markUnitDirty(tx, side.b.roomUnitId!, rules.now);
    }
    await recordStaffAction(
      tx,
      { id: rules.userId },
      {
        action: 'booking.room_swap',
        target: { kind: 'room', id: one.b.id },
        before: { room: one.roomNumber, otherStayId: other.b.id, otherRoom: other.roomNumber },
        after: { room: other.roomNumber, otherStayId: other.b.id, otherRoom: one.roomNumber },
      },
      rules.now,
    );
    // Each paid guest hears of their new room, as a move tells it (decision 151).
    for (const [side, into] of [
      [one, other],
      [other, one],
    ] as const) {
      const stay = side.b.status === 'confirmed' ? await findBooking(tx, side.b.id) : null;
      if (stay)
        await queueRoomMoveNotice(tx, stay, { from: side.roomNumber, to: into.roomNumber }, rules.now);
    }
    const moved = (side: Side, into: Side) =>
      `${side.guestName} (${side.reference}, ${nightsOf(side)}) from Room ${side.roomNumber} to Room ${into.roomNumber}`;
    return {
      message: `Swapped rooms: ${moved(one, other)}, and ${moved(other, one)}; each price stays as booked.`,
      stayIds: pair,
    };
  });
}
