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
  money: { payments: PaymentProvider; logger: Logger; schedule: NoticeSchedule },
): Promise<Cancellation> {
  const { now } = actor.clock;
  await releaseLapsedHolds(db, now);
  const booking = await findBookingFor(db, id, actor.caller);
  const kind = kindNamed(booking.kind);
  const refusal = kind.cancellationRefusal(booking, actor.clock);
  if (refusal) throw new AppError('BOOKING_NOT_CANCELLABLE', refusal);
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
  return { kind, booking, ids, refund, coinsReversed };
}

/** Sets a booking's status (hotel staff); returns the kind and the booking's rows. */
export async function setBookingStatus(
  db: Db,
  id: string,
  status: BookingStatus,
  actor: Actor,
  schedule: NoticeSchedule,
) {
  await releaseLapsedHolds(db, actor.clock.now);
  const booking = await findBookingFor(db, id, actor.caller);
  const kind = kindNamed(booking.kind);
  const answered = (await kind.answerStatus?.(db, booking, status, actor.clock, schedule)) ?? false;
  if (!answered) await restatus(db, kind, booking, status, actor.clock);
  return { kind, booking };
}
