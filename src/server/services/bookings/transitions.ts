// The life cycle of every booking (docs/decisions/090-booking-life-cycle.md): each status change is one function
// here that does, inside the caller's transaction, everything the change means. Nothing else changes a status.
import { and, inArray } from 'drizzle-orm';
import type { ChangeBody } from '~/contracts/changes';
import type { BookingStatus } from '~/contracts/common';
import type { ArrivalMark } from '~/lib/bookings';
import { LIVE_STATUSES } from '~/lib/bookings';
import { refundTax } from '~/lib/gst';
import type { HotelAnswer } from '~/lib/hall-requests';
import { type HoldLimits, holdExpiry } from '~/lib/hold-rules';
import type { HotelMoment } from '~/lib/hotel-time';
import type { TaxDocumentSettlement } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { roomBookings, tableBookings } from '../../db/schema';
import { AppError, type ErrorCode, EXCLUSION_VIOLATION, sqlState } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { bookingCodes, redeemCoupon, releaseCouponUses } from '../discounts';
import {
  issueAdditionalAdvance,
  issueChangeRefund,
  issueRefundDocument,
  issueTaxInvoice,
} from '../documents/advances';
import { issueDocument } from '../documents/issue';
import { queueChangeNotices } from '../notices/changes';
import { queueBookingNotices } from '../notices/queue';
import type { NoticeEvent, NoticeSchedule } from '../notices/schedule';
import type { Payment } from '../payments/capture';
import { giveUpLiveOrder } from '../payments/orders';
import { type OwedRefund, owePartRefund } from '../payments/part-refunds';
import { markRefundsOwed, type RefundsOwed } from '../payments/refunds';
import { ARRIVAL_KINDS, arrivalRefusal, lockedArrival } from './arrivals';
import { changeRefusal } from './change-policy';
import { type CoinsApplied, coinsSpentOn, returnCoins, spendCoins } from './coins';
import { assertMayHold } from './holds';
import type { AnyBookingKind, BookingPlan, BookingRef, BookingRequest, Clock } from './kind';
import { lapsedAt } from './ref';
import { kindNamed } from './registry';
import { grantBookingReward, reverseBookingReward } from './rewards';

/** When a transition happens, and when the reminders it queues are due. */
export interface Moment {
  now: Date;
  schedule: NoticeSchedule;
}

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

/** When a booking begins on the hotel's wall clock, for its reminder; null if the kind cannot say (no reminder). */
async function startsOf(tx: DbOrTx, kind: AnyBookingKind, booking: BookingRef, timeZone: string) {
  try {
    return (await kind.notice(tx, booking, timeZone)).starts as HotelMoment;
  } catch (error) {
    // A database error has aborted the transaction anyway; anything else (an unreadable time) costs the reminder only.
    if (sqlState(error)) throw error;
    return null;
  }
}

/** Queues the messages an event owes the booking's guest and the hotel, with the reminder a confirmation sets. */
async function tell(tx: DbOrTx, event: NoticeEvent, booking: BookingRef, at: Moment): Promise<void> {
  const confirms = event === 'booking_confirmed' || event === 'hall_confirmed';
  const starts = confirms ? await startsOf(tx, kindNamed(booking.kind), booking, at.schedule.timeZone) : null;
  await queueBookingNotices(tx, event, booking, { ...at, starts });
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

/** Thrown inside the confirmation's savepoint when the coins it counted on are gone: the rows are put back. */
class CoinsGone extends Error {}

/** How a booking was paid, for its documents: coins (when any) and the rest through the provider. */
const settlementOf = (total: number, coins: CoinsApplied | null | undefined): TaxDocumentSettlement | null =>
  coins && coins.coins > 0
    ? { coins: coins.coins, coinsPaise: coins.coinsPaise, moneyPaise: total - coins.coinsPaise }
    : null;

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

/** The audit row of a staff action on a booking: its status (and any other facts given) before and after. */
function audit(
  tx: DbOrTx,
  by: StaffActor,
  action: string,
  booking: BookingRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: Date,
) {
  return recordStaffAction(
    tx,
    by,
    { action, target: { kind: booking.kind, id: booking.id }, before, after },
    now,
  );
}

/**
 * ANSWERED: the hotel confirms or declines a request it must answer (a hall), once: the kind records the answer
 * and the staff member's note (a decline's reason, which the guest reads) on the locked row (confirmed: a fresh
 * hold for the deposit; declined: cancelled, the hall free). A declined request gives its coupon use back. The
 * guest is told either way, and the answer is audited.
 */
export async function answered(
  tx: DbOrTx,
  booking: BookingRef,
  answer: HotelAnswer,
  at: Moment,
  by: StaffActor,
) {
  const kind = kindNamed(booking.kind);
  if (!kind.answerRows)
    throw new AppError('CONFLICT', `A ${kind.label.toLowerCase()} booking needs no answer.`);
  await kind.answerRows(tx, booking, answer, at.now, by.reason ?? null);
  if (answer === 'declined') await releaseCouponUses(tx, kind.name, booking.rowIds);
  const after = (await kind.find(tx, booking.id))!;
  await tell(tx, answer === 'confirmed' ? 'hall_confirmed' : 'hall_declined', after, at);
  await audit(
    tx,
    by,
    answer === 'confirmed' ? 'hall.confirm' : 'hall.decline',
    booking,
    { status: booking.status, hotelAnswer: null },
    { status: after.status, hotelAnswer: answer },
    at.now,
  );
  return after;
}

/**
 * Who cancels: the guest within the kind's policy, or a staff member (audited) for the guest, by the same policy or,
 * with `override`, whatever the window.
 */
export type Canceller = 'guest' | (StaffActor & { override: boolean });

/** What a cancellation did: the rows cancelled, the coins given back, the money now owed back, the reward taken back. */
export interface Cancelled {
  ids: string[];
  coinsReturned: CoinsApplied | null;
  /** Every paid payment's rest after its part refunds (decision 111); the provider is asked after commit. */
  refundsOwed: RefundsOwed;
  coinsReversed: number;
}

/**
 * CANCELLED: the guest (within the kind's policy) or staff (whatever the window) cancel a live booking. Every row
 * booked together is cancelled, once: of two cancellations at once the second finds nothing live and is refused
 * as already cancelled. The coupon use is given back, every captured payment becomes owed back, less what was
 * refunded of it in part before (the caller asks the provider after the transaction), with the refund voucher or
 * credit note for all of it, what is left of the reward is
 * taken back, and the guest and the hotel are told (the reminders withdrawn).
 */
export async function cancelled(
  tx: DbOrTx,
  booking: BookingRef,
  by: Canceller,
  clock: Clock,
  schedule: NoticeSchedule,
): Promise<Cancelled> {
  const kind = kindNamed(booking.kind);
  const refusal = by === 'guest' || !by.override ? kind.cancellationRefusal(booking, clock) : null;
  if (refusal) throw new AppError('BOOKING_NOT_CANCELLABLE', refusal);
  const { table } = kind;
  const rows = await tx
    .update(table)
    .set({ status: 'cancelled', updatedAt: clock.now })
    .where(and(inArray(table.id, booking.rowIds), inArray(table.status, [...LIVE_STATUSES])))
    .returning({ id: table.id });
  if (rows.length === 0) {
    const now = await kind.find(tx, booking.id);
    throw new AppError(
      'BOOKING_NOT_CANCELLABLE',
      now?.status === 'cancelled'
        ? 'This booking is already cancelled.'
        : `A ${now?.status} booking cannot be cancelled.`,
    );
  }
  const ids = rows.map((r) => r.id);
  await releaseCouponUses(tx, kind.name, ids);
  if (by !== 'guest') {
    await audit(
      tx,
      by,
      by.override ? 'booking.cancel_override' : 'booking.cancel',
      booking,
      { status: booking.status },
      { status: 'cancelled' },
      clock.now,
    );
  }
  // Coins the booking was paid with go back before any money (decision 105).
  const coinsReturned = await returnCoins(tx, booking);
  const refundsOwed = await markRefundsOwed(tx, booking, clock.now);
  if (refundsOwed.amountPaise > 0 || coinsReturned) {
    // Value going back: a refund voucher against the receipt voucher, or a credit note against the invoice. Coins
    // were a means of payment, so the document covers their worth too, with its share of the GST.
    const amountPaise = refundsOwed.amountPaise + (coinsReturned?.coinsPaise ?? 0);
    const tax = refundTax(amountPaise, booking);
    await issueRefundDocument(
      tx,
      booking,
      {
        amountPaise,
        cgstPaise: coinsReturned ? tax.cgstPaise : refundsOwed.cgstPaise,
        sgstPaise: coinsReturned ? tax.sgstPaise : refundsOwed.sgstPaise,
      },
      { now: clock.now, timeZone: clock.timeZone },
      settlementOf(amountPaise, coinsReturned),
    );
  }
  await tell(tx, 'booking_cancelled', booking, { now: clock.now, schedule });
  return { ids, coinsReturned, refundsOwed, coinsReversed: await reverseBookingReward(tx, booking) };
}

/**
 * EXPIRED: unpaid bookings of a kind whose hold has lapsed no longer hold anything (the no-overlap constraints
 * ignore expired rows) and give their coupon uses back. Of two sweeps at once, each row is expired by one.
 * Returns the ids expired.
 */
export async function expired(tx: DbOrTx, kind: AnyBookingKind, now: Date): Promise<string[]> {
  const { table } = kind;
  const rows = await tx
    .update(table)
    .set({ status: 'expired', updatedAt: now })
    .where(lapsedAt(table, now))
    .returning({ id: table.id });
  const ids = rows.map((r) => r.id);
  await releaseCouponUses(tx, kind.name, ids);
  return ids;
}

/**
 * SET BY STAFF: hotel staff set any other status by hand (a stay completed, a booking put back on hold). The
 * status changes on every row booked together; `pending` starts a fresh hold. A paid stay or event completed gets
 * its tax invoice, adjusting every advance net of refunds (a table's invoice is the restaurant's bill on the
 * night). Reviving a released booking is refused with the kind's own message if what it held was taken since.
 */
export async function setByStaff(
  tx: DbOrTx,
  booking: BookingRef,
  status: BookingStatus,
  clock: Pick<Clock, 'now' | 'timeZone'>,
  by: StaffActor,
  action = 'booking.status',
) {
  const { now } = clock;
  const kind = kindNamed(booking.kind);
  const { table } = kind;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(table)
        .set({
          status,
          updatedAt: now,
          holdExpiresAt: status === 'pending' ? holdExpiry(kind.name, now) : null,
        })
        .where(inArray(table.id, booking.rowIds));
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION)
      throw new AppError(kind.takenRefusal.code, kind.takenRefusal.message);
    throw error;
  }
  if (status === 'completed' && booking.kind !== 'table') {
    const settlement = settlementOf(booking.totalPaise, await coinsSpentOn(tx, booking));
    await issueTaxInvoice(tx, booking, clock, settlement);
  }
  await audit(tx, by, action, booking, { status: booking.status }, { status }, now);
}

/**
 * ARRIVED: the front desk checks a paid stay in (the rooms are in-house) or out (the stay completed, its tax invoice
 * issued, as `setByStaff` does), and the restaurant seats a paid table (completed: the party has its table) or marks
 * it a no-show (kept confirmed, the deposit kept by the policy; the table sheet says so). Each once, decided on the
 * locked row: of two clicks at once the second is refused with what was marked. Audited.
 */
export async function arrived(
  tx: DbOrTx,
  booking: BookingRef,
  arrival: ArrivalMark,
  clock: Pick<Clock, 'now' | 'timeZone'>,
  by: StaffActor,
): Promise<void> {
  if (ARRIVAL_KINDS[arrival] !== booking.kind) {
    throw new AppError(
      'CONFLICT',
      `A ${kindNamed(booking.kind).label.toLowerCase()} booking cannot be marked so.`,
    );
  }
  const { now } = clock;
  const refusal = arrivalRefusal(arrival, await lockedArrival(tx, booking));
  if (refusal) throw new AppError('CONFLICT', refusal);
  const current = { ...booking, status: 'confirmed' as const };
  if (arrival === 'check_in') {
    await tx
      .update(roomBookings)
      .set({ checkedInAt: now, updatedAt: now })
      .where(inArray(roomBookings.id, booking.rowIds));
    await audit(tx, by, 'booking.check_in', current, { checkedIn: false }, { checkedIn: true }, now);
  } else if (arrival === 'check_out') {
    await setByStaff(tx, current, 'completed', clock, by, 'booking.check_out');
  } else if (arrival === 'no_show') {
    await tx
      .update(tableBookings)
      .set({ noShowAt: now, updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
    await audit(tx, by, 'booking.no_show', current, { noShow: false }, { noShow: true }, now);
  } else {
    await tx
      .update(tableBookings)
      .set({ seatedAt: now, updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
    await setByStaff(tx, current, 'completed', clock, by, 'booking.seat');
  }
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
): Promise<PlannedChange> {
  const kind = kindNamed(booking.kind);
  if (!kind.changeRequest || !kind.changeInPlace)
    throw new AppError('BOOKING_NOT_CHANGEABLE', `A ${kind.label.toLowerCase()} cannot be changed online.`);
  await lockWithinTransaction(tx, 'guestHolds', booking.userId);
  await tx
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(inArray(kind.table.id, booking.rowIds))
    .for('update');
  const held = await kind.find(tx, booking.id);
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
 * hold, a paid one stays paid): the kind sets its rows aside and takes the new ones in this transaction (no other
 * guest can take the old nights before the new are held), and the coupon is used again if it still holds. An open
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

/**
 * CHANGE ANSWERED: the hotel answers a guest's request to change a booking whose changes it answers (an event,
 * decision 109), once: the kind decides on the locked request and booking (confirmed: moved in place, or refused
 * with nothing changed when the new time was taken meanwhile or a paid deposit would change; declined: the booking
 * as it was). A confirmed change gives up any open order for the old amount. The guest is told; audited.
 */
export async function changeAnswered(
  tx: DbOrTx,
  booking: BookingRef,
  changeId: string,
  answer: HotelAnswer,
  at: Moment & { clock: Pick<Clock, 'now' | 'today' | 'timeZone'> },
  by: StaffActor,
) {
  const kind = kindNamed(booking.kind);
  if (!kind.answerChangeRows)
    throw new AppError('CONFLICT', `A ${kind.label.toLowerCase()} changes without the hotel's answer.`);
  const facts = await kind.answerChangeRows(tx, booking, changeId, answer, at.clock, by.reason ?? null);
  if (answer === 'confirmed') {
    await giveUpLiveOrder(tx, booking, 'Given up: the event changed before its deposit was paid.', at.now);
  }
  const after = (await kind.find(tx, booking.id))!;
  await tell(tx, answer === 'confirmed' ? 'hall_change_confirmed' : 'hall_change_declined', after, at);
  await audit(
    tx,
    by,
    answer === 'confirmed' ? 'hall.change_confirm' : 'hall.change_decline',
    booking,
    facts.before,
    facts.after,
    at.now,
  );
  return after;
}
