import type { BookingRef, CancellationWindow, Clock } from '../kind';
import { statusRefusal } from '../ref';

/** How long before the sitting a guest may still cancel a table themselves. */
export const TABLE_CANCEL_BEFORE_MINUTES = 120;

/** The same window as the policy pages print it. */
export const TABLE_CANCELLATION_WINDOW = {
  minutesBefore: TABLE_CANCEL_BEFORE_MINUTES,
} as const satisfies CancellationWindow;

/** The table cancellation policy, in the guest's words. */
export const TABLE_CANCELLATION_POLICY = 'Free cancellation up to 2 hours before your table.';

/** A table may be cancelled, pending or paid, until two hours before its sitting; then the restaurant handles it. */
export function tableCancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'now'>): string | null {
  const refusal = statusRefusal(booking);
  if (refusal) return refusal;
  const startsAt = booking.startsAt?.getTime() ?? 0;
  if (startsAt - clock.now.getTime() < TABLE_CANCEL_BEFORE_MINUTES * 60_000) {
    return 'A table can be cancelled up to 2 hours before it is set. Please call the restaurant.';
  }
  return null;
}
