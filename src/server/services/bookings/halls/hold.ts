import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { newBookingCode } from '~/lib/booking-code';
import type { HotelAnswer } from '~/lib/hall-requests';
import { type HoldQuestion, holdExpiry } from '~/lib/hold-rules';
import type { DbOrTx } from '~/server/db/client';
import { hallBookings, halls } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { storeTaxLines } from '../../charged-tax';
import type { BookingRef, Clock } from '../kind';
import { unpaidHoldAt } from '../ref';
import { eventRange } from './availability';
import type { HallPlan } from './plan';
import type { HallRequest } from './request';
import { findHallBooking } from './views';

/**
 * What the guest already holds unpaid on the event's days: their pending requests (waiting for the hotel's
 * answer or for the deposit) whose days meet the planned event's. One hall per date is the rule.
 */
export async function hallHeldBy(
  tx: DbOrTx,
  userId: string,
  plan: HallPlan,
  clock: Pick<Clock, 'now'>,
): Promise<Pick<HoldQuestion, 'share'>> {
  // One query after another: they share the transaction's connection.
  const held = await tx
    .select({ date: hallBookings.date })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.userId, userId),
        unpaidHoldAt(hallBookings, clock.now),
        lte(hallBookings.date, plan.event.endDate),
        gte(hallBookings.endDate, plan.event.date),
      ),
    )
    .orderBy(hallBookings.date);
  const [open] = await tx.select({ halls: count() }).from(halls).where(eq(halls.active, true));
  const first = held[0]?.date;
  return {
    share: {
      kind: 'hall',
      held: held.length,
      asked: 1,
      inventory: open?.halls ?? 0,
      on: first && first > plan.event.date ? first : plan.event.date,
    },
  };
}

/**
 * The guest's pending hall request (awaiting the hotel's answer or the deposit) that the request repeats: the
 * same days and slot, and the hall it names (any hall, for the event form, which names none).
 */
export async function hallHeldAlready(
  tx: DbOrTx,
  userId: string,
  request: HallRequest,
  clock: Pick<Clock, 'now'>,
): Promise<BookingRef | undefined> {
  const [row] = await tx
    .select({ id: hallBookings.id })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.userId, userId),
        unpaidHoldAt(hallBookings, clock.now),
        eq(hallBookings.date, request.date),
        eq(hallBookings.endDate, request.endDate),
        eq(hallBookings.timeSlot, request.slot.name),
        request.hallId ? eq(hallBookings.hallId, request.hallId) : undefined,
      ),
    )
    .orderBy(asc(hallBookings.createdAt))
    .limit(1);
  return row ? findHallBooking(tx, row.id) : undefined;
}

/**
 * Books the request `pending` for 48 hours inside the caller's transaction. The database's no-overlap constraint
 * refuses a second live booking of the hall for an overlapping time, so of two guests racing one holds it.
 */
export async function holdHallRequest(
  tx: DbOrTx,
  userId: string,
  request: HallRequest,
  plan: HallPlan,
  clock: Clock,
): Promise<BookingRef> {
  const { startsAt, endsAt } = eventRange(plan.event, clock);
  const [row] = await tx
    .insert(hallBookings)
    .values({
      bookingCode: newBookingCode('EVT'),
      userId,
      hallId: plan.hall.id,
      date: plan.event.date,
      endDate: plan.event.endDate,
      timeSlot: plan.event.slot.name,
      startsAt,
      endsAt,
      eventType: request.eventType,
      guests: request.guests,
      pricePaise: plan.price.subtotalPaise,
      discountPaise: plan.price.discountPaise,
      taxablePaise: plan.price.taxablePaise,
      cgstPaise: plan.price.cgstPaise,
      sgstPaise: plan.price.sgstPaise,
      totalPaise: plan.price.totalPaise,
      couponCode: plan.coupon?.code ?? null,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      customerPhone: request.customerPhone,
      eventDetails: request.eventDetails,
      status: 'pending',
      holdExpiresAt: holdExpiry('hall', clock.now),
      createdAt: clock.now,
      updatedAt: clock.now,
    })
    .returning({ id: hallBookings.id });
  await storeTaxLines(tx, 'hall', [{ bookingId: row!.id, lines: plan.price.taxed }]);
  return (await findHallBooking(tx, row!.id))!;
}

/**
 * Records the hotel's answer on a request, once: the row is locked, so two staff answering at once cannot both
 * succeed. Confirming keeps the hall and gives the guest 48 hours from now to pay the deposit; a decline is recorded
 * here and the `answered` transition cancels the request (only the transitions write a status, decision 090).
 */
export async function answerHallRows(
  tx: DbOrTx,
  booking: BookingRef,
  answer: HotelAnswer,
  now: Date,
  note: string | null,
): Promise<void> {
  const [row] = await tx.select().from(hallBookings).where(eq(hallBookings.id, booking.id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found.');
  if (row.hotelAnswer) throw new AppError('CONFLICT', `This request was already ${row.hotelAnswer}.`);
  if (row.status !== 'pending') throw new AppError('CONFLICT', `A ${row.status} request cannot be answered.`);
  if (row.holdExpiresAt && row.holdExpiresAt <= now) {
    throw new AppError('CONFLICT', 'This request lapsed before it was answered; the guest must ask again.');
  }
  await tx
    .update(hallBookings)
    .set({
      hotelAnswer: answer,
      answerNote: note,
      answeredAt: now,
      ...(answer === 'confirmed' ? { holdExpiresAt: holdExpiry('hall', now) } : {}),
      updatedAt: now,
    })
    .where(eq(hallBookings.id, booking.id));
}

/** Whether a hall booking is a request still waiting for the hotel's answer. */
export async function hallAwaitsAnswer(db: DbOrTx, booking: BookingRef): Promise<boolean> {
  const [row] = await db
    .select({ status: hallBookings.status, answer: hallBookings.hotelAnswer })
    .from(hallBookings)
    .where(eq(hallBookings.id, booking.id));
  return row?.status === 'pending' && row.answer === null;
}
