import { and, eq } from 'drizzle-orm';
import { holdLengthText } from '../../../lib/checkout-summary';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { checkoutSignature, signatureMatches } from '../../providers/payments/signature';
import type { AnyBookingKind } from '../bookings/kind';
import { confirmPaid } from '../bookings/lifecycle';
import { kindNamed } from '../bookings/registry';
import { grantBookingReward } from '../bookings/rewards';
import { queueBookingNotices } from '../notices/queue';
import type { NoticeSchedule } from '../notices/schedule';

export type Payment = typeof payments.$inferSelect;

/** Why a late payment could not confirm its booking; shown to the guest. */
export function takenAfterHold(kind: AnyBookingKind): string {
  return (
    `Your ${holdLengthText(kind.holdMinutes)} hold lapsed and the ${kind.noun} was booked by another guest ` +
    'before your payment arrived. Your payment will be refunded in full within 5-7 working days.'
  );
}

/**
 * Records a captured payment and confirms its booking, exactly once whichever of verify or webhook
 * arrives first: the payment row is locked, states only move forward, and the reward is unique. The guest's
 * confirmation, the hotel's notice and the reminder are queued in the same transaction.
 */
export async function fulfilPayment(
  db: DbOrTx,
  input: { orderId: string; paymentId: string; method?: string; now: Date; schedule: NoticeSchedule },
): Promise<Payment | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, input.orderId))
      .for('update');
    if (!payment) return undefined;
    if (payment.status === 'paid' || payment.status === 'refund_pending' || payment.status === 'refunded')
      return payment;

    const kind = kindNamed(payment.bookingKind);
    const booking = await kind.find(tx, payment.bookingId);
    const outcome = booking ? await confirmPaid(tx, kind, booking, input.now) : 'taken';
    const [updated] = await tx
      .update(payments)
      .set({
        status: outcome === 'confirmed' ? 'paid' : 'refund_pending',
        providerPaymentId: input.paymentId,
        method: input.method ?? payment.method,
        failureReason: outcome === 'confirmed' ? null : takenAfterHold(kind),
        updatedAt: input.now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (outcome === 'confirmed' && booking) {
      await grantBookingReward(tx, booking);
      await queueBookingNotices(tx, 'booking_confirmed', booking, input);
    }
    return updated;
  });
}

/** Marks an open order's attempt as failed (the booking stays pending for another try). */
export async function recordFailedPayment(db: DbOrTx, input: { orderId: string; reason: string; now: Date }) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: input.reason, updatedAt: input.now })
    .where(and(eq(payments.providerOrderId, input.orderId), eq(payments.status, 'created')));
}

/**
 * Verifies what the checkout handler received, against the order stored for the caller's booking,
 * then fulfils it. A bad signature, someone else's order or a replay for another booking changes nothing.
 */
export async function verifyCheckout(
  db: DbOrTx,
  provider: PaymentProvider,
  input: {
    userId: string;
    orderId: string;
    paymentId: string;
    signature: string;
    bookingId?: string;
    now: Date;
    schedule: NoticeSchedule;
  },
): Promise<Payment> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, input.orderId));
  if (!payment || payment.userId !== input.userId)
    throw new AppError('NOT_FOUND', 'Payment order not found.');
  if (input.bookingId && input.bookingId !== payment.bookingId) {
    throw new AppError('PAYMENT_SIGNATURE_INVALID', 'This payment belongs to another booking.');
  }
  const expected = checkoutSignature(provider.keySecret, payment.providerOrderId, input.paymentId);
  if (!signatureMatches(expected, input.signature)) {
    throw new AppError(
      'PAYMENT_SIGNATURE_INVALID',
      'Payment verification failed: the signature does not match.',
    );
  }
  const fulfilled = await fulfilPayment(db, {
    orderId: payment.providerOrderId,
    paymentId: input.paymentId,
    now: input.now,
    schedule: input.schedule,
  });
  if (fulfilled?.providerPaymentId && fulfilled.providerPaymentId !== input.paymentId) {
    throw new AppError('CONFLICT', 'This order was already paid with another payment.');
  }
  return fulfilled!;
}
