// CHANGED: a booking moves in place onto its planned change, held or paid (decisions 107, 110, 112), and when a guest
// may change their own booking online (issue 34, decision 107): a stay or a table held unpaid, or paid while the kind's
// free-cancellation window is still open (a change gives back money, so it follows the rule that gives back all of it).
import type { ChangeBody } from '~/contracts/changes';
import type { HoldLimits } from '~/lib/hold-rules';
import type { DbOrTx } from '../../../db/client';
import { AppError, type ErrorCode, EXCLUSION_VIOLATION, sqlState } from '../../../errors';
import { codesForChange, redeemCoupon } from '../../discounts';
import { issueAdditionalAdvance, issueChangeRefund } from '../../documents/advances';
import { type OwedRefund, owePartRefund } from '../../ledger/entries';
import { queueChangeNotices } from '../../notices/changes';
import type { NoticeSchedule } from '../../notices/schedule';
import type { Payment } from '../../payments/orders';
import { giveUpLiveOrder } from '../../payments/orders';
import { type CoinsApplied, returnCoins } from '../coins';
import { assertMayHold } from '../holds';
import type { BookingPlan, BookingRef, BookingRequest, Clock } from '../kind';
import { kindNamed, lockedBooking, startsOf } from '../registry';
import { settlementOf } from './shared';

/** Where a paid booking is changed once the window has closed, in the guest's words. */
const CALL_US = {
  room: 'A paid stay can be changed online until the day before check-in: please call the front desk, who will move it for you.',
  table:
    'A paid table can be changed online up to 2 hours before it is set: please call the restaurant, who will move it for you.',
} as const;

/** Why a booking cannot be changed online now, in the guest's words; null when it can. */
export function changeRefusal(booking: BookingRef, clock: Clock): string | null {
  if (booking.kind === 'hall') {
    return 'An event changes by a request the events desk answers: use “Change this event” on its page.';
  }
  if (booking.status === 'cancelled') return 'This booking was cancelled: book again with the new dates.';
  if (booking.status === 'completed') return 'This booking has taken place: it cannot be changed.';
  if (booking.status === 'pending') {
    const lapsed = booking.holdExpiresAt !== null && booking.holdExpiresAt <= clock.now;
    return lapsed ? 'The hold on this booking has lapsed: book again with the new dates.' : null;
  }
  if (booking.status !== 'confirmed')
    return 'The hold on this booking has lapsed: book again with the new dates.';
  return kindNamed(booking.kind).cancellationRefusal(booking, clock) ? CALL_US[booking.kind] : null;
}

/**
 * A change planned: the booking as it stood under the lock (what the change is measured from: a change decided just
 * before may have moved it), the request as changed, its plan, and a code the booking carried that no longer holds.
 */
export interface PlannedChange {
  booking: BookingRef;
  request: BookingRequest;
  plan: BookingPlan;
  droppedCode: { code: string; reason: string } | null;
}

/** The refusals that mean a code does not hold for the changed booking, and which of its codes each names. */
const CODE_REFUSALS: Partial<Record<ErrorCode, 'couponCode' | 'offerCode'>> = {
  COUPON_INVALID: 'couponCode',
  DISCOUNT_CODE_INVALID: 'offerCode',
};

/**
 * A change worked out, under the guest's lock and with the booking's rows locked (a cancellation or a staff action
 * at the same moment waits for it, or it sees them), as the booking would be made now: its own rows free to it (so
 * it never stands in its own way), its coupon use given back and its codes checked again (one no longer met is
 * dropped, with the reason, and the price made without it), then, for a booking held unpaid, the hold rules (the
 * booking counts once). A paid booking holds nothing unpaid: the hold rules are not its.
 */
export async function planChange(
  tx: DbOrTx,
  booking: BookingRef,
  body: ChangeBody,
  clock: Clock,
  limits: HoldLimits | null,
  /** `booking` was read under its lock already (a capture takes it before the payment's): it is as it stands. */
  locked = false,
): Promise<PlannedChange> {
  const kind = kindNamed(booking.kind);
  if (!kind.changeRequest || !kind.changeInPlace)
    throw new AppError('BOOKING_NOT_CHANGEABLE', `A ${kind.label.toLowerCase()} cannot be changed online.`);
  const held = locked ? booking : await lockedBooking(tx, booking);
  const refusal = held ? changeRefusal(held, clock) : 'This booking no longer exists.';
  if (!held || refusal) throw new AppError('BOOKING_NOT_CHANGEABLE', refusal!);
  if (held.status === 'pending' && !limits) throw new Error('a held booking changes under the hold rules');
  let request = await kind.changeRequest(tx, held, body);
  let droppedCode: PlannedChange['droppedCode'] = null;
  for (;;) {
    try {
      const codes = await codesForChange(tx, held, request, kind.couponScope, clock.now);
      const plan = await kind.plan(tx, request, codes, clock);
      if (held.status === 'pending') await assertMayHold(tx, kind, booking.userId, plan, limits!, clock);
      return { booking: held, request, plan, droppedCode };
    } catch (error) {
      const field = error instanceof AppError ? CODE_REFUSALS[error.code] : undefined;
      const code = field ? request[field] : null;
      if (!field || !code || droppedCode) throw error;
      droppedCode = { code, reason: (error as AppError).message };
      request = { ...request, [field]: null };
    }
  }
}

/**
 * CHANGED: a booking moves onto its planned change in place, keeping its id, reference and state (a held one its
 * hold, a paid one stays paid): the kind moves its rows by updates in place, which the no-overlap constraint judges
 * against everyone else's (no other guest can take the old nights before the new are held; taken: the kind's 409),
 * and the coupon is used again if it still holds. An open payment order of the booking (for the old total, or
 * another change's difference) is given up: a payment on a given-up order is owed back. When the change is made by
 * `paying`, the order for its difference being captured, that order is the booking's one live order (the database
 * keeps one a booking, `payments_one_live_order_uq`), so there is none other to give up.
 */
export async function changed(
  tx: DbOrTx,
  change: PlannedChange,
  clock: Clock,
  paying?: Payment,
): Promise<BookingRef> {
  const { booking } = change;
  const kind = kindNamed(booking.kind);
  let after: BookingRef;
  try {
    after = await tx.transaction((savepoint) =>
      kind.changeInPlace!(savepoint, booking, change.request, change.plan, clock.now),
    );
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION)
      throw new AppError(kind.takenRefusal.code, kind.takenRefusal.message);
    throw error;
  }
  const { coupon } = change.plan;
  if (coupon) {
    await redeemCoupon(tx, {
      couponId: coupon.id,
      perUserLimit: coupon.perUserLimit,
      userId: booking.userId,
      bookingKind: booking.kind,
      bookingId: booking.id,
      discountPaise: coupon.discountPaise,
    });
  }
  if (!paying) {
    const why =
      booking.status === 'pending'
        ? 'Given up: the booking changed before it was paid.'
        : 'Given up: the booking changed another way before this difference was paid.';
    await giveUpLiveOrder(tx, booking, why, clock.now);
  }
  return after;
}

/** What changing a paid booking did with its money: coins given back, money owed back (the provider asked after commit). */
export interface PaidChange {
  after: BookingRef;
  coinsReturned: CoinsApplied | null;
  refundsOwed: OwedRefund[];
}

/** Whether a change moved anything the guest would notice: its days or sitting, what it is, its total. */
const movedAnything = (before: BookingRef, after: BookingRef) =>
  before.startsOn !== after.startsOn ||
  before.nights !== after.nights ||
  before.startsAt?.getTime() !== after.startsAt?.getTime() ||
  before.description !== after.description ||
  before.totalPaise !== after.totalPaise;

/**
 * CHANGED, of a paid booking (decision 107), inside the caller's transaction: the booking moves in place and stays
 * paid. A cheaper change gives the difference back by the free-cancellation policy (whole: a change is open only
 * while the booking could be cancelled for nothing), coins first, then money; a dearer one was paid by `paying`,
 * the order for the difference, which is captured now. The booking's reward stays the one it earned.
 */
export async function changedPaid(
  tx: DbOrTx,
  change: PlannedChange,
  at: Clock & { schedule: NoticeSchedule },
  paying?: Payment,
): Promise<PaidChange> {
  const { booking } = change;
  const after = await changed(tx, change, at, paying);
  const difference = after.totalPaise - booking.totalPaise;
  // What the change adds or takes away, with its GST (the bill's own difference, never below nothing).
  const figures = {
    amountPaise: Math.abs(difference),
    cgstPaise: Math.max(0, Math.sign(difference) * (after.cgstPaise - booking.cgstPaise)),
    sgstPaise: Math.max(0, Math.sign(difference) * (after.sgstPaise - booking.sgstPaise)),
  };
  const issued = { now: at.now, timeZone: at.timeZone };
  let coinsReturned: CoinsApplied | null = null;
  let refundsOwed: OwedRefund[] = [];
  if (difference < 0) {
    const key = at.now.toISOString();
    coinsReturned = await returnCoins(tx, after, { upToPaise: -difference, key });
    const moneyPaise = -difference - (coinsReturned?.coinsPaise ?? 0);
    // The money's share of the GST given back, in proportion; then from the booking's payments, newest first.
    const share = (gst: number) => Math.round((gst * moneyPaise) / -difference);
    refundsOwed = await owePartRefund(
      tx,
      after,
      {
        amountPaise: moneyPaise,
        cgstPaise: share(figures.cgstPaise),
        sgstPaise: share(figures.sgstPaise),
        reason: `Booking ${after.code} changed to a lower total`,
      },
      at.now,
    );
    // Value going back, coins and money together: a refund voucher (or a credit note) for the part (decision 112).
    await issueChangeRefund(tx, after, figures, issued, key, settlementOf(-difference, coinsReturned));
  } else if (difference > 0 && paying) {
    // An advance received for the supply as changed: a receipt voucher of its own, keyed by the payment.
    await issueAdditionalAdvance(
      tx,
      after,
      { ...figures, description: `Change of ${booking.description} to ${after.description}` },
      issued,
      paying.id,
    );
  }
  // The guest and the hotel hear what changed, the invitation is updated and the reminder moves (decision 110).
  if (movedAnything(booking, after)) {
    const starts = await startsOf(tx, after, at.schedule.timeZone);
    await queueChangeNotices(tx, booking, after, { now: at.now, schedule: at.schedule, starts });
  }
  return { after, coinsReturned, refundsOwed };
}
