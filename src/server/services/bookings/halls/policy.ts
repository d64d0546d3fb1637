import { daysBetween } from '~/lib/dates';
import type { BookingRef, CancellationWindow, Clock } from '../kind';
import { statusRefusal } from '../ref';

/** A hall request or event may be withdrawn until this many hotel days before its first day (1: the day before). */
export const HALL_CANCELLATION_WINDOW = { daysBefore: 1 } as const satisfies CancellationWindow;

/** The hall cancellation policy, in the guest's words. */
export const HALL_CANCELLATION_POLICY = 'A hall request can be withdrawn until the day before the event.';

/**
 * A hall request, waiting for the hotel or confirmed, and a paid event may be withdrawn until the day before its
 * first day (hotel time); on the day the events team handles it.
 */
export function hallCancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>): string | null {
  if (daysBetween(clock.today, booking.startsOn) >= HALL_CANCELLATION_WINDOW.daysBefore)
    return statusRefusal(booking);
  return statusRefusal(booking) ?? 'An event can be cancelled only before its day.';
}
