import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { AppError } from '../../errors';
import type { BookingRef } from './kind';
import { lapsed, lapsedAt } from './ref';
import { bookingKinds, findBooking, kindNamed } from './registry';
import { expired } from './transitions';

/**
 * Expires the unpaid bookings of every kind whose hold has lapsed (the `expired` transition), so that what they
 * held can be booked again: the background job, placing a booking, and a write the no-overlap constraint refused
 * (`pastLapsedHolds`). Routes and reads never call it (decision 119): a read counts a lapsed hold as free or shows
 * it as lapsed. Returns how many rows were expired.
 */
export async function releaseLapsedHolds(db: Db, now: Date): Promise<number> {
  // One cheap read first: most requests find nothing to release and need no write transaction.
  const [probe] = (await db.execute<{ found: boolean }>(sql`select (${anyLapsedHold(now)}) as found`)).rows;
  if (!probe?.found) return 0;
  return db.transaction(async (tx) => {
    let released = 0;
    for (const kind of bookingKinds) released += (await expired(tx, kind, now)).length;
    return released;
  });
}

/**
 * Whether a hold of any kind has lapsed at `now` and is not yet expired: the cheap read before a release, which a
 * caller may send along with a statement it makes anyway (placing a booking sends it with the attempt's count).
 */
export const anyLapsedHold = (now: Date): SQL<boolean> =>
  sql.join(
    bookingKinds.map((k) => sql`exists (select 1 from ${k.table} where ${lapsedAt(k.table, now)})`),
    sql` or `,
  ) as SQL<boolean>;

/**
 * The booking as it stands at `now`: when its own hold has lapsed, its rows are expired first (the `expired`
 * transition, on this booking only), so whoever acts on it acts on what is true. Nothing else is swept.
 */
export async function asItStands(db: Db, booking: BookingRef, now: Date): Promise<BookingRef> {
  if (!lapsed(booking, now)) return booking;
  await db.transaction((tx) => expired(tx, kindNamed(booking.kind), now, booking.rowIds));
  return (await findBooking(db, booking.id)) ?? booking;
}

/**
 * Runs a write that takes a room, table or hall for a booking of `kind`; when it is refused as taken (the kind's own
 * refusal), holds that lapsed and are not yet expired are expired and the write is tried once more. A lapsed hold
 * still counts for the no-overlap constraint until it is expired, never for the guest or the hotel: so no sweep runs
 * before the write, only after a refusal it may have caused.
 */
export async function pastLapsedHolds<T>(
  db: Db,
  kind: BookingRef['kind'],
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = error instanceof AppError && error.code === kindNamed(kind).takenRefusal.code;
    if (!taken || (await releaseLapsedHolds(db, now)) === 0) throw error;
    return write();
  }
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
