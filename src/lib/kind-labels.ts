// What a guest and the hotel call each kind of booking in a list. Apart from bookings.ts, which every booking page
// loads at once, because only lists read it (the guest's bookings tab, loaded when asked; the server, for the kinds
// and the console's search): so no page carries the words before it shows a list (decision 121).
import type { BookingKindName } from './bookings';

/** Each kind's name in a list: "Stay", "Table", "Event". */
export const BOOKING_KIND_LABELS: Readonly<Record<BookingKindName, string>> = {
  room: 'Stay',
  table: 'Table',
  hall: 'Event',
};
