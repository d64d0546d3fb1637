// Reads kept per process under the availability generation (decision 136): the rooms' catalogue, rates, rules and
// meal plans move the generation when they change (their triggers, drizzle/0003 and 0034), so a read kept
// under a generation is never older than it says; a newer generation drops everything kept.
import type { Database } from '../db/client';

/**
 * A memo of reads per database, kept while the availability generation stands: at most `most` keys, the oldest
 * going first; a failed read is not kept (the next caller asks the database again).
 */
export function generationMemo<T>(most: number) {
  const kept = new WeakMap<Database, { generation: bigint; reads: Map<string, Promise<T>> }>();
  /** The read kept for `key` at `generation` (asked of the database first, before what it keeps), or a new one. */
  return (database: Database, generation: bigint, key: string, read: () => Promise<T>): Promise<T> => {
    let memo = kept.get(database);
    if (!memo || memo.generation < generation) {
      memo = { generation, reads: new Map() };
      kept.set(database, memo);
    }
    const reads = memo.reads;
    let value = reads.get(key);
    if (!value) {
      value = read();
      if (reads.size >= most) reads.delete(reads.keys().next().value!);
      reads.set(key, value);
      const kept = value;
      kept.catch(() => reads.get(key) === kept && reads.delete(key));
    }
    return value;
  };
}
