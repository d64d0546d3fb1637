import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOTICE_AUDIENCES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_STATUSES,
  ONCE_NOTICE_EVENTS,
} from '~/lib/notices';
import { bookingKind } from './enums';

/** What happened to a booking that someone must hear of (docs/decisions/080-booking-notices.md). */
export const noticeEvent = pgEnum('notice_event', NOTICE_EVENTS);
export const noticeChannel = pgEnum('notice_channel', NOTICE_CHANNELS);
export const noticeAudience = pgEnum('notice_audience', NOTICE_AUDIENCES);
export const noticeStatus = pgEnum('notice_status', NOTICE_STATUSES);

/**
 * The outbox of messages about bookings: written in the transaction of the change that causes them, drained by
 * the notice worker. One row per booking, event, channel and audience, so a message is written once; an event a
 * booking may hear of again (a change answered, decision 109) is written each time it happens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: noticeEvent('event').notNull(),
    channel: noticeChannel('channel').notNull(),
    audience: noticeAudience('audience').notNull(),
    /** The guest's phone (E.164) or email; null for the hotel's notice, sent to HOTEL_STAFF_EMAIL as it is then. */
    recipient: text('recipient'),
    bookingKind: bookingKind('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    /** The calendar entry's SEQUENCE this message carries (a later change of the same booking counts up). */
    sequence: integer('sequence').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: noticeStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker's claim on a `sending` row lapses at this instant (a process that died mid-send). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The events heard of once are listed (a migration may not use an enum value it adds in its own transaction).
    uniqueIndex('notifications_once')
      .on(t.bookingId, t.event, t.channel, t.audience)
      .where(sql`${t.event} in (${sql.raw(ONCE_NOTICE_EVENTS.map((e) => `'${e}'`).join(', '))})`),
    index('notifications_due_idx').on(t.status, t.dueAt),
    check('notifications_attempts', sql`${t.attempts} >= 0`),
    check(
      'notifications_guest_recipient',
      sql`${t.audience} = 'hotel' or (${t.recipient} is not null and length(${t.recipient}) > 0)`,
    ),
  ],
);
