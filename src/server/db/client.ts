import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server through a pg pool. */
  url?: string;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database (tests). */
  dataDir?: string;
  migrationsFolder?: string;
}

const defaultMigrations = () => resolve(process.cwd(), 'drizzle');

/** Opens the database the settings name: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (a restart, a terminated backend) would otherwise crash the
    // process; the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir === 'memory';
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  const client = new PGlite(inMemory ? 'memory://' : resolve(dataDir, 'pglite'), {
    extensions: { btree_gist },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
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
