import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingKind } from './enums';

/**
 * What a booking row was charged, besides its tariff (decision 099): the taxable value (subtotal less discounts),
 * CGST and SGST; total_paise is their sum, the amount charged. Fixed when the booking is priced: a later change of
 * the catalogue never touches it. Rows booked before GST was charged carry their total as taxable value, no tax.
 */
export const chargedTax = () => ({
  taxablePaise: integer('taxable_paise').notNull().default(0),
  cgstPaise: integer('cgst_paise').notNull().default(0),
  sgstPaise: integer('sgst_paise').notNull().default(0),
});

/**
 * The GST lines of a booking row as it was priced (one per room per night for a stay, the table, the hall's
 * hire): what its tax documents print (SAC, taxable value after discount, rate, CGST, SGST). Never updated.
 */
export const bookingTaxLines = pgTable(
  'booking_tax_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingKind: bookingKind('booking_kind').notNull(),
    /** The booking row (a room of a stay, a table, a hall request) the line was charged on. */
    bookingId: uuid('booking_id').notNull(),
    /** The line's place on the bill, from 1. */
    position: integer('position').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    /** The whole GST rate in basis points (1800 = 18%); CGST and SGST each take half. */
    rateBp: integer('rate_bp').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_tax_lines_position_uq').on(t.bookingKind, t.bookingId, t.position),
    index('booking_tax_lines_booking_idx').on(t.bookingId),
    check('booking_tax_lines_taxable', sql`${t.taxablePaise} = ${t.grossPaise} - ${t.discountPaise}`),
    check(
      'booking_tax_lines_adds_up',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
  ],
);
