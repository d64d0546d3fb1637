import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { retryingConflicts } from './conflict-retry';
import { acquireDataDirLock } from './data-dir-lock';
import { freshReads } from './fresh-reads';
import { openPgPool } from './pg-pool';
import * as schema from './schema';

/** The Drizzle handle every service uses; both drivers share the PostgreSQL dialect and API. */
export type Db = PgliteDatabase<typeof schema>;

/** A transaction handle or the database itself: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in ./drizzle (idempotent). */
  migrate(): Promise<void>;
  /** Answers whether the database responds. */
  ping(): Promise<boolean>;
  /**
   * Runs work while this process holds a lock shared by every process on the database (a PostgreSQL session
   * advisory lock): the others wait for it. With PGlite there is one process, and the work just runs.
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** Runs work only if no other process holds the lock now; answers `skipped` otherwise. */
  ifFree<T>(lock: number, work: () => Promise<T>): Promise<T | 'skipped'>;
  /**
   * The availability generation (drizzle/0003): a value that changes at the commit of any booking, hold or
   * catalogue change. PostgreSQL reads it (several processes may write), in a read begun after the call;
   * PGlite, the only process on its data directory, counts the trigger's notifications and answers without a
   * query.
   */
  availabilityGeneration(): Promise<string>;
  close(): Promise<void>;
}

/** The channel the availability trigger notifies (drizzle/0003). */
const GENERATION_CHANNEL = 'availability_generation';

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server through a pg pool. */
  url?: string;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database (tests). */
  dataDir?: string;
  /** With 'memory': start from this dump of a data directory (`PGlite.dumpDataDir`), e.g. one already migrated. */
  dump?: Blob;
  migrationsFolder?: string;
}

const defaultMigrations = () => resolve(process.cwd(), 'drizzle');

/** Opens the database the settings name: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations();
  if (options.url) {
    const pool = openPgPool(options.url);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // A deadlock or serialization failure aborts a whole transaction: it runs again (conflict-retry.ts).
    db.transaction = retryingConflicts(db.transaction.bind(db));
    // A session lock lives on one connection: take it on a client of its own, held for the work.
    const withLock = async <T>(
      lock: number,
      wait: boolean,
      work: () => Promise<T>,
    ): Promise<T | 'skipped'> => {
      const client = await pool.connect();
      try {
        if (wait) await client.query('select pg_advisory_lock($1)', [lock]);
        else {
          const { rows } = await client.query('select pg_try_advisory_lock($1) as taken', [lock]);
          if (!rows[0]?.taken) return 'skipped';
        }
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lock]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: () => ping(db),
      exclusively: (lock, work) => withLock(lock, true, work) as Promise<never>,
      ifFree: (lock, work) => withLock(lock, false, work),
      // Callers waiting at once share a read begun after all of them asked (fresh-reads.ts); a named statement
      // is parsed and planned once per connection.
      availabilityGeneration: freshReads(async () => {
        const { rows } = await pool.query<{ generation: string }>({
          name: 'availability-generation',
          text: 'select generation::text as generation from availability_generation where id = 1',
        });
        return rows[0]?.generation ?? '0';
      }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir === 'memory';
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  const client = new PGlite(inMemory ? 'memory://' : resolve(dataDir, 'pglite'), {
    extensions: { btree_gist },
    ...(inMemory && options.dump ? { loadDataDir: options.dump } : {}),
  });
  await client.waitReady;
  let generation = 0;
  await client.listen(GENERATION_CHANNEL, () => {
    generation++;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    exclusively: (_lock, work) => work(),
    ifFree: (_lock, work) => work(),
    availabilityGeneration: async () => String(generation),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
