// The price calendar of the date picker (issue 43, decision 136): what one night from each date costs the guest's
// party at the cheapest listing that takes it, and which dates a stay rule closes. Pure rules shared by the server's
// answer and its tests; the prices are the quote's own (the calendar's night plus the occupancy supplement).
import { addDays, type IsoDate } from './dates';
import { type ChildAgeBands, type Occupancy, occupancySupplement, type Party, pricedParty } from './party';
import { nightPrice, type RateCalendar, type StayRule, stayRuleProblem } from './rates';
import { MAX_STAY_NIGHTS } from './stay';

/** Why a date cannot begin a stay: out of the bookable year, not sold, closed to arrival, or every room taken. */
export const CLOSED_REASONS = ['past', 'not-sold', 'no-arrivals', 'full'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** One night from a date in one listing, by its rates: the party's price and what the rules allow from there. */
export interface ListingNight {
  /** The party's room-only price of the night, every room of it (before GST). */
  pricePaise: number;
  /** The shortest stay the rules allow from the date (null: none, the date is closed). */
  shortestStay: number | null;
  /** A stop-sell takes the night. */
  notSold: boolean;
  /** Why a one-night stay from the date is refused, in the quote's words; null when it is allowed. */
  words: string | null;
}

/** The shortest stay from `date` the rules allow (at most the longest a booking holds), or null. */
export function shortestStay(rules: readonly StayRule[], date: IsoDate, listing: string): number | null {
  for (let nights = 1; nights <= MAX_STAY_NIGHTS; nights++)
    if (stayRuleProblem(rules, date, addDays(date, nights), listing) === null) return nights;
  return null;
}

/** A listing's night from `date` for a party split over its rooms (`shares`, one party a room). */
export function listingNight(
  rates: { calendar: RateCalendar; rules: readonly StayRule[]; occupancy: Occupancy },
  shares: readonly Party[],
  bands: ChildAgeBands,
  date: IsoDate,
  listing: string,
): ListingNight {
  const night = nightPrice(rates.calendar, date);
  const pricePaise = shares.reduce(
    (sum, share) => sum + night + occupancySupplement(pricedParty(share, bands), rates.occupancy),
    0,
  );
  return {
    pricePaise,
    shortestStay: shortestStay(rates.rules, date, listing),
    notSold: rates.rules.some((r) => r.stopSell && r.startsOn <= date && date < r.endsOn),
    words: stayRuleProblem(rates.rules, date, addDays(date, 1), listing),
  };
}

/** A date of the price calendar as the picker shows it. */
export interface PriceCalendarDay {
  date: IsoDate;
  /** The lowest price of a night from this date for the party, among the listings open and free; null when none. */
  fromPaise: number | null;
  /** Some listing that takes the party has the rooms free that night. */
  available: boolean;
  /** The shortest stay from this date at the cheapest listing (1 when no rule says more). */
  minNights: number;
  closed: ClosedReason | null;
  /** The rule in words: why the date is closed, or the minimum stay that begins there. */
  note: string | null;
}

/**
 * A date from each listing's night there and whether it has the rooms free: the cheapest listing open and free sets
 * the price and its minimum stay; with none, the date is closed by a stop-sell, a closed arrival, or taken rooms.
 */
export function priceCalendarDay(
  date: IsoDate,
  listings: readonly { night: ListingNight; free: boolean }[],
): PriceCalendarDay {
  const available = listings.some((l) => l.free);
  const open = listings.filter((l) => l.night.shortestStay !== null);
  const cheapest = (among: typeof listings) =>
    among.reduce<(typeof listings)[number] | null>(
      (best, l) => (best && best.night.pricePaise <= l.night.pricePaise ? best : l),
      null,
    );
  const best = cheapest(open.filter((l) => l.free));
  if (best) {
    const minNights = best.night.shortestStay!;
    return {
      date,
      fromPaise: best.night.pricePaise,
      available,
      minNights,
      closed: null,
      note: minNights > 1 ? best.night.words : null,
    };
  }
  if (open.length > 0)
    return { date, fromPaise: null, available, minNights: 1, closed: 'full', note: 'Every room is taken.' };
  const first = cheapest(listings);
  return {
    date,
    fromPaise: null,
    available,
    minNights: 1,
    closed: listings.some((l) => l.night.notSold) ? 'not-sold' : 'no-arrivals',
    note: first?.night.words ?? null,
  };
}

/** The dates of a month ("2027-01"), in order. */
export function monthDates(month: string): IsoDate[] {
  const first = `${month}-01`;
  const dates: IsoDate[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}
