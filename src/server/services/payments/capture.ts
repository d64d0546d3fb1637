import { and, eq } from 'drizzle-orm';
import { formatInr } from '~/lib/money';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { CapturedAmount, PaymentProvider } from '../../providers/payments';
import { checkoutSignature, signatureMatches } from '../../providers/payments/signature';
import { type ChargedGst, oweCaptureBack } from '../ledger/entries';

export type Payment = typeof payments.$inferSelect;

/** Whether the provider took a payment (whatever became of its money since): its order takes no second capture. */
export const settled = (payment: Payment) => payment.status === 'paid';

/** The payment of an order, unlocked: which booking to lock first (the one lock order, decision 113). */
export async function orderOf(db: DbOrTx, orderId: string): Promise<Payment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  return payment;
}

/**
 * The payment of an order, locked until the transaction ends, so that verify and the webhook arriving together
 * record one capture: the second finds it settled.
 */
export async function lockPayment(tx: DbOrTx, orderId: string): Promise<Payment | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .for('update');
  return payment;
}

/**
 * Why a capture cannot pay for its order, in the words the guest reads, or null when the provider captured the
 * order's amount in its currency. Such a payment is recorded and owed back; it confirms nothing.
 */
export function capturedDiffers(payment: Payment, captured: CapturedAmount): string | null {
  if (captured.amountPaise === payment.amountPaise && captured.currency === payment.currency) return null;
  const received =
    captured.currency === 'INR' ? formatInr(captured.amountPaise) : `a payment in ${captured.currency}`;
  return (
    `We received ${received} for this booking of ${formatInr(payment.amountPaise)}, so it is not confirmed. ` +
    'That payment will be refunded in full; our front desk is arranging it and will write to you.'
  );
}

/**
 * Records a captured payment on its (locked) row, with what the provider captured as its amount: `paid`, and its
 * `captured` ledger row (written by the database's trigger in this statement, whoever marks a payment paid). When it
 * confirmed nothing (its booking was taken, or it differs from the order), it is owed back in full at once, with the
 * reason the guest reads and GST in proportion to the booking's bill. States only move forward.
 */
export async function recordCapture(
  tx: DbOrTx,
  payment: Payment,
  capture: {
    paymentId: string;
    method?: string;
    captured: CapturedAmount;
    refundReason: string | null;
    /** The booking's bill, for the GST in money owed back. */
    bill?: ChargedGst;
    now: Date;
  },
): Promise<Payment> {
  const [updated] = await tx
    .update(payments)
    .set({
      status: 'paid',
      providerPaymentId: capture.paymentId,
      method: capture.method ?? payment.method,
      amountPaise: capture.captured.amountPaise,
      currency: capture.captured.currency,
      failureReason: null,
      updatedAt: capture.now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (capture.refundReason)
    await oweCaptureBack(tx, updated!, capture.refundReason, capture.bill, capture.now);
  return updated!;
}

/** Marks an open order's attempt as failed (the booking stays pending for another try). */
export async function recordFailedPayment(db: DbOrTx, input: { orderId: string; reason: string; now: Date }) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: input.reason, updatedAt: input.now })
    .where(and(eq(payments.providerOrderId, input.orderId), eq(payments.status, 'created')));
}

/**
 * The caller's payment of an order, if what the checkout handler received is signed by the provider for it. A
 * bad signature, someone else's order or a replay for another booking is refused and changes nothing.
 */
export async function signedCheckout(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; orderId: string; paymentId: string; signature: string; bookingId?: string },
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
  return payment;
}
