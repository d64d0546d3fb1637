import { inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { HotelMoment } from '~/lib/hotel-time';
import { type UserRole, worksForHotel } from '~/lib/roles';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { AppError, sqlState } from '../../errors';
import { halls } from './halls';
import type { AnyBookingKind, BookingRef } from './kind';
import { stays } from './stays';
import { tables } from './tables';

/** Every kind of booking the hotel takes. Adding a kind: its folder, and one line here. */
export const bookingKinds: readonly AnyBookingKind[] = [stays, tables, halls];

/** The kind stored under this name (payments and coupon uses record it). */
export function kindNamed(name: BookingKindName): AnyBookingKind {
  const kind = bookingKinds.find((k) => k.name === name);
  if (!kind) throw new Error(`No booking kind is registered as ${name}`);
  return kind;
}

/** Finds a booking of any kind by id (ids are UUIDs, unique across the kinds' tables). */
export async function findBooking(db: DbOrTx, id: string): Promise<BookingRef | undefined> {
  for (const kind of bookingKinds) {
    const found = await kind.find(db, id);
    if (found) return found;
  }
  return undefined;
}

/** The caller's own booking, or a 404 whether it is missing or someone else's. */
export async function findOwnBooking(db: DbOrTx, id: string, userId: string): Promise<BookingRef> {
  const booking = await findBooking(db, id);
  if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', 'Booking not found.');
  return booking;
}

/** A booking its owner or hotel staff may read; anyone else gets the same 404 as for a missing one. */
export async function findBookingFor(
  db: DbOrTx,
  id: string,
  caller: { id: string; role: UserRole },
): Promise<BookingRef> {
  const booking = await findBooking(db, id);
  if (!booking || (!worksForHotel(caller.role) && booking.userId !== caller.id)) {
    throw new AppError('NOT_FOUND', 'Booking not found.');
  }
  return booking;
}

/**
 * The first locks of every transaction that moves a booking or its money, in the one order (decision 113): the
 * guest's holds lock, then the booking's rows. Its payments come next (ledger `lockPaidPayments`, or the capture's
 * own order), the guest's wallet last. Taken in this order everywhere, no two such transactions deadlock.
 */
export async function lockBooking(tx: DbOrTx, booking: Pick<BookingRef, 'kind' | 'userId' | 'rowIds'>) {
  const { table } = kindNamed(booking.kind);
  await lockWithinTransaction(tx, 'guestHolds', booking.userId);
  await tx.select({ id: table.id }).from(table).where(inArray(table.id, booking.rowIds)).for('update');
}

/** The booking's locks taken (`lockBooking`), and the booking as it stands under them; undefined when it is gone. */
export async function lockedBooking(tx: DbOrTx, booking: BookingRef): Promise<BookingRef | undefined> {
  await lockBooking(tx, booking);
  return kindNamed(booking.kind).find(tx, booking.id);
}

/** When a booking begins on the hotel's wall clock, for its reminder; null if the kind cannot say (no reminder). */
export async function startsOf(tx: DbOrTx, booking: BookingRef, timeZone: string) {
  try {
    return (await kindNamed(booking.kind).notice(tx, booking, timeZone)).starts as HotelMoment;
  } catch (error) {
    // A database error has aborted the transaction anyway; anything else (an unreadable time) costs the reminder only.
    if (sqlState(error)) throw error;
    return null;
  }
}
