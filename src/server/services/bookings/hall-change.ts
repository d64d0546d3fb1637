// A guest asks to change their event (issue 34, docs/decisions/109-event-change-requests.md): a new request the
// events desk answers. The quote, the request (kept beside the event, which stays exactly as it is) and its withdrawal.

import type { HallChangeAsked, HallChangeBody, HallChangeQuote } from '~/contracts/hall-changes';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { ONE_OPEN_CHANGE, paidDepositRefusal } from '~/lib/hall-changes';
import { formatInr } from '~/lib/money';
import { guestsWords } from '~/lib/words';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { billOf } from '../tax';
import {
  hallChangeView,
  keepHallChange,
  type PlannedHallChange,
  planHallChange,
  withdrawHallChangeRow,
} from './halls/change-request';
import type { BookingRef, Clock } from './kind';
import { findOwnBooking } from './registry';
import { releaseLapsedHolds } from './sweep';

/** Why this booking's change cannot be asked now, in the guest's words; null when it can. */
export function eventChangeRefusal(booking: BookingRef, clock: Pick<Clock, 'now' | 'today'>): string | null {
  if (booking.kind !== 'hall') {
    return 'Only an event’s change is a request the hotel answers: a stay or a table changes on its own page.';
  }
  if (booking.status === 'cancelled') return 'This event was cancelled: send a new request instead.';
  if (
    booking.status === 'expired' ||
    (booking.status === 'pending' && booking.holdExpiresAt && booking.holdExpiresAt <= clock.now)
  ) {
    return 'This request has lapsed: send a new request instead.';
  }
  if (booking.status === 'completed' || booking.startsOn <= (clock.today as IsoDate)) {
    return 'An event on its day or after is changed by calling the events desk.';
  }
  return null;
}

/** What the guest reads about a change's money before sending it. */
function changeMessage(booking: BookingRef, after: number): string {
  const total = formatInr(after);
  const by = after - booking.totalPaise;
  const difference = by === 0 ? 'the same as now' : `${formatInr(Math.abs(by))} ${by > 0 ? 'more' : 'less'}`;
  const money =
    booking.status === 'confirmed'
      ? 'Your paid deposit stays as it is.'
      : 'Nothing is paid yet: once we confirm, the deposit is the new total.';
  return `The hire becomes ${total} with GST (${difference}). ${money} Your event stays as it is until our events desk answers.`;
}

function quoteOf(booking: BookingRef, change: PlannedHallChange): HallChangeQuote {
  const after = billOf(change.price);
  return {
    bookingId: booking.id,
    beforeTotalPaise: booking.totalPaise,
    after,
    differencePaise: after.totalPaise - booking.totalPaise,
    message: changeMessage(booking, after.totalPaise),
    refusal: paidDepositRefusal(booking.status === 'confirmed', booking.totalPaise, after.totalPaise),
  };
}

/** The caller's own event, lapsed holds released first, refused with the reason when it cannot be changed now. */
async function changeableEvent(db: Db, input: { userId: string; bookingId: string }, clock: Clock) {
  await releaseLapsedHolds(db, clock.now);
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const refusal = eventChangeRefusal(booking, clock);
  if (refusal) throw new AppError('BOOKING_NOT_CHANGEABLE', refusal);
  return booking;
}

/** What the change would cost, planned as it would be asked now; nothing is written. */
export async function quoteEventChange(
  db: Db,
  input: { userId: string; bookingId: string; body: HallChangeBody },
  clock: Clock,
): Promise<HallChangeQuote> {
  const booking = await changeableEvent(db, input, clock);
  return quoteOf(booking, await planHallChange(db, booking, input.body, clock));
}

/**
 * Sends the change for the events desk to answer: planned as a new request is, refused (nothing written) when a
 * paid deposit would change or another change is open; the event stays exactly as it is until the answer.
 */
export async function askEventChange(
  db: Db,
  input: { userId: string; bookingId: string; body: HallChangeBody },
  clock: Clock,
): Promise<HallChangeAsked> {
  const booking = await changeableEvent(db, input, clock);
  return db.transaction(async (tx) => {
    const change = await planHallChange(tx, booking, input.body, clock);
    const { refusal } = quoteOf(booking, change);
    if (refusal) throw new AppError('BOOKING_NOT_CHANGEABLE', refusal);
    const kept = await keepHallChange(tx, booking, change, clock);
    if (!kept) throw new AppError('CONFLICT', ONE_OPEN_CHANGE);
    const when = formatHotelDate(change.event.date);
    return {
      message: `Your change to ${when}, ${change.event.slot.label}, for ${guestsWords(change.guests)} is sent. Your event stays as it is until our events desk answers (within 48 hours).`,
      change: hallChangeView(kept, clock.now),
    };
  });
}

/** The guest withdraws their open change request; the event was never touched. */
export async function withdrawEventChange(
  db: Db,
  input: { userId: string; bookingId: string },
  clock: Pick<Clock, 'now'>,
): Promise<HallChangeAsked> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const withdrawn = await withdrawHallChangeRow(db, booking.id, clock.now);
  if (!withdrawn) throw new AppError('CONFLICT', 'This event has no change request waiting for our answer.');
  return {
    message: 'Your change request is withdrawn; your event stays as it is.',
    change: hallChangeView(withdrawn, clock.now),
  };
}
