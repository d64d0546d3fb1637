// CHANGED: a booking moves in place onto its planned change, held or paid (decisions 107, 110, 112).
import type { ChangeBody } from '~/contracts/changes';
import type { HoldLimits } from '~/lib/hold-rules';
import type { DbOrTx } from '../../../db/client';
import { AppError, type ErrorCode, EXCLUSION_VIOLATION, sqlState } from '../../../errors';
import { redeemCoupon, releaseCouponUses } from '../../discounts';
import { issueAdditionalAdvance, issueChangeRefund } from '../../documents/advances';
import { type OwedRefund, owePartRefund } from '../../ledger/entries';
import { queueChangeNotices } from '../../notices/changes';
import type { NoticeSchedule } from '../../notices/schedule';
import type { Payment } from '../../payments/orders';
import { giveUpLiveOrder } from '../../payments/orders';
import { changeRefusal } from '../change-policy';
import { type CoinsApplied, returnCoins } from '../coins';
import { assertMayHold } from '../holds';
import type { BookingPlan, BookingRef, BookingRequest, Clock } from '../kind';
import { kindNamed } from '../registry';
import { planBooking } from './place-and-pay';
import { lockedBooking, settlementOf, startsOf } from './shared';

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
  await releaseCouponUses(tx, kind.name, held.rowIds);
  let request = await kind.changeRequest(tx, held, body);
  let droppedCode: PlannedChange['droppedCode'] = null;
  for (;;) {
    try {
      const plan = await planBooking(tx, kind, request, clock);
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
 * and the coupon is used again if it still holds. An open
 * payment order of the booking (for the old total, or another change's difference) is given up, but for `paying`,
 * the order for this change's difference being captured: a payment on a given-up order is owed back.
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
  const why =
    booking.status === 'pending'
      ? 'Given up: the booking changed before it was paid.'
      : 'Given up: the booking changed another way before this difference was paid.';
  await giveUpLiveOrder(tx, booking, why, clock.now, paying?.id);
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
    const starts = await startsOf(tx, kindNamed(after.kind), after, at.schedule.timeZone);
    await queueChangeNotices(tx, booking, after, { now: at.now, schedule: at.schedule, starts });
  }
  return { after, coinsReturned, refundsOwed };
}
