// A room's cleanliness after a guest leaves it (decision 144): the check-out, and a stay moved out of a room it was
// slept in, make the unit dirty in the same transaction; housekeeping cleans and inspects it (services/staff).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { roomBookings, roomUnits } from '../db/schema';

/** Marks the unit a stay's room row holds dirty, at `now`; answers the room number it marked. */
export async function leaveUnitDirty(tx: DbOrTx, roomBookingId: string, now: Date): Promise<string | null> {
  // Kept on the stay's row, so an undone check-out puts the room back as it was (decision 151).
  await tx
    .update(roomBookings)
    .set({
      housekeepingBeforeCheckOut: sql`(select ${roomUnits.housekeeping} from ${roomUnits} where ${roomUnits.id} = ${roomBookings.roomUnitId})`,
    })
    .where(eq(roomBookings.id, roomBookingId));
  const [unit] = await tx
    .update(roomUnits)
    .set({ housekeeping: 'dirty', housekeepingAt: now })
    .where(
      eq(
        roomUnits.id,
        sql`(select ${roomBookings.roomUnitId} from ${roomBookings} where ${roomBookings.id} = ${roomBookingId})`,
      ),
    )
    .returning({ roomNumber: roomUnits.roomNumber });
  return unit?.roomNumber ?? null;
}

/**
 * An undone check-out (decision 140) puts the room back in the housekeeping state it had before the check-out made it
 * dirty, unless housekeeping has changed it since (then what housekeeping set is the room's state). Answers the
 * state restored, or null.
 */
export async function restoreUnitAfterUndo(
  tx: DbOrTx,
  roomBookingId: string,
  checkedOutAt: Date,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .select({ unitId: roomBookings.roomUnitId, before: roomBookings.housekeepingBeforeCheckOut })
    .from(roomBookings)
    .where(eq(roomBookings.id, roomBookingId));
  if (!row?.unitId || !row.before) return null;
  const [restored] = await tx
    .update(roomUnits)
    .set({ housekeeping: row.before, housekeepingAt: now })
    .where(
      and(
        eq(roomUnits.id, row.unitId),
        eq(roomUnits.housekeeping, 'dirty'),
        eq(roomUnits.housekeepingAt, checkedOutAt),
      ),
    )
    .returning({ housekeeping: roomUnits.housekeeping });
  await tx
    .update(roomBookings)
    .set({ housekeepingBeforeCheckOut: null })
    .where(eq(roomBookings.id, roomBookingId));
  return restored?.housekeeping ?? null;
}

/** Marks a unit dirty by its id (a stay moved out of a room its guest had slept in). */
export async function markUnitDirty(tx: DbOrTx, roomUnitId: string, now: Date): Promise<void> {
  await tx
    .update(roomUnits)
    .set({ housekeeping: 'dirty', housekeepingAt: now })
    .where(eq(roomUnits.id, roomUnitId));
}
