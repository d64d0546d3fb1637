import { atom } from 'nanostores';
import type { PackageOffer } from '~/contracts/packages';
import type { Room } from '~/contracts/rooms';

/** A room a signed-in guest tapped Book Now on, with the stay the list shown was answered for. */
export interface RoomToBook {
  room: Room;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The children among the guests by age, null where not given (the rest are adults). */
  childAges?: (number | null)[];
  /** Rooms of this kind booked together, as the search chose. */
  rooms: number;
  stayPackage: PackageOffer | null;
}

/**
 * What /room-booking's booking dialog opens for: set by the list's plain script when Book Now is tapped (perhaps
 * before the dialog's island has woken, which then opens it at once), cleared when the dialog closes.
 */
export const $roomToBook = atom<RoomToBook | null>(null);
