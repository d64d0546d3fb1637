import { daysBetween } from '~/lib/dates';
import type { BookingRef, CancellationWindow, Clock } from '../kind';
import { statusRefusal } from '../ref';

/** A stay may be cancelled until this many hotel days before check-in (1: until the day before). */
export const STAY_CANCELLATION_WINDOW = { daysBefore: 1 } as const satisfies CancellationWindow;

/** The stay cancellation policy, in the guest's words. */
export const STAY_CANCELLATION_POLICY = 'Free cancellation until the day before check-in.';

/**
 * A stay may be cancelled, pending or paid, until the day before check-in (hotel time); from the day of
 * check-in the front desk handles changes. The whole group booked together is cancelled.
 */
export function stayCancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>): string | null {
  if (daysBetween(clock.today, booking.startsOn) >= STAY_CANCELLATION_WINDOW.daysBefore)
    return statusRefusal(booking);
  return statusRefusal(booking) ?? 'A booking can be cancelled only before the day of check-in.';
}
