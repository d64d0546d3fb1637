// What each mark of the front desk and the restaurant will do, in the sentence the console asks staff to confirm
// (decision 140): built here, from the booking's rows as they stand, so the words and the deed cannot drift apart.
import type { ArrivalMark } from '~/lib/bookings';
import { formatHotelDate } from '~/lib/dates';
import { formatWallTime, momentOf } from '~/lib/hotel-time';
import { formatInr } from '~/lib/money';
import { type LockedArrival, roomOf } from './arrivals';
import type { BookingRef } from './kind';

/** Which room of how many, and of which booking: "Room 102 of PAL-7KQ2 (1 of 2 rooms)". */
function roomOfStay(locked: LockedArrival, booking: BookingRef) {
  const of = locked.rows.length > 1 ? ` (1 of ${locked.rows.length} rooms)` : '';
  return `${roomOf(locked.row)} of ${booking.code}${of}`;
}

/** The sentence the console asks staff to confirm before a mark: what it will do, with the money it moves. */
export function arrivalSentence(
  arrival: ArrivalMark,
  locked: LockedArrival,
  booking: BookingRef,
  timeZone: string,
): string {
  const total = formatInr(booking.totalPaise);
  if (locked.sittingAt) {
    const at = formatWallTime(momentOf(locked.sittingAt, timeZone).time);
    const table = `the table for ${locked.partySize} at ${at} on ${formatHotelDate(locked.arrivesOn)} (${booking.code})`;
    return arrival === 'seat'
      ? `Seats ${table}; the booking is completed.`
      : `Marks ${table} a no-show; the ${total} deposit is kept by the policy.`;
  }
  const room = roomOfStay(locked, booking);
  if (arrival === 'check_in') {
    return `Checks in ${room}, staying ${locked.nights} night${locked.nights === 1 ? '' : 's'} from ${formatHotelDate(locked.arrivesOn)}.`;
  }
  if (arrival === 'no_show') {
    return `Marks ${room} a no-show; the stay stays paid and the ${total} is kept by the policy.`;
  }
  const others = locked.rows.filter((r) => r.id !== locked.row.id && !r.checkedOutAt && !r.noShowAt);
  if (others.length === 0) {
    return `Checks out ${room}; completes the stay and issues the tax invoice for ${total}.`;
  }
  const staying = others.map(roomOf).join(' and ');
  return `Checks out ${room}; ${staying} ${others.length === 1 ? 'stays' : 'stay'}, and the tax invoice is issued when the last room checks out.`;
}
