import { daysBetween } from '~/lib/dates';
import { hallSlotNamed } from '~/lib/hall-slots';
import { momentOf } from '~/lib/hotel-time';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '~/server/db/client';
import { hotelFacts } from '../../hotel-facts';
import type { BookingNotice } from '../../notices/facts';
import type { BookingRef } from '../kind';
import { latestHallChange } from './change-request';
import { hallRow } from './views';

/** What an event's messages say: the hall, the event and its slot, from the first day's start to the last day's end. */
export async function hallNotice(db: DbOrTx, booking: BookingRef, timeZone: string): Promise<BookingNotice> {
  const { b, hall } = (await hallRow(db, booking.id))!;
  // The desk's note on a change it answered after the request itself speaks for its answer (decision 109).
  const change = await latestHallChange(db, booking.id);
  const changeAnswered = change?.answeredAt && (!b.answeredAt || change.answeredAt >= b.answeredAt);
  const days = daysBetween(b.date, b.endDate) + 1;
  const slot = hallSlotNamed(b.timeSlot)?.label ?? b.timeSlot;
  return {
    title: `${hall.name}: ${b.eventType}`,
    summary: `${b.eventType}, ${slot}${days > 1 ? `, ${days} days` : ''}, ${guestsWords(b.guests)}`,
    starts: momentOf(b.startsAt, timeZone),
    ends: momentOf(b.endsAt, timeZone),
    guests: b.guests,
    arrivalNote:
      'Guests of a wedding, conference or party should arrive 30 minutes before it begins: the old city lanes are narrow and the hall doors close for the ceremony.',
    place: `${hall.name}, ${hotelFacts.name}`,
    reservationType: 'EventReservation',
    detailsPage: '/booking-details',
    hotelNote: changeAnswered ? change.answerNote : b.answerNote,
  };
}
