// `npm run admin -- grant <phone>` makes the guest with that phone an admin; `revoke <phone>` undoes it.
// Uses the server's settings (DATABASE_URL or DATA_DIR); with the embedded database, stop the server first.
import { toE164 } from '../src/lib/phone';
import { openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { AppError } from '../src/server/errors';
import { setRole } from '../src/server/services/roles';

const [command, phoneArg] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !phoneArg) {
  console.error('Usage: npm run admin -- grant <phone>   |   npm run admin -- revoke <phone>');
  process.exit(2);
}
const phone = toE164(phoneArg);
if (!phone) {
  console.error(`"${phoneArg}" is not a phone number.`);
  process.exit(2);
}

const env = loadEnv();
try {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  try {
    const user = await setRole(database.db, phone, command === 'grant' ? 'admin' : 'guest');
    console.log(`${user.name} (${user.phone}) is now ${user.role === 'admin' ? 'an admin' : 'a guest'}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exit(1);
}
