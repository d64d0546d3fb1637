import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStatus, menuCategory, privateDiningStatus } from './enums';
import { users } from './identity';
import { chargedTax } from './tax';

/** A dish or drink on the restaurant's menu. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: menuCategory('category').notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    prepTimeMinutes: integer('prep_time_minutes'),
    featured: boolean('featured').notNull().default(false),
    chefSpecial: boolean('chef_special').notNull().default(false),
    spicy: boolean('spicy').notNull().default(false),
    veg: boolean('veg').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_items_category_idx').on(t.category),
    check('menu_items_price', sql`${t.pricePaise} > 0`),
  ],
);

/** One like of a dish by one guest: the "Most Loved This Week" list counts these, once per guest per dish. */
export const menuItemLikes = pgTable(
  'menu_item_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.menuItemId] }),
    index('menu_item_likes_recent_idx').on(t.createdAt),
  ],
);

/** A service day the restaurant has a row for: a closed day (a private buy-out, a holiday) says so here. */
export const diningDays = pgTable('dining_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  coversPerSlot: integer('covers_per_slot').notNull().default(40),
  closed: boolean('closed').notNull().default(false),
});

/**
 * A table in the dining hall, numbered along the floor; a table that `joins_next` can be pushed against the
 * next-numbered one for a larger party, so a booking holds the run of numbers [first_table, first_table + count).
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    number: integer('number').primaryKey(),
    seats: integer('seats').notNull(),
    area: text('area').notNull().default('Dining hall'),
    joinsNext: boolean('joins_next').notNull().default(false),
    inService: boolean('in_service').notNull().default(true),
  },
  (t) => [
    check('dining_tables_number', sql`${t.number} > 0`),
    check('dining_tables_seats', sql`${t.seats} between 1 and 12`),
  ],
);

/** A table reservation at one of the restaurant's fixed time slots. */
export const tableBookings = pgTable(
  'table_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingCode: text('booking_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' })
      .notNull()
      .references(() => diningDays.date),
    time: text('time').notNull(),
    /** The table (or the first of a joined pair) and how many tables the party takes. */
    firstTable: integer('first_table')
      .notNull()
      .references(() => diningTables.number),
    tableCount: integer('table_count').notNull().default(1),
    /** The sitting, as instants: the no-overlap constraint compares these ranges. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    note: text('note'),
    specialRequests: text('special_requests'),
    subtotalPaise: integer('subtotal_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull().default(0),
    ...chargedTax(),
    couponCode: text('coupon_code'),
    status: bookingStatus('status').notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the guest removed this cancelled booking from their list (the row itself is kept). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When the restaurant seated the party, or marked it a no-show (the table sheet); null until then. */
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('table_bookings_user_idx').on(t.userId),
    index('table_bookings_slot_idx').on(t.date, t.time),
    check('table_bookings_party', sql`${t.partySize} between 1 and 12`),
    check('table_bookings_time', sql`${t.time} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check('table_bookings_tables', sql`${t.tableCount} between 1 and 2`),
    check('table_bookings_sitting', sql`${t.endsAt} > ${t.startsAt}`),
    check('table_bookings_money', sql`${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`),
    check(
      'table_bookings_charged',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
  ],
);

/**
 * A /dining form for a party larger than the largest table (11 to 20 guests): nothing is held and nothing is
 * priced online; the restaurant answers it (confirmed: they call to plan the menu; declined), once (decision 101).
 */
export const privateDiningRequests = pgTable(
  'private_dining_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestCode: text('request_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    partOfDay: text('part_of_day').notNull(),
    guests: integer('guests').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    guestEmail: text('guest_email').notNull(),
    occasion: text('occasion').notNull(),
    specialRequest: text('special_request'),
    status: privateDiningStatus('status').notNull().default('awaiting'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_dining_requests_user_idx').on(t.userId),
    index('private_dining_requests_status_idx').on(t.status),
    check('private_dining_requests_guests', sql`${t.guests} between 11 and 20`),
    check('private_dining_requests_answered', sql`(${t.status} = 'awaiting') = (${t.answeredAt} is null)`),
  ],
);
