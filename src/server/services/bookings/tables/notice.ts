import { momentOf } from '~/lib/hotel-time';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '~/server/db/client';
import { hotelFacts } from '../../hotel-facts';
import type { BookingNotice } from '../../notices/facts';
import type { BookingRef } from '../kind';
import { tableRow } from './views';

const guestsText = guestsWords;

/** What a table's messages say: the party, the dish, and the sitting from its booked time to its end. */
export async function tableNotice(db: DbOrTx, booking: BookingRef, timeZone: string): Promise<BookingNotice> {
  const { b, menu } = (await tableRow(db, booking.id))!;
  return {
    title: `Table for ${guestsText(b.partySize)}`,
    summary: menu ? `${menu.name}, party of ${b.partySize}` : `Party of ${b.partySize}`,
    starts: momentOf(b.startsAt, timeZone),
    ends: momentOf(b.endsAt, timeZone),
    guests: b.partySize,
    arrivalNote: `Please come 5 to 10 minutes before your table is booked, so that we can seat you on time. The restaurant is open ${hotelFacts.diningHours}.`,
    place: `${hotelFacts.name} dining hall`,
    reservationType: 'FoodEstablishmentReservation',
    detailsPage: '/menu-booking-details',
  };
}
