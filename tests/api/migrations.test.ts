import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { openTestDatabase } from '../fixtures/database';

// Runs on PGlite under `npm test` and on PostgreSQL under `npm run test:pg`: both drivers migrate from empty.
let database: Database;
beforeAll(async () => {
  // Migrated here from empty, not copied from the run's migrated database as other tests' are.
  database = await openTestDatabase({ fromEmpty: true });
});
afterAll(() => database.close());

const domainTables = [
  'users',
  'sessions',
  'otp_codes',
  'rooms',
  'room_units',
  'room_bookings',
  'halls',
  'hall_bookings',
  'menu_items',
  'dining_days',
  'dining_tables',
  'menu_item_likes',
  'table_bookings',
  'coupons',
  'coupon_redemptions',
  'discount_codes',
  'favorites',
  'payments',
  'payment_events',
  'ledger_entries',
  'idempotency_keys',
  'wallet_transactions',
  'referrals',
  'contact_messages',
  'newsletter_subscribers',
  'rate_limit_hits',
];

describe(`migrations from an empty database`, () => {
  it('create every table of the domain', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((r) => r.table_name);
    for (const table of domainTables) expect(tables).toContain(table);
  });

  it('put the no-double-booking exclusion constraints (and closed rooms) in place', async () => {
    const result = await database.db.execute<{ conname: string }>(
      sql`select conname from pg_constraint where contype = 'x' order by conname`,
    );
    expect(result.rows.map((r) => r.conname)).toEqual([
      'hall_bookings_no_overlap',
      'room_bookings_no_overlap',
      // A listing's seasons never overlap (decision 132).
      'room_rate_seasons_no_overlap',
      'room_unit_closures_no_overlap',
      'table_bookings_no_overlap',
    ]);
    // A stay on a unit's closed nights is refused by a trigger: no one constraint spans the two tables.
    const triggers = await database.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where tgname = 'room_bookings_unit_closed'`,
    );
    expect(triggers.rows).toHaveLength(1);
  });

  it('make the staff audit append-only (decision 108): a row trigger on update and delete, one on truncate', async () => {
    const triggers = await database.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where tgrelid = 'staff_actions'::regclass and not tgisinternal order by tgname`,
    );
    expect(triggers.rows.map((r) => r.tgname)).toEqual([
      'staff_actions_append_only',
      'staff_actions_no_truncate',
    ]);
  });

  it('keep the money ledger append-only, never giving back more than a payment took (decisions 111, 113)', async () => {
    const triggers = await database.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where tgrelid = 'ledger_entries'::regclass and not tgisinternal order by tgname`,
    );
    expect(triggers.rows.map((r) => r.tgname)).toEqual([
      'ledger_append_only',
      'ledger_no_truncate',
      'ledger_refund_within_payment',
      'ledger_void_matches_charge',
    ]);
    const onPayments = await database.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where tgname = 'payments_captured_in_ledger'`,
    );
    expect(onPayments.rows).toHaveLength(1);
  });

  it('can run again without changing anything', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
