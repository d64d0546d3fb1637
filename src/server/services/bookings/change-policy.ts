// When a guest may change their own booking online (issue 34, docs/decisions/107-changing-bookings.md): a stay or a
// table held unpaid, or paid while the kind's free-cancellation window is still open (a change gives back money, so
// it follows the rule that gives back all of it).
import type { BookingRef, Clock } from './kind';
import { kindNamed } from './registry';

/** Where a paid booking is changed once the window has closed, in the guest's words. */
const CALL_US = {
  room: 'A paid stay can be changed online until the day before check-in: please call the front desk, who will move it for you.',
  table:
    'A paid table can be changed online up to 2 hours before it is set: please call the restaurant, who will move it for you.',
} as const;

/** Why a booking cannot be changed online now, in the guest's words; null when it can. */
export function changeRefusal(booking: BookingRef, clock: Clock): string | null {
  if (booking.kind === 'hall') {
    return 'An event changes by a request the events desk answers: use “Change this event” on its page.';
  }
  if (booking.status === 'cancelled') return 'This booking was cancelled: book again with the new dates.';
  if (booking.status === 'completed') return 'This booking has taken place: it cannot be changed.';
  if (booking.status === 'pending') {
    const lapsed = booking.holdExpiresAt !== null && booking.holdExpiresAt <= clock.now;
    return lapsed ? 'The hold on this booking has lapsed: book again with the new dates.' : null;
  }
  if (booking.status !== 'confirmed')
    return 'The hold on this booking has lapsed: book again with the new dates.';
  return kindNamed(booking.kind).cancellationRefusal(booking, clock) ? CALL_US[booking.kind] : null;
}
