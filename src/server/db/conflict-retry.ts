// A transaction PostgreSQL aborted to break a deadlock (40P01) or a serialization failure (40001) changed nothing,
// and running it again is safe: every top-level transaction on PostgreSQL is retried a bounded number of times
// before its error is answered (decision 113), so a guest whose bank took the money never sees a 500 for a race.
// Savepoints are not retried (their transaction is, whole). PGlite runs one statement at a time and meets neither.
import { sqlState } from '../errors';

/** The SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** How many times a transaction runs at most. */
export const TRANSACTION_ATTEMPTS = 4;

/** Whether a failed transaction may run again. */
export const retryable = (error: unknown) => RETRYABLE.has(sqlState(error) ?? '');

/**
 * Wraps a database's `transaction` so that a transaction aborted by a deadlock or a serialization failure runs
 * again, up to TRANSACTION_ATTEMPTS in all, after a short random pause (the other side gets ahead).
 */
// biome-ignore lint/suspicious/noExplicitAny: wraps any transaction function, whatever its overloads
export function retryingConflicts<F extends (...args: any[]) => Promise<unknown>>(
  transaction: F,
  pause: (attempt: number) => Promise<void> = (attempt) =>
    new Promise((done) => setTimeout(done, Math.floor(Math.random() * 20 * attempt) + 5)),
): F {
  return (async (...args: Parameters<F>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !retryable(error)) throw error;
        await pause(attempt);
      }
    }
  }) as F;
}
