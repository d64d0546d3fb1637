// What every booking is, whatever its kind: the database enums, the contracts and the pages read these lists.

/** The kinds of booking the hotel takes: a room stay, a restaurant table, a banquet hall. */
export const BOOKING_KINDS = ['room', 'table', 'hall'] as const;
export type BookingKindName = (typeof BOOKING_KINDS)[number];

/** A booking's state: held for payment, paid, cancelled, lapsed, or stayed/eaten/held. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking still to happen: what a cancellation ends, and what keeps a room or hall from being withdrawn. */
export const LIVE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Paid (or stayed, eaten, held): such a booking holds its room, table or hall whatever its hold said. */
export const PAID_STATUSES = ['confirmed', 'completed'] as const satisfies readonly BookingStatus[];

/** The statuses in which a booking can hold what it took: the ones the no-overlap constraints watch. */
export const HOLDING_STATUSES = ['pending', ...PAID_STATUSES] as const satisfies readonly BookingStatus[];
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

/**
 * What the front desk and the restaurant mark on a paid booking as the day goes (decision 104): a stay checked in or
 * out, a table seated or a no-show.
 */
export const ARRIVAL_MARKS = ['check_in', 'check_out', 'seat', 'no_show'] as const;
export type ArrivalMark = (typeof ARRIVAL_MARKS)[number];

/** The marks an admin may undo the same day, with a reason (decisions 140 and 151). */
export const UNDOABLE_MARKS = [
  'check_in',
  'check_out',
  'seat',
  'no_show',
] as const satisfies readonly ArrivalMark[];
export type UndoableMark = (typeof UNDOABLE_MARKS)[number];
