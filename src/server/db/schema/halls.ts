import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HALL_CHANGE_STATUSES } from '~/lib/hall-changes';
import { HOTEL_ANSWERS } from '~/lib/hall-requests';
import { bookingStatus } from './enums';
import { users } from './identity';
import { chargedTax } from './tax';

/** A banquet or event hall. */
export const halls = pgTable(
  'halls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    pricePaise: integer('price_paise').notNull(),
    location: text('location').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('halls_price_positive', sql`${t.pricePaise} > 0`),
    check('halls_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

/** An event booking of a hall over the half-open time range [starts_at, ends_at). */
export const hallBookings = pgTable(
  'hall_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingCode: text('booking_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The event's last day (the first day for a one-day event). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    eventType: text('event_type').notNull(),
    guests: integer('guests').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    ...chargedTax(),
    /** The checkout coupon the hire was discounted by, if any. */
    couponCode: text('coupon_code'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    eventDetails: text('event_details'),
    status: bookingStatus('status').notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the guest removed this cancelled booking from their list (the row itself is kept). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When the hotel confirmed the request (the guest may then pay), or declined it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hotelAnswer: text('hotel_answer', { enum: HOTEL_ANSWERS }),
    /** What the hotel wrote with its answer (the reason for a decline), which the guest reads. */
    answerNote: text('answer_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hall_bookings_user_idx').on(t.userId),
    check('hall_bookings_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('hall_bookings_days', sql`${t.endDate} >= ${t.date}`),
    check(
      'hall_bookings_answer',
      sql`${t.hotelAnswer} in (${sql.raw(HOTEL_ANSWERS.map((a) => `'${a}'`).join(', '))})`,
    ),
    index('hall_bookings_pending_idx').on(t.status, t.hotelAnswer),
    check('hall_bookings_guests', sql`${t.guests} >= 1`),
    check('hall_bookings_money', sql`${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`),
    check(
      'hall_bookings_charged',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
  ],
);

/**
 * A guest's request to change an event (another date, slot or head count), which the events desk answers
 * (decision 109). The booking stays exactly as it is until the answer; a confirmed change moves it in place.
 * The new terms and the price quoted (with GST) are kept as asked; one open request per booking.
 */
export const hallChangeRequests = pgTable(
  'hall_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => hallBookings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guests: integer('guests').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    ...chargedTax(),
    status: text('status', { enum: HALL_CHANGE_STATUSES }).notNull().default('pending'),
    /** When the request lapses unanswered (48 hours, as a new request). */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What the events desk wrote with its answer (a decline's reason), which the guest reads. */
    answerNote: text('answer_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open change per event: a second is refused until the first is answered or withdrawn.
    uniqueIndex('hall_change_requests_one_open').on(t.bookingId).where(sql`${t.status} = 'pending'`),
    index('hall_change_requests_status_idx').on(t.status, t.createdAt),
    check(
      'hall_change_requests_status',
      sql`${t.status} in (${sql.raw(HALL_CHANGE_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('hall_change_requests_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('hall_change_requests_days', sql`${t.endDate} >= ${t.date}`),
    check('hall_change_requests_guests', sql`${t.guests} >= 1`),
    check(
      'hall_change_requests_charged',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
  ],
);
