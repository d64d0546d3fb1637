import type { Logger } from 'pino';
import { holdLengthText } from '~/lib/checkout-summary';
import { type CoinTerms, coinsRefusal, coinsSplit } from '~/lib/coins';
import { dateInZone, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { CapturedAmount, PaymentProvider } from '../../providers/payments';
import { failRefund, settleRefund } from '../ledger/refunds';
import type { NoticeSchedule } from '../notices/schedule';
import {
  capturedDiffers,
  lockPayment,
  orderOf,
  type Payment,
  recordCapture,
  recordFailedPayment,
  settled,
  signedCheckout,
} from '../payments/capture';
import { giveUpLiveOrder, openOrder } from '../payments/orders';
import { recordWebhook, signedWebhook } from '../payments/webhook';
import { billOf } from '../tax';
import { walletBalance } from '../wallet';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { changedPaid, confirmed, lockBooking, planChange } from './transitions';

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
 * How the guest's coins split a booking's total, refused with the guest's words when they have not that many
 * coins or the hotel's cap forbids it (nothing changes then). Checked again, under the guest's coins lock, when
 * the payment confirms the booking.
 */
async function appliedCoins(db: DbOrTx, booking: BookingRef, coins: number, terms: CoinTerms) {
  if (coins === 0) return coinsSplit(booking.totalPaise, 0, terms);
  const balance = await walletBalance(db, booking.userId);
  const refusal = coinsRefusal(coins, { balance, totalPaise: booking.totalPaise, terms });
  if (refusal) throw new AppError('COINS_REFUSED', refusal);
  return coinsSplit(booking.totalPaise, coins, terms);
}

/**
 * Opens (or reopens) the payment order for the caller's own pending booking, always for the booking's own total
 * less the Supar Coins applied: whatever amount a page sends is not read (decision 092; the spec's menu page sends
 * the dish's rate, not the party's bill), so it can neither lower nor raise the price. One live order per booking:
 * a retry returns it. Coins that would pay the whole booking are refused here (`payWithCoins` takes them).
 */
export async function openPaymentOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; bookingId: string; coins: number; terms: CoinTerms; now: Date; today: IsoDate },
): Promise<{ payment: Payment; booking: BookingRef }> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  assertPayable(booking, input.now, input.today);
  const split = await appliedCoins(db, booking, input.coins, input.terms);
  if (split.moneyPaise === 0)
    throw new AppError('COINS_REFUSED', 'These coins pay the whole booking: pay with Supar Coins alone.');
  const payment = await openOrder(db, provider, {
    userId: input.userId,
    kind: booking.kind,
    bookingId: booking.id,
    amountPaise: split.moneyPaise,
    receipt: booking.code,
    coins: split.coins,
    coinsPaise: split.coinsPaise,
    now: input.now,
  });
  return { payment, booking };
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

/**
 * Pays the caller's own pending booking wholly with Supar Coins: no provider, one transaction. Any open order of
 * the booking is given up first (so it cannot confirm it a second time), then the `confirmed` transition debits the
 * coins under the guest's coins lock; coins spent meanwhile by another checkout refuse it (409), changing nothing.
 */
export async function payWithCoins(
  db: Db,
  input: {
    userId: string;
    bookingId: string;
    coins: number;
    terms: CoinTerms;
    now: Date;
    today: IsoDate;
    schedule: NoticeSchedule;
  },
): Promise<BookingRef> {
  return db.transaction(async (tx) => {
    const booking = await findOwnBooking(tx, input.bookingId, input.userId);
    assertPayable(booking, input.now, input.today);
    const split = await appliedCoins(tx, booking, input.coins, input.terms);
    if (split.moneyPaise > 0) {
      throw new AppError(
        'COINS_REFUSED',
        `${input.coins} Supar Coins do not pay the whole booking: pay the rest of ${formatInr(split.moneyPaise)} at checkout.`,
      );
    }
    await giveUpLiveOrder(tx, booking, 'Paid with Supar Coins instead.', input.now);
    const outcome = await confirmed(tx, booking, input, split);
    if (outcome === 'taken') {
      const { takenRefusal } = kindNamed(booking.kind);
      throw new AppError(takenRefusal.code, takenRefusal.message);
    }
    if (outcome === 'coinsGone')
      throw new AppError('COINS_REFUSED', 'Those Supar Coins were just spent on another booking.');
    return (await kindNamed(booking.kind).find(tx, booking.id))!;
  });
}

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
      const change = await planChange(savepoint, booking, payment.changeBody!, at, null);
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
    const before = await kind.find(tx, order.bookingId);
    if (before) await lockBooking(tx, before);
    const payment = await lockPayment(tx, input.orderId);
    if (!payment) return undefined;
    if (settled(payment)) return payment;
    const capture = {
      paymentId: input.paymentId,
      method: input.method,
      captured: input.captured,
      now: input.now,
    };
    // The booking as it stands under its lock. Money owed back gives back GST in proportion to its bill.
    const booking = before ? await kind.find(tx, order.bookingId) : undefined;
    const bill = booking ?? undefined;
    if (payment.changeBody) {
      const refundReason =
        capturedDiffers(payment, input.captured) ??
        (booking
          ? await madeChange(tx, payment, booking, input)
          : CHANGE_NOT_MADE('The booking no longer exists.'));
      return recordCapture(tx, payment, { ...capture, refundReason, bill });
    }
    const differs =
      capturedDiffers(payment, input.captured) ??
      (booking && (alreadyPaid(booking) ?? changedSince(payment, booking)));
    if (differs) return recordCapture(tx, payment, { ...capture, refundReason: differs, bill });
    const coins = { coins: payment.coins, coinsPaise: payment.coinsPaise };
    const outcome = booking ? await confirmed(tx, booking, input, coins) : 'taken';
    const refundReason =
      outcome === 'confirmed' ? null : outcome === 'coinsGone' ? COINS_SPENT_ELSEWHERE : takenAfterHold(kind);
    return recordCapture(tx, payment, { ...capture, refundReason, bill });
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
