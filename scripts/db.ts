// `npm run db:migrate` applies the committed migrations; `npm run db:seed` also loads the demo catalogue
// into an empty database. Both use the same settings as the server (DATABASE_URL or DATA_DIR).
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { seedDemoData } from '../src/server/db/seed';
import { loadEnv } from '../src/server/env';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx scripts/db.ts migrate|seed');
  process.exit(2);
}

const env = loadEnv();
try {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
  if (command === 'seed') {
    const summary = await seedDemoData(database.db);
    console.log(
      summary.seeded
        ? `Demo data loaded: ${JSON.stringify(summary)}`
        : 'The database already has rooms: seed skipped.',
    );
  }
  await database.close();
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
