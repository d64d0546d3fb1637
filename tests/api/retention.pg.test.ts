import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { otpCodes, rateLimitHits } from '../../src/server/db/schema';
import { createScratchDatabase } from '../../src/server/db/scratch-database';
import { applyRetention, retentionRound } from '../../src/server/services/privacy/retention';

// PostgreSQL only: the retention job runs on every server process; two at once delete each row once, without error.
const NOW = new Date('2027-02-01T09:00:00Z');
const OLD = new Date(NOW.getTime() - 400 * 86_400_000);
const PERIODS = { signInDays: 365, messageLogDays: 365, contactDays: 365, rateLimitHours: 48 };
let empty: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Database;
let second: Database;

beforeAll(async () => {
  empty = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  first = await openDatabase({ url: empty.url });
  second = await openDatabase({ url: empty.url });
  await first.migrate();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await empty.drop();
});

async function oldRows(n: number) {
  await first.db.insert(otpCodes).values(
    Array.from({ length: n }, (_, i) => ({
      phone: `+9198000${String(i).padStart(5, '0')}`,
      codeHash: 'h',
      expiresAt: OLD,
      createdAt: OLD,
    })),
  );
  await first.db
    .insert(rateLimitHits)
    .values(Array.from({ length: n }, (_, i) => ({ bucket: 'b', key: `k${i}`, createdAt: OLD })));
}

describe('the retention job on two servers at once', () => {
  it('runs one round at a time across processes: the other skips, and every old row is gone once', async () => {
    await oldRows(300);
    const rounds = await Promise.all([
      retentionRound(first, PERIODS, NOW),
      retentionRound(second, PERIODS, NOW),
      retentionRound(first, PERIODS, NOW),
      retentionRound(second, PERIODS, NOW),
    ]);
    const done = rounds.filter((r) => r !== 'skipped');
    const deleted = done.reduce((n, r) => n + r.signInCodes, 0);
    expect(deleted).toBe(300);
    expect(done.reduce((n, r) => n + r.rateLimitHits, 0)).toBe(300);
    const [codes] = await first.db.select({ n: count() }).from(otpCodes);
    expect(codes?.n).toBe(0);
  });

  it('deletes each row once even when two rounds run without the lock', async () => {
    await oldRows(300);
    const [a, b] = await Promise.all([
      applyRetention(first.db, PERIODS, NOW),
      applyRetention(second.db, PERIODS, NOW),
    ]);
    expect(a.signInCodes + b.signInCodes).toBe(300);
    expect(a.rateLimitHits + b.rateLimitHits).toBe(300);
  });
});
