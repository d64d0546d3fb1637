import { and, eq, isNull, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Refund } from '~/contracts/bookings';
import type { BookingKindName } from '~/contracts/common';
import { refundTax } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments';

type Payment = typeof payments.$inferSelect;

/** How long a refund the provider accepted takes to reach the guest (the policy page prints it). */
export const REFUND_ARRIVES_WITHIN = '5-7 working days';

/** The GST a booking was charged: a refund gives back its share of it (decision 099). */
export interface ChargedGst {
  totalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** The CGST and SGST in money owed back for a booking, in proportion to its bill, as the payment row stores them. */
export function refundGst(amountPaise: number, bill: ChargedGst) {
  const share = refundTax(amountPaise, bill);
  return { refundCgstPaise: share.cgstPaise, refundSgstPaise: share.sgstPaise };
}

/** "₹44,250 (₹6,750 of it GST)": the payment owed back and the GST it gives back. */
const paymentText = (payment: Payment) => {
  const gst = (payment.refundCgstPaise ?? 0) + (payment.refundSgstPaise ?? 0);
  return `${formatInr(payment.amountPaise)}${gst > 0 ? ` (${formatInr(gst)} of it GST)` : ''}`;
};
const onItsWay = (payment: Payment) =>
  `Your payment of ${paymentText(payment)} is being refunded to the card or account you paid with; it reaches you within ${REFUND_ARRIVES_WITHIN}.`;
const refunded = (payment: Payment) =>
  `Your payment of ${paymentText(payment)} has been refunded to the card or account you paid with.`;
const byHand = (payment: Payment) =>
  `Your payment of ${paymentText(payment)} will be refunded in full; our front desk is arranging it and will write to you.`;

/** What the guest reads about a payment's refund. */
export function refundView(payment: Payment): Refund {
  const message =
    payment.status === 'refunded' ? refunded(payment) : (payment.failureReason ?? onItsWay(payment));
  return {
    status: payment.status === 'refunded' ? 'refunded' : 'refund_pending',
    amountPaise: payment.amountPaise,
    gstPaise: (payment.refundCgstPaise ?? 0) + (payment.refundSgstPaise ?? 0),
    message,
  };
}

/**
 * Inside the cancellation's transaction: the booking's captured payment, if any, becomes `refund_pending`
 * (states only move forward), so the refund is owed whatever happens next, with the GST it gives back in
 * proportion to the booking's bill. Returns it for the provider call.
 */
export async function markRefundOwed(
  tx: DbOrTx,
  booking: { kind: BookingKindName; id: string } & ChargedGst,
  now: Date,
): Promise<Payment | undefined> {
  const paid = and(
    eq(payments.bookingKind, booking.kind),
    eq(payments.bookingId, booking.id),
    eq(payments.status, 'paid'),
  );
  const [payment] = await tx.select().from(payments).where(paid).for('update');
  if (!payment) return undefined;
  const [owed] = await tx
    .update(payments)
    .set({
      status: 'refund_pending',
      failureReason: null,
      ...refundGst(payment.amountPaise, booking),
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), paid))
    .returning();
  return owed;
}

/**
 * After the cancellation committed (never inside a transaction): asks the provider to refund the payment in
 * full and records its answer. A provider that fails leaves the refund owed, with a message saying who acts.
 */
export async function requestRefund(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  payment: Payment,
  now: Date,
): Promise<Refund> {
  let update: Partial<Payment>;
  try {
    if (!payment.providerPaymentId) throw new Error('the payment has no provider payment id');
    const refund = await provider.refund({
      paymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      notes: {
        booking_id: payment.bookingId,
        booking_kind: payment.bookingKind,
        reason: 'cancelled by the guest',
      },
    });
    update =
      refund.status === 'processed'
        ? { providerRefundId: refund.id, status: 'refunded', refundedAt: now, failureReason: null }
        : { providerRefundId: refund.id, failureReason: onItsWay(payment) };
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, 'refund request failed: left for the front desk');
    update = { failureReason: byHand(payment) };
  }
  const [saved] = await db
    .update(payments)
    .set({ ...update, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return refundView(saved!);
}

/** A refund the provider reports as done (its webhook): the payment is marked refunded, once. */
export async function settleRefund(tx: DbOrTx, input: { refundId: string; paymentId: string; now: Date }) {
  // The webhook may outrun the recording of the refund's id after the provider call: accept it unrecorded too.
  const sameRefund = or(isNull(payments.providerRefundId), eq(payments.providerRefundId, input.refundId));
  const [settled] = await tx
    .update(payments)
    .set({
      status: 'refunded',
      providerRefundId: input.refundId,
      refundedAt: input.now,
      failureReason: null,
      updatedAt: input.now,
    })
    .where(
      and(eq(payments.providerPaymentId, input.paymentId), eq(payments.status, 'refund_pending'), sameRefund),
    )
    .returning({ id: payments.id });
  return settled;
}
