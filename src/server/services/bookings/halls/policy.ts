import type { BookingRef, Clock } from '../kind';
import { statusRefusal } from '../ref';

/** The hall cancellation policy, in the guest's words. */
export const HALL_CANCELLATION_POLICY = 'A hall request can be withdrawn until the day before the event.';

/**
 * A hall request, waiting for the hotel or confirmed, and a paid event may be withdrawn until the day before its
 * first day (hotel time); on the day the events team handles it.
 */
export function hallCancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>): string | null {
  if (booking.startsOn > clock.today) return statusRefusal(booking);
  return statusRefusal(booking) ?? 'An event can be cancelled only before its day.';
}
