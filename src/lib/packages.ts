// Stay packages as rate plans (decisions 100 and 150): the rules a package sets on a stay, as pure functions the
// server books with and the pages print. Its price and rules are data (the stay_packages table, edited in the
// console); its words (title, inclusions, picture) are content (src/content/packages.json).
import { addDays, daysBetween, formatHotelDate, type IsoDate } from './dates';
import type { SupplyKind } from './gst';
import type { Paise } from './money';
import type { MealPlanCode } from './party';
import type { RoomType } from './rooms';

/** The days of the week, as editors write them in a package's `arrivalDays`. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a package asks of a stay and what it charges: the rate plan the server books with. */
export interface PackageTerms {
  title: string;
  /** The party its price is for: its link opens the search for them. */
  guests: number;
  /** The room types it can be booked in. */
  roomTypes: readonly RoomType[];
  /**
   * Its price a room a night for its party, everything it includes with it, before GST (decision 150): a price of
   * its own, set against the room's own price for the same nights wherever it is shown, never a discount.
   */
  pricePerNightPaise: Paise;
  /** What the guest gets with it, named on the quote, the checkout, the bookings list and every message. */
  inclusions: readonly string[];
  minNights: number;
  maxNights?: number;
  /** The days a stay on it may begin (a weekend package: Friday); absent: any day. */
  arrivalDays?: readonly Weekday[];
  /** The first and last nights it covers; absent: any night. */
  staysFrom?: IsoDate;
  staysUntil?: IsoDate;
  /** The last day it can be booked: after it the package is expired, on every path. */
  validUntil: IsoDate;
  /** A later check-out the package gives ("14:00" for "late check-out till 2 PM"); absent: the hotel's own. */
  checkOutTime?: string;
  /** The meal plan its price includes: EP when it includes no daily meals, and a meal plan may be added to it. */
  mealPlan: MealPlanCode;
  /** The GST supplies of what it bundles besides the room and its meals (a mixed supply, decision 150). */
  bundles: readonly SupplyKind[];
}

/** Whether a package can still be booked on `today`: it runs through its `validUntil` date. */
export function isPackageExpired(validUntil: IsoDate, today: IsoDate): boolean {
  return today > validUntil;
}

/**
 * A package's stay set against the room's own price for the same nights (decision 150): what the package comes to,
 * what the room alone comes to on its rate calendar, and the difference, which is what the inclusions cost (a
 * negative one: the package is cheaper than the room alone on those nights). Never a "was" price.
 */
export interface PackageComparison {
  packagePaise: Paise;
  roomAlonePaise: Paise;
  differencePaise: Paise;
}

/** The package's nights against the room's own nights (its calendar's prices for the party), summed. */
export function comparePackage(
  terms: Pick<PackageTerms, 'pricePerNightPaise'>,
  roomNightsPaise: readonly Paise[],
): PackageComparison {
  const packagePaise = terms.pricePerNightPaise * roomNightsPaise.length;
  const roomAlonePaise = roomNightsPaise.reduce((sum, p) => sum + p, 0);
  return { packagePaise, roomAlonePaise, differencePaise: packagePaise - roomAlonePaise };
}

/** The link that opens the room search with the package applied, for the party it is made for. */
export const packageBookHref = (id: string, guests?: number) =>
  `/room-booking?package=${encodeURIComponent(id)}${guests ? `&guests=${guests}` : ''}`;

/** The day of the week a date falls on (1 January 1970 was a Thursday). */
export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[(((daysBetween('1970-01-01', date) + 4) % 7) + 7) % 7]!;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const typeWords: Record<RoomType, string> = {
  standard: 'standard rooms',
  deluxe: 'deluxe rooms',
  suite: 'suites',
};
const listWords = (words: readonly string[], last: string) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}` : (words[0] ?? '');

/** The rooms a package is for, in words: "suites", "standard rooms or deluxe rooms". */
export const packageRoomsWords = (terms: Pick<PackageTerms, 'roomTypes'>) =>
  listWords(
    terms.roomTypes.map((t) => typeWords[t]),
    'or',
  );

/** How long a stay on the package is, in words: "2 nights or more", "2 nights, Friday to Sunday". */
export function packageNightsWords(terms: PackageTerms): string {
  const { minNights: min, maxNights: max, arrivalDays } = terms;
  const length =
    max === min
      ? plural(min, 'night')
      : max
        ? `${min} to ${plural(max, 'night')}`
        : `${plural(min, 'night')} or more`;
  if (!arrivalDays?.length) return length;
  if (arrivalDays.length === 1 && max === min) {
    const leaves = WEEKDAYS[(WEEKDAYS.indexOf(arrivalDays[0]!) + min) % 7];
    return `${length}, ${arrivalDays[0]} to ${leaves}`;
  }
  return `${length}, arriving on a ${listWords(arrivalDays, 'or')}`;
}

/** A stay as a package judges it: its dates, the room's type and name, and the hotel's today. */
export interface PackageStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  roomType: RoomType;
  roomName: string;
  today: IsoDate;
}

/**
 * Why a package cannot be booked for this stay, in a sentence naming the package, its term and what was chosen;
 * null when it can. Expiry comes first: an expired package is refused whatever the stay.
 */
export function packageRefusal(terms: PackageTerms, stay: PackageStay): string | null {
  const { title } = terms;
  if (isPackageExpired(terms.validUntil, stay.today)) {
    return `The ${title} package ended on ${formatHotelDate(terms.validUntil)} and can no longer be booked.`;
  }
  if (!terms.roomTypes.includes(stay.roomType)) {
    return `The ${title} package is for ${packageRoomsWords(terms)}; the ${stay.roomName} is not one.`;
  }
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const tooFew = nights < terms.minNights;
  if (tooFew || (terms.maxNights !== undefined && nights > terms.maxNights)) {
    return `The ${title} package is ${packageNightsWords(terms)}; this stay is ${plural(nights, 'night')}.`;
  }
  const arrives = weekdayOf(stay.checkIn);
  if (terms.arrivalDays?.length && !terms.arrivalDays.includes(arrives)) {
    return `The ${title} package is ${packageNightsWords(terms)}; this stay begins on a ${arrives}.`;
  }
  const lastNight = addDays(stay.checkOut, -1);
  if (
    (terms.staysFrom && stay.checkIn < terms.staysFrom) ||
    (terms.staysUntil && lastNight > terms.staysUntil)
  ) {
    const from = terms.staysFrom ? ` from ${formatHotelDate(terms.staysFrom)}` : '';
    const until = terms.staysUntil ? ` until the night of ${formatHotelDate(terms.staysUntil)}` : '';
    return `The ${title} package covers stays${from}${until}; this stay is ${formatHotelDate(stay.checkIn)} to ${formatHotelDate(stay.checkOut)}.`;
  }
  return null;
}

/**
 * The first stay the package allows from `from` on (its first arrival day, its fewest nights, inside its nights),
 * for the room search it opens; null when none is left.
 */
export function firstPackageStay(
  terms: PackageTerms,
  from: IsoDate,
): { checkIn: IsoDate; checkOut: IsoDate } | null {
  const start = terms.staysFrom && terms.staysFrom > from ? terms.staysFrom : from;
  for (let day = 0; day < 7; day++) {
    const checkIn = addDays(start, day);
    if (terms.arrivalDays?.length && !terms.arrivalDays.includes(weekdayOf(checkIn))) continue;
    const checkOut = addDays(checkIn, terms.minNights);
    if (terms.staysUntil && addDays(checkOut, -1) > terms.staysUntil) return null;
    return { checkIn, checkOut };
  }
  return null;
}
