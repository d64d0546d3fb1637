import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '~/server/db/schema';

/**
 * What each column of the database is, for the privacy centre (decision 100, DPDP Act ss. 11-12):
 * - `key`: an id or a link between rows; says nothing of a person alone.
 * - `record`: not personal data: a figure, a status, a time, a catalogue entry.
 * - `personal`: a fact about a person; exported to them, and blanked when their account is erased.
 * - `kept-by-law`: personal, and kept on erasure because a law says so (tax records, CGST Act s. 36).
 * Every column of every table is named here: a test walks the schema and fails on one that is not, so a new column
 * cannot be forgotten by the export or the erasure.
 */
export type ColumnTreatment = 'key' | 'record' | 'personal' | 'kept-by-law';

/** How a guest is recognised in rows that do not name them by id. */
export interface GuestKeys {
  id: string;
  phone: string;
  /** Their address only once proven (decision 115): a typed address finds nobody's rows. */
  email: string | null;
}

/** A set of one table's rows belonging to a guest, and what erasure does with them. */
export interface GuestRows {
  where(guest: GuestKeys): SQL;
  /** `delete` the rows, `blank` their personal columns (the rows are records to keep), or leave them (`keep`). */
  onErasure: 'delete' | 'blank' | 'keep';
}

export interface TablePolicy {
  columns: Record<string, ColumnTreatment>;
  /** The guest's rows (for the export, the summary and erasure); none for a table that holds nobody's data. */
  guestRows: GuestRows[];
}

const byUser =
  (column = 'user_id') =>
  (g: GuestKeys) =>
    sql`${sql.identifier(column)} = ${g.id}`;
const byEmail = (column: string) => (g: GuestKeys) =>
  g.email ? sql`lower(${sql.identifier(column)}) = lower(${g.email})` : sql`false`;
const ownBookings = (g: GuestKeys) =>
  sql`booking_id in (select id from room_bookings where user_id = ${g.id}
    union all select id from table_bookings where user_id = ${g.id}
    union all select id from hall_bookings where user_id = ${g.id})`;

const guestNotices = (g: GuestKeys) =>
  sql`((audience = 'guest' and ${ownBookings(g)}) or recipient = ${g.phone}${
    g.email ? sql` or lower(recipient) = lower(${g.email})` : sql``
  })`;

const catalogue = (columns: string[]): TablePolicy => ({
  columns: Object.fromEntries(columns.map((c) => [c, c === 'id' ? 'key' : 'record'])),
  guestRows: [],
});

/** Columns every booking kind has that are records (money, status, times), with their keys. */
const bookingRecord = (extra: Record<string, ColumnTreatment>): Record<string, ColumnTreatment> => ({
  id: 'key',
  booking_code: 'key',
  user_id: 'key',
  discount_paise: 'record',
  total_paise: 'record',
  taxable_paise: 'record',
  cgst_paise: 'record',
  sgst_paise: 'record',
  coupon_code: 'record',
  status: 'record',
  hold_expires_at: 'record',
  hidden_at: 'record',
  created_at: 'record',
  updated_at: 'record',
  ...extra,
});

/** Every table of the schema, by its SQL name. */
export const PERSONAL_DATA: Record<string, TablePolicy> = {
  users: {
    columns: {
      id: 'key',
      name: 'personal',
      email: 'personal',
      email_verified_at: 'record',
      phone: 'personal',
      address: 'personal',
      gstin: 'personal',
      billing_name: 'personal',
      billing_address: 'personal',
      profile_image: 'personal',
      role: 'record',
      referral_code: 'key',
      referred_by: 'key',
      notice_version: 'record',
      notice_accepted_at: 'record',
      marketing_consent: 'record',
      // The hotel's trust in the guest to pay at the hotel (decision 147): a fact about them, gone with the account.
      pay_at_hotel_since: 'personal',
      erasure_due_at: 'record',
      erased_at: 'record',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [{ where: byUser('id'), onErasure: 'blank' }],
  },
  sessions: {
    columns: {
      id: 'key',
      user_id: 'key',
      created_at: 'record',
      expires_at: 'record',
      revoked_at: 'record',
      user_agent: 'personal',
      ip: 'personal',
    },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  email_verifications: {
    // The links sent to prove an address (decision 115): the address each went to, kept while the account is.
    columns: {
      id: 'key',
      user_id: 'key',
      email: 'personal',
      created_at: 'record',
      expires_at: 'record',
      confirmed_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  otp_codes: {
    columns: {
      id: 'key',
      phone: 'personal',
      code_hash: 'record',
      signup_name: 'personal',
      referral_code: 'key',
      attempts: 'record',
      ip: 'personal',
      created_at: 'record',
      expires_at: 'record',
      consumed_at: 'record',
    },
    guestRows: [{ where: (g) => sql`phone = ${g.phone}`, onErasure: 'delete' }],
  },
  consent_records: {
    // The proof of what was agreed (DPDP Act s. 6(10)) names the guest by id only, and is kept.
    columns: {
      id: 'key',
      user_id: 'key',
      kind: 'record',
      notice_version: 'record',
      given: 'record',
      via: 'record',
      created_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'keep' }],
  },
  favorites: {
    columns: { id: 'key', user_id: 'key', favorite_type: 'record', favorite_id: 'key', created_at: 'record' },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  menu_item_likes: {
    columns: { user_id: 'key', menu_item_id: 'key', created_at: 'record' },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  wallet_transactions: {
    columns: {
      id: 'key',
      user_id: 'key',
      type: 'record',
      supar_coins: 'record',
      // A referral reward names the friend who joined ("Referral reward: Asha joined"), and its key their phone.
      description: 'personal',
      related_booking_id: 'key',
      adjusts_id: 'key',
      reward_key: 'personal',
      value_paise: 'record',
      created_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'blank' }],
  },
  referrals: {
    columns: {
      id: 'key',
      referrer_id: 'key',
      referee_name: 'personal',
      referee_email: 'personal',
      referee_user_id: 'key',
      referee_phone: 'personal',
      status: 'record',
      created_at: 'record',
      joined_at: 'record',
    },
    guestRows: [
      // The guest's invitations carry their friends' names and addresses: they go with the account.
      { where: byUser('referrer_id'), onErasure: 'delete' },
      // The guest as another guest's friend: the row stays in the referrer's list, without the guest in it.
      { where: byUser('referee_user_id'), onErasure: 'blank' },
    ],
  },
  room_bookings: {
    columns: bookingRecord({
      subtotal_paise: 'record',
      group_id: 'key',
      room_id: 'key',
      room_unit_id: 'key',
      check_in: 'record',
      check_out: 'record',
      num_guests: 'record',
      adults: 'record',
      // Each child's age, with no name: what the room's price and its tax were worked out from (decision 133).
      child_ages: 'record',
      meal_plan: 'record',
      meal_paise: 'record',
      extra_guests_paise: 'record',
      nights: 'record',
      price_per_night_paise: 'record',
      nightly_paise: 'record',
      offer_code: 'record',
      // The package as sold (id, title, inclusions, check-out time): the hotel's terms, not the guest's.
      stay_package: 'record',
      special_requests: 'personal',
      guest_name: 'personal',
      checked_in_at: 'record',
      checked_out_at: 'record',
      // The room's housekeeping state before the check-out (decision 151): the hotel's room, not the guest.
      housekeeping_before_check_out: 'record',
      no_show_at: 'record',
    }),
    guestRows: [{ where: byUser(), onErasure: 'blank' }],
  },
  guest_registrations: {
    // The hotel register of decision 146: each adult's ID and a foreign guest's Form C. The law keeps it a year after
    // the stay (Immigration and Foreigners Rules 2025, r. 17(1)), so an erasure leaves it and the retention job
    // deletes it then. The guest's own row (adult 1 of their booking) is in their export; a companion's is not.
    columns: {
      id: 'key',
      room_booking_id: 'key',
      adult: 'record',
      full_name: 'kept-by-law',
      foreign: 'kept-by-law',
      nationality: 'kept-by-law',
      citizen_of: 'kept-by-law',
      id_type: 'kept-by-law',
      id_number: 'kept-by-law',
      id_photo: 'kept-by-law',
      form_c: 'kept-by-law',
      form_c_submitted_at: 'record',
      form_c_reference: 'record',
      departure_onward_address: 'kept-by-law',
      departure_submitted_at: 'record',
      departure_reference: 'record',
      registered_by: 'key',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [
      {
        where: (g) =>
          sql`adult = 1 and room_booking_id in (select id from room_bookings where user_id = ${g.id})`,
        onErasure: 'keep',
      },
    ],
  },
  table_bookings: {
    columns: bookingRecord({
      subtotal_paise: 'record',
      menu_item_id: 'key',
      date: 'record',
      time: 'record',
      first_table: 'record',
      table_count: 'record',
      starts_at: 'record',
      ends_at: 'record',
      party_size: 'record',
      name: 'personal',
      phone: 'personal',
      email: 'personal',
      note: 'personal',
      special_requests: 'personal',
      seated_at: 'record',
      no_show_at: 'record',
    }),
    guestRows: [{ where: byUser(), onErasure: 'blank' }],
  },
  hall_bookings: {
    columns: bookingRecord({
      hall_id: 'key',
      date: 'record',
      end_date: 'record',
      time_slot: 'record',
      starts_at: 'record',
      ends_at: 'record',
      event_type: 'record',
      guests: 'record',
      price_paise: 'record',
      customer_name: 'personal',
      customer_email: 'personal',
      customer_phone: 'personal',
      event_details: 'personal',
      answered_at: 'record',
      hotel_answer: 'record',
      answer_note: 'personal',
    }),
    guestRows: [{ where: byUser(), onErasure: 'blank' }],
  },
  hall_change_requests: {
    // A guest's change of their event (decision 109): the terms asked, and the desk's note, which may name them.
    columns: {
      id: 'key',
      booking_id: 'key',
      date: 'record',
      end_date: 'record',
      time_slot: 'record',
      starts_at: 'record',
      ends_at: 'record',
      guests: 'record',
      price_paise: 'record',
      discount_paise: 'record',
      total_paise: 'record',
      taxable_paise: 'record',
      cgst_paise: 'record',
      sgst_paise: 'record',
      status: 'record',
      answer_by: 'record',
      answered_at: 'record',
      answer_note: 'personal',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [{ where: ownBookings, onErasure: 'blank' }],
  },
  private_dining_requests: {
    // A request the restaurant answers by phone: no booking, no payment, no tax record, so erasure deletes it.
    columns: {
      id: 'key',
      request_code: 'key',
      user_id: 'key',
      date: 'record',
      part_of_day: 'record',
      guests: 'record',
      full_name: 'personal',
      phone: 'personal',
      email: 'personal',
      guest_email: 'personal',
      occasion: 'personal',
      special_request: 'personal',
      status: 'record',
      answered_at: 'record',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  booking_tax_lines: {
    columns: {
      id: 'key',
      booking_kind: 'record',
      booking_id: 'key',
      position: 'record',
      description: 'record',
      sac: 'record',
      gross_paise: 'record',
      discount_paise: 'record',
      taxable_paise: 'record',
      rate_bp: 'record',
      cgst_paise: 'record',
      sgst_paise: 'record',
      total_paise: 'record',
      created_at: 'record',
    },
    guestRows: [{ where: ownBookings, onErasure: 'keep' }],
  },
  room_booking_extras: {
    // The extras a stay was sold with, at their price then: part of the booking's record, like its tax lines.
    columns: {
      id: 'key',
      booking_id: 'key',
      extra_id: 'key',
      name: 'record',
      basis: 'record',
      unit_price_paise: 'record',
      quantity: 'record',
      amount_paise: 'record',
      created_at: 'record',
    },
    guestRows: [{ where: ownBookings, onErasure: 'keep' }],
  },
  booking_billing: {
    // A booking's billing details until its documents are issued; each issued document keeps its own copy.
    columns: {
      booking_id: 'key',
      booking_kind: 'record',
      user_id: 'key',
      gstin: 'personal',
      name: 'personal',
      address: 'personal',
      updated_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  tax_documents: {
    // Issued receipt vouchers, invoices, refund vouchers and credit notes (decision 102): tax records, never changed.
    columns: {
      id: 'key',
      type: 'record',
      financial_year: 'record',
      serial: 'record',
      number: 'key',
      issued_at: 'record',
      booking_kind: 'record',
      booking_id: 'key',
      user_id: 'key',
      refers_to: 'key',
      occasion: 'key',
      total_paise: 'record',
      snapshot: 'kept-by-law',
    },
    guestRows: [{ where: byUser(), onErasure: 'keep' }],
  },
  tax_document_counters: {
    columns: { type: 'record', financial_year: 'record', last_serial: 'record' },
    guestRows: [],
  },
  payments: {
    // Payment records are kept with the tax documents they pay (CGST Act s. 36); they hold no name or contact.
    columns: {
      id: 'key',
      user_id: 'key',
      booking_kind: 'record',
      booking_id: 'key',
      provider: 'record',
      provider_order_id: 'key',
      provider_payment_id: 'key',
      amount_paise: 'record',
      currency: 'record',
      receipt: 'key',
      status: 'record',
      method: 'record',
      failure_reason: 'record',
      coins: 'record',
      coins_paise: 'record',
      // A paid change's order (decision 107): the dates, rooms or party asked, as a booking's own, and its total.
      change_body: 'record',
      changed_total_paise: 'record',
      // A desk payment (decision 145): the staff member who took it and the card terminal's or UPI reference.
      taken_by: 'key',
      reference: 'key',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'keep' }],
  },
  ledger_entries: {
    // The money ledger (decision 113): every payment taken, coin spent or returned and refund, with why; payment
    // records, kept with the tax documents they pay (CGST Act s. 36). The reasons are the hotel's words.
    columns: {
      id: 'key',
      seq: 'key',
      entry: 'record',
      user_id: 'key',
      booking_kind: 'record',
      booking_id: 'key',
      payment_id: 'key',
      refund_id: 'key',
      wallet_transaction_id: 'key',
      amount_paise: 'record',
      coins: 'record',
      cgst_paise: 'record',
      sgst_paise: 'record',
      reason: 'record',
      guest_note: 'record',
      cause: 'record',
      provider_refund_id: 'key',
      // The folio (decision 145): who at the desk wrote a charge, void or refund; the charge's code, rate and value.
      staff_id: 'key',
      charge_kind: 'record',
      sac: 'record',
      rate_bp: 'record',
      taxable_paise: 'record',
      voids_id: 'key',
      desk_method: 'record',
      desk_reference: 'key',
      created_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'keep' }],
  },
  payment_events: {
    // A provider's webhook may carry the payer's contact and email in its payload.
    columns: {
      event_id: 'key',
      provider: 'record',
      event_type: 'record',
      payload: 'personal',
      received_at: 'record',
    },
    guestRows: [
      {
        where: (g) =>
          g.email
            ? sql`(payload::text like ${`%${g.phone.slice(1)}%`} or lower(payload::text) like ${`%${g.email.toLowerCase()}%`})`
            : sql`payload::text like ${`%${g.phone.slice(1)}%`}`,
        onErasure: 'blank',
      },
    ],
  },
  coupon_redemptions: {
    columns: {
      id: 'key',
      coupon_id: 'key',
      user_id: 'key',
      booking_kind: 'record',
      booking_id: 'key',
      discount_paise: 'record',
      created_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'keep' }],
  },
  idempotency_keys: {
    // A stored answer repeats the booking it made, with the guest's name and requests.
    columns: {
      key: 'key',
      user_id: 'key',
      method: 'record',
      path: 'record',
      status_code: 'record',
      response_body: 'personal',
      created_at: 'record',
    },
    guestRows: [{ where: byUser(), onErasure: 'delete' }],
  },
  notifications: {
    columns: {
      id: 'key',
      event: 'record',
      channel: 'record',
      audience: 'record',
      recipient: 'personal',
      booking_kind: 'record',
      booking_id: 'key',
      sequence: 'record',
      // What a changed booking was (its days, its line, its total): the booking's record, as its rows are.
      detail: 'record',
      due_at: 'record',
      status: 'record',
      attempts: 'record',
      claimed_until: 'record',
      last_error: 'personal',
      provider_message_id: 'key',
      sent_at: 'record',
      created_at: 'record',
      updated_at: 'record',
    },
    guestRows: [
      // A message not yet sent is not sent to an erased guest; one sent stays as the log of it (DPDP Rules, rule
      // 8(3)), without the address.
      { where: (g) => sql`status in ('queued', 'sending') and ${guestNotices(g)}`, onErasure: 'delete' },
      { where: (g) => sql`status not in ('queued', 'sending') and ${guestNotices(g)}`, onErasure: 'blank' },
    ],
  },
  staff_actions: {
    // The audit of the hotel's actions (decision 104): statuses and figures before and after, kept as the record
    // of who did what; a reason a staff member wrote may name the guest, so it goes with the guest's account.
    columns: {
      id: 'key',
      actor_id: 'key',
      action: 'record',
      target_kind: 'record',
      target_id: 'key',
      before: 'record',
      after: 'record',
      reason: 'personal',
      created_at: 'record',
    },
    guestRows: [
      {
        where: (g) =>
          sql`(target_id = ${g.id}::text or target_id in (select id::text from room_bookings where user_id = ${g.id}
            union all select id::text from table_bookings where user_id = ${g.id}
            union all select id::text from hall_bookings where user_id = ${g.id}))`,
        onErasure: 'blank',
      },
    ],
  },
  night_audits: {
    // A closed hotel day (decision 148): counts and money of the whole hotel, no guest in them; closed_by names the
    // staff member.
    columns: { business_date: 'record', closed_at: 'record', closed_by: 'key', figures: 'record' },
    guestRows: [],
  },
  contact_messages: {
    columns: {
      id: 'key',
      kind: 'record',
      name: 'personal',
      email: 'personal',
      phone: 'personal',
      subject: 'personal',
      stay_date: 'personal',
      comments: 'personal',
      ip: 'personal',
      created_at: 'record',
    },
    guestRows: [
      {
        where: (g) => sql`(phone = ${g.phone} or ${byEmail('email')(g)})`,
        onErasure: 'delete',
      },
    ],
  },
  newsletter_subscribers: {
    columns: { id: 'key', email: 'personal', created_at: 'record' },
    guestRows: [{ where: byEmail('email'), onErasure: 'delete' }],
  },
  rate_limit_hits: {
    // A limit keyed by a phone or an address; kept an hour or so by the retention job in any case.
    columns: { id: 'key', bucket: 'record', key: 'personal', created_at: 'record' },
    guestRows: [
      {
        where: (g) =>
          sql`(key = ${g.phone} or key = ${g.id}${g.email ? sql` or lower(key) = lower(${g.email})` : sql``})`,
        onErasure: 'delete',
      },
    ],
  },
  rooms: catalogue([
    'id',
    'slug',
    'name',
    'room_type',
    'description',
    'image',
    'gallery',
    'tag',
    'rating',
    'reviews',
    'price_paise',
    'weekend_price_paise',
    'max_guests',
    'base_occupancy',
    'max_adults',
    'max_children',
    'extra_adult_paise',
    'extra_child_paise',
    'size_sqm',
    'bed',
    'view',
    'amenities',
    'active',
    'created_at',
    'updated_at',
  ]),
  room_units: catalogue([
    'id',
    'room_id',
    'room_number',
    'floor',
    'in_service',
    'housekeeping',
    'housekeeping_at',
  ]),
  // The rate calendar and stay rules (decision 132): the hotel's prices, about no one.
  room_rate_seasons: catalogue([
    'id',
    'room_id',
    'name',
    'starts_on',
    'ends_on',
    'weekday_price_paise',
    'weekend_price_paise',
    'created_at',
  ]),
  // Meal plans and extras (decision 133): what the hotel sells, about no one.
  room_meal_plans: catalogue(['room_id', 'plan', 'adult_paise', 'child_paise', 'created_at']),
  // Stay packages' prices and rules (decision 150): what the hotel sells, about no one.
  stay_packages: catalogue([
    'id',
    'guests',
    'room_types',
    'price_per_night_paise',
    'min_nights',
    'max_nights',
    'arrival_days',
    'stays_from',
    'stays_until',
    'valid_until',
    'check_out_time',
    'meal_plan',
    'bundles',
    'updated_at',
  ]),
  stay_extras: catalogue([
    'id',
    'slug',
    'name',
    'description',
    'basis',
    'price_paise',
    'supply',
    'max_quantity',
    'position',
    'active',
    'created_at',
  ]),
  room_rate_overrides: catalogue(['room_id', 'night', 'price_paise', 'label', 'created_at']),
  stay_rules: catalogue([
    'id',
    'room_id',
    'label',
    'starts_on',
    'ends_on',
    'min_stay',
    'max_stay',
    'closed_to_arrival',
    'closed_to_departure',
    'stop_sell',
    'created_at',
  ]),
  room_unit_closures: {
    // A room out of service for some nights; closed_by names the staff member (set null if their account goes).
    columns: {
      id: 'key',
      room_unit_id: 'key',
      starts_on: 'record',
      ends_on: 'record',
      reason: 'record',
      closed_by: 'key',
      created_at: 'record',
    },
    guestRows: [],
  },
  menu_items: catalogue([
    'id',
    'slug',
    'name',
    'description',
    'category',
    'price_paise',
    'image',
    'rating',
    'prep_time_minutes',
    'featured',
    'chef_special',
    'spicy',
    'veg',
    'likes',
    'active',
    'created_at',
    'updated_at',
  ]),
  dining_days: catalogue(['date', 'covers_per_slot', 'closed']),
  dining_tables: catalogue(['number', 'seats', 'area', 'joins_next', 'in_service']),
  halls: catalogue([
    'id',
    'slug',
    'name',
    'image',
    'rating',
    'reviews',
    'price_paise',
    'location',
    'capacity',
    'description',
    'features',
    'active',
    'created_at',
    'updated_at',
  ]),
  coupons: catalogue([
    'id',
    'code',
    'description',
    'discount_type',
    'discount_value',
    'min_amount_paise',
    'max_discount_paise',
    'valid_from',
    'valid_until',
    'usage_limit',
    'per_user_limit',
    'used_count',
    'applies_to',
    'min_rooms',
    'min_nights',
    'dates_from',
    'dates_until',
    'active',
    'created_at',
    'updated_at',
  ]),
  discount_codes: catalogue([
    'id',
    'code',
    'code_type',
    'discount_percent',
    'description',
    'valid_from',
    'valid_until',
    'min_rooms',
    'min_nights',
    'dates_from',
    'dates_until',
    'active',
  ]),
};

/** Every table of the schema with its SQL name and columns (name, whether it may be null, its SQL type). */
export function schemaTables(): {
  name: string;
  columns: { name: string; notNull: boolean; type: string }[];
}[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        columns: config.columns.map((c) => ({ name: c.name, notNull: c.notNull, type: c.getSQLType() })),
      };
    });
}
