import { wallTime } from '~/lib/hotel-time';
import type { DbOrTx } from '~/server/db/client';
import { hotelFacts, hotelTimes } from '../../hotel-facts';
import type { BookingNotice } from '../../notices/facts';
import type { BookingRef } from '../kind';
import { stayDetail } from './views';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What a stay's messages say: the room (and the package it was booked on, with its inclusions), arrival at
 * check-in time, departure at check-out time (a package's later one, if it gives one).
 */
export async function stayNotice(db: DbOrTx, booking: BookingRef): Promise<BookingNotice> {
  const stay = await stayDetail(db, booking, { imageUrl: (key) => key });
  const rooms =
    stay.rooms > 1
      ? `${plural(stay.rooms, 'room')} (${stay.roomNumbers.join(', ')})`
      : `Room ${stay.roomNumbers[0]}`;
  const booked = stay.stayPackage;
  const onPackage = booked ? `, ${booked.title} package with ${booked.inclusions.join(', ')}` : '';
  return {
    title: booked ? `${booked.title}: ${stay.name}` : stay.name,
    summary: `${rooms}, ${plural(stay.nights, 'night')}${onPackage}`,
    starts: { date: stay.checkInDate, time: wallTime(hotelTimes.checkIn) },
    ends: { date: stay.checkOutDate, time: wallTime(stay.checkOutTime) },
    guests: stay.numGuests,
    arrivalNote: `Rooms are ready from ${hotelTimes.checkIn}; check-out is at ${stay.checkOutTime}. Arriving early? Leave your bags with us and take breakfast on the terrace.`,
    place: hotelFacts.name,
    reservationType: 'LodgingReservation',
    detailsPage: '/booking-details',
  };
}
