import { and, inArray } from 'drizzle-orm';
import type { BookingStatus } from '../../../contracts/common';
import type { DbOrTx } from '../../db/client';
import { AppError, EXCLUSION_VIOLATION, sqlState } from '../../errors';
import { holdExpiry } from './hold-time';
import type { AnyBookingKind, BookingRef, Clock } from './kind';

/**
 * Marks a paid booking confirmed, even after its hold lapsed, unless what it held was taken in the meantime
 * (the kind's no-overlap constraint says so): then nothing changes and 'taken' is returned.
 */
export async function confirmPaid(
  tx: DbOrTx,
  kind: AnyBookingKind,
  booking: BookingRef,
  now: Date,
): Promise<'confirmed' | 'taken'> {
  const { table } = kind;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(table)
        .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
        .where(and(inArray(table.id, booking.rowIds), inArray(table.status, ['pending', 'expired'])));
    });
    return 'confirmed';
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return 'taken';
    throw error;
  }
}

/** Cancels the booking's live rows (every row booked together); returns the ids cancelled. */
export async function cancelRows(
  tx: DbOrTx,
  kind: AnyBookingKind,
  booking: BookingRef,
  now: Date,
): Promise<string[]> {
  const { table } = kind;
  const rows = await tx
    .update(table)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(table.id, booking.rowIds), inArray(table.status, ['pending', 'confirmed'])))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/**
 * Sets a booking's status (hotel staff) on every row booked together; a pending status starts a fresh hold.
 * Reviving a released booking is refused with the kind's own message if what it held was taken since.
 */
export async function restatus(
  tx: DbOrTx,
  kind: AnyBookingKind,
  booking: BookingRef,
  status: BookingStatus,
  clock: Pick<Clock, 'now'>,
): Promise<void> {
  const { table } = kind;
  try {
    await tx
      .update(table)
      .set({
        status,
        updatedAt: clock.now,
        holdExpiresAt: status === 'pending' ? holdExpiry(kind.holdMinutes, clock.now) : null,
      })
      .where(inArray(table.id, booking.rowIds));
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION)
      throw new AppError(kind.takenRefusal.code, kind.takenRefusal.message);
    throw error;
  }
}
