import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';

/** A limit: at most `max` hits per `windowMs` for one key of a bucket, with the refusal's sentence. */
export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one hit for `key` in the limit's bucket, or refuses with 429 when the window is full.
 * Hits live in the database, so the limit holds across restarts and app processes.
 */
export async function takeRateLimitHit(db: DbOrTx, limit: RateLimit, key: string, now: Date): Promise<void> {
  await takeRateLimitHits(db, [{ limit, key }], now);
}

/** A SQL array of the values, of a type (`text[]`), its elements bound as parameters. */
const arrayOf = (values: readonly unknown[], type: string) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}`;

/**
 * Counts one hit for each limit's key in turn, refusing with 429 at the first whose window is full (the hits
 * before it stay counted; none after it is tried). One statement, one round trip (`take_rate_limit_hits`,
 * migration 0031): for each limit, under an advisory lock per bucket and key, the old hits are pruned, the window
 * counted and the hit recorded, so a burst of parallel requests cannot all pass at the limit's edge. A caller with
 * a read to make next may send it `alongside` in the same statement (a boolean, read in the statement's snapshot,
 * before the locks are taken): its answer is returned, or false when there is none.
 */
export async function takeRateLimitHits(
  db: DbOrTx,
  hits: readonly { limit: RateLimit; key: string }[],
  now: Date,
  alongside?: SQL<boolean>,
): Promise<boolean> {
  if (hits.length === 0) throw new Error('takeRateLimitHits needs at least one limit.');
  const take = sql`take_rate_limit_hits(
    ${arrayOf(
      hits.map((h) => h.limit.bucket),
      'text[]',
    )},
    ${arrayOf(
      hits.map((h) => h.key),
      'text[]',
    )},
    ${arrayOf(
      hits.map((h) => h.limit.max),
      'integer[]',
    )},
    ${arrayOf(
      hits.map((h) => new Date(now.getTime() - h.limit.windowMs).toISOString()),
      'timestamptz[]',
    )},
    ${now.toISOString()}::timestamptz
  )`;
  const [row] = (
    await db.execute<{ refused: number; alongside: boolean }>(
      sql`select ${take} as refused, (${alongside ?? sql`false`}) as alongside`,
    )
  ).rows;
  const refused = hits[Number(row?.refused ?? 0) - 1];
  if (refused) {
    throw new AppError('RATE_LIMITED', refused.limit.message, {
      retryAfterSeconds: Math.ceil(refused.limit.windowMs / 1000),
    });
  }
  return row?.alongside === true;
}
