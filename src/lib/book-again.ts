// "Book again" (issue 31, item 12): the page that books the same again, with the lapsed or cancelled booking's
// choices in its address, for the bookings list and the booking's own pages.
import type { IsoDate } from './dates';

/**
 * A stay's choices: /room-booking reads `checkIn`, `checkOut`, `guests` and the `package` it was booked on
 * (src/server/pages.ts; an expired package is said there and not applied).
 */
export function stayAgainHref(stay: {
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  numGuests: number;
  stayPackage?: { id: string } | null;
}): string {
  const params = new URLSearchParams({
    checkIn: stay.checkInDate,
    checkOut: stay.checkOutDate,
    guests: String(stay.numGuests),
  });
  if (stay.stayPackage) params.set('package', stay.stayPackage.id);
  return `/room-booking?${params}`;
}

/** An event's choices: /events-booking's search reads them back (`readEventSearch`). */
export function eventAgainHref(event: {
  eventType: string;
  date: IsoDate;
  guests: number;
  timeSlot: string;
}) {
  const params = new URLSearchParams({
    eventType: event.eventType,
    date: event.date,
    guests: String(event.guests),
    timeSlot: event.timeSlot,
  });
  return `/events-booking?${params}`;
}

/** A table's choices: the dining menu, where a table is booked with a dish. */
export function tableAgainHref(): string {
  return '/dining-menu';
}

/** Where "Book again" takes a booking's details page, by its kind. */
export function checkoutAgainHref(
  summary:
    | { kind: 'room'; room: { checkInDate: IsoDate; checkOutDate: IsoDate; numGuests: number } }
    | { kind: 'table' }
    | { kind: 'hall'; hall: { eventType: string; date: IsoDate; guests: number; timeSlot: string } },
): string {
  if (summary.kind === 'room') return stayAgainHref(summary.room);
  if (summary.kind === 'table') return tableAgainHref();
  return eventAgainHref(summary.hall);
}
