import type { BookingStatus } from './bookings';
import { heldHeadline, holdClockText } from './hold-clock';

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
  if (status === 'pending' && (!holdExpiresAt || Date.parse(holdExpiresAt) > now))
    return {
      headline: heldHeadline(holdExpiresAt, timeZone),
      note: 'Your booking is not confirmed until it is paid.',
      next: 'pay',
    };
  const at = holdExpiresAt ? holdClockText(holdExpiresAt, timeZone) : null;
  return {
    headline: 'Your hold has lapsed',
    note: `The room was held for you until ${at ?? 'the hold ran out'} and was not paid, so it is free again.`,
    next: 'book-again',
  };
}
