// Issues guest sessions straight into a stopped server's embedded database, for running the signed-in
// journeys on a branch without the phone sign-in API:
//   DATA_DIR=/tmp/x npx tsx tests/e2e/prepare-sessions.ts > sessions.json, then start the server on
//   that DATA_DIR and run Playwright with E2E_SESSION_FILE=sessions.json.
import { openDatabase } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { seedDemoData } from '../../src/server/db/seed';
import { loadEnv } from '../../src/server/env';
import { issueSession } from '../../src/server/services/sessions';

const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR });
await database.migrate();
await seedDemoData(database.db);
const sessions = [];
for (let i = 0; i < 12; i++) {
  const user = await createGuest(database.db, { name: `Guest ${i + 1}` });
  const { token } = await issueSession(database.db, {
    userId: user.id,
    secret: env.JWT_SECRET,
    now: new Date(),
  });
  sessions.push({ token, user: { id: user.id, name: user.name, phone: user.phone } });
}
await database.close();
process.stdout.write(JSON.stringify(sessions));
