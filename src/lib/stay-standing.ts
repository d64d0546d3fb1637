import type { BookingStatus } from './bookings';
import { heldHeadline, holdClockText } from './hold-clock';

/** What a room booking is, said as its confirmation page's heading and the line beneath it. */
export interface StayStanding {
  headline: string;
  note: string;
  /** What the guest can do next: pay for the held room, or book the same again; or they are staying now. */
  next: 'pay' | 'book-again' | 'none' | 'in-house';
}

/** What the front desk marked on a paid room (decision 140), as the guest's page says it. */
export type GuestArrival = 'checked_in' | 'checked_out' | 'no_show' | null;

/** Each desk mark in the guest's words: the page follows every step the desk takes. */
const ARRIVAL_STANDINGS: Record<Exclude<GuestArrival, null>, StayStanding> = {
  checked_in: { headline: 'Checked in', note: 'You are checked in. Enjoy your stay!', next: 'in-house' },
  checked_out: {
    headline: 'Checked out',
    note: 'You have checked out. Thank you for staying with us.',
    next: 'book-again',
  },
  no_show: {
    headline: 'Marked a no-show',
    note: 'The hotel marked this stay a no-show: no guest arrived on the day. If that is wrong, please call us.',
    next: 'book-again',
  },
};

/**
 * The truth about a room booking for its confirmation page (issue 31, item 5): the spec's "Booking confirmed" and
 * its thanks only once it is paid; a held room says until when it is held and that paying confirms it.
 */
export function stayStanding(
  booking: { status: BookingStatus; holdExpiresAt: string | null; arrival?: GuestArrival },
  now: number,
  timeZone: string,
): StayStanding {
  const { status, holdExpiresAt } = booking;
  if (booking.arrival && (status === 'confirmed' || status === 'completed'))
    return ARRIVAL_STANDINGS[booking.arrival];
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
