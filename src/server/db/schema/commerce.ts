import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChangeBody } from '~/contracts/changes';
import { COUPON_SCOPES, type CouponScope } from '~/lib/pricing';
import { bookingKind, discountCodeType, discountKind, paymentStatus } from './enums';
import { users } from './identity';

/** A coupon applied at checkout: percent or flat, bounded by amounts, dates and use counts. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: discountKind('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    appliesTo: jsonb('applies_to')
      .$type<CouponScope[]>()
      .notNull()
      .default([...COUPON_SCOPES]),
    // The booking's own conditions (src/lib/code-conditions.ts): null is "any".
    minRooms: integer('min_rooms'),
    minNights: integer('min_nights'),
    datesFrom: date('dates_from', { mode: 'string' }),
    datesUntil: date('dates_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_value',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'percent' or ${t.discountValue} <= 100)`,
    ),
    check(
      'coupons_used',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** One use of a coupon by a guest on a booking. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingKind: bookingKind('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_booking_uq').on(t.couponId, t.bookingKind, t.bookingId)],
);

/** A reservation-form discount code (promo or group) worth a percentage off a stay. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    codeType: discountCodeType('code_type').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    description: text('description').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // The booking's own conditions (src/lib/code-conditions.ts): null is "any".
    minRooms: integer('min_rooms'),
    minNights: integer('min_nights'),
    datesFrom: date('dates_from', { mode: 'string' }),
    datesUntil: date('dates_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('discount_codes_percent', sql`${t.discountPercent} between 1 and 100`),
    check('discount_codes_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** A payment order for one booking and what became of it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingKind: bookingKind('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    method: text('method'),
    /** Why an order's attempt failed, in the guest's words. */
    failureReason: text('failure_reason'),
    /**
     * Supar Coins the guest applied to this order and their worth (decision 105): the order's amount is the
     * booking's total less that worth. They are debited only when the payment confirms the booking.
     */
    coins: integer('coins').notNull().default(0),
    coinsPaise: integer('coins_paise').notNull().default(0),
    /**
     * An order for the difference of a dearer change of a paid booking (decision 107): the change asked for, applied
     * in place when this payment is captured, and the booking's total it was priced at (a capture that no longer
     * meets it is owed back). Null for a booking's own payment.
     */
    changeBody: jsonb('change_body').$type<ChangeBody>(),
    changedTotalPaise: integer('changed_total_paise'),
    /** A payment taken at the front desk (provider `desk`, decision 145): who took it and the terminal's or UPI reference. */
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingKind, t.bookingId),
    // One live order per booking: a retry reuses it instead of opening a second.
    uniqueIndex('payments_one_live_order_uq')
      .on(t.bookingKind, t.bookingId)
      .where(sql`${t.status} = 'created'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_coins', sql`${t.coins} >= 0 and ${t.coinsPaise} >= 0`),
    // The desk's payments name who took them and how; a card or UPI payment its reference.
    check(
      'payments_desk_taken',
      sql`${t.provider} <> 'desk' or (${t.takenBy} is not null and ${t.method} in ('cash', 'card', 'upi') and (${t.method} = 'cash' or ${t.reference} is not null))`,
    ),
  ],
);

/** Provider webhook events already handled, so a redelivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Responses remembered by Idempotency-Key, so a retried create returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
