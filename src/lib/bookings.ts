// What every booking is, whatever its kind: the database enums, the contracts and the pages read these lists.

/** The kinds of booking the hotel takes: a room stay, a restaurant table, a banquet hall. */
export const BOOKING_KINDS = ['room', 'table', 'hall'] as const;
export type BookingKindName = (typeof BOOKING_KINDS)[number];

/** A booking's state: held for payment, paid, cancelled, lapsed, or stayed/eaten/held. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
