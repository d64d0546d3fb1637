import type { Logger } from 'pino';
import { holdLengthText } from '~/lib/checkout-summary';
import type { IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { CapturedAmount, PaymentProvider } from '../../providers/payments';
import type { NoticeSchedule } from '../notices/schedule';
import {
  capturedDiffers,
  lockPayment,
  type Payment,
  recordCapture,
  recordFailedPayment,
  settled,
  signedCheckout,
} from '../payments/capture';
import { openOrder } from '../payments/orders';
import { refundGst, settleRefund } from '../payments/refunds';
import { recordWebhook, signedWebhook } from '../payments/webhook';
import type { AnyBookingKind, BookingRef } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { confirmed } from './transitions';

/** Refuses a booking that cannot take a new payment, saying why (on the hotel's `today`, for an offer's last day). */
function assertPayable(booking: BookingRef, now: Date, today: IsoDate): void {
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking is already paid.');
  }
  if (booking.status === 'cancelled')
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking was cancelled.');
  const lapsed =
    booking.status === 'expired' || (booking.holdExpiresAt !== null && booking.holdExpiresAt <= now);
  if (lapsed) {
    const hold = holdLengthText(kindNamed(booking.kind).holdMinutes);
    throw new AppError(
      'BOOKING_NOT_PAYABLE',
      `Your ${hold} hold on this booking has lapsed. Please book again.`,
    );
  }
  if (booking.paymentRefusal) throw new AppError('BOOKING_NOT_PAYABLE', booking.paymentRefusal);
  // A package that expired while the booking was held is not booked by paying for it (decision 100).
  if (booking.offerEnds && today > booking.offerEnds.lastDay)
    throw new AppError('PACKAGE_EXPIRED', booking.offerEnds.refusal);
  if (booking.totalPaise <= 0) throw new AppError('BOOKING_NOT_PAYABLE', 'This booking has nothing to pay.');
}

/**
 * Opens (or reopens) the payment order for the caller's own pending booking, always for the booking's own total:
 * whatever amount a page sends is not read (decision 092; the spec's menu page sends the dish's rate, not the
 * party's bill), so it can neither lower nor raise the price. One live order per booking: a retry returns it.
 */
export async function openPaymentOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; bookingId: string; now: Date; today: IsoDate },
): Promise<{ payment: Payment; booking: BookingRef }> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  assertPayable(booking, input.now, input.today);
  const payment = await openOrder(db, provider, {
    userId: input.userId,
    kind: booking.kind,
    bookingId: booking.id,
    amountPaise: booking.totalPaise,
    receipt: booking.code,
  });
  return { payment, booking };
}

/**
 * Why a payment cannot confirm a booking whose total changed after its order was opened (the guest changed the
 * booking meanwhile: decision 107), or null when the order is for the booking's total.
 */
function changedSince(payment: Payment, booking: BookingRef): string | null {
  if (payment.amountPaise === booking.totalPaise) return null;
  return (
    `This booking changed after this payment was started (its total is now ${formatInr(booking.totalPaise)}), ` +
    'so it is not confirmed by it. The payment will be refunded in full; pay the new total while the hold lasts.'
  );
}

/** Why a late payment could not confirm its booking; shown to the guest. */
export function takenAfterHold(kind: AnyBookingKind): string {
  return (
    `Your ${holdLengthText(kind.holdMinutes)} hold lapsed and the ${kind.noun} was booked by another guest ` +
    'before your payment arrived. Your payment will be refunded in full within 5-7 working days.'
  );
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
    const payment = await lockPayment(tx, input.orderId);
    if (!payment) return undefined;
    if (settled(payment)) return payment;
    const capture = {
      paymentId: input.paymentId,
      method: input.method,
      captured: input.captured,
      now: input.now,
    };
    const kind = kindNamed(payment.bookingKind);
    const booking = await kind.find(tx, payment.bookingId);
    // Money owed back gives back GST in proportion to the booking's bill, like a cancellation's refund.
    const refundGstOf = () => (booking ? refundGst(input.captured.amountPaise, booking) : undefined);
    const differs = capturedDiffers(payment, input.captured) ?? (booking && changedSince(payment, booking));
    if (differs)
      return recordCapture(tx, payment, { ...capture, refundReason: differs, refundGst: refundGstOf() });
    const outcome = booking ? await confirmed(tx, booking, input) : 'taken';
    return recordCapture(tx, payment, {
      ...capture,
      refundReason: outcome === 'confirmed' ? null : takenAfterHold(kind),
      refundGst: refundGstOf(),
    });
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
 * refund marks the cancelled booking's payment refunded, and a failed attempt is recorded on its order.
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
    if (ask.type === 'failed') {
      await recordFailedPayment(tx, { ...ask, now: input.now });
      return { status: 'processed' as const };
    }
    return { status: 'ignored' as const };
  });
}
