// The date picker's price calendar (issue 43, decision 136): a month of dates, each with the lowest price of a night
// from it for the guest's party and the rule that closes it. The listings' rates are read once per month and party
// and kept under the availability generation (which rate, rule and catalogue edits move); which rooms are free is
// worked out at each call from the process's room calendar, so a lapsed hold frees its date with no new read.
import type { PriceCalendar, PriceCalendarQuery } from '~/contracts/price-calendar';
import { addDays, type IsoDate } from '~/lib/dates';
import { eachRoomNeedsAnAdult, occupancyProblem, type Party, partyText, splitParty } from '~/lib/party';
import { type ListingNight, listingNight, monthDates, priceCalendarDay } from '~/lib/price-calendar';
import { MAX_DAYS_AHEAD, MAX_STAY_NIGHTS } from '~/lib/stay';
import type { Database } from '~/server/db/client';
import { AppError, fieldError } from '~/server/errors';
import { generationMemo } from '../../generation-memo';
import { childAgeBands } from '../../hotel-facts';
import { listingRates } from '../../rate-calendar';
import type { Clock } from '../kind';
import { roomCalendar } from './calendar';

/** Each listing that takes the party, with its night from every date of the month; why the first one refused, if so. */
interface MonthRates {
  taking: { roomId: string; nights: ListingNight[] }[];
  refusal: string | null;
}

/** The months kept per process at most; the oldest goes first. */
const KEPT_MONTHS = 200;
const keptMonths = generationMemo<MonthRates>(KEPT_MONTHS);

/** The party the query asks for, split over its rooms; refused in words when a room would have no adult. */
function partyOf(query: PriceCalendarQuery): { party: Party; shares: Party[] } {
  // "-" is a child whose age was not given: priced at the child rate, as a booking prices one (decision 133).
  const childAges = query.childAges
    ? query.childAges.split(',').map((age) => (age === '-' ? null : Number(age)))
    : [];
  if (childAges.some((age) => age !== null && age > 17))
    throw fieldError('childAges', 'A child is 17 or younger: count an older guest as an adult.');
  const party = { adults: query.adults, childAges };
  const rooms = query.rooms ?? 1;
  const shares = splitParty(party, rooms);
  if (!shares) throw fieldError('adults', eachRoomNeedsAnAdult(rooms));
  return { party, shares };
}

/** Refuses a month outside the bookable year: this month to the month a year ahead. */
function assertBookableMonth(month: string, today: IsoDate): void {
  const last = addDays(today, MAX_DAYS_AHEAD).slice(0, 7);
  if (month < today.slice(0, 7) || month > last)
    throw fieldError(
      'month',
      `Choose a month from ${today.slice(0, 7)} to ${last}: stays are booked up to a year ahead.`,
    );
}

/** Each listing's night from every date of the month for the party: its price and what its rules allow. */
async function readMonthRates(
  database: Database,
  listings: readonly { id: string; name: string }[],
  dates: readonly IsoDate[],
  shares: readonly Party[],
): Promise<MonthRates> {
  // A minimum stay from the month's last date may reach a rule up to the longest stay after it.
  const rates = await listingRates(
    database.db,
    listings.map((l) => l.id),
    dates[0]!,
    addDays(dates.at(-1)!, 1 + MAX_STAY_NIGHTS),
  );
  const month: MonthRates = { taking: [], refusal: null };
  for (const listing of listings) {
    const own = rates.get(listing.id);
    if (!own) continue;
    const problem = shares
      .map((share) => occupancyProblem(share, own.occupancy, childAgeBands, listing.name))
      .find(Boolean);
    if (problem) month.refusal ??= problem;
    else
      month.taking.push({
        roomId: listing.id,
        nights: dates.map((date) => listingNight(own, shares, childAgeBands, date, listing.name)),
      });
  }
  return month;
}

/**
 * The month's dates for the party: the lowest price of a night from each among the listings that take it (one
 * listing with `roomId`), whether the rooms are free that night, and the rule that closes a date or the minimum stay
 * that begins there, in words. Dates before the hotel's today or beyond the bookable year are closed as past.
 */
export async function priceCalendar(
  database: Database,
  query: PriceCalendarQuery,
  clock: Pick<Clock, 'now' | 'today'>,
): Promise<PriceCalendar> {
  const { party, shares } = partyOf(query);
  assertBookableMonth(query.month, clock.today);
  // The generation first, as the room calendar takes it: rates kept under it are never newer than it says.
  const generation = BigInt(await database.availabilityGeneration());
  const rooms = await roomCalendar(database, clock.now);
  const listings = rooms.activeListings().filter((l) => !query.roomId || l.id === query.roomId);
  if (query.roomId && listings.length === 0) throw new AppError('NOT_FOUND', 'That room does not exist.');
  const dates = monthDates(query.month);
  const key = [
    query.month,
    party.adults,
    [...party.childAges].sort().join('-'),
    shares.length,
    query.roomId,
  ].join('|');
  const { taking, refusal } = await keptMonths(database, generation, key, () =>
    readMonthRates(database, listings, dates, shares),
  );
  if (taking.length === 0)
    throw fieldError(
      'adults',
      (query.roomId && refusal) ||
        `No room takes ${partyText(party)} in ${shares.length === 1 ? 'one room' : `${shares.length} rooms`}: choose more rooms.`,
    );
  const last = addDays(clock.today, MAX_DAYS_AHEAD);
  return {
    month: query.month,
    days: dates.map((date, i) => {
      if (date < clock.today || date > last)
        return { date, fromPaise: null, available: false, minNights: 1, closed: 'past', note: null };
      const stay = { checkIn: date, checkOut: addDays(date, 1) };
      return priceCalendarDay(
        date,
        taking.map((listing) => ({
          night: listing.nights[i]!,
          free: rooms.freeUnits({ ...stay, roomId: listing.roomId }, clock.now).length >= shares.length,
        })),
      );
    }),
  };
}
