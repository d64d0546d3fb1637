// A change of an event is a new request the events desk answers (decision 109): planned as a new request is (the
// event's time read, the hall's capacity, the hall free, the event's own slot counting as free to it), kept beside
// the booking until the answer, and on confirmation moved onto the booking in place. Inside the caller's transaction.
import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { HallChangeBody, HallChangeView } from '~/contracts/hall-changes';
import { daysBetween } from '~/lib/dates';
import { CHANGE_ANSWER_MINUTES, deskDepositRefusal } from '~/lib/hall-changes';
import type { HotelAnswer } from '~/lib/hall-requests';
import { hallSlotNamed } from '~/lib/hall-slots';
import { holdExpiry } from '~/lib/hold-rules';
import type { DbOrTx } from '~/server/db/client';
import { bookingTaxLines, coupons, hallBookings, hallChangeRequests, halls } from '~/server/db/schema';
import { AppError, EXCLUSION_VIOLATION, fieldError, sqlState } from '~/server/errors';
import { storeTaxLines } from '../../charged-tax';
import type { TaxedPrice } from '../../tax';
import type { BookingRef, Clock } from '../kind';
import { eventRange, hallsTakenDuring } from './availability';
import { assertEventAhead, HALL_TAKEN_MESSAGE } from './plan';
import { hallPrice } from './price';
import { readEventTime } from './request';

type ChangeRow = typeof hallChangeRequests.$inferSelect;

/** The refusal at the desk when another event took the hall meanwhile: nothing changes. */
export const TAKEN_MEANWHILE =
  'The hall was booked for that time meanwhile, so this change cannot be confirmed: decline it with a note to the guest. Nothing was changed.';

/** A change worked out: the event's new time and head count, and its price by the hall's one rule. */
export interface PlannedHallChange {
  event: ReturnType<typeof readEventTime>;
  guests: number;
  price: TaxedPrice;
}

/**
 * The change asked of an event, planned as a new request of the same hall would be now: the first day not past,
 * the hall seating the guests, the hall free for the new time (the event's own time free to it), the hire by the
 * one price rule with the event's coupon kept on its terms (its use is already counted for this booking).
 */
export async function planHallChange(
  db: DbOrTx,
  booking: BookingRef,
  body: HallChangeBody,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  taken = HALL_TAKEN_MESSAGE,
): Promise<PlannedHallChange> {
  const event = readEventTime(body);
  assertEventAhead(event, clock.today);
  const [row] = await db
    .select({ hall: halls, couponCode: hallBookings.couponCode })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(eq(hallBookings.id, booking.id));
  const { hall, couponCode } = row!;
  if (body.guests > hall.capacity) {
    throw fieldError('guests', `${hall.name} seats up to ${hall.capacity} guests.`);
  }
  const busy = await hallsTakenDuring(db, event, clock, booking.id);
  if (busy.has(hall.id)) throw new AppError('HALL_UNAVAILABLE', taken);
  const [coupon] = couponCode ? await db.select().from(coupons).where(eq(coupons.code, couponCode)) : [];
  return { event, guests: body.guests, price: hallPrice(hall, event, coupon ?? null) };
}

/** A change request as the guest and the desk read it (an open one left unanswered too long reads as lapsed). */
export function hallChangeView(c: ChangeRow, now: Date): HallChangeView {
  return {
    id: c.id,
    date: c.date,
    endDate: c.endDate,
    days: daysBetween(c.date, c.endDate) + 1,
    timeSlot: c.timeSlot,
    timeSlotLabel: hallSlotNamed(c.timeSlot)?.label ?? c.timeSlot,
    guests: c.guests,
    totalPaise: c.totalPaise,
    status: c.status === 'pending' && c.answerBy <= now ? 'lapsed' : c.status,
    answerBy: c.answerBy.toISOString(),
    answerNote: c.answerNote,
    requestedAt: c.createdAt.toISOString(),
  };
}

/** Open requests of an event that were left unanswered too long no longer stand (the guest may ask again). */
async function lapseUnanswered(tx: DbOrTx, bookingId: string, now: Date) {
  await tx
    .update(hallChangeRequests)
    .set({ status: 'lapsed', updatedAt: now })
    .where(
      and(
        eq(hallChangeRequests.bookingId, bookingId),
        eq(hallChangeRequests.status, 'pending'),
        lte(hallChangeRequests.answerBy, now),
      ),
    );
}

/** The event's latest change request the guest should read (open, or answered), withdrawn ones left out. */
export async function latestHallChange(db: DbOrTx, bookingId: string): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(hallChangeRequests)
    .where(and(eq(hallChangeRequests.bookingId, bookingId), ne(hallChangeRequests.status, 'withdrawn')))
    .orderBy(desc(hallChangeRequests.createdAt))
    .limit(1);
  return row;
}

/** Which of these events have a change request waiting for the desk's answer. */
export async function eventsWithOpenChange(db: DbOrTx, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: hallChangeRequests.bookingId, answerBy: hallChangeRequests.answerBy })
    .from(hallChangeRequests)
    .where(and(inArray(hallChangeRequests.bookingId, ids), eq(hallChangeRequests.status, 'pending')));
  return new Set(rows.filter((r) => r.answerBy > now).map((r) => r.id));
}

/**
 * Keeps the guest's change request beside the event, which stays exactly as it is. One open request per event:
 * a second is refused (the database's partial unique index settles two at once) until the first is answered,
 * withdrawn or lapsed.
 */
export async function keepHallChange(
  tx: DbOrTx,
  booking: BookingRef,
  change: PlannedHallChange,
  clock: Pick<Clock, 'now' | 'timeZone'>,
): Promise<ChangeRow | undefined> {
  await lapseUnanswered(tx, booking.id, clock.now);
  const { startsAt, endsAt } = eventRange(change.event, clock);
  const { price } = change;
  const [row] = await tx
    .insert(hallChangeRequests)
    .values({
      bookingId: booking.id,
      date: change.event.date,
      endDate: change.event.endDate,
      timeSlot: change.event.slot.name,
      startsAt,
      endsAt,
      guests: change.guests,
      pricePaise: price.subtotalPaise,
      discountPaise: price.discountPaise,
      taxablePaise: price.taxablePaise,
      cgstPaise: price.cgstPaise,
      sgstPaise: price.sgstPaise,
      totalPaise: price.totalPaise,
      answerBy: new Date(clock.now.getTime() + CHANGE_ANSWER_MINUTES * 60_000),
      createdAt: clock.now,
      updatedAt: clock.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The guest withdraws the event's open change request; undefined when none is open. */
export async function withdrawHallChangeRow(tx: DbOrTx, bookingId: string, now: Date) {
  const [row] = await tx
    .update(hallChangeRequests)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(hallChangeRequests.bookingId, bookingId), eq(hallChangeRequests.status, 'pending')))
    .returning();
  return row;
}

/** The facts an answer changes, for the audit. */
const factsOf = (b: typeof hallBookings.$inferSelect) => ({
  date: b.date,
  endDate: b.endDate,
  timeSlot: b.timeSlot,
  guests: b.guests,
  totalPaise: b.totalPaise,
  status: b.status,
  hotelAnswer: b.hotelAnswer,
});

/**
 * The events desk's answer to a change request, once: the request row is locked first (of two answers at once the
 * second finds it answered), then the event's. Declined: the event stays as it was. Confirmed: the change is planned
 * again now and the event moved onto it in place (same id and reference), the no-overlap constraint judging the new
 * time against everyone else's; an unpaid event takes the new price and, confirmed by the hotel, a fresh hold for
 * its deposit; a paid event moves only when its deposit stays the same. Returns the facts before and after.
 */
export async function answerHallChangeRows(
  tx: DbOrTx,
  booking: BookingRef,
  changeId: string,
  answer: HotelAnswer,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  note: string | null,
) {
  const { now } = clock;
  const [change] = await tx
    .select()
    .from(hallChangeRequests)
    .where(and(eq(hallChangeRequests.id, changeId), eq(hallChangeRequests.bookingId, booking.id)))
    .for('update');
  if (!change) throw new AppError('NOT_FOUND', 'Change request not found.');
  if (change.status !== 'pending') {
    throw new AppError('CONFLICT', `This change request was already ${change.status}.`);
  }
  if (change.answerBy <= now) {
    throw new AppError(
      'CONFLICT',
      'This change request lapsed before it was answered; the guest may ask again.',
    );
  }
  const [row] = await tx.select().from(hallBookings).where(eq(hallBookings.id, booking.id)).for('update');
  const live = row!.status === 'confirmed' || (row!.status === 'pending' && row!.holdExpiresAt! > now);
  if (!live) throw new AppError('CONFLICT', `This event is ${row!.status}: its change cannot be answered.`);
  const before = factsOf(row!);
  const answered = { status: answer, answerNote: note, answeredAt: now, updatedAt: now };
  if (answer === 'declined') {
    await tx.update(hallChangeRequests).set(answered).where(eq(hallChangeRequests.id, change.id));
    return { before, after: before };
  }
  const body = {
    date: change.date,
    endDate: change.endDate,
    timeSlot: change.timeSlot,
    guests: change.guests,
  };
  const planned = await planHallChange(tx, booking, body, clock, TAKEN_MEANWHILE);
  const paid = row!.status === 'confirmed';
  if (paid && planned.price.totalPaise !== row!.totalPaise) {
    throw new AppError('CONFLICT', deskDepositRefusal(row!.totalPaise, planned.price.totalPaise));
  }
  const { startsAt, endsAt } = eventRange(planned.event, clock);
  const { price } = planned;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(hallBookings)
        .set({
          date: planned.event.date,
          endDate: planned.event.endDate,
          timeSlot: planned.event.slot.name,
          startsAt,
          endsAt,
          guests: planned.guests,
          pricePaise: price.subtotalPaise,
          discountPaise: price.discountPaise,
          taxablePaise: price.taxablePaise,
          cgstPaise: price.cgstPaise,
          sgstPaise: price.sgstPaise,
          totalPaise: price.totalPaise,
          // An unpaid event the hotel now accepts on the new terms: a fresh hold for its deposit.
          ...(paid
            ? {}
            : { hotelAnswer: 'confirmed' as const, answeredAt: now, holdExpiresAt: holdExpiry('hall', now) }),
          updatedAt: now,
        })
        .where(eq(hallBookings.id, booking.id));
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw new AppError('HALL_UNAVAILABLE', TAKEN_MEANWHILE);
    throw error;
  }
  await tx.delete(bookingTaxLines).where(eq(bookingTaxLines.bookingId, booking.id));
  await storeTaxLines(tx, 'hall', [{ bookingId: booking.id, lines: price.taxed }]);
  await tx.update(hallChangeRequests).set(answered).where(eq(hallChangeRequests.id, change.id));
  const [moved] = await tx.select().from(hallBookings).where(eq(hallBookings.id, booking.id));
  return { before, after: factsOf(moved!) };
}
