import { sql } from 'drizzle-orm';
import {
  check,
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
import type { TaxDocumentSnapshot } from '~/lib/tax-documents';
import { bookingKind, taxDocumentType } from './enums';
import { printableCheck } from './printable-text';

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

/**
 * The billing details of one booking (decision 102): the GSTIN, name and address its tax documents are made out
 * to, keyed by the booking's anchor row (the first of the rows booked together). Editable until its tax invoice
 * is issued; each document copies them in when issued.
 */
export const bookingBilling = pgTable(
  'booking_billing',
  {
    bookingId: uuid('booking_id').primaryKey(),
    bookingKind: bookingKind('booking_kind').notNull(),
    userId: uuid('user_id').notNull(),
    gstin: text('gstin'),
    name: text('name').notNull(),
    address: text('address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The bill-to a document copies in prints as stored: no control or text-direction character (decision 114).
  (t) => [
    printableCheck('booking_billing_name_printable', t.name),
    printableCheck('booking_billing_address_printable', t.address, 'lines'),
  ],
);

/**
 * The last serial issued of each document type in each financial year: the issuing transaction locks its row
 * (an upsert), so numbers are consecutive, never repeated, and a rolled-back issue gives its number back.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    type: taxDocumentType('type').notNull(),
    /** "2026-27": 1 April to 31 March on the hotel's calendar. */
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.financialYear] })],
);

/**
 * Issued tax documents, each a snapshot of every figure and party detail at issue (a trigger refuses any update):
 * receipt vouchers, tax invoices, refund vouchers and credit notes, numbered per type per financial year.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: taxDocumentType('type').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    bookingKind: bookingKind('booking_kind').notNull(),
    /** The booking's anchor row: a group stay's rooms share one set of documents. */
    bookingId: uuid('booking_id').notNull(),
    /** The guest the document is made out to (kept after an erasure: the law keeps tax records). */
    userId: uuid('user_id').notNull(),
    /** The document this one adjusts or reverses. */
    refersTo: uuid('refers_to'),
    /**
     * What the document was issued for, beside its booking and type (decision 112): 'booking' for the booking's own
     * (its payment, its stay, its cancellation), `payment:<id>` for an additional advance, `change:<id>` for a part
     * refund of a change. Unique with them, so each issue happens once.
     */
    occasion: text('occasion').notNull().default('booking'),
    totalPaise: integer('total_paise').notNull(),
    snapshot: jsonb('snapshot').$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_uq').on(t.number),
    uniqueIndex('tax_documents_serial_uq').on(t.type, t.financialYear, t.serial),
    uniqueIndex('tax_documents_booking_occasion_uq').on(t.bookingId, t.type, t.occasion),
    index('tax_documents_user_idx').on(t.userId),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);
