import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type IsoDate } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';

// The journeys of a run share one server and one database: two workers at once, and a failed journey again. Each
// takes phone numbers, addresses and dates that no other journey of the run has, so that none meets another's
// booking, code or letter by chance. They are claimed in the server's data directory (playwright.config.ts), which
// the run empties when it starts its server: a folder made is a number taken, by exactly one process.
const claims = join(tmpdir(), `palace-e2e-${process.env.E2E_PORT ?? 4391}`, 'journey-claims');

/**
 * Takes `length` consecutive numbers of a series that no other journey of this run has taken, and answers the
 * first. Numbers another journey took meanwhile are skipped; those this one took in a broken run are left unused.
 */
function claim(series: string, length = 1): number {
  mkdirSync(join(claims, series), { recursive: true });
  const take = (n: number) => {
    try {
      mkdirSync(join(claims, series, String(n)));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  for (let first = 0; ; first++) {
    let taken = 0;
    while (taken < length && take(first + taken)) taken++;
    if (taken === length) return first;
    first += taken;
  }
}

/** An Indian mobile number (10 digits, 97…) that no other journey of this run signs in with. */
export function ownMobile(): string {
  return `97${String(claim('mobiles')).padStart(8, '0')}`;
}

/** An email address (`name.N@example.in`) that no other journey of this run gives. */
export function ownEmail(name: string): string {
  return `${name}.${claim('emails')}@example.in`;
}

/** A number no other journey of this run has, for a code or a name that must be new (a coupon). */
export function ownNumber(series: string): number {
  return claim(series);
}

const today = () => dateInZone(new Date(), 'Asia/Kolkata');

/**
 * Dates are claimed in lanes, from 63 days ahead: after every date a journey names outright (the search forms' 20
 * to 60 days, the front desk's today, the coins' and the restaurant's first weeks), and within the 365 days a stay,
 * a table or a hall may be booked ahead. Rooms, and halls with tables, are separate lanes: they never share a row.
 */
const FIRST_LANE_DAYS = 63;
const BOOKABLE_DAYS = 365;

function lane(series: string, laneDays: number, lanes: number): IsoDate {
  const first = FIRST_LANE_DAYS + claim(series, lanes) * laneDays;
  if (first + lanes * laneDays - 1 > BOOKABLE_DAYS) {
    throw new Error(
      `The run has used every ${series} lane (${first} days ahead): too many journeys were retried.`,
    );
  }
  return addDays(today(), first);
}

/**
 * The first night of four that no other journey of this run books a room on, nor closes one: a stay of up to
 * three nights, moved or extended within them, or a room closed for some of them.
 */
export function ownNights(): IsoDate {
  for (;;) {
    const first = lane('nights', 4, 1);
    if (!nearNewYear(first, 4)) return first;
  }
}

/**
 * The first date from `date` on whose `nights` nights none falls from 24 December to 2 January: for a journey that
 * names a date a fixed number of days ahead and books or prices a short stay from it (see `nearNewYear`).
 */
export function clearOfNewYear(date: IsoDate, nights = 1): IsoDate {
  let first = date;
  while (nearNewYear(first, nights)) first = addDays(first, 1);
  return first;
}

/**
 * Whether any of `nights` nights from `first` falls from 24 December to 2 January: the demo's Christmas and New
 * Year's Eve prices, and its rule that a stay over New Year's Eve is at least three nights (decision 149), which
 * would refuse a journey's one-night stay. A lane there is skipped; its number stays taken.
 */
function nearNewYear(first: IsoDate, nights: number): boolean {
  return Array.from({ length: nights }, (_, i) => addDays(first, i).slice(5)).some(
    (day) => day >= '12-24' || day <= '01-02',
  );
}

/**
 * The first of `weeks` weeks in which no other journey of this run books a hall or a table; `weekday` (0 Sunday
 * … 6 Saturday) moves to that day of the first week.
 */
export function ownWeek(weekday?: number, weeks = 1): IsoDate {
  let day = lane('weeks', 7, weeks);
  while (weekday !== undefined && new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}
