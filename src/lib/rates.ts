// A room listing's rate calendar and stay rules (issue 43, decision 132): what a night costs on a date, and which
// stays the hotel sells. Pure rules on calendar dates, shared by the server's quote and booking (which read the
// calendar and the rules from the database in the booking's transaction) and by their tests.
import { addDays, daysBetween, type IsoDate, toUtcDays } from './dates';
import type { Paise } from './money';

/** The nights priced at the weekend price: Friday's and Saturday's (0 is Sunday), as the hotel's year runs. */
export const WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** The weekday of a night (0 Sunday … 6 Saturday); 1970-01-01 was a Thursday. */
export const weekdayOf = (night: IsoDate) => (((toUtcDays(night) + 4) % 7) + 7) % 7;

/** A season: the nights [startsOn, endsOn) at its own weekday and weekend prices. */
export interface RateSeason {
  name: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
  weekdayPaise: Paise;
  /** The Friday and Saturday nights' price; the weekday price when null. */
  weekendPaise: Paise | null;
}

/** One night at its own price (Diwali, New Year's Eve), over any season. */
export interface RateOverride {
  night: IsoDate;
  pricePaise: Paise;
  label: string;
}

/** A listing's rate calendar: its base prices, seasons (never overlapping) and single-night overrides. */
export interface RateCalendar {
  basePaise: Paise;
  /** The base weekend price; the base price when null. */
  baseWeekendPaise: Paise | null;
  seasons: readonly RateSeason[];
  overrides: readonly RateOverride[];
}

/** A night's price, which layer of the calendar sets it, and that layer's name (the season's, the override's). */
export interface NightRate {
  pricePaise: Paise;
  source: 'base' | 'season' | 'override';
  label: string | null;
}

/** A night by the calendar: an override, else its season's price, else the base; weekend or weekday. */
export function nightRate(calendar: RateCalendar, night: IsoDate): NightRate {
  const override = calendar.overrides.find((o) => o.night === night);
  if (override) return { pricePaise: override.pricePaise, source: 'override', label: override.label };
  const weekend = WEEKEND_NIGHTS.includes(weekdayOf(night));
  const season = calendar.seasons.find((s) => s.startsOn <= night && night < s.endsOn);
  if (season) {
    const pricePaise = weekend ? (season.weekendPaise ?? season.weekdayPaise) : season.weekdayPaise;
    return { pricePaise, source: 'season', label: season.name };
  }
  const pricePaise = weekend ? (calendar.baseWeekendPaise ?? calendar.basePaise) : calendar.basePaise;
  return { pricePaise, source: 'base', label: null };
}

/** The price of one night by the calendar. */
export const nightPrice = (calendar: RateCalendar, night: IsoDate): Paise =>
  nightRate(calendar, night).pricePaise;

/** A price moved by a percentage, to the rupee (a rate edit's, and the console's preview of it); never below ₹1. */
export const movedPrice = (pricePaise: Paise, percent: number): Paise =>
  Math.max(100, Math.round((pricePaise * (100 + percent)) / 100 / 100) * 100);

/** The nights of a stay, [checkIn, checkOut). */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/** Each night's price of a stay, in order. */
export function nightlyPrices(calendar: RateCalendar, checkIn: IsoDate, checkOut: IsoDate): Paise[] {
  return nightsOf(checkIn, checkOut).map((night) => nightPrice(calendar, night));
}

/**
 * A stay rule over the nights [startsOn, endsOn), for one listing or (listing null) every one:
 * - a minimum or maximum stay binds every stay that takes one of its nights;
 * - closed to arrival: no stay begins on one of its dates; closed to departure: none ends on one;
 * - stop-sell: none of its nights is sold.
 */
export interface StayRule {
  label: string | null;
  startsOn: IsoDate;
  endsOn: IsoDate;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

/** The months by name, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "31 December". */
function dayAndMonth(date: IsoDate): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]}`;
}

/** A rule's dates in words: "31 December", or "24 – 31 December" for its nights (its last night, not its end). */
export function ruleDates(rule: Pick<StayRule, 'startsOn' | 'endsOn'>): string {
  const last = addDays(rule.endsOn, -1);
  if (last === rule.startsOn) return dayAndMonth(rule.startsOn);
  const [first, final] = [dayAndMonth(rule.startsOn), dayAndMonth(last)];
  const sameMonth = rule.startsOn.slice(0, 7) === last.slice(0, 7);
  return sameMonth ? `${first.split(' ')[0]}–${final}` : `${first} – ${final}`;
}

/** "New Year's Eve (31 December)", or the dates alone for a rule without a name. */
const ruleName = (rule: StayRule) => (rule.label ? `${rule.label} (${ruleDates(rule)})` : ruleDates(rule));

/** "1 night", "3 nights". */
export const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/**
 * The first rule a stay breaks, in the words a guest reads, or null when every rule allows it. `listing` names the
 * room in a stop-sell ("The Maharaja Suite is not sold …").
 */
export function stayRuleProblem(
  rules: readonly StayRule[],
  checkIn: IsoDate,
  checkOut: IsoDate,
  listing: string,
): string | null {
  const nights = daysBetween(checkIn, checkOut);
  const takes = (rule: StayRule) => rule.startsOn < checkOut && checkIn < rule.endsOn;
  const on = (rule: StayRule, date: IsoDate) => rule.startsOn <= date && date < rule.endsOn;
  for (const rule of rules) {
    if (rule.stopSell && takes(rule)) return `The ${listing} is not sold for ${ruleName(rule)}.`;
  }
  for (const rule of rules) {
    if (!takes(rule)) continue;
    if (rule.minStay !== null && nights < rule.minStay)
      return `A stay over ${ruleName(rule)} is at least ${nightsText(rule.minStay)}.`;
    if (rule.maxStay !== null && nights > rule.maxStay)
      return `A stay over ${ruleName(rule)} is at most ${nightsText(rule.maxStay)}.`;
  }
  for (const rule of rules) {
    if (rule.closedToArrival && on(rule, checkIn))
      return `No stay can begin on ${dayAndMonth(checkIn)}${rule.label ? ` (${rule.label})` : ''}.`;
    if (rule.closedToDeparture && on(rule, checkOut))
      return `No stay can end on ${dayAndMonth(checkOut)}${rule.label ? ` (${rule.label})` : ''}.`;
  }
  return null;
}

/** How far from the stay asked for the nearest allowed one is looked for, in days either way. */
export const NEAREST_STAY_REACH_DAYS = 14;

/**
 * The allowed stay nearest to the one asked for: the fewest days moved, arrival and departure together (a longer
 * stay before a shorter one at the same distance, then the earlier); none before `today`, none longer than
 * `longest`. Null when none is within reach.
 */
export function nearestAllowedStay(
  rules: readonly StayRule[],
  asked: { checkIn: IsoDate; checkOut: IsoDate },
  bounds: { today: IsoDate; longest: number },
  listing = 'room',
): { checkIn: IsoDate; checkOut: IsoDate } | null {
  const reach = NEAREST_STAY_REACH_DAYS;
  let best: { checkIn: IsoDate; checkOut: IsoDate; distance: number; nights: number } | null = null;
  for (let moveIn = -reach; moveIn <= reach; moveIn++) {
    const checkIn = addDays(asked.checkIn, moveIn);
    if (checkIn < bounds.today) continue;
    for (let length = 1; length <= bounds.longest; length++) {
      const checkOut = addDays(checkIn, length);
      const distance = Math.abs(moveIn) + Math.abs(daysBetween(asked.checkOut, checkOut));
      if (distance === 0 || distance > reach) continue;
      if (
        best &&
        (distance > best.distance ||
          (distance === best.distance &&
            (length < best.nights || (length === best.nights && checkIn >= best.checkIn))))
      )
        continue;
      if (stayRuleProblem(rules, checkIn, checkOut, listing) === null)
        best = { checkIn, checkOut, distance, nights: length };
    }
  }
  return best && { checkIn: best.checkIn, checkOut: best.checkOut };
}
