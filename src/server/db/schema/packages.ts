import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A stay package's price and rules (decision 150): a rate plan of the room listings of its types, at its own price
 * a room a night for its party, with the stay it allows. Its words (title, tag, inclusions, picture) are content
 * (src/content/packages.json), keyed by the same id. Edited by the hotel's admins in the console, audited; a booking
 * keeps the price it was booked at (room_bookings.nightly_paise).
 */
export const stayPackages = pgTable(
  'stay_packages',
  {
    id: text('id').primaryKey(),
    /** The party its price is for; its link opens the search for them. */
    guests: integer('guests').notNull(),
    roomTypes: text('room_types').array().notNull(),
    /** Its price a room a night for its party, everything it includes with it, before GST. */
    pricePerNightPaise: integer('price_per_night_paise').notNull(),
    minNights: integer('min_nights').notNull().default(1),
    maxNights: integer('max_nights'),
    /** The weekdays a stay on it may begin ("Friday"); empty: any day. */
    arrivalDays: text('arrival_days').array().notNull().default(sql`'{}'::text[]`),
    staysFrom: date('stays_from', { mode: 'string' }),
    staysUntil: date('stays_until', { mode: 'string' }),
    /** The last day it can be booked. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    checkOutTime: text('check_out_time'),
    /** The meal plan its price includes (src/lib/party.ts codes; EP: no daily meals, a meal plan may be added). */
    mealPlan: text('meal_plan').notNull().default('EP'),
    /**
     * The GST supplies of what it bundles besides the room and its meals (src/lib/gst.ts kinds: a boat ride is
     * recreation, a spa ritual wellness): a mixed supply is taxed at the highest of their rates (decision 150).
     */
    bundles: text('bundles').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stay_packages_id', sql`${t.id} ~ '^[a-z0-9-]+$'`),
    check('stay_packages_guests', sql`${t.guests} between 1 and 12`),
    check(
      'stay_packages_room_types',
      sql`cardinality(${t.roomTypes}) >= 1 and ${t.roomTypes} <@ array['standard', 'deluxe', 'suite']::text[]`,
    ),
    check('stay_packages_price', sql`${t.pricePerNightPaise} > 0 and ${t.pricePerNightPaise} % 100 = 0`),
    check(
      'stay_packages_nights',
      sql`${t.minNights} between 1 and 30 and (${t.maxNights} is null or ${t.maxNights} between ${t.minNights} and 30)`,
    ),
    check(
      'stay_packages_arrival_days',
      sql`${t.arrivalDays} <@ array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[]`,
    ),
    check(
      'stay_packages_stays',
      sql`${t.staysFrom} is null or ${t.staysUntil} is null or ${t.staysUntil} >= ${t.staysFrom}`,
    ),
    check(
      'stay_packages_check_out',
      sql`${t.checkOutTime} is null or ${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('stay_packages_meal_plan', sql`${t.mealPlan} in ('EP', 'CP', 'MAP', 'AP')`),
    check(
      'stay_packages_bundles',
      sql`${t.bundles} <@ array['restaurant', 'hall', 'transport', 'recreation', 'wellness', 'decoration']::text[]`,
    ),
  ],
);
