import { eq } from 'drizzle-orm';
import type { BookingStatus } from '~/contracts/common';
import type { ArrivalMark } from '~/lib/bookings';
import type { HotelAnswer } from '~/lib/hall-requests';
import type { Db } from '../../db/client';
import { hallChangeRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffActor } from '../audit';
import type { NoticeSchedule } from '../notices/schedule';
import { arrivalSentence } from './arrival-sentences';
import { ARRIVAL_KINDS, arrivalRefusal, type DeskRules, lockedArrival, type UndoableMark } from './arrivals';
import { type Actor, type Cancellation, type CancellationDeps, cancelNow } from './cancellation';
import { checkOutRefusal, invoiceTotalOf } from './folio-balance';
import type { BookingRef, Clock } from './kind';
import { findBooking, findBookingFor, kindNamed } from './registry';
import { asItStands, pastLapsedHolds } from './sweep';
import { answered, arrived, changeAnswered, setByStaff, undone } from './transitions';

/** The staff member acting, for the audit, with the reason they gave (if any). */
export function staffActor(actor: Actor, reason?: string | null): StaffActor {
  return { id: actor.caller.id, reason: reason ?? null };
}

// No staff action sweeps lapsed holds first (decision 119): the booking acted on is taken as it stands (its own hold,
// lapsed, expired first), the kind refuses a request that lapsed unanswered, and a write refused as taken expires
// what lapsed and tries once more (sweep.ts).

/**
 * The hotel answers a request it must answer (a hall): confirmed, the guest may pay the deposit within a fresh
 * hold; declined, the request is cancelled, with the reason the guest reads. Once only: a second answer is a 409;
 * a request that lapsed unanswered is refused as such.
 */
export async function answerRequest(
  db: Db,
  id: string,
  answer: HotelAnswer,
  clock: Pick<Clock, 'now'>,
  schedule: NoticeSchedule,
  by: StaffActor,
): Promise<BookingRef> {
  const booking = await findBooking(db, id);
  // Only a kind the hotel answers has requests: any other id is not one.
  if (!booking?.kind || !kindNamed(booking.kind).answerRows)
    throw new AppError('NOT_FOUND', 'Booking not found.');
  return db.transaction((tx) => answered(tx, booking, answer, { now: clock.now, schedule }, by));
}

/**
 * The events desk answers a guest's change request (decision 109): confirmed, the event moves in place (refused,
 * nothing changed, when the hall was taken meanwhile or a paid deposit would change); declined, with a reason the
 * guest reads, the event stays as it was. Once only: a second answer is a 409.
 */
export async function answerChangeRequest(
  db: Db,
  changeId: string,
  answer: HotelAnswer,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  schedule: NoticeSchedule,
  by: StaffActor,
): Promise<BookingRef> {
  const [change] = await db
    .select({ bookingId: hallChangeRequests.bookingId })
    .from(hallChangeRequests)
    .where(eq(hallChangeRequests.id, changeId));
  const booking = change && (await findBooking(db, change.bookingId));
  if (!booking) throw new AppError('NOT_FOUND', 'Change request not found.');
  return pastLapsedHolds(db, booking.kind, clock.now, () =>
    db.transaction((tx) =>
      changeAnswered(tx, booking, changeId, answer, { now: clock.now, schedule, clock }, by),
    ),
  );
}

/**
 * Hotel staff set a booking's status. A request still waiting for the hotel takes confirmed or cancelled as the
 * hotel's answer. Cancelling a live booking cancels it as a guest's cancellation does, whatever the policy
 * window: the payment refunded, the coupon use and the reward given back, the guest and the hotel told. Any
 * other change only sets the status; only a payment confirms or completes an unpaid booking, or an admin with a
 * reason (an override, audited).
 */
export async function setBookingStatus(
  db: Db,
  id: string,
  status: BookingStatus,
  actor: Actor,
  money: CancellationDeps,
  reason?: string | null,
): Promise<BookingRef> {
  const by = staffActor(actor, reason);
  const booking = await asItStands(db, await findBookingFor(db, id, actor.caller), actor.clock.now);
  const kind = kindNamed(booking.kind);
  const answer = status === 'confirmed' ? 'confirmed' : status === 'cancelled' ? 'declined' : null;
  if (answer && (await kind.awaitsAnswer?.(db, booking))) {
    return answerRequest(db, booking.id, answer, actor.clock, money.schedule, by);
  }
  if (status === 'confirmed' && booking.status === 'pending' && kind.answerRows) {
    // A request the hotel has answered is confirmed by the guest's deposit, not by a second answer.
    throw new AppError(
      'CONFLICT',
      'This request was already answered: it becomes a confirmed booking when the guest pays the deposit.',
    );
  }
  if (status === 'cancelled' && (booking.status === 'pending' || booking.status === 'confirmed')) {
    try {
      await cancelNow(db, booking, { ...by, override: true }, actor.clock, money);
    } catch (error) {
      // Setting a status is idempotent: cancelled meanwhile (by the guest, or a second click) is what was asked.
      const now = await findBooking(db, booking.id);
      if (!(error instanceof AppError && now?.status === 'cancelled')) throw error;
    }
    return booking;
  }
  await pastLapsedHolds(db, booking.kind, actor.clock.now, () =>
    db.transaction((tx) => setByStaff(tx, booking, status, actor.clock, { ...by, role: actor.caller.role })),
  );
  return booking;
}

/**
 * The front desk or the restaurant marks the arrival of the row `id` names (one room of a stay, or a party):
 * check-in, check-out, seated or a no-show, each on its day by the hotel's rules (decision 140).
 */
export async function markArrival(
  db: Db,
  id: string,
  arrival: ArrivalMark,
  actor: Actor,
  rules: DeskRules,
): Promise<BookingRef> {
  const booking = await asItStands(db, await findBookingFor(db, id, actor.caller), actor.clock.now);
  await db.transaction((tx) => arrived(tx, booking, arrival, actor.clock, staffActor(actor), rules));
  return booking;
}

/**
 * What a mark will do, in the sentence the console asks staff to confirm, or the mark's own refusal when it cannot
 * be made now (a question answered, not a failed request). Read under the rows' locks, as the mark is.
 */
export async function arrivalConfirmation(
  db: Db,
  id: string,
  arrival: ArrivalMark,
  actor: Actor,
  rules: DeskRules,
): Promise<{ sentence: string | null; refusal: string | null; bookingId: string }> {
  const booking = await findBookingFor(db, id, actor.caller);
  if (!ARRIVAL_KINDS[arrival].includes(booking.kind)) {
    throw new AppError(
      'CONFLICT',
      `A ${kindNamed(booking.kind).label.toLowerCase()} booking cannot be marked so.`,
    );
  }
  const { locked, unsettled, invoicePaise } = await db.transaction(async (tx) => {
    const rows = await lockedArrival(tx, booking);
    const last = rows.rows.every((r) => r.id === rows.row.id || r.checkedOutAt || r.noShowAt);
    const folio = arrival === 'check_out' && last && booking.kind === 'room';
    return {
      locked: rows,
      unsettled: folio ? await checkOutRefusal(tx, booking) : null,
      invoicePaise: folio ? await invoiceTotalOf(tx, booking) : booking.totalPaise,
    };
  });
  const refusal = arrivalRefusal(arrival, locked, actor.clock, rules) ?? unsettled;
  const sentence = refusal
    ? null
    : arrivalSentence(arrival, locked, { ...booking, totalPaise: invoicePaise }, actor.clock.timeZone);
  return { sentence, refusal, bookingId: booking.id };
}

/** An admin undoes a check-in, a check-out or a no-show of the row `id` names, the same day, with a reason. */
export async function undoArrival(
  db: Db,
  id: string,
  arrival: UndoableMark,
  reason: string,
  actor: Actor,
): Promise<BookingRef> {
  const booking = await findBookingFor(db, id, actor.caller);
  await db.transaction((tx) =>
    undone(tx, booking, arrival, actor.clock, { ...staffActor(actor, reason), role: actor.caller.role }),
  );
  return booking;
}

/**
 * Staff cancel a live booking for its guest, with a reason: by the kind's policy (refused, as the guest would be,
 * outside its window) or by override whatever the window. Refunded, the guest told, and audited, as `cancelled` does.
 */
export async function cancelByStaff(
  db: Db,
  id: string,
  how: { reason: string; override: boolean },
  actor: Actor,
  money: CancellationDeps,
): Promise<Cancellation> {
  const booking = await asItStands(db, await findBookingFor(db, id, actor.caller), actor.clock.now);
  return cancelNow(
    db,
    booking,
    { ...staffActor(actor, how.reason), override: how.override },
    actor.clock,
    money,
  );
}
