import { and, eq } from 'drizzle-orm';
import type { ChangeBody } from '~/contracts/changes';
import type { BookingKindName } from '~/contracts/common';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, sqlState, UNIQUE_VIOLATION } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';

/** A payment order and what became of it (what the provider took is in the money ledger). */
export type Payment = typeof payments.$inferSelect;

/** What a payment order is for: the booking (by kind and id), its guest, the amount and the receipt's reference. */
export interface OrderFor {
  userId: string;
  kind: BookingKindName;
  bookingId: string;
  amountPaise: number;
  receipt: string;
  /** Supar Coins applied (decision 105): the amount is the booking's total less their worth. */
  coins: number;
  coinsPaise: number;
  /** For an order for the difference of a dearer change of a paid booking: the change and the total it makes. */
  change?: { body: ChangeBody; totalPaise: number };
  now: Date;
}

/** Whether a live order is the one asked for: the same coins, amount and change (none, or the same one). */
const sameOrder = (live: Payment, order: OrderFor) =>
  live.coins === order.coins &&
  live.amountPaise === order.amountPaise &&
  JSON.stringify(live.changeBody ?? null) === JSON.stringify(order.change?.body ?? null) &&
  (live.changedTotalPaise ?? null) === (order.change?.totalPaise ?? null);

/** Why an open order was given up: the guest chose other coins, so it is no longer the booking's one live order. */
export const REPLACED_ORDER = 'Replaced by an order with other Supar Coins applied.';

/**
 * Gives up the booking's live (unpaid) order, saying why: it is no longer the order the booking is paid through, and
 * a payment that still arrives on it is owed back (fulfilPayment). Nothing happens when there is none.
 */
export async function giveUpLiveOrder(
  db: DbOrTx,
  booking: { kind: BookingKindName; id: string },
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: now })
    .where(
      and(
        eq(payments.bookingKind, booking.kind),
        eq(payments.bookingId, booking.id),
        eq(payments.status, 'created'),
      ),
    );
}

/**
 * Opens (or reopens) the payment order of a booking with the provider. One live order per booking: a retry, or
 * two tabs asking at once, get the same order; asking with other coins gives the live order up for a new one.
 */
export async function openOrder(db: DbOrTx, provider: PaymentProvider, order: OrderFor): Promise<Payment> {
  const liveOrder = () =>
    db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingKind, order.kind),
          eq(payments.bookingId, order.bookingId),
          eq(payments.status, 'created'),
        ),
      );
  let made: Awaited<ReturnType<PaymentProvider['createOrder']>> | undefined;
  // Requests at once for one booking (two tabs, a change racing a payment): the same order is shared; another order
  // takes the booking's one live place, the latest asked standing. A few rounds settle it; past them, a 409.
  for (let round = 1; ; round++) {
    const [live] = await liveOrder();
    if (live && sameOrder(live, order)) return live;
    if (live) await giveUpLiveOrder(db, { kind: order.kind, id: order.bookingId }, REPLACED_ORDER, order.now);
    made ??= await provider.createOrder({
      amountPaise: order.amountPaise,
      receipt: order.receipt,
      notes: { booking_id: order.bookingId, booking_kind: order.kind },
    });
    try {
      const [created] = await db
        .insert(payments)
        .values({
          userId: order.userId,
          bookingKind: order.kind,
          bookingId: order.bookingId,
          provider: provider.name,
          providerOrderId: made.id,
          amountPaise: made.amount,
          currency: made.currency,
          receipt: made.receipt,
          coins: order.coins,
          coinsPaise: order.coinsPaise,
          changeBody: order.change?.body ?? null,
          changedTotalPaise: order.change?.totalPaise ?? null,
        })
        .returning();
      return created!;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      if (round >= 3) {
        throw new AppError(
          'CONFLICT',
          'This booking is being paid or changed in another window at this moment. Please try again.',
        );
      }
    }
  }
}

/** The amount an order was opened for, in paise, or undefined for an order this server did not open. */
export async function orderAmount(db: DbOrTx, orderId: string): Promise<number | undefined> {
  const [order] = await db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.providerOrderId, orderId));
  return order?.amountPaise;
}
