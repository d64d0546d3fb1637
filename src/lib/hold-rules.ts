// Imported by scripts/start.mjs through env.ts under Node's own type stripping: erasable TypeScript, imports with .ts.
// The hold rules (ARCHITECTURE "Booking kinds"): how long an unpaid booking holds what it took, and how much one
// guest may hold unpaid at once, as named constants and one pure refusal the booking service applies.
import type { BookingKindName } from './bookings.ts';
import { formatHotelDate, type IsoDate } from './dates.ts';

/** The kinds of booking, as the hold rules name them. */
export type HeldKind = BookingKindName;

/**
 * How long a new booking holds what it took while the guest pays: rooms and tables 15 minutes; a hall request
 * 48 hours while the hotel answers, and 48 hours again for the deposit once the hotel confirms.
 */
export const HOLD_MINUTES: Readonly<Record<HeldKind, number>> = { room: 15, table: 15, hall: 48 * 60 };

/** Bookings of every kind one guest may hold unpaid at once (setting UNPAID_BOOKINGS_PER_GUEST). */
export const UNPAID_BOOKINGS_PER_GUEST = 3;
/** Booking attempts one guest may make an hour, refused ones too (setting BOOKINGS_PER_GUEST_PER_HOUR). */
export const BOOKINGS_PER_GUEST_PER_HOUR = 20;
/** Booking attempts one IP address may make an hour (setting BOOKINGS_PER_ADDRESS_PER_HOUR). */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 60;
/** Room-nights one guest may hold unpaid at once: 2 rooms for 30 nights, or 5 for 12. */
export const MAX_UNPAID_ROOM_NIGHTS = 60;

/**
 * How much of the hotel one guest may hold unpaid at its fullest moment: a quarter of the room units on any
 * night, a quarter of the dining tables at any sitting (but always two, so a family can take two rooms or two
 * tables in a small house), one hall on any date. Without it one unpaid guest held 14 of the 24 rooms for four
 * nights, and 3 of the 4 halls for 48 hours.
 */
export const HOLD_SHARE: Readonly<Record<HeldKind, { share: number; least: number } | { most: number }>> = {
  room: { share: 0.25, least: 2 },
  table: { share: 0.25, least: 2 },
  hall: { most: 1 },
};

/** The most of an inventory one guest may hold unpaid at once. */
export function shareCap(kind: HeldKind, inventory: number): number {
  const rule = HOLD_SHARE[kind];
  return 'most' in rule ? rule.most : Math.max(rule.least, Math.floor(inventory * rule.share));
}

/** When a hold of a kind placed now lapses. */
export function holdExpiry(kind: HeldKind, now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES[kind] * 60_000);
}

/** The settings that bound one guest's bookings. */
export interface HoldLimits {
  unpaidPerGuest: number;
  perGuestPerHour: number;
  perAddressPerHour: number;
}

/**
 * What one guest already holds unpaid of what a new booking would take, at the moment the two overlap most:
 * the room units on the busiest night, the tables at the sitting, the halls on the date.
 */
export interface HeldShare {
  kind: HeldKind;
  /** Units the guest holds unpaid at that moment, before this booking. */
  held: number;
  /** Units the new booking takes. */
  asked: number;
  /** Units the hotel has in service. */
  inventory: number;
  /** The hotel date of that moment. */
  on: IsoDate;
}

/** Everything the hold rules look at, gathered under the guest's lock. */
export interface HoldQuestion {
  limits: Pick<HoldLimits, 'unpaidPerGuest'>;
  /** The guest's unpaid bookings of every kind (rooms booked together count once). */
  unpaidBookings: number;
  /** Of those, hall requests still waiting for the hotel's answer (the guest cannot pay them yet). */
  awaitingHotel: number;
  /** For a stay: the room-nights the guest holds unpaid, and those the stay would add. */
  roomNights?: { held: number; asked: number };
  share: HeldShare;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const UNITS: Record<HeldKind, [string, string]> = {
  room: ['room', 'rooms'],
  table: ['table', 'tables'],
  hall: ['hall', 'halls'],
};

/** The refusal of the unpaid-booking cap, naming the requests that wait for the hotel rather than for payment. */
function tooManyBookings(held: number, awaitingHotel: number): string {
  if (awaitingHotel === 0)
    return `You already have ${count(held, 'booking', 'bookings')} waiting for payment. Pay for one, or cancel one, before booking again.`;
  if (awaitingHotel >= held)
    return `You already have ${count(held, 'request', 'requests')} waiting for the hotel's answer. Cancel one before booking again, or pay for one once the hotel confirms it.`;
  return `You already have ${held} bookings on hold: ${held - awaitingHotel} waiting for payment and ${awaitingHotel} waiting for the hotel's answer. Pay for one, or cancel one, before booking again.`;
}

/** The refusal of the share cap, in the guest's words. */
function tooMuchOfTheHotel(share: HeldShare, cap: number): string {
  const day = formatHotelDate(share.on);
  if (share.kind === 'hall') {
    return `You already hold a hall on ${day} that is waiting for payment or for the hotel's answer. One hall can be held per date: pay for it or withdraw it first, or call our events team.`;
  }
  const [one, many] = UNITS[share.kind];
  const moment = share.kind === 'room' ? `the night of ${day}` : `one sitting on ${day}`;
  return `Unpaid bookings can hold at most ${count(cap, one, many)} of our ${share.inventory} for ${moment}; this would hold ${share.held + share.asked}. Pay for a booking first, or call us to hold more.`;
}

/**
 * Why a guest may not hold a new booking now, or null when they may: too many unpaid bookings, too many unpaid
 * room-nights, or too large a share of the hotel at one moment.
 */
export function holdRefusal(question: HoldQuestion): string | null {
  const { limits, unpaidBookings, awaitingHotel, roomNights, share } = question;
  if (unpaidBookings >= limits.unpaidPerGuest) return tooManyBookings(unpaidBookings, awaitingHotel);
  if (roomNights && roomNights.held + roomNights.asked > MAX_UNPAID_ROOM_NIGHTS) {
    return `Unpaid bookings can hold at most ${MAX_UNPAID_ROOM_NIGHTS} room-nights at a time. Pay for a booking first, or call us for a larger stay.`;
  }
  const cap = shareCap(share.kind, share.inventory);
  if (share.held + share.asked > cap) return tooMuchOfTheHotel(share, cap);
  return null;
}
