// A room's cleanliness after a guest leaves it (decision 144): the check-out, and a stay moved out of a room it was
// slept in, make the unit dirty in the same transaction; housekeeping cleans and inspects it (services/staff).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { roomBookings, roomUnits } from '../db/schema';

/** Marks the unit a stay's room row holds dirty, at `now`; answers the room number it marked. */
export async function leaveUnitDirty(tx: DbOrTx, roomBookingId: string, now: Date): Promise<string | null> {
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

/** Marks a unit dirty by its id (a stay moved out of a room its guest had slept in). */
export async function markUnitDirty(tx: DbOrTx, roomUnitId: string, now: Date): Promise<void> {
  await tx
    .update(roomUnits)
    .set({ housekeeping: 'dirty', housekeepingAt: now })
    .where(eq(roomUnits.id, roomUnitId));
}
