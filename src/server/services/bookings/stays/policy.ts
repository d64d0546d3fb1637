import type { BookingRef, Clock } from '../kind';
import { statusRefusal } from '../ref';

/** The stay cancellation policy, in the guest's words. */
export const STAY_CANCELLATION_POLICY = 'Free cancellation until the day before check-in.';

/**
 * A stay may be cancelled, pending or paid, until the day before check-in (hotel time); from the day of
 * check-in the front desk handles changes. The whole group booked together is cancelled.
 */
export function stayCancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>): string | null {
  if (booking.startsOn > clock.today) return statusRefusal(booking);
  return statusRefusal(booking) ?? 'A booking can be cancelled only before the day of check-in.';
}
