import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, CONSENT_ROUTES } from '~/lib/consent';
import { userRole } from './enums';
import { printableCheck } from './printable-text';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A guest (or admin) identified by an E.164 phone number. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    email: text('email'),
    /**
     * When the guest proved `email` is theirs by the link sent to it (decision 115); null until then, and again
     * whenever the address changes. An unproven address links no record and receives nothing but its link.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone').notNull().unique(),
    address: text('address'),
    /** Billing details for tax documents, offered at the next checkout (decision 102); each may be empty. */
    gstin: text('gstin'),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    profileImage: text('profile_image'),
    role: userRole('role').notNull().default('guest'),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: uuid('referred_by'),
    /** The privacy notice's version the guest was shown and agreed to at sign-up, and when (consent_records keeps each). */
    noticeVersion: text('notice_version'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }),
    /** Offers by SMS and email: a separate choice, off unless the guest ticks it. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * Since when an admin trusts the guest to pay at the hotel (decision 147): the desk may confirm their bookings
     * without payment, the balance due at the desk. Null when not trusted; each change is audited.
     */
    payAtHotelSince: timestamp('pay_at_hotel_since', { withTimezone: true }),
    /** When an asked-for erasure is carried out (after the notice period); null when none is asked. */
    erasureDueAt: timestamp('erasure_due_at', { withTimezone: true }),
    /** When the account's personal data was erased: the row stays, anonymised, for the records the law keeps. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    // A proven address is one account's: the records it links (contact messages, the newsletter) have one owner.
    uniqueIndex('users_verified_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    // What a tax document's bill-to is taken from (decision 114).
    printableCheck('users_name_printable', t.name),
    printableCheck('users_address_printable', t.address, 'lines'),
    printableCheck('users_billing_name_printable', t.billingName),
    printableCheck('users_billing_address_printable', t.billingAddress, 'lines'),
  ],
);

/** A signed-in device; a JWT names its row so that logout can revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A link sent to prove an email address (decision 115): for one account and the exact address it had then, good
 * for a day and once. The link names the row and signs its account and address (signed-links.ts, 'verify-email').
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

/** One-time sign-in codes, stored hashed; rows are kept a while so send limits survive restarts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    signupName: text('signup_name'),
    referralCode: text('referral_code'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
    check('otp_codes_attempts', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Every consent given or withdrawn (DPDP Act s. 6(10): the hotel must be able to show what was agreed, when, to
 * which notice): append-only, never edited. Not personal by itself; it names the guest by id only.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The notice's version for the privacy notice; null for marketing. */
    noticeVersion: text('notice_version'),
    given: boolean('given').notNull(),
    via: text('via', { enum: CONSENT_ROUTES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.createdAt)],
);
