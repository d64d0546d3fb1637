// The hotel's answers and marks: a hall request answered, a status set by hand, an arrival, an event change answered.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BookingStatus } from '~/contracts/common';
import { isPaid } from '~/contracts/orders';
import { type ArrivalMark, PAID_STATUSES } from '~/lib/bookings';
import type { HotelAnswer } from '~/lib/hall-requests';
import { holdExpiry } from '~/lib/hold-rules';
import { formatInr } from '~/lib/money';
import type { UserRole } from '~/lib/roles';
import type { DbOrTx } from '../../../db/client';
import { roomBookings, tableBookings } from '../../../db/schema';
import { AppError, EXCLUSION_VIOLATION, fieldError, sqlState } from '../../../errors';
import type { StaffActor } from '../../audit';
import { releaseCouponUses } from '../../discounts';
import { cancelTaxInvoice, issueTaxInvoice } from '../../documents/advances';
import { moneyByRow, paymentOfRows } from '../../ledger/reckoning';
import { bookingNoticeAnchor, withdrawReminders } from '../../notices/queue';
import { giveUpLiveOrder } from '../../payments/orders';
import { leaveUnitDirty, restoreUnitAfterUndo } from '../../room-condition';
import {
  ARRIVAL_KINDS,
  arrivalRefusal,
  completionRefusal,
  type DeskRules,
  lockedArrival,
  UNDO_WORDS,
  type UndoableMark,
  undoRefusal,
} from '../arrivals';
import { coinsSpentOn } from '../coins';
import { checkOutRefusal } from '../folio-balance';
import type { BookingRef, Clock } from '../kind';
import { kindNamed } from '../registry';
import { audit, type Moment, settlementOf, tell } from './shared';

/**
 * ANSWERED: the hotel confirms or declines a request it must answer (a hall), once: the kind records the answer
 * and the staff member's note (a decline's reason, which the guest reads) on the locked row (confirmed: a fresh
 * hold for the deposit). A declined request is cancelled here, the hall free, and gives its coupon use back. The
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
  if (answer === 'declined') {
    await tx
      .update(kind.table)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: at.now })
      .where(inArray(kind.table.id, booking.rowIds));
    await releaseCouponUses(tx, kind.name, booking.rowIds);
  }
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

/** Who sets a status by hand: the staff member (audited), their role (an admin may override), and why. */
export type StatusSetter = StaffActor & { role?: UserRole };

const isPaidStatus = (status: BookingStatus | undefined) =>
  (PAID_STATUSES as readonly (BookingStatus | undefined)[]).includes(status);

/**
 * What a booking holds towards its total (paise): the money its payments took less what is given back or on its
 * way back, and the coins it still holds. A booking holding its whole total is paid.
 */
async function heldTowardsTotal(tx: DbOrTx, booking: BookingRef): Promise<number> {
  const payment = paymentOfRows(await moneyByRow(tx, booking.kind, booking.rowIds), booking.rowIds);
  const money = isPaid(payment)
    ? payment.amountPaise - payment.refundedPaise - payment.refundPendingPaise
    : 0;
  const coins = await coinsSpentOn(tx, booking);
  return money + (coins && !coins.returned ? coins.coinsPaise : 0);
}

/**
 * Why hand-setting `status` on an unpaid booking is refused (null when it is not): only a payment confirms a
 * booking, or completes one (which issues its tax invoice). An admin may, with a reason the audit keeps as an
 * override; staff may not; an admin without a reason is asked for one.
 */
function unpaidRefusal(status: BookingStatus, by: StatusSetter, heldPaise: number, booking: BookingRef) {
  const verb = status === 'confirmed' ? 'confirm' : 'complete';
  const owed = `${formatInr(heldPaise)} of ${formatInr(booking.totalPaise)} is paid`;
  if (by.role !== 'admin') {
    return new AppError(
      'FORBIDDEN',
      `Only a payment can ${verb} this booking: ${owed}. An admin may ${verb} it with a reason, recorded as an override.`,
    );
  }
  if (!by.reason) {
    return fieldError(
      'reason',
      `Give the reason to ${verb} a booking that is not paid (${owed}): the audit keeps it as an override.`,
    );
  }
  return null;
}

/**
 * SET BY STAFF: hotel staff set any other status by hand (a stay completed, a booking put back on hold). The
 * status changes on every row booked together; `pending` starts a fresh hold. Confirming or completing a booking
 * that is not paid (decided on its locked rows) is refused unless an admin gives a reason: then it is done and
 * audited as an override. A paid stay or event completed gets its tax invoice, adjusting every advance net of
 * refunds (a table's invoice is the restaurant's bill on the night). Reviving a released booking is refused with
 * the kind's own message if what it held was taken since.
 */
export async function setByStaff(
  tx: DbOrTx,
  booking: BookingRef,
  status: BookingStatus,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  by: StatusSetter,
  action = 'booking.status',
) {
  const { now } = clock;
  const kind = kindNamed(booking.kind);
  const { table } = kind;
  // The booking's rows first, then what was paid for them (the lock order of the money ledger).
  const [locked] = await tx
    .select({ status: table.status })
    .from(table)
    .where(inArray(table.id, booking.rowIds))
    .for('update');
  let override: { unpaidPaise: number } | null = null;
  if (isPaidStatus(status) && !isPaidStatus(locked?.status)) {
    const held = await heldTowardsTotal(tx, booking);
    if (held < booking.totalPaise) {
      const refusal = unpaidRefusal(status, by, held, booking);
      if (refusal) throw refusal;
      override = { unpaidPaise: booking.totalPaise - held };
    }
  }
  const checkedOut = status === 'completed' ? await completedAsTheDeskWould(tx, booking, clock) : [];
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
  if (override) {
    const overridden = status === 'confirmed' ? 'booking.confirm_override' : 'booking.complete_override';
    await audit(tx, by, overridden, booking, { status: booking.status }, { status, ...override }, now);
  } else {
    const rooms = checkedOut.length > 0 ? { checkedOut } : {};
    await audit(tx, by, action, booking, { status: booking.status }, { status, ...rooms }, now);
  }
}

/**
 * A booking completed by hand is completed as the desk completes it (decision 151): refused in the desk's words
 * unless each stay room still open is in house (and the folio settled), a party on its sitting, an event on its day.
 * The rooms in house are checked out here (each left dirty for housekeeping); their numbers are returned.
 */
async function completedAsTheDeskWould(
  tx: DbOrTx,
  booking: BookingRef,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
): Promise<string[]> {
  const locked = booking.kind === 'hall' ? null : await lockedArrival(tx, booking);
  const refusal = completionRefusal(booking, locked, clock);
  if (refusal) throw new AppError('CONFLICT', refusal);
  if (booking.kind === 'table') {
    // Completed by hand is seated, as the restaurant's mark would have it (and so undoable as a seating).
    await tx
      .update(tableBookings)
      .set({ seatedAt: clock.now })
      .where(and(inArray(tableBookings.id, booking.rowIds), isNull(tableBookings.seatedAt)));
  }
  if (booking.kind !== 'room' || !locked) return [];
  const open = locked.rows.filter((r) => !r.checkedOutAt && !r.noShowAt);
  if (open.length === 0) return [];
  const unsettled = await checkOutRefusal(tx, booking);
  if (unsettled) throw new AppError('CONFLICT', unsettled);
  for (const row of open) {
    await tx
      .update(roomBookings)
      .set({ checkedOutAt: clock.now, updatedAt: clock.now })
      .where(eq(roomBookings.id, row.id));
    await leaveUnitDirty(tx, row.id, clock.now);
  }
  return open.map((r) => r.roomNumber ?? r.id);
}

/**
 * ARRIVED: the front desk checks one room of a paid stay in or out, or marks it a no-show; the restaurant seats a
 * paid table (completed: the party has its table) or marks it a no-show (kept confirmed, the deposit kept by the
 * policy). Each on its day (decision 140: check-in on the arrival date, or the day before when the hotel allows it;
 * a no-show once the sitting or the arrival day has passed) and once, decided on the booking's locked rows: of two
 * desks at once the second is refused with what was marked. The stay completes, and its tax invoice is issued as
 * `setByStaff` does, when its last room checks out. Audited.
 */
export async function arrived(
  tx: DbOrTx,
  booking: BookingRef,
  arrival: ArrivalMark,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  by: StaffActor,
  rules: DeskRules,
): Promise<void> {
  if (!ARRIVAL_KINDS[arrival].includes(booking.kind)) {
    throw new AppError(
      'CONFLICT',
      `A ${kindNamed(booking.kind).label.toLowerCase()} booking cannot be marked so.`,
    );
  }
  const { now } = clock;
  const locked = await lockedArrival(tx, booking);
  const refusal = arrivalRefusal(arrival, locked, clock, rules);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const current = { ...booking, status: 'confirmed' as const };
  const { row } = locked;
  const room = row.roomNumber ? { room: row.roomNumber } : {};
  if (arrival === 'check_in' || arrival === 'no_show') {
    // A guest in house (an early arrival) or one who never came is sent no reminder of the stay or the table.
    const why = arrival === 'check_in' ? 'The guest has checked in.' : 'The booking was marked a no-show.';
    await withdrawReminders(tx, await bookingNoticeAnchor(tx, booking), why, now);
  }
  if (arrival === 'check_in') {
    await tx
      .update(roomBookings)
      .set({ checkedInAt: now, updatedAt: now })
      .where(eq(roomBookings.id, row.id));
    await audit(tx, by, 'booking.check_in', current, { checkedIn: false }, { checkedIn: true, ...room }, now);
  } else if (arrival === 'check_out') {
    const last = locked.rows.every((r) => r.id === row.id || r.checkedOutAt || r.noShowAt);
    // The last room settles the folio (decision 145): money due is taken first.
    const unsettled = last ? await checkOutRefusal(tx, booking) : null;
    if (unsettled) throw new AppError('CONFLICT', unsettled);
    await tx
      .update(roomBookings)
      .set({ checkedOutAt: now, updatedAt: now })
      .where(eq(roomBookings.id, row.id));
    // The room the guest left is dirty until housekeeping cleans it (decision 144).
    await leaveUnitDirty(tx, row.id, now);
    if (last) await setByStaff(tx, current, 'completed', clock, by, 'booking.check_out');
    else {
      await audit(
        tx,
        by,
        'booking.check_out',
        current,
        { checkedOut: false },
        { checkedOut: true, ...room },
        now,
      );
    }
  } else if (arrival === 'no_show') {
    const table = booking.kind === 'room' ? roomBookings : tableBookings;
    await tx.update(table).set({ noShowAt: now, updatedAt: now }).where(eq(table.id, row.id));
    await audit(tx, by, 'booking.no_show', current, { noShow: false }, { noShow: true, ...room }, now);
  } else {
    await tx
      .update(tableBookings)
      .set({ seatedAt: now, updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
    await setByStaff(tx, current, 'completed', clock, by, 'booking.seat');
  }
}

/**
 * UNDONE: an admin takes back a check-in, a check-out or a no-show of one room or party, the same hotel day it was
 * marked, with a reason the audit keeps (decision 140). An undone check-out of the stay's last room puts the stay
 * back to confirmed and in house, and cancels its tax invoice with a credit note. Refused in words otherwise.
 */
export async function undone(
  tx: DbOrTx,
  booking: BookingRef,
  arrival: UndoableMark,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  by: StatusSetter,
): Promise<void> {
  if (by.role !== 'admin') {
    throw new AppError('FORBIDDEN', `Only an admin can undo a ${UNDO_WORDS[arrival]}: ask an admin.`);
  }
  if (!by.reason?.trim()) throw fieldError('reason', `Give the reason to undo this ${UNDO_WORDS[arrival]}.`);
  if (!ARRIVAL_KINDS[arrival].includes(booking.kind)) {
    throw new AppError(
      'CONFLICT',
      `A ${kindNamed(booking.kind).label.toLowerCase()} booking has no ${UNDO_WORDS[arrival]} to undo.`,
    );
  }
  const { now } = clock;
  const locked = await lockedArrival(tx, booking);
  const refusal = undoRefusal(arrival, locked, clock);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const { row } = locked;
  const room = row.roomNumber ? { room: row.roomNumber } : {};
  const table = booking.kind === 'room' ? roomBookings : tableBookings;
  const action = `booking.undo_${arrival}`;
  if (arrival === 'check_in') {
    await tx
      .update(roomBookings)
      .set({ checkedInAt: null, updatedAt: now })
      .where(eq(roomBookings.id, row.id));
    await audit(tx, by, action, booking, { checkedIn: true, ...room }, { checkedIn: false }, now);
  } else if (arrival === 'no_show') {
    await tx.update(table).set({ noShowAt: null, updatedAt: now }).where(eq(table.id, row.id));
    await audit(tx, by, action, booking, { noShow: true, ...room }, { noShow: false }, now);
  } else if (arrival === 'seat') {
    // The party expected again: confirmed, as before it was seated (a table's completion issues no document).
    await tx
      .update(tableBookings)
      .set({ seatedAt: null, status: 'confirmed', updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
    await audit(
      tx,
      by,
      action,
      booking,
      { status: 'completed', seated: true },
      { status: 'confirmed', seated: false },
      now,
    );
  } else {
    // The room back as housekeeping had it before the check-out made it dirty (decision 151).
    const restored = await restoreUnitAfterUndo(tx, row.id, row.checkedOutAt!, now);
    const housekeeping = restored ? { housekeeping: restored } : {};
    await tx
      .update(roomBookings)
      .set({ checkedOutAt: null, updatedAt: now })
      .where(eq(roomBookings.id, row.id));
    if (row.status === 'completed') {
      await tx
        .update(roomBookings)
        .set({ status: 'confirmed', updatedAt: now })
        .where(inArray(roomBookings.id, booking.rowIds));
      const credit = await cancelTaxInvoice(tx, booking, clock);
      await audit(
        tx,
        by,
        action,
        booking,
        { status: 'completed', checkedOut: true, ...room },
        {
          status: 'confirmed',
          checkedOut: false,
          ...housekeeping,
          ...(credit ? { creditNote: credit.number } : {}),
        },
        now,
      );
    } else {
      await audit(
        tx,
        by,
        action,
        booking,
        { checkedOut: true, ...room },
        { checkedOut: false, ...housekeeping },
        now,
      );
    }
  }
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
