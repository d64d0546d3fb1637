import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './commerce';
import { bookingKind, deskMethod, folioChargeKind, ledgerEntry, refundCause } from './enums';
import { users } from './identity';
import { walletTransactions } from './loyalty';

/**
 * The money ledger (decision 113): every movement of money or coins on a booking, one row each, never edited nor
 * deleted (a trigger refuses both). A refund is its `refund_owed` row; what became of it follows as rows naming
 * it (`refund_id`). What a booking took, gave back and still owes is read from here alone (src/lib/ledger.ts).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were written in, across the whole ledger. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entry: ledgerEntry('entry').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The booking, as its payments name it (a row of a group booking). */
    bookingKind: bookingKind('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    /** The payment the money came in by or goes back from; null for coins. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The refund (its `refund_owed` row) a request, settlement or failure is of. */
    refundId: uuid('refund_id').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    /** The wallet row a coin movement is. */
    walletTransactionId: uuid('wallet_transaction_id').references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    /** Money (or the coins' worth), in paise; 0 on rows that only say what became of a refund. */
    amountPaise: integer('amount_paise').notNull().default(0),
    coins: integer('coins').notNull().default(0),
    /** The GST in money owed back (decision 099), for the refund voucher or credit note. */
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    /** Why, in the hotel's words ("Booking cancelled", "Booking PAL-… changed to a lower total"). */
    reason: text('reason'),
    /** What the guest reads of a refund not yet returned, when not the usual words (why a capture confirmed nothing). */
    guestNote: text('guest_note'),
    cause: refundCause('cause'),
    providerRefundId: text('provider_refund_id'),
    /** The staff member who wrote a folio charge, a void or a refund given back at the desk (decision 145). */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A folio charge's kind, its code (SAC, or a minibar good's HSN), rate and value before GST. */
    chargeKind: folioChargeKind('charge_kind'),
    sac: text('sac'),
    rateBp: integer('rate_bp'),
    taxablePaise: integer('taxable_paise'),
    /** The charge a `folio_void` takes back. */
    voidsId: uuid('voids_id').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    /** How a refund was given back at the desk, and the terminal's or UPI reference. */
    deskMethod: deskMethod('desk_method'),
    deskReference: text('desk_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_booking_idx').on(t.bookingKind, t.bookingId),
    index('ledger_entries_payment_idx').on(t.paymentId),
    index('ledger_entries_refund_idx').on(t.refundId),
    index('ledger_entries_user_idx').on(t.userId),
    // A payment is taken once, a refund settled once, a provider's refund recorded once.
    uniqueIndex('ledger_captured_once_uq').on(t.paymentId).where(sql`${t.entry} = 'captured'`),
    uniqueIndex('ledger_settled_once_uq').on(t.refundId).where(sql`${t.entry} = 'refund_settled'`),
    uniqueIndex('ledger_requested_once_uq')
      .on(t.providerRefundId)
      .where(sql`${t.entry} = 'refund_requested'`),
    uniqueIndex('ledger_wallet_row_once_uq').on(t.walletTransactionId),
    // A charge is voided once (only a void names one).
    uniqueIndex('ledger_voided_once_uq').on(t.voidsId),
    check(
      'ledger_amounts',
      sql`${t.amountPaise} >= 0 and ${t.coins} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.cgstPaise} + ${t.sgstPaise} <= ${t.amountPaise}`,
    ),
    check(
      'ledger_entry_shape',
      sql`case ${t.entry}
        when 'captured' then ${t.paymentId} is not null and ${t.amountPaise} > 0 and ${t.refundId} is null
        when 'refund_owed' then ${t.paymentId} is not null and ${t.amountPaise} > 0 and ${t.refundId} is null and ${t.cause} is not null and ${t.reason} is not null
        when 'coins_spent' then ${t.walletTransactionId} is not null and ${t.coins} > 0
        when 'coins_returned' then ${t.walletTransactionId} is not null and ${t.coins} > 0
        else case ${t.entry}::text
        when 'folio_charge' then ${t.paymentId} is null and ${t.amountPaise} > 0 and ${t.chargeKind} is not null and ${t.sac} is not null and ${t.rateBp} between 0 and 4000 and ${t.taxablePaise} > 0 and ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} = ${t.amountPaise} and ${t.staffId} is not null and ${t.reason} is not null
        when 'folio_void' then ${t.voidsId} is not null and ${t.paymentId} is null and ${t.amountPaise} > 0 and ${t.staffId} is not null and ${t.reason} is not null
        else ${t.refundId} is not null and ${t.paymentId} is not null
      end end`,
    ),
  ],
);
