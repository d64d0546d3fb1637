import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStatus, menuCategory } from './enums';
import { users } from './identity';

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

/** One row per service day: table bookings lock it so that a slot's covers are counted under a lock. */
export const diningDays = pgTable('dining_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  coversPerSlot: integer('covers_per_slot').notNull().default(40),
  closed: boolean('closed').notNull().default(false),
});

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
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    note: text('note'),
    specialRequests: text('special_requests'),
    subtotalPaise: integer('subtotal_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    status: bookingStatus('status').notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the guest removed this cancelled booking from their list (the row itself is kept). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('table_bookings_user_idx').on(t.userId),
    index('table_bookings_slot_idx').on(t.date, t.time),
    check('table_bookings_party', sql`${t.partySize} between 1 and 12`),
    check('table_bookings_time', sql`${t.time} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check('table_bookings_money', sql`${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`),
  ],
);
