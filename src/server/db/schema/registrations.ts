import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FormCDetails, VisaFreeCitizenship } from '~/lib/registration';
import { users } from './identity';
import { roomBookings } from './rooms';

/**
 * Each adult of a room registered at check-in (decision 146): the identity document, its photo (a private file), and
 * a foreign national's Form C with the time staff marked it submitted. Kept a year after the stay (IFR 2025 r. 17),
 * then deleted by the retention job.
 */
export const guestRegistrations = pgTable(
  'guest_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomBookingId: uuid('room_booking_id')
      .notNull()
      .references(() => roomBookings.id, { onDelete: 'cascade' }),
    /** Which adult of the room, from 1; adult 1 is the guest who booked. */
    adult: integer('adult').notNull(),
    fullName: text('full_name').notNull(),
    foreign: boolean('foreign').notNull(),
    nationality: text('nationality').notNull(),
    /** A citizen of Nepal or Bhutan: needs no passport or visa, still reported (Exemption Order 2025). */
    citizenOf: text('citizen_of').$type<VisaFreeCitizenship>(),
    idType: text('id_type').notNull(),
    /** Normalised; an Aadhaar's last 4 digits only. */
    idNumber: text('id_number').notNull(),
    /** The stored photo's file name under uploads/id-photos (never public). */
    idPhoto: text('id_photo'),
    formC: jsonb('form_c').$type<FormCDetails>(),
    formCSubmittedAt: timestamp('form_c_submitted_at', { withTimezone: true }),
    formCReference: text('form_c_reference'),
    /** The address the guest goes on to, asked at departure (IFR 2025 r. 17(1)); its time is the room's check-out. */
    departureOnwardAddress: text('departure_onward_address'),
    departureSubmittedAt: timestamp('departure_submitted_at', { withTimezone: true }),
    departureReference: text('departure_reference'),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('guest_registrations_one_per_adult').on(t.roomBookingId, t.adult),
    check('guest_registrations_adult', sql`${t.adult} between 1 and 12`),
    check(
      'guest_registrations_id_type',
      sql`${t.idType} in ('passport', 'aadhaar', 'driving_licence', 'voter_id', 'citizenship_certificate', 'np_bt_voter_id', 'mission_identity_certificate')`,
    ),
    check(
      'guest_registrations_citizen_of',
      sql`${t.citizenOf} is null or (${t.citizenOf} in ('nepal', 'bhutan') and ${t.foreign})`,
    ),
    // Only a citizen of Nepal or Bhutan registers with one of their own documents instead of a passport.
    check(
      'guest_registrations_visa_free_documents',
      sql`${t.idType} not in ('citizenship_certificate', 'np_bt_voter_id', 'mission_identity_certificate') or ${t.citizenOf} is not null`,
    ),
    check(
      'guest_registrations_departure',
      sql`${t.departureSubmittedAt} is null or (${t.foreign} and ${t.departureOnwardAddress} is not null)`,
    ),
    // UIDAI: only a masked Aadhaar (its last 4 digits) is ever kept; never a photo of the card.
    check(
      'guest_registrations_aadhaar_masked',
      sql`${t.idType} <> 'aadhaar' or (${t.idNumber} ~ '^[0-9]{4}$' and ${t.idPhoto} is null)`,
    ),
    check(
      'guest_registrations_form_c',
      sql`(${t.foreign} and ${t.formC} is not null and (${t.idType} = 'passport' or ${t.citizenOf} is not null)) or (not ${t.foreign} and ${t.formC} is null)`,
    ),
  ],
);
