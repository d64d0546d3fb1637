import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lockWithinTransaction } from '../db/locks';
import { rateLimitHits } from '../db/schema';
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
 * Hits live in the database, so the limit holds across restarts and app processes; the count and the
 * insert run in one transaction under an advisory lock per bucket and key, so a burst of parallel
 * requests cannot all pass at the limit's edge.
 */
export async function takeRateLimitHit(db: DbOrTx, limit: RateLimit, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const where = and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key));
  await db.transaction(async (tx) => {
    await lockWithinTransaction(tx, 'rateLimit', `${limit.bucket}:${key}`);
    await tx.delete(rateLimitHits).where(and(where, lt(rateLimitHits.createdAt, windowStart)));
    const [row] = await tx
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(where, gte(rateLimitHits.createdAt, windowStart)));
    if ((row?.hits ?? 0) >= limit.max) {
      throw new AppError('RATE_LIMITED', limit.message, {
        retryAfterSeconds: Math.ceil(limit.windowMs / 1000),
      });
    }
    await tx.insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: now });
  });
}
