import pg from 'pg';

/** How a scratch database is made. */
export interface ScratchOptions {
  /** A database to copy (already migrated, with no one connected to it); by default the server's empty template. */
  template?: string;
  /**
   * False: a commit does not wait for its WAL to reach the disk (`synchronous_commit = off`). Locks, visibility and
   * constraints are the same; only a crash of the server could lose the last commits, which a database dropped
   * after its tests does not mind.
   */
  flushCommits?: boolean;
}

/**
 * A new database on a PostgreSQL server, empty (unmigrated) unless copied from a template, with its URL, its name
 * and a way to drop it: what the PostgreSQL test suites and `npm run bench:api` run in, so that they never touch a
 * database they did not make. `prefix` names whose it is (`palace_test`, `palace_bench`), for anyone listing the
 * server's databases.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'palace_test',
  options: ScratchOptions = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database "${name}"${options.template ? ` template "${options.template}"` : ''}`,
    );
    if (options.flushCommits === false) {
      await admin.query(`alter database "${name}" set synchronous_commit = off`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
