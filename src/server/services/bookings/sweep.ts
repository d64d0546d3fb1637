import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { lapsedAt } from './ref';
import { bookingKinds } from './registry';
import { expired } from './transitions';

/**
 * Expires the unpaid bookings of every kind whose hold has lapsed (the `expired` transition), so that what they
 * held can be booked again. The services call it before they read or change bookings; routes never do. Returns
 * how many rows were expired.
 */
export async function releaseLapsedHolds(db: Db, now: Date): Promise<number> {
  // One cheap read first: most requests find nothing to release and need no write transaction.
  const anyLapsed = sql.join(
    bookingKinds.map((k) => sql`exists (select 1 from ${k.table} where ${lapsedAt(k.table, now)})`),
    sql` or `,
  );
  const [probe] = (await db.execute<{ found: boolean }>(sql`select (${anyLapsed}) as found`)).rows;
  if (!probe?.found) return 0;
  return db.transaction(async (tx) => {
    let released = 0;
    for (const kind of bookingKinds) released += (await expired(tx, kind, now)).length;
    return released;
  });
}

/** One round of the sweep, unless another process is sweeping right now: how many holds it released. */
export function sweepLapsedHolds(database: Database, now: Date): Promise<number | 'skipped'> {
  return database.ifFree(ADVISORY_LOCKS.holdSweep, () => releaseLapsedHolds(database.db, now));
}

/** Sweeps lapsed holds every `intervalMs` (the server's background job, once across processes); returns a stop function. */
export function startHoldSweep(
  database: Database,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    sweepLapsedHolds(database, now()).catch(onError);
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
