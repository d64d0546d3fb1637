import { and, eq } from 'drizzle-orm';
import { formatInr } from '../../../lib/money';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, sqlState, UNIQUE_VIOLATION } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { findOwnBooking } from '../bookings/registry';
import { assertPayable } from './payable';

/**
 * Opens (or reopens) the payment order for the caller's own pending booking. The amount is the
 * booking's; a client amount in rupees that differs is refused. One live order per booking: a retry
 * returns the same order.
 */
export async function openPaymentOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; bookingId: string; amountRupees?: number; now: Date },
) {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (input.amountRupees !== undefined && Math.round(input.amountRupees * 100) !== booking.totalPaise) {
    throw new AppError(
      'PAYMENT_AMOUNT_MISMATCH',
      `The amount does not match this booking's total of ${formatInr(booking.totalPaise)}.`,
    );
  }
  assertPayable(booking, input.now);
  const liveOrder = () =>
    db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingKind, booking.kind),
          eq(payments.bookingId, booking.id),
          eq(payments.status, 'created'),
        ),
      );
  const [live] = await liveOrder();
  if (live) return live;

  const order = await provider.createOrder({
    amountPaise: booking.totalPaise,
    receipt: booking.code,
    notes: { booking_id: booking.id, booking_kind: booking.kind },
  });
  try {
    const [created] = await db
      .insert(payments)
      .values({
        userId: input.userId,
        bookingKind: booking.kind,
        bookingId: booking.id,
        provider: provider.name,
        providerOrderId: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        receipt: order.receipt,
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
