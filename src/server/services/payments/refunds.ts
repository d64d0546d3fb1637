import { and, eq, inArray, isNull, notExists, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Refund } from '~/contracts/bookings';
import type { BookingKindName } from '~/contracts/common';
import { refundTax } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import { isRefundStatus, REFUND_STATUSES } from '~/lib/payments';
import { shareInProportion } from '~/lib/refunds';
import type { Db, DbOrTx } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments';
import {
  backByPayment,
  failPartRefund,
  insertParts,
  lockPaidPayments,
  type OwedRefund,
  partRefundView,
  partsOf,
  REFUND_ARRIVES_WITHIN,
  type RefundedBooking,
  refundAmountText,
  requestRefunds,
  settlePartRefund,
} from './part-refunds';

type Payment = typeof payments.$inferSelect;

export { REFUND_ARRIVES_WITHIN };

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

/**
 * A refund the provider reports as done (its webhook), once: a part of a payment by its refund id (decision 111),
 * else a payment owed back whole is marked refunded. A replay, or a refund the server does not know, is undefined.
 */
export async function settleRefund(
  tx: DbOrTx,
  input: { refundId: string; paymentId: string; partRefundId?: string; now: Date },
) {
  const part = await settlePartRefund(tx, input);
  if (part) return part.settled ? { id: part.id } : undefined;
  // The webhook may outrun the recording of the refund's id after the provider call: accept it unrecorded too,
  // but never for a payment given back in parts (its parts are settled one by one, above).
  const sameRefund = or(isNull(payments.providerRefundId), eq(payments.providerRefundId, input.refundId));
  const noParts = notExists(
    tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payments.id)),
  );
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
      and(
        eq(payments.providerPaymentId, input.paymentId),
        eq(payments.status, 'refund_pending'),
        sameRefund,
        noParts,
      ),
    )
    .returning({ id: payments.id });
  return settled;
}

/**
 * A refund the provider reports it could not make (`refund.failed`): still owed, and the guest reads that the front
 * desk is arranging it. Answers whether the server knew the refund.
 */
export async function failRefund(tx: DbOrTx, input: { refundId: string; paymentId: string; now: Date }) {
  if (await failPartRefund(tx, input)) return true;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerRefundId, input.refundId), eq(payments.status, 'refund_pending')));
  if (!payment) return false;
  await tx
    .update(payments)
    .set({ failureReason: byHand(payment), updatedAt: input.now })
    .where(eq(payments.id, payment.id));
  return true;
}

/**
 * What a cancellation owes back: payments never given back in part are owed back whole on their own rows (the
 * case before part refunds); what is left of each payment given back in part before is owed as one more part.
 * With the GST in all of it (in proportion to the booking's bill), shared over them.
 */
export interface RefundsOwed {
  whole: Payment[];
  parts: OwedRefund[];
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * Inside the cancellation's transaction: every paid payment of the booking owes back what is left of it after its
 * part refunds, under the payments' row locks (states only move forward), so the refund is owed whatever happens
 * next. Returns it for the provider calls after commit.
 */
export async function markRefundsOwed(
  tx: DbOrTx,
  booking: RefundedBooking & ChargedGst,
  now: Date,
): Promise<RefundsOwed> {
  const paid = await lockPaidPayments(tx, booking);
  const parts = await partsOf(
    tx,
    paid.map((p) => p.id),
  );
  const back = backByPayment(parts);
  const left = paid.map((p) => Math.max(p.amountPaise - (back.get(p.id) ?? 0), 0));
  const amountPaise = left.reduce((sum, n) => sum + n, 0);
  const tax = refundTax(amountPaise, booking);
  const cgst = shareInProportion(tax.cgstPaise, left);
  const sgst = shareInProportion(tax.sgstPaise, left);
  const owed: RefundsOwed = {
    whole: [],
    parts: [],
    amountPaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
  };
  for (const [i, payment] of paid.entries()) {
    const own = parts.filter((p) => p.paymentId === payment.id);
    if (own.length === 0) {
      const [whole] = await tx
        .update(payments)
        .set({
          status: 'refund_pending',
          failureReason: null,
          refundCgstPaise: cgst[i]!,
          refundSgstPaise: sgst[i]!,
          updatedAt: now,
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')))
        .returning();
      owed.whole.push(whole!);
      continue;
    }
    if (left[i]! > 0) {
      const share = { amountPaise: left[i]!, cgstPaise: cgst[i]!, sgstPaise: sgst[i]! };
      owed.parts.push(...(await insertParts(tx, [{ payment, ...share }], 'Booking cancelled', now)));
    }
    // All of it is now given back: the payment reads as such, with all the GST its parts return.
    const allBack = left[i] === 0 && own.every((p) => p.status === 'refunded');
    await tx
      .update(payments)
      .set({
        status: allBack ? 'refunded' : 'refund_pending',
        refundedAt: allBack ? now : null,
        refundCgstPaise: own.reduce((sum, p) => sum + p.cgstPaise, cgst[i]!),
        refundSgstPaise: own.reduce((sum, p) => sum + p.sgstPaise, sgst[i]!),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
  }
  return owed;
}

/** After the cancellation committed: the provider asked for every refund it owed; what the guest reads of them. */
export async function requestRefundsOwed(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  owed: RefundsOwed,
  now: Date,
): Promise<Refund | null> {
  const views: Refund[] = [];
  for (const payment of owed.whole) views.push(await requestRefund(db, provider, logger, payment, now));
  views.push(...(await requestRefunds(db, provider, logger, owed.parts, now)));
  return refundsTogether(views);
}

/**
 * What the guest reads of several refunds of one booking as one: the sum and its GST, refunded once all are; the
 * one refund as it is when there is one.
 */
export function refundsTogether(views: Refund[]): Refund | null {
  if (views.length <= 1) return views[0] ?? null;
  const amountPaise = views.reduce((sum, v) => sum + v.amountPaise, 0);
  const gstPaise = views.reduce((sum, v) => sum + v.gstPaise, 0);
  const done = views.every((v) => v.status === 'refunded');
  return {
    status: done ? 'refunded' : 'refund_pending',
    amountPaise,
    gstPaise,
    message: done
      ? `${refundAmountText(amountPaise, gstPaise)} of your payments has been refunded to the card or account you paid with.`
      : views.map((v) => v.message).join(' '),
  };
}

/**
 * What the guest reads of everything given back of a booking: payments refunded whole and parts of payments, or
 * null when nothing is. The one refund of a booking paid once reads as before part refunds existed.
 */
export async function bookingRefund(
  db: DbOrTx,
  booking: { kind: BookingKindName; rowIds: string[] },
): Promise<Refund | null> {
  if (booking.rowIds.length === 0) return null;
  const settled = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, booking.kind),
        inArray(payments.bookingId, booking.rowIds),
        inArray(payments.status, ['paid', ...REFUND_STATUSES]),
      ),
    )
    .orderBy(payments.createdAt);
  const parts = await partsOf(
    db,
    settled.map((p) => p.id),
  );
  const parted = new Set(parts.map((p) => p.paymentId));
  const whole = settled.filter((p) => isRefundStatus(p.status) && !parted.has(p.id));
  return refundsTogether([...whole.map(refundView), ...parts.map(partRefundView)]);
}
