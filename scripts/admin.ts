// `npm run admin -- grant <phone> [staff|admin|housekeeper]` makes the guest with that phone hotel staff or (by default) an
// admin; `revoke <phone>` makes them a guest again.
// `npm run admin -- halls` lists the pending hall requests; `halls confirm <EVT-code>` / `halls decline <EVT-code>`
// answers one. `dining` lists the private-dining requests awaiting an answer; `dining confirm <PDR-code>` /
// `dining decline <PDR-code>` answers one and tells the guest. `npm run admin -- breach <table> [from] [to]` lists
// the guests whose personal data a table held in a time window (dates or ISO times), for the breach runbook
// (docs/breach-runbook.md). `npm run admin -- marketing` prints, as CSV, everyone who may be sent offers with the
// unsubscribe link each message to them must carry. Uses the server's settings (DATABASE_URL or DATA_DIR); with the embedded database, stop the server first.

import { formatHotelDate } from '../src/lib/dates';
import { formatInr } from '../src/lib/money';
import { toE164 } from '../src/lib/phone';
import { keepsHouse, type UserRole } from '../src/lib/roles';
import { type Database, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { AppError } from '../src/server/errors';
import { createLogger } from '../src/server/logger';
import { mailProviderFor } from '../src/server/providers/mail';
import { smsProviderFor } from '../src/server/providers/sms';
import { hallBookingIdByCode, pendingHallRequests } from '../src/server/services/bookings/halls/pending';
import { answerRequest } from '../src/server/services/bookings/staff';
import { releaseLapsedHolds } from '../src/server/services/bookings/sweep';
import { noticeScheduleOf } from '../src/server/services/notices/schedule';
import { breachReach } from '../src/server/services/privacy/breach';
import { marketingAudience } from '../src/server/services/privacy/marketing';
import { answerPrivateDining, privateDiningRequestsOf } from '../src/server/services/private-dining';
import { setRole } from '../src/server/services/roles';

const USAGE =
  'Usage: npm run admin -- grant <phone> [staff|admin|housekeeper]  |  revoke <phone>  |  halls  |  halls confirm <EVT-code>  |  halls decline <EVT-code>' +
  '  |  dining  |  dining confirm <PDR-code>  |  dining decline <PDR-code>  |  breach <table> [from] [to]  |  marketing';
const [command, ...args] = process.argv.slice(2);

const ROLE_WORDS: Record<UserRole, string> = {
  guest: 'a guest',
  staff: 'hotel staff',
  admin: 'an admin',
  housekeeper: 'a housekeeper',
};

async function roles(database: Database, phoneArg: string | undefined, roleArg: string | undefined) {
  const phone = phoneArg ? toE164(phoneArg) : null;
  if (!phone) throw new AppError('VALIDATION_FAILED', `"${phoneArg ?? ''}" is not a phone number.`);
  const granted = roleArg ?? 'admin';
  if (command === 'grant' && !keepsHouse(granted as UserRole)) {
    throw new AppError('VALIDATION_FAILED', `Grant "staff", "admin" or "housekeeper", not "${granted}".`);
  }
  const role = command === 'grant' ? (granted as UserRole) : 'guest';
  // The command line acts without an account: its audit rows name no one (decision 104).
  const user = await setRole(database.db, phone, role, { id: null }, new Date());
  console.log(`${user.name} (${user.phone}) is now ${ROLE_WORDS[user.role]}.`);
}

async function hallRequests(database: Database, action: string | undefined, code: string | undefined) {
  const now = new Date();
  await releaseLapsedHolds(database.db, now);
  if (action === 'confirm' || action === 'decline') {
    const id = code ? await hallBookingIdByCode(database.db, code) : undefined;
    if (!id) throw new AppError('NOT_FOUND', `No hall booking has the reference "${code ?? ''}".`);
    await answerRequest(
      database.db,
      id,
      action === 'confirm' ? 'confirmed' : 'declined',
      { now },
      noticeScheduleOf(env),
      // The command line acts without an account: its audit rows name no one (decision 104).
      { id: null },
    );
    console.log(
      `${code!.toUpperCase()} ${action === 'confirm' ? 'confirmed: the guest may now pay the deposit' : 'declined: the hall is free again'}.`,
    );
    return;
  }
  if (action !== undefined) throw new AppError('VALIDATION_FAILED', USAGE);
  const pending = await pendingHallRequests(database.db, now);
  if (pending.length === 0) {
    console.log('No hall requests are pending.');
    return;
  }
  for (const r of pending) {
    const days = r.endDate === r.date ? '' : ` to ${formatHotelDate(r.endDate)}`;
    const waiting = r.waitingFor === 'hotel' ? 'awaiting your answer' : 'confirmed, awaiting the deposit';
    console.log(
      `${r.bookingCode}  ${r.hallName}  ${r.eventType}  ${formatHotelDate(r.date)}${days} ${r.timeSlot}  ` +
        `${r.guests} guests  ${formatInr(r.totalPaise)}  ${r.customerName}  ${waiting} until ${r.holdExpiresAt.toISOString()}`,
    );
  }
}

async function breach(database: Database, table: string | undefined, from?: string, to?: string) {
  const instant = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const at = new Date(value);
    if (Number.isNaN(at.getTime()))
      throw new AppError('VALIDATION_FAILED', `"${value}" is not a date or time.`);
    return at;
  };
  const reach = await breachReach(database.db, table ?? '', { from: instant(from), to: instant(to) });
  console.log(
    `${reach.table}: ${reach.rows} rows; personal columns: ${reach.personalColumns.join(', ') || 'none'}`,
  );
  console.log(`${reach.guests.length} guests to tell:`);
  for (const g of reach.guests) console.log(`  ${g.name || '(no name)'}  ${g.phone}  ${g.email ?? ''}`);
  if (reach.otherContacts.length)
    console.log(`Other contacts in these rows:\n  ${reach.otherContacts.join('\n  ')}`);
}

/** The audience of a marketing send, as CSV for the mailing tool: kind, email, phone, unsubscribe link. */
async function marketing(database: Database) {
  const audience = await marketingAudience(database.db, env.SITE_URL, env.LINK_SECRET);
  const cell = (value: string | null) =>
    value && /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : (value ?? '');
  console.log('kind,email,phone,unsubscribe');
  for (const r of audience) console.log([r.kind, r.email, r.phone, r.unsubscribe].map(cell).join(','));
}

async function diningRequests(database: Database, action: string | undefined, code: string | undefined) {
  if (action === 'confirm' || action === 'decline') {
    const logger = createLogger(env);
    const { message } = await answerPrivateDining(
      database.db,
      code ?? '',
      action === 'confirm' ? 'confirmed' : 'declined',
      {
        sms: smsProviderFor(env, logger),
        mail: mailProviderFor(env, logger),
        now: new Date(),
        siteUrl: env.SITE_URL,
        warn: (line) => console.warn(line),
      },
      // The command line acts without an account: its audit rows name no one (decision 104).
      { id: null },
    );
    console.log(message);
    return;
  }
  if (action !== undefined) throw new AppError('VALIDATION_FAILED', USAGE);
  const waiting = await privateDiningRequestsOf(database.db, { status: 'awaiting' });
  if (waiting.length === 0) {
    console.log('No private-dining requests await an answer.');
    return;
  }
  for (const r of waiting) {
    console.log(
      `${r.requestCode}  ${formatHotelDate(r.date)} ${r.partOfDay}  ${r.guests} guests  ${r.occasion}  ` +
        `${r.fullName} ${r.phone}  sent ${r.createdAt}`,
    );
  }
}

if (!['grant', 'revoke', 'halls', 'dining', 'breach', 'marketing'].includes(command ?? '')) {
  console.error(USAGE);
  process.exit(2);
}
const env = loadEnv();
try {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  try {
    if (command === 'halls') await hallRequests(database, args[0], args[1]);
    else if (command === 'breach') await breach(database, args[0], args[1], args[2]);
    else if (command === 'dining') await diningRequests(database, args[0], args[1]);
    else if (command === 'marketing') await marketing(database);
    else await roles(database, args[0], args[1]);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exit(1);
}
