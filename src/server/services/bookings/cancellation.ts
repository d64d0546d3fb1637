import type { Logger } from 'pino';
import type { Refund } from '../../../contracts/bookings';
import type { BookingStatus } from '../../../contracts/common';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { releaseCouponUses } from '../discounts';
import { queueBookingNotices } from '../notices/queue';
import type { NoticeSchedule } from '../notices/schedule';
import { markRefundOwed, requestRefund } from '../payments/refunds';
import { releaseLapsedHolds } from './holds';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { cancelRows, restatus } from './lifecycle';
import { findBookingFor, kindNamed } from './registry';
import { reverseBookingReward } from './rewards';

/** Who is acting, and when. */
export interface Actor {
  caller: { id: string; role: 'guest' | 'admin' };
  clock: Clock;
}

/** What a cancellation did: the rows cancelled, the refund owed, the reward taken back. */
export interface Cancellation {
  kind: AnyBookingKind;
  booking: BookingRef;
  ids: string[];
  refund: Refund | null;
  coinsReversed: number;
}

/** What cancelling needs besides the database: the payment provider for the refund, a logger, the notice schedule. */
export interface CancellationDeps {
  payments: PaymentProvider;
  logger: Logger;
  schedule: NoticeSchedule;
}

/**
 * Cancels a booking of any kind within its kind's policy (its owner, or hotel staff). In one transaction every
 * row booked together is cancelled, its coupon use given back, its payment marked refund_pending and its
 * reward taken back by a debit row, and the guest's and the hotel's notices queued (their reminders withdrawn);
 * then, outside the transaction, the provider is asked for the refund. The notices are composed when sent, so
 * they tell the refund as it stands then.
 */
export async function cancelBooking(
  db: Db,
  id: string,
  actor: Actor,
  money: CancellationDeps,
): Promise<Cancellation> {
  await releaseLapsedHolds(db, actor.clock.now);
  const booking = await findBookingFor(db, id, actor.caller);
  const kind = kindNamed(booking.kind);
  const refusal = kind.cancellationRefusal(booking, actor.clock);
  if (refusal) throw new AppError('BOOKING_NOT_CANCELLABLE', refusal);
  return { kind, booking, ...(await cancelLiveRows(db, kind, booking, actor.clock.now, money)) };
}

/** The cancellation itself, whoever decided it: rows, coupon uses, notices, refund and reward, as above. */
async function cancelLiveRows(
  db: Db,
  kind: AnyBookingKind,
  booking: BookingRef,
  now: Date,
  money: CancellationDeps,
): Promise<Pick<Cancellation, 'ids' | 'refund' | 'coinsReversed'>> {
  const { ids, owed, coinsReversed } = await db.transaction(async (tx) => {
    const cancelled = await cancelRows(tx, kind, booking, now);
    await releaseCouponUses(tx, kind.name, cancelled);
    if (cancelled.length > 0) {
      await queueBookingNotices(tx, 'booking_cancelled', booking, { now, schedule: money.schedule });
    }
    return {
      ids: cancelled,
      owed: await markRefundOwed(tx, booking, now),
      coinsReversed: await reverseBookingReward(tx, booking),
    };
  });
  const refund = owed ? await requestRefund(db, money.payments, money.logger, owed, now) : null;
  return { ids, refund, coinsReversed };
}

/**
 * Sets a booking's status (hotel staff); returns the kind and the booking's rows. A kind the hotel answers (a hall
 * request) takes it as its answer. Staff cancelling a live booking (pending or confirmed) cancel it as a guest's
 * cancellation does, whatever the guest's policy window: the payment is refunded, the coupon use and the reward
 * given back, and the guest and the hotel told. Any other change only sets the status.
 */
export async function setBookingStatus(
  db: Db,
  id: string,
  status: BookingStatus,
  actor: Actor,
  money: CancellationDeps,
) {
  await releaseLapsedHolds(db, actor.clock.now);
  const booking = await findBookingFor(db, id, actor.caller);
  const kind = kindNamed(booking.kind);
  const answered = (await kind.answerStatus?.(db, booking, status, actor.clock, money.schedule)) ?? false;
  if (answered) return { kind, booking };
  if (status === 'cancelled' && LIVE.includes(booking.status)) {
    return { kind, booking, ...(await cancelLiveRows(db, kind, booking, actor.clock.now, money)) };
  }
  await restatus(db, kind, booking, status, actor.clock);
  return { kind, booking };
}

/** The statuses a cancellation ends. */
const LIVE: readonly BookingStatus[] = ['pending', 'confirmed'];
