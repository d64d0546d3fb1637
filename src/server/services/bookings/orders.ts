import { inArray } from 'drizzle-orm';
import type { OrderEntry } from '~/contracts/orders';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from './cancellation';
import type { Clock } from './kind';
import { bookingKinds, findOwnBooking, kindNamed } from './registry';
import { releaseLapsedHolds } from './sweep';

/** Every kind's bookings of one guest in one list, newest first, lapsed holds too (removed ones aside). */
export async function ordersOf(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const lists = await Promise.all(bookingKinds.map((kind) => kind.orders(db, userId, clock)));
  return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The spec's `orderlistdetails`: the caller's own list; another guest's id is a 404, as for a missing one. */
export async function guestOrders(db: Db, userId: string, actor: Actor): Promise<OrderEntry[]> {
  if (actor.caller.id !== userId) throw new AppError('NOT_FOUND', 'We could not find those bookings.');
  await releaseLapsedHolds(db, actor.clock.now);
  return ordersOf(db, userId, actor.clock);
}

/**
 * 'Remove' on a cancelled booking or a lapsed hold: hides it from its owner's list for good. The rows stay in the
 * database (payments, refunds and the ledger point at them); a live or past booking cannot be removed.
 */
export async function hideCancelledOrder(db: Db, id: string, actor: Actor): Promise<void> {
  const booking = await findOwnBooking(db, id, actor.caller.id);
  if (booking.status !== 'cancelled' && booking.status !== 'expired') {
    throw new AppError(
      'CONFLICT',
      'Only a cancelled booking or a lapsed hold can be removed from your list.',
    );
  }
  const { table } = kindNamed(booking.kind);
  await db.update(table).set({ hiddenAt: actor.clock.now }).where(inArray(table.id, booking.rowIds));
}
