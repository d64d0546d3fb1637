import { formatHotelDate, type IsoDate } from './dates';
import { stayNights } from './stay';

/** What a coupon or a discount code asks of the booking it comes off (null: anything). */
export interface CodeConditions {
  /** Rooms booked together ("groups of five rooms or more"); only a room stay has rooms. */
  minRooms: number | null;
  /** Nights of the stay; only a room stay has nights. */
  minNights: number | null;
  /** The booking's first day (arrival, the table's date, the event's first day) on or after this date. */
  datesFrom: IsoDate | null;
  /** … and on or before this one. */
  datesUntil: IsoDate | null;
}

/** What the conditions are judged on: the booking being priced. Rooms and nights only for a room stay. */
export interface BookedFacts {
  rooms?: number;
  nights?: number;
  firstDay?: IsoDate;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A code's date window in words. */
function datesWords(c: CodeConditions): string | null {
  if (c.datesFrom && c.datesUntil)
    return `dates from ${formatHotelDate(c.datesFrom)} to ${formatHotelDate(c.datesUntil)}`;
  if (c.datesFrom) return `dates from ${formatHotelDate(c.datesFrom)}`;
  if (c.datesUntil) return `dates up to ${formatHotelDate(c.datesUntil)}`;
  return null;
}

/**
 * Why a code cannot come off this booking, in a sentence that names the code, its condition and what was
 * booked; null when every condition holds. A condition the booking cannot meet at all (rooms on a table) is
 * refused as not met. Facts left out (a question asked without them) are not judged.
 */
export function conditionRefusal(code: string, c: CodeConditions, facts: BookedFacts): string | null {
  if (c.minRooms !== null && facts.rooms !== undefined && facts.rooms < c.minRooms) {
    if (facts.rooms === 0)
      return `${code} is for room stays of ${plural(c.minRooms, 'room', 'rooms')} or more.`;
    return `${code} is for bookings of ${plural(c.minRooms, 'room', 'rooms')} or more; this one has ${plural(facts.rooms, 'room', 'rooms')}.`;
  }
  if (c.minNights !== null && facts.nights !== undefined && facts.nights < c.minNights) {
    if (facts.nights === 0)
      return `${code} is for room stays of ${plural(c.minNights, 'night', 'nights')} or more.`;
    return `${code} is for stays of ${plural(c.minNights, 'night', 'nights')} or more; this one is ${plural(facts.nights, 'night', 'nights')}.`;
  }
  const first = facts.firstDay;
  if (first && ((c.datesFrom && first < c.datesFrom) || (c.datesUntil && first > c.datesUntil))) {
    return `${code} is for ${datesWords(c)}; this booking starts on ${formatHotelDate(first)}.`;
  }
  return null;
}

/** The facts of a booking kind that has no rooms or nights: a condition on them can never be met. */
export function factsWithoutRooms(firstDay?: IsoDate): BookedFacts {
  return { rooms: 0, nights: 0, ...(firstDay ? { firstDay } : {}) };
}

/** The facts a page sends with a question about a code (the room count and dates it has chosen); none: none. */
export function factsAsked(asked: {
  num_rooms?: number;
  check_in_date?: IsoDate;
  check_out_date?: IsoDate;
}): BookedFacts | undefined {
  const facts: BookedFacts = {};
  if (asked.num_rooms !== undefined) facts.rooms = asked.num_rooms;
  if (asked.check_in_date) facts.firstDay = asked.check_in_date;
  if (asked.check_in_date && asked.check_out_date && asked.check_out_date > asked.check_in_date) {
    facts.nights = stayNights(asked.check_in_date, asked.check_out_date);
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}
