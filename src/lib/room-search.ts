import { addDays, type IsoDate, isIsoDate } from './dates';
import { ROOM_TYPES, type RoomType } from './rooms';
import { stayProblem } from './stay';
import { readStaySearch } from './stay-search';

/** What /room-booking is asked for: its form's fields, a link's or the home search strip's. */
export interface RoomSearch {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  /** The children among the guests by age, null where not given (decision 133); the rest are adults. */
  childAges: (number | null)[];
  /** Rooms booked together (1 to 5). */
  rooms: number;
  /** The type chip pressed; null for all rooms. */
  roomType: RoomType | null;
  /** Why the dates asked could not be searched (the search then shows its default stay), or null. */
  dateProblem: string | null;
}

/** The most guests a search may name, whatever the link says. */
const MOST_GUESTS = 20;

/**
 * Reads a room search from its address. A stepper's button sends its value after its field's, so the last value of
 * a name is the one asked. A departure not after the arrival becomes the night after it (the guest moved the
 * arrival past it); dates the hotel cannot book are replaced by `fallback` (today's night, or a package's first
 * stay) and the refusal is kept to be shown.
 */
export function readRoomSearch(
  query: URLSearchParams,
  today: IsoDate,
  fallback: { checkIn: IsoDate; checkOut: IsoDate } = { checkIn: today, checkOut: addDays(today, 1) },
): RoomSearch {
  const params = new URLSearchParams();
  // A child's age is sent once per child, in order: every one counts.
  for (const [name, value] of query)
    if (name === 'childAge') params.append(name, value);
    else params.set(name, value);
  const askedIn = params.get('checkIn') ?? params.get('check_in');
  const askedOut = params.get('checkOut') ?? params.get('check_out');
  let checkIn = askedIn ?? fallback.checkIn;
  let checkOut = askedOut ?? (askedIn ? addDays(checkIn, 1) : fallback.checkOut);
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  const problem = stayProblem(checkIn, checkOut, today);
  if (problem) ({ checkIn, checkOut } = fallback);
  // The home page's search strip sends adults and children; the form and other links send `guests`.
  const strip = readStaySearch(params);
  const stripGuests = strip.adults === undefined ? undefined : strip.adults + (strip.children ?? 0);
  const asked = Number.parseInt(params.get('guests') ?? String(stripGuests ?? 1), 10) || 1;
  const type = params.get('type');
  const guests = Math.min(Math.max(asked, 1), MOST_GUESTS);
  return {
    checkIn,
    checkOut,
    guests,
    // At least one adult: ages beyond the guests less one are dropped (the guest lowered the count).
    // Children counted without their ages are children still: priced at the child rate (decision 133).
    childAges: (strip.childAges ?? Array.from({ length: strip.children ?? 0 }, () => null)).slice(
      0,
      guests - 1,
    ),
    rooms: strip.rooms ?? 1,
    roomType: ROOM_TYPES.find((t) => t === type) ?? null,
    dateProblem: askedIn || askedOut ? (problem?.message ?? null) : null,
  };
}
