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
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookedPackage } from '~/contracts/packages';
import { bookingStatus, housekeepingStatus, roomType } from './enums';
import { users } from './identity';
import { chargedTax } from './tax';

/** A room listing (a kind of room the hotel sells), not a physical room. */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    roomType: roomType('room_type').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    tag: text('tag'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    /** The base weeknight price; the rate calendar's seasons and overrides take precedence (room_rate_seasons). */
    pricePaise: integer('price_paise').notNull(),
    /** The base Friday and Saturday nights' price; the base price when null. */
    weekendPricePaise: integer('weekend_price_paise'),
    /** Every guest a room of the listing takes, free children too. */
    maxGuests: integer('max_guests').notNull(),
    /** The guests its nightly price includes; each one above pays the extra-adult or extra-child price a night. */
    baseOccupancy: integer('base_occupancy').notNull().default(2),
    maxAdults: integer('max_adults').notNull().default(2),
    /** Guests under the adult age (src/content/site.json `childAges`), free ones too. */
    maxChildren: integer('max_children').notNull().default(1),
    extraAdultPaise: integer('extra_adult_paise').notNull().default(0),
    extraChildPaise: integer('extra_child_paise').notNull().default(0),
    sizeSqm: integer('size_sqm'),
    bed: text('bed'),
    view: text('view'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rooms_price_positive', sql`${t.pricePaise} > 0`),
    check('rooms_weekend_price_positive', sql`${t.weekendPricePaise} is null or ${t.weekendPricePaise} > 0`),
    check('rooms_max_guests', sql`${t.maxGuests} between 1 and 12`),
    check(
      'rooms_occupancy',
      sql`${t.baseOccupancy} between 1 and ${t.maxGuests} and ${t.maxAdults} between 1 and ${t.maxGuests} and ${t.maxChildren} between 0 and ${t.maxGuests} - 1`,
    ),
    check('rooms_extra_guest_prices', sql`${t.extraAdultPaise} >= 0 and ${t.extraChildPaise} >= 0`),
    check('rooms_rating', sql`${t.rating} between 0 and 5`),
  ],
);

/**
 * A season of a listing's rate calendar: the nights [starts_on, ends_on) at its weekday and weekend prices. A
 * listing's seasons never overlap (an exclusion constraint, drizzle/0032), so a night has at most one.
 */
export const roomRateSeasons = pgTable(
  'room_rate_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    weekdayPricePaise: integer('weekday_price_paise').notNull(),
    /** Friday and Saturday nights; the weekday price when null. */
    weekendPricePaise: integer('weekend_price_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_rate_seasons_room_idx').on(t.roomId, t.endsOn),
    check('room_rate_seasons_dates', sql`${t.endsOn} > ${t.startsOn}`),
    check('room_rate_seasons_name', sql`length(${t.name}) between 1 and 80`),
    check(
      'room_rate_seasons_prices',
      sql`${t.weekdayPricePaise} > 0 and (${t.weekendPricePaise} is null or ${t.weekendPricePaise} > 0)`,
    ),
  ],
);

/** One night of a listing at its own price (Diwali, New Year's Eve), over its season. */
export const roomRateOverrides = pgTable(
  'room_rate_overrides',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    check('room_rate_overrides_price', sql`${t.pricePaise} > 0`),
    check('room_rate_overrides_label', sql`length(${t.label}) between 1 and 80`),
  ],
);

/**
 * A meal plan a listing sells (src/lib/party.ts `MEAL_PLAN_CODES`: CP, MAP, AP; room only is every listing's own
 * price): a supplement per adult and per child at the child rate, each night.
 */
export const roomMealPlans = pgTable(
  'room_meal_plans',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    adultPaise: integer('adult_paise').notNull(),
    childPaise: integer('child_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.plan] }),
    check('room_meal_plans_plan', sql`${t.plan} in ('CP', 'MAP', 'AP')`),
    check('room_meal_plans_prices', sql`${t.adultPaise} > 0 and ${t.childPaise} >= 0`),
  ],
);

/**
 * An extra the hotel sells with a stay (src/lib/extras.ts): its price counts per stay, night, guest or guest-night,
 * with a quantity; `supply` is its GST supply kind (src/lib/gst.ts), which sets its SAC and rate.
 */
export const stayExtras = pgTable(
  'stay_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    basis: text('basis').notNull(),
    pricePaise: integer('price_paise').notNull(),
    supply: text('supply').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stay_extras_basis', sql`${t.basis} in ('stay', 'night', 'guest', 'guest_night')`),
    check('stay_extras_price', sql`${t.pricePaise} > 0`),
    check(
      'stay_extras_supply',
      sql`${t.supply} in ('transport', 'recreation', 'wellness', 'decoration', 'restaurant')`,
    ),
    check('stay_extras_quantity', sql`${t.maxQuantity} between 1 and 10`),
    check('stay_extras_name', sql`length(${t.name}) between 1 and 80`),
  ],
);

/**
 * A stay rule over the nights [starts_on, ends_on), for one listing or (room_id null) every one (src/lib/rates.ts
 * says how each binds a stay): a minimum or maximum stay, closed to arrival, closed to departure, a stop-sell.
 */
export const stayRules = pgTable(
  'stay_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    label: text('label'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    stopSell: boolean('stop_sell').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_rules_dates_idx').on(t.endsOn, t.startsOn),
    check('stay_rules_dates', sql`${t.endsOn} > ${t.startsOn}`),
    check('stay_rules_label', sql`${t.label} is null or length(${t.label}) between 1 and 80`),
    check(
      'stay_rules_lengths',
      sql`(${t.minStay} is null or ${t.minStay} between 1 and 30) and (${t.maxStay} is null or ${t.maxStay} between 1 and 30) and (${t.minStay} is null or ${t.maxStay} is null or ${t.minStay} <= ${t.maxStay})`,
    ),
    check(
      'stay_rules_says_something',
      sql`${t.minStay} is not null or ${t.maxStay} is not null or ${t.closedToArrival} or ${t.closedToDeparture} or ${t.stopSell}`,
    ),
  ],
);

/** A physical room with its number; bookings hold units. */
export const roomUnits = pgTable(
  'room_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    roomNumber: text('room_number').notNull().unique(),
    floor: integer('floor').notNull(),
    inService: boolean('in_service').notNull().default(true),
    /** Clean, dirty or inspected (decision 144): a check-out makes it dirty, housekeeping cleans and inspects it. */
    housekeeping: housekeepingStatus('housekeeping').notNull().default('clean'),
    /** When housekeeping (or a check-out) last changed it. */
    housekeepingAt: timestamp('housekeeping_at', { withTimezone: true }),
  },
  (t) => [index('room_units_room_idx').on(t.roomId)],
);

/**
 * A unit out of service for the half-open night range [starts_on, ends_on): repairs, a deep clean, a VIP hold. No
 * stay may take those nights (a trigger on room_bookings refuses one, drizzle/0016), and availability leaves the
 * unit out of them at once. Reopening early deletes the row; the audit trail keeps who did what.
 */
export const roomUnitClosures = pgTable(
  'room_unit_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomUnitId: uuid('room_unit_id')
      .notNull()
      .references(() => roomUnits.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_unit_closures_unit_idx').on(t.roomUnitId, t.endsOn),
    check('room_unit_closures_dates', sql`${t.endsOn} > ${t.startsOn}`),
    check('room_unit_closures_reason', sql`length(${t.reason}) between 1 and 200`),
  ],
);

/** A stay of one unit over the half-open night range [check_in, check_out). */
export const roomBookings = pgTable(
  'room_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingCode: text('booking_code').notNull().unique(),
    groupId: uuid('group_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    roomUnitId: uuid('room_unit_id')
      .notNull()
      .references(() => roomUnits.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    numGuests: integer('num_guests').notNull(),
    /** The room's party: its adults and each child's age as asked (num_guests is their sum). */
    adults: integer('adults').notNull(),
    /** Each child's age, null where it was not given (priced at the child rate). */
    childAges: integer('child_ages')
      .array()
      .$type<(number | null)[]>()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The meal plan the room is booked on (src/lib/party.ts), and its supplement a night for the room's party. */
    mealPlan: text('meal_plan').notNull().default('EP'),
    mealPaise: integer('meal_paise').notNull().default(0),
    /** The occupancy supplement a night: the guests above the listing's base occupancy, as booked. */
    extraGuestsPaise: integer('extra_guests_paise').notNull().default(0),
    nights: integer('nights').notNull(),
    /** The first night's price (the spec's `pricePerNight`); every night's is in nightly_paise. */
    pricePerNightPaise: integer('price_per_night_paise').notNull(),
    /** Each night's price as booked, in order: a night keeps it whatever the rate calendar says later. */
    nightlyPaise: integer('nightly_paise').array().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    ...chargedTax(),
    offerCode: text('offer_code'),
    couponCode: text('coupon_code'),
    /** The stay package (rate plan) it was booked on, as sold: its id, title, inclusions and check-out (decision 100). */
    stayPackage: jsonb('stay_package').$type<BookedPackage>(),
    status: bookingStatus('status').notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the guest removed this cancelled booking from their list (the row itself is kept). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    specialRequests: text('special_requests'),
    guestName: text('guest_name'),
    /** When the front desk checked this room's guest in (null until then). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When this room checked out (decision 140): the stay completes when its last room does. */
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /** The room's housekeeping state just before this check-out made it dirty: an undone check-out restores it. */
    housekeepingBeforeCheckOut: housekeepingStatus('housekeeping_before_check_out'),
    /** When the front desk marked this room a no-show, once its arrival day had passed (kept confirmed). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_bookings_user_idx').on(t.userId),
    index('room_bookings_status_idx').on(t.status, t.holdExpiresAt),
    check('room_bookings_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('room_bookings_guests', sql`${t.numGuests} between 1 and 12`),
    check(
      'room_bookings_party',
      sql`${t.adults} >= 1 and ${t.numGuests} = ${t.adults} + cardinality(${t.childAges}) and 0 <= all(${t.childAges}) and 17 >= all(${t.childAges})`,
    ),
    check(
      'room_bookings_meal_plan',
      sql`${t.mealPlan} in ('EP', 'CP', 'MAP', 'AP') and ${t.mealPaise} >= 0 and ${t.extraGuestsPaise} >= 0 and (${t.mealPlan} <> 'EP' or ${t.mealPaise} = 0)`,
    ),
    check(
      'room_bookings_nightly',
      sql`cardinality(${t.nightlyPaise}) = ${t.nights} and ${t.pricePerNightPaise} = ${t.nightlyPaise}[1]`,
    ),
    check('room_bookings_money', sql`${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`),
    check(
      'room_bookings_charged',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
  ],
);

/**
 * An extra booked on a room row (the first room of the stay it was chosen on): what it was sold at, never updated.
 * Its amount is part of the row's subtotal and its own GST line (booking_tax_lines).
 */
export const roomBookingExtras = pgTable(
  'room_booking_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => roomBookings.id, { onDelete: 'cascade' }),
    extraId: uuid('extra_id')
      .notNull()
      .references(() => stayExtras.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    basis: text('basis').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_booking_extras_booking_idx').on(t.bookingId),
    check('room_booking_extras_quantity', sql`${t.quantity} between 1 and 10`),
    check('room_booking_extras_amount', sql`${t.amountPaise} > 0 and ${t.unitPricePaise} > 0`),
  ],
);
