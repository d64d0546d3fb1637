// Housekeeping (decision 144): each room unit is clean, dirty or inspected; "out of order" is a closure of the
// unit (room_unit_closures) covering today, so the room cannot be sold while it lasts.

/** A room's cleanliness, as housekeeping keeps it. An enum's order is its type. */
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/** What the console shows for a room: its cleanliness, or out of order while a closure covers today. */
export type RoomCondition = HousekeepingStatus | 'out_of_order';

/** The words for each condition. */
export const ROOM_CONDITION_WORDS: Record<RoomCondition, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};

/**
 * Why a room cannot go from `from` to `to`, in words; null when it can. A room is cleaned when dirty, inspected once
 * clean, and made dirty from either (a check-out does it too); nothing is marked what it already is.
 */
export function housekeepingRefusal(
  roomNumber: string,
  from: HousekeepingStatus,
  to: HousekeepingStatus,
): string | null {
  if (from === to) return `Room ${roomNumber} is already ${ROOM_CONDITION_WORDS[to].toLowerCase()}.`;
  if (to === 'inspected' && from !== 'clean')
    return `Room ${roomNumber} is dirty: it is cleaned before it is inspected.`;
  if (to === 'clean' && from === 'inspected') return `Room ${roomNumber} is inspected already.`;
  return null;
}
