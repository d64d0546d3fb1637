/** Calendar dates as the hotel keeps them: `YYYY-MM-DD` strings in the hotel's time zone. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether a string is a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** The days since 1970-01-01 of a date (for arithmetic on dates). */
export function toUtcDays(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromUtcDays(days: number): IsoDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDays(toUtcDays(date) + days);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toUtcDays(to) - toUtcDays(from);
}

// Dates for people are written out, not made with Intl: a page's first Intl formatter loads the locale's data
// (tens of milliseconds of a phone's main thread), and the server and every browser then print the same words
// (what Intl's en-IN prints today, which the tests compare against).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The later of two dates. */
export const laterDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? b : a);

/** A hotel date for people: 2026-12-24 → "24 Dec 2026". */
export function formatHotelDate(date: IsoDate): string {
  const day = new Date(toUtcDays(date) * DAY_MS);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A hotel date with its weekday: 2026-12-24 → "Thu, 24 Dec, 2026". */
export function formatHotelDateWithDay(date: IsoDate): string {
  const day = new Date(toUtcDays(date) * DAY_MS);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}, ${day.getUTCFullYear()}`;
}

/** A night for a grid's column: 2026-12-11 → "Fri 11 Dec". */
export function formatShortNight(date: IsoDate): string {
  const day = new Date(toUtcDays(date) * DAY_MS);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * A time zone's offsets from UTC over a span, for browsers: `spans` are `[fromMs, minutesAheadOfUtc]` in order, each
 * holding until the next, the last until `untilMs`. Pages carry the hotel zone's table (src/stores/hotel.ts) so a
 * script can tell the hotel's date without Intl: a page's first time-zone formatter loads the zone's and the
 * locale's data, 40 ms of the dining menu's hydration in Chromium here (four times that on Lighthouse's phone).
 */
export interface ZoneOffsets {
  untilMs: number;
  spans: ReadonlyArray<readonly [fromMs: number, minutes: number]>;
}

/** The calendar date of an instant by a zone's offset table; null outside the table (ask Intl then). */
export function dateByOffsets(instant: Date, offsets: ZoneOffsets): IsoDate | null {
  const ms = instant.getTime();
  const first = offsets.spans[0];
  if (!first || ms < first[0] || ms >= offsets.untilMs) return null;
  let minutes = first[1];
  for (const [fromMs, ahead] of offsets.spans) {
    if (fromMs > ms) break;
    minutes = ahead;
  }
  return fromUtcDays(Math.floor((ms + minutes * 60_000) / DAY_MS));
}

/** The month before a date's, "YYYY-MM": the month a return is filed for early in the next. */
export const monthBefore = (date: IsoDate): string =>
  addDays(`${date.slice(0, 7)}-01` as IsoDate, -1).slice(0, 7);
