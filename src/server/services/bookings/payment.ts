import type { Logger } from 'pino';
import { holdLengthText } from '~/lib/checkout-summary';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import type { NoticeSchedule } from '../notices/schedule';
import {
  lockPayment,
  type Payment,
  recordCapture,
  recordFailedPayment,
  settled,
  signedCheckout,
} from '../payments/capture';
import { openOrder } from '../payments/orders';
import { settleRefund } from '../payments/refunds';
import { readWebhook } from '../payments/webhook';
import type { AnyBookingKind, BookingRef } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { confirmed } from './transitions';

/** Refuses a booking that cannot take a new payment, saying why. */
function assertPayable(booking: BookingRef, now: Date): void {
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
  if (booking.totalPaise <= 0) throw new AppError('BOOKING_NOT_PAYABLE', 'This booking has nothing to pay.');
}

/**
 * Opens (or reopens) the payment order for the caller's own pending booking. The amount is the booking's; a
 * client amount in rupees that differs is refused. One live order per booking: a retry returns the same order.
 */
export async function openPaymentOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; bookingId: string; amountRupees?: number; now: Date },
): Promise<{ payment: Payment; booking: BookingRef }> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (input.amountRupees !== undefined && Math.round(input.amountRupees * 100) !== booking.totalPaise) {
    throw new AppError(
      'PAYMENT_AMOUNT_MISMATCH',
      `The amount does not match this booking's total of ${formatInr(booking.totalPaise)}.`,
    );
  }
  assertPayable(booking, input.now);
  const payment = await openOrder(db, provider, {
    userId: input.userId,
    kind: booking.kind,
    bookingId: booking.id,
    amountPaise: booking.totalPaise,
    receipt: booking.code,
  });
  return { payment, booking };
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
 * verify or webhook arrives first: the payment row is locked and a settled one is returned as it is. A booking
 * whose hold lapsed and whose room, table or hall was taken meanwhile is not confirmed: its payment is owed back.
 */
export async function fulfilPayment(
  db: DbOrTx,
  input: { orderId: string; paymentId: string; method?: string; now: Date; schedule: NoticeSchedule },
): Promise<Payment | undefined> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.orderId);
    if (!payment) return undefined;
    if (settled(payment)) return payment;
    const kind = kindNamed(payment.bookingKind);
    const booking = await kind.find(tx, payment.bookingId);
    const outcome = booking ? await confirmed(tx, booking, input) : 'taken';
    return recordCapture(tx, payment, {
      paymentId: input.paymentId,
      method: input.method,
      refundReason: outcome === 'confirmed' ? null : takenAfterHold(kind),
      now: input.now,
    });
  });
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

/**
 * Handles a provider webhook in one transaction: the event is read and recorded once (payments/webhook.ts), a
 * captured payment confirms its booking even if the browser never came back, a processed refund marks the
 * cancelled booking's payment refunded, and a failed attempt is recorded on its order.
 */
export async function handlePaymentWebhook(
  db: Db,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  input: { rawBody: string; signature?: string; eventId?: string; now: Date; schedule: NoticeSchedule },
): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
  return db.transaction(async (tx) => {
    const ask = await readWebhook(tx, provider, input);
    if (ask === 'duplicate') return { status: 'duplicate' as const };
    if (ask.type === 'captured') {
      const done = await fulfilPayment(tx, { ...ask, now: input.now, schedule: input.schedule });
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
