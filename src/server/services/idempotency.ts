import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

const IN_FLIGHT = 102;

/**
 * Runs a create once per (guest, Idempotency-Key): a retry with the same key gets the first answer
 * and creates nothing. The key is claimed before the work, so two racing retries cannot both create.
 */
export async function runOnce<T>(
  db: Db,
  claim: { key: string | undefined; userId: string; method: string; path: string },
  work: () => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  if (!claim.key) return { ...(await work()), replayed: false };
  const key = claim.key.slice(0, 200);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      key,
      userId: claim.userId,
      method: claim.method,
      path: claim.path,
      statusCode: IN_FLIGHT,
      responseBody: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first || first.path !== claim.path || first.method !== claim.method) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used for another request.',
      );
    }
    if (first.statusCode === IN_FLIGHT) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
    return { status: first.statusCode, body: first.responseBody as T, replayed: true };
  }
  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: result.status, responseBody: result.body })
      .where(mine);
    return { ...result, replayed: false };
  } catch (error) {
    // A refusal is not remembered: the guest may fix the cause and retry with the same key.
    await db.delete(idempotencyKeys).where(mine);
    throw error;
  }
}
