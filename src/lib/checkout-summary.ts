import type { BookingStatus } from './bookings';
import type { HotelAnswerStanding } from './hall-requests';
import { momentOf } from './hotel-time';

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

/** Whole minutes and seconds left on a hold, as `mm:ss`, or null once it has lapsed. */
export function holdRemaining(holdExpiresAt: string | null, now: number): string | null {
  if (!holdExpiresAt) return null;
  const ms = Date.parse(holdExpiresAt) - now;
  if (ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
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

/** When a short hold (a room's or a table's 15 minutes) lapses on the hotel's wall clock, 24-hour: "14:35". */
export function holdClockText(holdExpiresAt: string, timeZone: string): string {
  // The minute it lapses in, not the next: "until 14:35" stays true to the last second of the hold.
  return momentOf(new Date(holdExpiresAt), timeZone).time;
}

/** What a room booking is, said as its confirmation page's heading and the line beneath it. */
export interface StayStanding {
  headline: string;
  note: string;
  /** What the guest can do next: pay for the held room, or book the same again. */
  next: 'pay' | 'book-again' | 'none';
}

/**
 * The truth about a room booking for its confirmation page (issue 31, item 5): the spec's "Booking confirmed" and
 * its thanks only once it is paid; a held room says until when it is held and that paying confirms it.
 */
export function stayStanding(
  booking: { status: BookingStatus; holdExpiresAt: string | null },
  now: number,
  timeZone: string,
): StayStanding {
  const { status, holdExpiresAt } = booking;
  if (status === 'confirmed' || status === 'completed')
    return { headline: 'Booking confirmed', note: 'Thank you for your booking!', next: 'none' };
  if (status === 'cancelled')
    return { headline: 'Booking cancelled', note: 'This booking was cancelled.', next: 'book-again' };
  const at = holdExpiresAt ? holdClockText(holdExpiresAt, timeZone) : null;
  if (status === 'pending' && (!holdExpiresAt || Date.parse(holdExpiresAt) > now))
    return {
      headline: at ? `Your room is held until ${at}: pay to confirm` : 'Your room is held: pay to confirm',
      note: 'Your booking is not confirmed until it is paid.',
      next: 'pay',
    };
  return {
    headline: 'Your hold has lapsed',
    note: `The room was held for you until ${at ?? 'the hold ran out'} and was not paid, so it is free again.`,
    next: 'book-again',
  };
}
