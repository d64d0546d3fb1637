/**
 * What the hotel earns from, as its revenue report groups it (decision 148): the stay's parts, what no-shows kept,
 * the restaurant and the events, and the charges to rooms of the folio (decision 145).
 */
export const REVENUE_KINDS = [
  'rooms',
  'meal_plans',
  'extras',
  'no_shows',
  'dining',
  'events',
  'room_restaurant',
  'room_minibar',
  'room_other',
] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

export const REVENUE_KIND_WORDS: Readonly<Record<RevenueKind, string>> = {
  rooms: 'Rooms',
  meal_plans: 'Meal plans',
  extras: 'Stay extras',
  no_shows: 'No-shows (kept)',
  dining: 'Dining',
  events: 'Events',
  room_restaurant: 'Restaurant bills to rooms',
  room_minibar: 'Minibar',
  room_other: 'Other services to rooms',
};
