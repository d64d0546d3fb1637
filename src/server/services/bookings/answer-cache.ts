import { and, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BookingTable } from './kind';

/** How many different questions a process remembers (the oldest is forgotten first). */
export const CACHED_ANSWERS = 2_000;

interface Entry {
  generation: string;
  /** The instant it was computed for (a test's clock may go back; a guest's does not). */
  from: number;
  /** The instant the earliest running hold lapses: the answer may change then without any write. */
  until: number;
  value: Promise<unknown>;
}

/** When the earliest hold still running at `now` lapses (infinity when none runs). */
async function nextLapse(database: Database, holds: BookingTable, now: Date): Promise<number> {
  const [row] = await database.db
    .select({ at: min(holds.holdExpiresAt) })
    .from(holds)
    .where(and(eq(holds.status, 'pending'), gt(holds.holdExpiresAt, now)));
  return row?.at ? new Date(row.at).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * Answers to availability questions, remembered per process and keyed by the question. Each use first takes
 * the availability generation (moved at the commit of any booking, hold or catalogue change, in any process:
 * drizzle/0003) and reuses the remembered answer only when the generation is the same and no hold has lapsed
 * since; otherwise it computes afresh. The generation is taken before the answer is computed, so an answer is
 * never filed under a generation newer than the data it saw (docs/decisions/048-availability-cache.md).
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly database: Database,
    private readonly holds: BookingTable,
    private readonly capacity = CACHED_ANSWERS,
  ) {}

  async answer<T>(question: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const generation = await this.database.availabilityGeneration();
    const known = this.entries.get(question);
    const at = now.getTime();
    if (known && known.generation === generation && known.from <= at && at < known.until) {
      return known.value as Promise<T>;
    }
    const entry: Entry = { generation, from: at, until: Number.POSITIVE_INFINITY, value: compute() };
    this.entries.delete(question);
    this.entries.set(question, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    try {
      const [value, until] = await Promise.all([entry.value, nextLapse(this.database, this.holds, now)]);
      entry.until = until;
      return value as T;
    } catch (error) {
      // A failed answer is not remembered: the next guest asks the database again.
      if (this.entries.get(question) === entry) this.entries.delete(question);
      throw error;
    }
  }

  /** How many answers are remembered. */
  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Database, Map<BookingTable, AnswerCache>>();

/** The process's answer cache for one database and one kind's bookings table. */
export function answerCache(database: Database, holds: BookingTable): AnswerCache {
  let perTable = caches.get(database);
  if (!perTable) {
    perTable = new Map();
    caches.set(database, perTable);
  }
  let cache = perTable.get(holds);
  if (!cache) {
    cache = new AnswerCache(database, holds);
    perTable.set(holds, cache);
  }
  return cache;
}
