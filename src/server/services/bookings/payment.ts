// Paying for a booking: opening its payment order (less the Supar Coins applied), or paying it with coins alone.
// What happens when the provider captures a payment is capture.ts.
import { holdLengthText } from '~/lib/checkout-summary';
import { type CoinTerms, coinsRefusal, coinsSplit } from '~/lib/coins';
import type { IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import type { NoticeSchedule } from '../notices/schedule';
import type { Payment } from '../payments/orders';
import { giveUpLiveOrder, openOrder } from '../payments/orders';
import { walletBalance } from '../wallet';
import type { BookingRef } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { packageOfferEnds } from './stays/package';
import { confirmed } from './transitions';

/** Refuses a booking that cannot take a new payment, saying why (on the hotel's `today`, for an offer's last day). */
async function assertPayable(db: DbOrTx, booking: BookingRef, now: Date, today: IsoDate): Promise<void> {
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
  const offerEnds = await packageOfferEnds(db, booking.onPackage);
  if (offerEnds && today > offerEnds.lastDay) throw new AppError('PACKAGE_EXPIRED', offerEnds.refusal);
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
  await assertPayable(db, booking, input.now, input.today);
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
    await assertPayable(tx, booking, input.now, input.today);
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
