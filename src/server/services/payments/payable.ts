import { holdLengthText } from '../../../lib/checkout-summary';
import { AppError } from '../../errors';
import type { BookingRef } from '../bookings/kind';
import { kindNamed } from '../bookings/registry';

/** Refuses a booking that cannot take a new payment, saying why. */
export function assertPayable(booking: BookingRef, now: Date): void {
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking is already paid.');
  }
  if (booking.status === 'cancelled')
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking was cancelled.');
  const lapsed =
    booking.status === 'expired' || (booking.holdExpiresAt !== null && booking.holdExpiresAt <= now);
  if (lapsed) {
    const hold = holdLengthText(kindNamed(booking.kind).holdMinutes);
    throw new AppError(
      'BOOKING_NOT_PAYABLE',
      `Your ${hold} hold on this booking has lapsed. Please book again.`,
    );
  }
  if (booking.paymentRefusal) throw new AppError('BOOKING_NOT_PAYABLE', booking.paymentRefusal);
  if (booking.totalPaise <= 0) throw new AppError('BOOKING_NOT_PAYABLE', 'This booking has nothing to pay.');
}
