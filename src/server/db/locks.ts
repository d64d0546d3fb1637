import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Every PostgreSQL advisory-lock key the server takes, by name, so that no number is written twice. A
 * transaction lock is two keys, (namespace, hashtext(key)): one guest's holds, one phone's sign-in codes. A
 * session lock (Database.exclusively / ifFree) is one key: a job done once across every process.
 */
export const ADVISORY_LOCKS = {
  /** Sign-in codes sent to one phone are decided one at a time. */
  signInPhone: 7301,
  /** Sign-in codes asked from one address are decided one at a time. */
  signInAddress: 7302,
  /**
   * One rate-limit bucket and key counts one hit at a time. The database's `take_rate_limit_hits` function takes it
   * (migration 0031, decision 123), on hashtext('bucket:key').
   */
  rateLimit: 7303,
  /**
   * One guest's bookings are placed one at a time, so the hold rules see every hold they already have and a
   * repeated request finds the booking it repeats.
   */
  guestHolds: 7304,
  /** One referrer's rewards are decided one at a time. */
  referrer: 7305,
  /**
   * One guest's Supar Coins are spent, reversed or corrected one movement at a time, so two cannot take the same
   * coins. The database's `wallet_balance_not_negative` trigger takes the same key (migration 0026, decision 116).
   */
  guestCoins: 7306,
  /** One booking's change messages are written one change at a time, each with its own calendar SEQUENCE. */
  bookingNotices: 7309,
  /** Migrating and seeding at start-up, by one process at a time. */
  prepareDatabase: 7310,
  /** The sweep of lapsed holds, by one process at a time. */
  holdSweep: 7311,
  /** The retention job (old rows deleted, due erasures carried out), by one process at a time. */
  retention: 7312,
  /** Refunds owed and never asked of the provider, asked again, by one process at a time. */
  refundRetries: 7313,
  /** The night audit closes one day at a time, across every desk and process (decision 148). */
  nightAudit: 7320,
} as const;

/** A namespace of transaction locks, each taken on one key (a phone, a guest id). */
export type LockNamespace = keyof typeof ADVISORY_LOCKS;

/**
 * Takes the lock of `key` in a namespace until the transaction ends: a second transaction asking for the same
 * key, in any process on the database, waits for this one to commit or roll back.
 */
export async function lockWithinTransaction(
  tx: DbOrTx,
  namespace: LockNamespace,
  key: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[namespace]}, hashtext(${key}))`);
}
