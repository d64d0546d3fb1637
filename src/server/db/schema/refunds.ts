import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './commerce';
import { bookingKind, partRefundStatus } from './enums';
import { users } from './identity';

/**
 * A part of a payment given back (decision 111): a cheaper change, or what was left of a partly refunded payment
 * when its booking was cancelled. A payment refunded whole, with no parts, keeps its refund on its own row.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The booking the payment paid for, as the payment names it. */
    bookingKind: bookingKind('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The GST in that amount (decision 099), for the refund voucher or credit note; the rest is taxable value. */
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    /** Why it is given back, in the hotel's words ("Cheaper change: one night fewer", "Booking cancelled"). */
    reason: text('reason').notNull(),
    status: partRefundStatus('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    /** Why the provider has not returned it, in the guest's words, while the front desk arranges it. */
    failureReason: text('failure_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_booking_idx').on(t.bookingKind, t.bookingId),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payment_refunds_gst',
      sql`${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.cgstPaise} + ${t.sgstPaise} <= ${t.amountPaise}`,
    ),
  ],
);
