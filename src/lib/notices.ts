// The booking notices outbox's vocabulary (docs/decisions/080-booking-notices.md), shared by its table and the staff view.

/** What happened to a booking that someone must hear of. */
export const NOTICE_EVENTS = [
  'booking_confirmed',
  'booking_cancelled',
  'stay_reminder',
  'table_reminder',
  'hall_request_received',
  'hall_confirmed',
  'hall_declined',
  // A change of an event answered by the events desk (decision 109): told each time a change is answered.
  'hall_change_confirmed',
  'hall_change_declined',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** Events a booking may hear of more than once (each change of it answered): their messages are written each time. */
export const REPEATED_NOTICE_EVENTS: readonly NoticeEvent[] = [
  'hall_change_confirmed',
  'hall_change_declined',
];
/** Events a booking hears of once: one message per booking, event, channel and audience. */
export const ONCE_NOTICE_EVENTS = NOTICE_EVENTS.filter((e) => !REPEATED_NOTICE_EVENTS.includes(e));

/** How a notice travels. */
export const NOTICE_CHANNELS = ['sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The guest who booked, or the hotel's own notice address. */
export const NOTICE_AUDIENCES = ['guest', 'hotel'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** queued (waiting, or waiting to be retried), sending (claimed by a worker), sent, failed (gave up), skipped (no longer true). */
export const NOTICE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
