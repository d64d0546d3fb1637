import { addDays, type IsoDate, isIsoDate } from './dates';
import { GUEST_LIMITS } from './stay';

/** What the home page's search strip sends to /room-booking. */
export interface StaySearch {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: number;
  adults: number;
  children: number;
  /** Each child's age (0-17), null where the guest left it blank (decision 133); as many as `children` at most. */
  childAges?: (number | null)[];
}

/** Guest bounds of spec §9: rooms 1-5, adults 1-4, children 0-3 (the reservation form's own). */
export const STAY_LIMITS = GUEST_LIMITS;

/** The search strip's starting values (spec §2): two nights from today, 1 room, 1 adult, 0 children. */
export function defaultStaySearch(today: IsoDate): StaySearch {
  return { checkIn: today, checkOut: addDays(today, 2), rooms: 1, adults: 1, children: 0 };
}

/** The /room-booking address for a search: `?checkIn=&checkOut=&adults=&children=` (plus rooms). */
export function roomBookingHref(search: StaySearch): string {
  const params = new URLSearchParams({
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: String(search.adults),
    children: String(search.children),
    rooms: String(search.rooms),
  });
  // Ages are sent once any is given (a blank one stays blank, in its place); none given, the count says it all.
  const ages = (search.childAges ?? []).slice(0, search.children);
  if (ages.some((age) => age !== null))
    for (const age of ages) params.append('childAge', age === null ? '' : String(age));
  return `/room-booking?${params}`;
}

function boundedInt(raw: string | null, limits: { min: number; max: number }): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= limits.min && value <= limits.max ? value : undefined;
}

/**
 * Reads a search from /room-booking's query string for the rooms page: unknown or out-of-range values
 * are dropped, and a check-out not after the check-in is dropped with it.
 */
export function readStaySearch(params: URLSearchParams): Partial<StaySearch> {
  const found: Partial<StaySearch> = {};
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (checkIn && isIsoDate(checkIn)) found.checkIn = checkIn;
  if (checkOut && isIsoDate(checkOut) && (!found.checkIn || checkOut > found.checkIn))
    found.checkOut = checkOut;
  const rooms = boundedInt(params.get('rooms'), STAY_LIMITS.rooms);
  const adults = boundedInt(params.get('adults'), STAY_LIMITS.adults);
  const children = boundedInt(params.get('children'), STAY_LIMITS.children);
  if (rooms !== undefined) found.rooms = rooms;
  if (adults !== undefined) found.adults = adults;
  if (children !== undefined) found.children = children;
  if (params.has('childAge'))
    found.childAges = readChildAges(params, children ?? params.getAll('childAge').length);
  return found;
}

/** The oldest age a child may be given at in a search. */
const OLDEST_CHILD = 17;

/**
 * The children's ages a search sends (`childAge`, once per child, in order): the first `children` of them, each a
 * whole age of 0-17 or, left blank or unreadable, null (priced at the child rate).
 */
export function readChildAges(params: URLSearchParams, children: number): (number | null)[] {
  const given = params.getAll('childAge').slice(0, children);
  const ages = given.map((raw) => {
    const age = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    return age >= 0 && age <= OLDEST_CHILD ? age : null;
  });
  while (ages.length < children) ages.push(null);
  return ages;
}
