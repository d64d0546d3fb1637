import type { BookingStatus } from './bookings';
import type { IsoDate } from './dates';
import { dateInZone } from './zones';

/** The bookings list's filter values (spec §2 Bookings tab). */
export const LISTING_FILTERS = ['All', 'Upcoming', 'Completed', 'Cancelled'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
export type ListingStatus = Exclude<ListingFilter, 'All'>;

/** What the status of a list entry is derived from: its stored status and when it is over, in hotel time. */
export interface ListingFacts {
  status: BookingStatus;
  /** The hotel date and time (HH:MM) after which the booking is behind the guest: check-out, the sitting. */
  overOn: IsoDate;
  overAt: string;
}

/** The hotel's wall clock at an instant: "2026-11-21T10:30". */
export function hotelWallClock(now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `${dateInZone(now, timeZone)}T${time}`;
}

/**
 * A list entry's status (spec §4 Listing status), decided in the hotel's time zone: Cancelled when the
 * booking was cancelled; Completed once its end (a stay's check-out, a table's sitting, an event's day) has
 * passed on the hotel's clock; Upcoming until then, so a stay that checks out today is Upcoming until check-out.
 */
export function listingStatus(facts: ListingFacts, now: Date, timeZone: string): ListingStatus {
  if (facts.status === 'cancelled' || facts.status === 'expired') return 'Cancelled';
  if (facts.status === 'completed') return 'Completed';
  return `${facts.overOn}T${facts.overAt}` <= hotelWallClock(now, timeZone) ? 'Completed' : 'Upcoming';
}

/** Whether an entry shows under a filter. */
export function matchesFilter(status: ListingStatus, filter: ListingFilter): boolean {
  return filter === 'All' || status === filter;
}

/** A time as the site's facts write it ("12:00 PM", "11:30 AM") in 24-hour form ("12:00", "11:30"). */
export function clockTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(text.trim());
  if (!match) throw new RangeError(`Not a time of day: ${text}`);
  let hours = Number(match[1]) % (match[3] ? 12 : 24);
  if (match[3]?.toUpperCase() === 'PM') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
