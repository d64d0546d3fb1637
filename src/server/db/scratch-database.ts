import pg from 'pg';

/**
 * A new, empty (unmigrated) database on a PostgreSQL server, with its URL and a way to drop it: what the
 * PostgreSQL test suites and `npm run bench:api` run in, so that they never touch a database they did not make.
 * `prefix` names whose it is (`palace_test`, `palace_bench`), for anyone listing the server's databases.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'palace_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
