// The booking notices outbox's vocabulary (docs/decisions/080-booking-notices.md), shared by its table and the staff view.
import type { IsoDate } from './dates';
import type { WallTime } from './hotel-time';

/** What happened to a booking that someone must hear of. */
export const NOTICE_EVENTS = [
  'booking_confirmed',
  'booking_cancelled',
  'stay_reminder',
  'table_reminder',
  'hall_request_received',
  'hall_confirmed',
  'hall_declined',
  'booking_changed',
  // A change of an event answered by the events desk (decision 109): told each time a change is answered.
  'hall_change_confirmed',
  'hall_change_declined',
  // Bookings made at the front desk (decision 147): a payment link sent by SMS (each send told), and a booking the
  // hotel confirmed for a trusted guest to pay at the hotel.
  'payment_link',
  'booking_pay_at_hotel',
  // A stay moved to another room by the desk (decision 151): the guest told the room it now has.
  'room_moved',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/**
 * The events told once per booking, whoever calls twice: a repeat writes nothing (the outbox's unique index
 * `notifications_once`). Every other event (a change, a reminder) is told once per calendar SEQUENCE, so a second
 * change of a booking, and the reminder for its new time, are written too (`notifications_each_sequence`).
 */
export const ONCE_PER_BOOKING = [
  'booking_confirmed',
  'booking_cancelled',
  'hall_request_received',
  'hall_confirmed',
  'hall_declined',
] as const satisfies readonly NoticeEvent[];

/** How a notice travels. */
export const NOTICE_CHANNELS = ['sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The guest who booked, or the hotel's own notice address. */
export const NOTICE_AUDIENCES = ['guest', 'hotel'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** queued (waiting, or waiting to be retried), sending (claimed by a worker), sent, failed (gave up), skipped (no longer true). */
export const NOTICE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** A booking as it was before a change, in the words its change message needs (decision 110). */
export interface ChangedFrom {
  startDate: IsoDate;
  /** A stay's check-out day; null for a booking of one sitting (a table). */
  endDate: IsoDate | null;
  /** The sitting's time on the hotel's wall clock; null for a stay. */
  startTime: WallTime | null;
  /** The booking in a line, as receipts say it: "2 x Deluxe King Room, 3 nights". */
  description: string;
  totalPaise: number;
}

/** What a message keeps beside its event: a change's message, what the booking was (it is composed later). */
export interface NoticeDetail {
  changedFrom?: ChangedFrom;
  /** A room move's rooms, as the desk names them ("102" to "204"). */
  roomMove?: { from: string; to: string };
}
