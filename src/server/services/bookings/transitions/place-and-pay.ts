// PLACED, CONFIRMED and EXPIRED: a guest books, pays, or lets the hold lapse (decision 090).
import { and, eq, inArray } from 'drizzle-orm';
import type { HoldLimits } from '~/lib/hold-rules';
import type { DbOrTx } from '../../../db/client';
import { lockWithinTransaction } from '../../../db/locks';
import { EXCLUSION_VIOLATION, sqlState } from '../../../errors';
import { bookingCodes, redeemCoupon, releaseCouponUses } from '../../discounts';
import { issueDocument } from '../../documents/issue';
import type { NoticeSchedule } from '../../notices/schedule';
import { type CoinsApplied, spendCoins } from '../coins';
import { assertMayHold } from '../holds';
import type { AnyBookingKind, BookingPlan, BookingRef, BookingRequest, Clock } from '../kind';
import { lapsedAt } from '../ref';
import { kindNamed } from '../registry';
import { grantBookingReward } from '../rewards';
import { type Moment, settlementOf, tell } from './shared';

/**
 * A request worked out as it would be booked now: its codes found usable (the coupon for the kind's scope), then
 * the kind's plan (dates, what it takes, the price by its one rule). A quote answers this plan; `placed` holds it.
 */
export async function planBooking(
  db: DbOrTx,
  kind: AnyBookingKind,
  request: BookingRequest,
  clock: Clock,
): Promise<BookingPlan> {
  const codes = await bookingCodes(db, request, kind.couponScope, clock.now);
  return kind.plan(db, request, codes, clock);
}

/** What placing a request did: held a new booking, or found the guest's live one that the request repeats. */
export interface Placed {
  booking: BookingRef;
  alreadyHeld: boolean;
}

/**
 * PLACED: a guest books. Under the guest's lock, a request that repeats the guest's own live unpaid booking (a
 * reload of the spec's payment page) answers that booking as it is, and nothing else happens (decision 092).
 * Otherwise the request is planned and the hold rules are applied to the plan; the kind holds its rows `pending`
 * until the hold lapses; the coupon's use is recorded (it counts against the coupon's limits from now on); and a
 * kind the hotel must answer tells the hotel at once.
 */
export async function placed(
  tx: DbOrTx,
  kind: AnyBookingKind,
  request: BookingRequest & { userId: string },
  limits: HoldLimits,
  clock: Clock,
  schedule: NoticeSchedule,
): Promise<Placed> {
  // Two bookings of one guest are decided one after the other (across processes), each seeing the other's holds;
  // the plan, made under the lock, can be stale only in what another guest took, which the no-overlap constraint
  // settles.
  await lockWithinTransaction(tx, 'guestHolds', request.userId);
  const held = await kind.heldAlready(tx, request.userId, request, clock);
  if (held) return { booking: held, alreadyHeld: true };
  const plan = await planBooking(tx, kind, request, clock);
  await assertMayHold(tx, kind, request.userId, plan, limits, clock);
  const booking = await kind.hold(tx, request.userId, request, plan, clock);
  if (plan.coupon) {
    await redeemCoupon(tx, {
      couponId: plan.coupon.id,
      perUserLimit: plan.coupon.perUserLimit,
      userId: booking.userId,
      bookingKind: booking.kind,
      bookingId: booking.id,
      discountPaise: plan.coupon.discountPaise,
    });
  }
  if (kind.placedNotice) await tell(tx, kind.placedNotice, booking, { now: clock.now, schedule });
  return { booking, alreadyHeld: false };
}

/**
 * HELD FOR: a booking placed at the front desk is held unpaid until `until` rather than its kind's online hold: the
 * minutes the desk's settings give a guest paying at the desk or by the link sent (decision 147). Only a pending
 * booking's hold moves; the sweep lapses it then as any other.
 */
export async function heldUntil(
  tx: DbOrTx,
  booking: BookingRef,
  until: Date,
  now: Date,
): Promise<BookingRef> {
  const { table } = kindNamed(booking.kind);
  await tx
    .update(table)
    .set({ holdExpiresAt: until, updatedAt: now })
    .where(and(inArray(table.id, booking.rowIds), eq(table.status, 'pending')));
  return { ...booking, holdExpiresAt: until };
}

/**
 * CONFIRMED TO PAY AT THE HOTEL: the front desk confirms a trusted guest's booking without payment (decision 147).
 * Its rows become `confirmed` with no hold, so the sweep never lapses them, and its whole total stays due at the
 * desk (the ledger holds no payment for it). Nothing was received, so no receipt voucher is issued and no reward is
 * earned yet; the guest is told it is confirmed and to pay at the hotel, with the reminder a confirmation sets.
 */
export async function confirmedToPayAtHotel(
  tx: DbOrTx,
  booking: BookingRef,
  at: Moment,
): Promise<BookingRef> {
  const { table } = kindNamed(booking.kind);
  await tx
    .update(table)
    .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: at.now })
    .where(and(inArray(table.id, booking.rowIds), eq(table.status, 'pending')));
  const after = { ...booking, status: 'confirmed' as const, holdExpiresAt: null };
  await tell(tx, 'booking_pay_at_hotel', after, at);
  return after;
}

/** Thrown inside the confirmation's savepoint when the coins it counted on are gone: the rows are put back. */
class CoinsGone extends Error {}

/**
 * CONFIRMED: the booking is paid (its payment row locked by the caller), with `coins` when the guest applied some.
 * Its rows become `confirmed`, even after the hold lapsed, unless what it held was taken meanwhile ('taken'), or
 * the coins it counted on were spent meanwhile on another booking ('coinsGone'): then nothing changes and the
 * caller owes the payment back. The coins are debited here, under the guest's coins lock, so two checkouts cannot
 * spend them twice. A kind that earns coins credits its reward once; the receipt voucher for the advance is
 * issued (saying how it was paid); the guest's confirmation, the hotel's notice and the reminder are queued once.
 */
export async function confirmed(
  tx: DbOrTx,
  booking: BookingRef,
  at: Moment,
  coins?: CoinsApplied | null,
): Promise<'confirmed' | 'taken' | 'coinsGone'> {
  const { table } = kindNamed(booking.kind);
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(table)
        .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: at.now })
        .where(and(inArray(table.id, booking.rowIds), inArray(table.status, ['pending', 'expired'])));
      // Last of the locks this transaction takes (payment, rows, then coins), as in every other transition.
      if (coins && coins.coins > 0 && !(await spendCoins(savepoint, booking, coins))) throw new CoinsGone();
    });
  } catch (error) {
    if (error instanceof CoinsGone) return 'coinsGone';
    if (sqlState(error) === EXCLUSION_VIOLATION) return 'taken';
    throw error;
  }
  await grantBookingReward(tx, booking);
  // The payment is an advance on a supply still to come: a receipt voucher (Rule 50), numbered in this transaction.
  await issueDocument(
    tx,
    booking,
    'receipt_voucher',
    { now: at.now, timeZone: at.schedule.timeZone },
    { settlement: settlementOf(booking.totalPaise, coins) },
  );
  await tell(tx, 'booking_confirmed', booking, at);
  return 'confirmed';
}

/**
 * EXPIRED: unpaid bookings of a kind whose hold has lapsed (all of them, or those of `only` rows) no longer hold
 * anything (the no-overlap constraints ignore expired rows) and give their coupon uses back. Of two sweeps at once,
 * each row is expired by one. Returns the ids expired.
 */
export async function expired(
  tx: DbOrTx,
  kind: AnyBookingKind,
  now: Date,
  only?: readonly string[],
): Promise<string[]> {
  const { table } = kind;
  const rows = await tx
    .update(table)
    .set({ status: 'expired', updatedAt: now })
    .where(and(lapsedAt(table, now), only ? inArray(table.id, [...only]) : undefined))
    .returning({ id: table.id });
  const ids = rows.map((r) => r.id);
  await releaseCouponUses(tx, kind.name, ids);
  return ids;
}
