import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createScratchDatabase } from '../../src/server/db/scratch-database';

// A migration's number is its index in the journal (drizzle-kit names the next file by that index and diffs
// against the latest snapshot), gapless, each with its snapshot, chained by prevId (issue 41).
const folder = resolve('drizzle');
interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Entry[] };
const snapshot = (n: number) =>
  JSON.parse(readFileSync(join(folder, `meta/${String(n).padStart(4, '0')}_snapshot.json`), 'utf8')) as {
    id: string;
    prevId: string;
  };

describe('the migrations are numbered as they run', () => {
  it("name each file by its journal index, gapless, in the journal's order", () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.slice(0, 5), `${entry.tag} is number ${i} in the journal`).toBe(
        `${String(i).padStart(4, '0')}_`,
      );
    });
    const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
  });

  it('run in the order of their timestamps (applied migrations are keyed by them)', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it('have a snapshot each, every one following the one before', () => {
    const snapshots = readdirSync(join(folder, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
    expect(snapshots.sort()).toEqual(journal.entries.map((e) => `${e.tag.slice(0, 4)}_snapshot.json`));
    for (let i = 1; i < journal.entries.length; i++) {
      expect(snapshot(i).prevId, `snapshot ${i} follows ${i - 1}`).toBe(snapshot(i - 1).id);
    }
  });
});

// The numbering before issue 41: files 0019-0025 were named as their branches had numbered them.
const OLD_TAGS: Record<string, string> = {
  '0019_documents_of_changes': '0023_documents_of_changes',
  '0020_staff_actions_append_only': '0019_staff_actions_append_only',
  '0021_part_refunds': '0024_part_refunds',
  '0022_change_notices': '0025_change_notices',
  '0023_hall_change_requests': '0026_hall_change_requests',
  '0024_paid_changes': '0027_paid_changes',
  '0025_refund_check_before_write': '0028_refund_check_before_write',
};

/** A copy of the migrations folder as it was named before, holding the first `count` of them. */
function oldNumbering(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'palace-old-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const entries = journal.entries.slice(0, count).map((e) => {
    const old = OLD_TAGS[e.tag];
    if (old) renameSync(join(dir, `${e.tag}.sql`), join(dir, `${old}.sql`));
    return { ...e, tag: old ?? e.tag };
  });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

const opened: Array<{ database: Database; drop: () => Promise<void> }> = [];
async function openEmpty(migrationsFolder: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory', migrationsFolder });
    opened.push({ database, drop: async () => {} });
    return database;
  }
  const empty = await createScratchDatabase(url);
  const database = await openDatabase({ url: empty.url, migrationsFolder });
  opened.push({ database, drop: empty.drop });
  return database;
}
afterAll(async () => {
  for (const { database, drop } of opened) {
    await database.close();
    await drop();
  }
});

const applied = async (database: Database) =>
  (
    await database.db.execute<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    )
  ).rows.map((r) => Number(r.created_at));

describe('a database migrated at the old numbering', () => {
  it('takes the renumbered folder without running anything twice, and runs only what it had not', async () => {
    // Made when the journal ended at the old 0024_part_refunds (index 21), then given today's folder.
    const old = oldNumbering(22);
    try {
      const database = await openEmpty(old);
      await database.migrate();
      expect(await applied(database)).toEqual(journal.entries.slice(0, 22).map((e) => e.when));
      const today = await openEmptyAt(database, folder);
      await today.migrate();
      expect(await applied(database)).toEqual(journal.entries.map((e) => e.when));
      // What the later migrations made is there, once: the paid-change columns and the hall change requests.
      const columns = await database.db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'payments' and column_name in ('change_body', 'changed_total_paise') order by column_name`,
      );
      expect(columns.rows.map((r) => r.column_name)).toEqual(['change_body', 'changed_total_paise']);
      await today.migrate();
      expect(await applied(database)).toHaveLength(journal.entries.length);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });

  it('that had run every old file runs none of them again', async () => {
    const old = oldNumbering(journal.entries.length);
    try {
      const database = await openEmpty(old);
      await database.migrate();
      await (await openEmptyAt(database, folder)).migrate();
      expect(await applied(database)).toEqual(journal.entries.map((e) => e.when));
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});

/** The same database, migrated from another folder: PGlite keeps one connection, so reuse its handle. */
async function openEmptyAt(database: Database, migrationsFolder: string): Promise<Pick<Database, 'migrate'>> {
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  return {
    migrate: () =>
      database.driver === 'pglite'
        ? migratePglite(database.db, { migrationsFolder })
        : migratePg(database.db as never, { migrationsFolder }),
  };
}
