import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 090: only the life cycle (src/server/services/bookings/transitions/) changes a booking's status. The kinds
// insert a new booking `pending` (the `placed` transition calls them); no other code updates a status.
const root = new URL('../..', import.meta.url).pathname;
const TRANSITIONS = 'src/server/services/bookings/transitions/';

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourcesUnder(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [relative(root, join(root, path))] : [];
  });
}

/**
 * The status writes in a file's text: a Drizzle update of a booking table (by its name, or a kind's `table`) whose
 * `set` names `status` before its `where`, or an SQL `update … set … status`.
 */
function statusWrites(text: string): string[] {
  const drizzle = [
    ...text.matchAll(/\.update\(((?:room|table|hall)Bookings|(?:\w+\.)?table)\)([\s\S]*?)\.where\(/g),
  ]
    .filter((m) => /[{,\s]status\s*[:,}]/.test(m[2]!))
    .map((m) => `update(${m[1]})`);
  const raw = [...text.matchAll(/update\s+"?(?:room|table|hall)_bookings"?\s+set\b[^;`]*?\bstatus\b/gi)].map(
    (m) => m[0].split(/\s+/).slice(0, 2).join(' '),
  );
  return [...drizzle, ...raw];
}

describe('who writes a booking status', () => {
  it('finds the writes it looks for, and not a payment’s status', () => {
    expect(
      statusWrites(`await tx.update(hallBookings)
        .set(answer === 'confirmed' ? { hotelAnswer: 'confirmed' } : { hotelAnswer: 'declined', status: 'cancelled' })
        .where(eq(hallBookings.id, id));`),
    ).toEqual(['update(hallBookings)']);
    expect(statusWrites('await tx.update(kind.table).set({ status }).where(x)')).toEqual([
      'update(kind.table)',
    ]);
    expect(statusWrites("sql`update room_bookings set updated_at = now(), status = 'expired'`")).toHaveLength(
      1,
    );
    expect(statusWrites("await tx.update(payments).set({ status: 'paid' }).where(x)")).toEqual([]);
    expect(statusWrites('await tx.update(roomBookings).set({ checkedInAt: now }).where(x)')).toEqual([]);
  });

  it('only the transitions change a booking’s status', () => {
    const writers = sourcesUnder('src/server')
      .filter((file) => !file.startsWith(TRANSITIONS))
      .flatMap((file) => statusWrites(readFileSync(join(root, file), 'utf8')).map((w) => `${file}: ${w}`));
    expect(writers).toEqual([]);
    const inTransitions = sourcesUnder(TRANSITIONS).flatMap((file) =>
      statusWrites(readFileSync(join(root, file), 'utf8')),
    );
    expect(inTransitions.length).toBeGreaterThan(0);
  });
});
