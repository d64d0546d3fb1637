/** The kinds of room the hotel sells, in the order the filter chips show them. */
export const ROOM_TYPES = ['standard', 'deluxe', 'suite'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** "standard" → "Standard", for chips and selects. */
export function roomTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
