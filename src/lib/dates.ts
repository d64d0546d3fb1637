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

function toUtcDays(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromUtcDays(days: number): IsoDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date of an instant in a time zone (the hotel's "today"). */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts;
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDays(toUtcDays(date) + days);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toUtcDays(to) - toUtcDays(from);
}

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A hotel date for people: 2026-12-24 → "24 Dec 2026". */
export function formatHotelDate(date: IsoDate): string {
  return shortDate.format(new Date(toUtcDays(date) * DAY_MS));
}

/** The instant a hotel date's wall clock shows `hour` (0-24) in a time zone: 2026-12-24 at 16 in Kolkata → 10:30Z. */
export function instantInZone(date: IsoDate, hour: number, timeZone: string): Date {
  const guess = toUtcDays(date) * DAY_MS + hour * 3_600_000;
  // The zone's offset at the guess, read back through Intl (twice, for a day when the offset changes).
  let instant = guess;
  for (let i = 0; i < 2; i++) instant = guess - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
