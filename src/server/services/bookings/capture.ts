// The capture of a payment (decisions 004, 093, 107, 113): verify and the webhook record it once, confirm the booking
// or make the change it paid for, or owe it back; the payment row, its checks and its ledger row, in one file.
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { holdLengthText } from '~/lib/checkout-summary';
import { formatInr } from '~/lib/money';
import { dateInZone } from '~/lib/zones';
import type { Db, DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { CapturedAmount, PaymentProvider } from '../../providers/payments';
import { checkoutSignature, signatureMatches } from '../../providers/payments/signature';
import { type ChargedGst, oweCaptureBack } from '../ledger/entries';
import { failRefund, settleRefund } from '../ledger/refunds';
import type { NoticeSchedule } from '../notices/schedule';
import type { Payment } from '../payments/orders';
import { recordWebhook, signedWebhook } from '../payments/webhook';
import { billOf } from '../tax';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { kindNamed, lockedBooking } from './registry';
import { changedPaid, confirmed, planChange } from './transitions';

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

/**
 * Why a payment cannot confirm a booking whose total changed after its order was opened (the guest changed the
 * booking meanwhile: decision 107), or null when the order is for the booking's total.
 */
function changedSince(payment: Payment, booking: BookingRef): string | null {
  // An order is for the total less the Supar Coins applied to it (decision 105).
  if (payment.amountPaise + payment.coinsPaise === booking.totalPaise) return null;
  return (
    `This booking changed after this payment was started (its total is now ${formatInr(booking.totalPaise)}), ` +
    'so it is not confirmed by it. The payment will be refunded in full; pay the new total while the hold lasts.'
  );
}

/**
 * Why a payment is not needed: its booking was paid meanwhile another way (with Supar Coins after this order was
 * opened in another tab, or through another order). Such a payment is owed back, never kept as a second one.
 */
function alreadyPaid(booking: BookingRef): string | null {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return null;
  return (
    'This booking was already paid, so this second payment confirms nothing. It will be refunded in full ' +
    'within 5-7 working days.'
  );
}

/** Why a payment could not confirm its booking because its coins were spent meanwhile; shown to the guest. */
export const COINS_SPENT_ELSEWHERE =
  'The Supar Coins this payment counted on were spent on another booking before it arrived, so this booking is ' +
  'not confirmed yet. Your payment will be refunded in full within 5-7 working days; pay again while the hold lasts.';

/** Why a late payment could not confirm its booking; shown to the guest. */
export function takenAfterHold(kind: AnyBookingKind): string {
  return (
    `Your ${holdLengthText(kind.holdMinutes)} hold lapsed and the ${kind.noun} was booked by another guest ` +
    'before your payment arrived. Your payment will be refunded in full within 5-7 working days.'
  );
}

/** Why a payment for a change's difference was not kept: the change could not be made when it arrived. */
const CHANGE_NOT_MADE = (why: string) =>
  `Your booking was not changed: ${why.replace(/\.$/, '')}. The difference you paid will be refunded in full within 5-7 working days, and the booking stays as it was.`;

/** The hotel's clock at `now`, for a change made when its payment is captured. */
const clockAt = (now: Date, timeZone: string): Clock => ({
  now,
  today: dateInZone(now, timeZone),
  timeZone,
  imageUrl: (key) => key,
});

/**
 * A payment for the difference of a dearer change of a paid booking, captured: the change is planned again and made
 * in place (CHANGED), if it still can be and still costs what was paid; null then. Otherwise nothing changes (the
 * savepoint rolls back) and the reason is answered: the payment is owed back in full.
 */
async function madeChange(
  tx: DbOrTx,
  payment: Payment,
  booking: BookingRef,
  input: { now: Date; schedule: NoticeSchedule },
): Promise<string | null> {
  if (booking.status !== 'confirmed') return CHANGE_NOT_MADE(`the booking is ${booking.status} now`);
  const at = { ...clockAt(input.now, input.schedule.timeZone), schedule: input.schedule };
  try {
    await tx.transaction(async (savepoint) => {
      // A paid booking holds nothing unpaid: the hold rules are not its (no limits are given).
      // fulfilPayment holds the booking's lock already, taken before the payment's.
      const change = await planChange(savepoint, booking, payment.changeBody!, at, null, true);
      const total = billOf(change.plan.price).totalPaise;
      if (total !== payment.changedTotalPaise || total - change.booking.totalPaise !== payment.amountPaise)
        throw new AppError(
          'CONFLICT',
          `its price changed to ${formatInr(total)} before your payment arrived`,
        );
      await changedPaid(savepoint, change, at, payment);
    });
    return null;
  } catch (error) {
    if (error instanceof AppError) return CHANGE_NOT_MADE(error.message);
    throw error;
  }
}

/**
 * Records a captured payment and confirms its booking (the `confirmed` transition), exactly once whichever of
 * verify or webhook arrives first: the payment row is locked and a settled one is returned as it is. A capture
 * that differs from its order (another amount or currency) confirms nothing and is owed back in full; so is one
 * whose booking's hold lapsed and whose room, table or hall was taken meanwhile.
 */
export async function fulfilPayment(
  db: DbOrTx,
  input: {
    orderId: string;
    paymentId: string;
    method?: string;
    captured: CapturedAmount;
    now: Date;
    schedule: NoticeSchedule;
  },
): Promise<Payment | undefined> {
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, input.orderId);
    if (!order) return undefined;
    const kind = kindNamed(order.bookingKind);
    // The one lock order (decision 113): the booking's rows first, then this payment, the guest's wallet last; a
    // change or a cancellation of the booking at the same moment takes them in the same order, so none deadlocks.
    // The booking as it stands under its lock. Money owed back gives back GST in proportion to its bill.
    const before = await kind.find(tx, order.bookingId);
    const booking = before && (await lockedBooking(tx, before));
    const payment = await lockPayment(tx, input.orderId);
    if (!payment) return undefined;
    if (settled(payment)) return payment;
    const capture = {
      paymentId: input.paymentId,
      method: input.method,
      captured: input.captured,
      now: input.now,
    };
    if (payment.changeBody) {
      const refundReason =
        capturedDiffers(payment, input.captured) ??
        (booking
          ? await madeChange(tx, payment, booking, input)
          : CHANGE_NOT_MADE('The booking no longer exists.'));
      return recordCapture(tx, payment, { ...capture, refundReason, bill: booking });
    }
    const differs =
      capturedDiffers(payment, input.captured) ??
      (booking && (alreadyPaid(booking) ?? changedSince(payment, booking)));
    if (differs) return recordCapture(tx, payment, { ...capture, refundReason: differs, bill: booking });
    const coins = { coins: payment.coins, coinsPaise: payment.coinsPaise };
    const outcome = booking ? await confirmed(tx, booking, input, coins) : 'taken';
    const refundReason =
      outcome === 'confirmed' ? null : outcome === 'coinsGone' ? COINS_SPENT_ELSEWHERE : takenAfterHold(kind);
    return recordCapture(tx, payment, { ...capture, refundReason, bill: booking });
  });
}

/**
 * What the provider captured for a payment, from its own record (the checkout handler's result names no amount,
 * and a webhook may not either). A payment the provider does not know confirms nothing yet: a 502, so the guest's
 * page or the provider's redelivery asks again.
 */
async function capturedBy(provider: PaymentProvider, paymentId: string): Promise<CapturedAmount> {
  const captured = await provider.capturedAmount(paymentId);
  if (!captured) {
    throw new AppError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment service does not know this payment yet. If money left your account, your booking confirms itself within a few minutes.',
    );
  }
  return captured;
}

/**
 * Verifies what the checkout handler received, against the order stored for the caller's booking, then fulfils
 * it. A bad signature, someone else's order or a replay for another booking changes nothing.
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
  const payment = await signedCheckout(db, provider, input);
  // Asked outside any transaction: no database connection waits on the provider.
  const captured = await capturedBy(provider, input.paymentId);
  const fulfilled = await fulfilPayment(db, {
    orderId: payment.providerOrderId,
    paymentId: input.paymentId,
    captured,
    now: input.now,
    schedule: input.schedule,
  });
  if (fulfilled?.providerPaymentId && fulfilled.providerPaymentId !== input.paymentId) {
    throw new AppError('CONFLICT', 'This order was already paid with another payment.');
  }
  return fulfilled!;
}

/**
 * Handles a provider webhook: its signature is checked, then, in one transaction, the event is recorded once
 * (payments/webhook.ts), a captured payment confirms its booking even if the browser never came back (when it is
 * the order's amount: the event's own figure, or the provider's record when the event names none), a processed
 * refund marks the payment, or the part of it, refunded (a failed one leaves it to the front desk), and a failed
 * attempt is recorded on its order.
 */
export async function handlePaymentWebhook(
  db: Db,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  input: { rawBody: string; signature?: string; eventId?: string; now: Date; schedule: NoticeSchedule },
): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
  const webhook = signedWebhook(provider, input);
  const { ask } = webhook;
  // Asked before the transaction opens: no database connection waits on the provider.
  const captured =
    ask.type === 'captured' ? (ask.captured ?? (await capturedBy(provider, ask.paymentId))) : undefined;
  return db.transaction(async (tx) => {
    if ((await recordWebhook(tx, provider, webhook)) === 'duplicate') return { status: 'duplicate' as const };
    if (ask.type === 'captured' && captured) {
      const done = await fulfilPayment(tx, { ...ask, captured, now: input.now, schedule: input.schedule });
      if (!done)
        logger.warn(
          { orderId: ask.orderId, eventId: input.eventId },
          'webhook for an order this server does not know',
        );
      return { status: done ? ('processed' as const) : ('ignored' as const) };
    }
    if (ask.type === 'refunded') {
      const done = await settleRefund(tx, { ...ask, now: input.now });
      return { status: done ? ('processed' as const) : ('ignored' as const) };
    }
    if (ask.type === 'refundFailed') {
      const known = await failRefund(tx, { ...ask, now: input.now });
      return { status: known ? ('processed' as const) : ('ignored' as const) };
    }
    if (ask.type === 'failed') {
      await recordFailedPayment(tx, { ...ask, now: input.now });
      return { status: 'processed' as const };
    }
    return { status: 'ignored' as const };
  });
}
