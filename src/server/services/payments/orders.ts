import { and, eq } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import type { Payment } from './capture';

/** What a payment order is for: the booking (by kind and id), its guest, the amount and the receipt's reference. */
export interface OrderFor {
  userId: string;
  kind: BookingKindName;
  bookingId: string;
  amountPaise: number;
  receipt: string;
}

/**
 * Opens (or reopens) the payment order of a booking with the provider. One live order per booking: a retry, or
 * two tabs asking at once, get the same order.
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
  const [live] = await liveOrder();
  if (live) return live;

  const made = await provider.createOrder({
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
      })
      .returning();
    return created!;
  } catch (error) {
    // Two tabs asked at once: the other request's order stands.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    const [winner] = await liveOrder();
    if (!winner) throw error;
    return winner;
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
