import { GUEST_LIMITS } from './stay';

/** What the room list knows of one room for the dates asked. */
export interface RoomForDates {
  maxGuests: number;
  available: boolean;
  /** Free units of the room for the dates; null when the list was read without dates. */
  freeUnits: number | null;
}

/**
 * Whether a party fits a room in the number of rooms chosen, and if not, why and what would: a family of five
 * in a room that sleeps 2 is told "Sleeps 2: choose 3 rooms" with that choice one click away, not "Not Available".
 */
export type RoomFit =
  | { kind: 'fits' }
  | { kind: 'choose'; rooms: number; why: string }
  | { kind: 'unavailable'; why: string | null };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** How `guests` in `rooms` rooms fit `room` (the rooms page's cards and the booking modal agree through it). */
export function roomFit(room: RoomForDates, guests: number, rooms: number): RoomFit {
  if (!room.available) return { kind: 'unavailable', why: null };
  const free = Math.min(room.freeUnits ?? GUEST_LIMITS.rooms.max, GUEST_LIMITS.rooms.max);
  const needed = Math.ceil(guests / room.maxGuests);
  if (needed > free) {
    return {
      kind: 'unavailable',
      why: `Sleeps ${room.maxGuests}: ${guests} guests need ${plural(needed, 'room')}, and ${free} ${free === 1 ? 'is' : 'are'} free for your dates.`,
    };
  }
  if (rooms > free) {
    return {
      kind: 'choose',
      rooms: free,
      why: `Only ${plural(free, 'room')} of this kind ${free === 1 ? 'is' : 'are'} free for your dates.`,
    };
  }
  if (needed > rooms) {
    return {
      kind: 'choose',
      rooms: needed,
      why: `Sleeps ${room.maxGuests}: choose ${plural(needed, 'room')}.`,
    };
  }
  return { kind: 'fits' };
}
