import type { BookingStatus } from './bookings';
import type { HotelAnswerStanding } from './hall-requests';

/** The badge a booking shows: its status, in the guest's words. */
export function statusLabel(status: BookingStatus): string {
  return {
    pending: 'Pending payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Hold lapsed',
    completed: 'Completed',
  }[status];
}

/** A hold's length in the guest's words: "15-minute", "48-hour". */
export function holdLengthText(minutes: number): string {
  return minutes % 60 === 0 && minutes >= 120 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/** A hall request's badge: where it stands between the guest, the hotel and the deposit. */
export function hallStatusLabel(status: BookingStatus, hotelAnswer: HotelAnswerStanding): string {
  if (status === 'pending')
    return hotelAnswer === 'confirmed'
      ? 'Confirmed by the hotel: deposit due'
      : "Awaiting the hotel's answer";
  if (status === 'cancelled' && hotelAnswer === 'declined') return 'Declined';
  return statusLabel(status);
}

/** When a long hold (a hall request's 48 hours) lapses, in the hotel's zone: "Sun, 22 Nov, 6:00 pm". */
export function holdUntilText(holdExpiresAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(holdExpiresAt));
}
