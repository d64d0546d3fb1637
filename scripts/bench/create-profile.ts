// `npx tsx scripts/bench/create-profile.ts`: where one booking create's time goes, one request at a time (no
// queueing), on the embedded database and on PostgreSQL (TEST_DATABASE_URL's server, a scratch database): the
// SQL statements it runs, their time as the client waits for them, and the rest (JSON, zod, JWT, the handler).
// On PGlite its BEGIN, COMMIT and ROLLBACK are not listed (PGlite sends them itself).

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { openDatabase } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { createScratchDatabase } from '../../src/server/db/scratch-database';
import { seedDemoData } from '../../src/server/db/seed';
import { issueSession } from '../../src/server/services/sessions';
import { TEST_JWT_SECRET } from '../../tests/fixtures/auth';
import { createTestApp } from '../../tests/fixtures/test-app';
import { generateBookings } from './bookings';

const statements: { text: string; ms: number }[] = [];
let recording = false;
// Every statement as the pg client sends it, timed from send to answer: those of a transaction (promise form) and
// those sent through the pool outside one (pool.query passes a callback).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
  const record = () => {
    if (recording) statements.push({ text, ms: performance.now() - started });
  };
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function')
    args[last] = (...answer: unknown[]) => {
      record();
      return callback(...answer);
    };
  const result = query.apply(this, args);
  if (typeof callback !== 'function' && result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(record, record);
  return result;
} as typeof pg.Client.prototype.query;

// The same on the embedded database: its queries, in a transaction and outside one (PGlite runs in this process,
// so a statement's time there is this thread's, not a wait).
type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
const timed =
  (run: Query): Query =>
  async (text, ...rest) => {
    const started = performance.now();
    try {
      return await run(text, ...rest);
    } finally {
      if (recording) statements.push({ text, ms: performance.now() - started });
    }
  };
const pgliteQuery = PGlite.prototype.query as unknown as Query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<Query>) {
  return timed(pgliteQuery.bind(this))(...args);
} as unknown as typeof PGlite.prototype.query;
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (this: PGlite, work) {
  return pgliteTransaction.call(this, (tx) => {
    const query = tx.query.bind(tx) as unknown as Query;
    return work(Object.assign(Object.create(tx), { query: timed(query) }));
  });
} as typeof PGlite.prototype.transaction;

const N = Number(process.env.PROFILE_CREATES ?? 200);
// Its own database (the test fixture's copies are made by the test runner): in-memory PGlite, or a scratch
// database on TEST_DATABASE_URL's server, dropped at the end.
const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'palace_profile') : null;
const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: 'memory' });
await database.migrate();
const test = await createTestApp(
  {
    BOOKINGS_PER_ADDRESS_PER_HOUR: '1000000',
    BOOKINGS_PER_GUEST_PER_HOUR: '1000000',
    UNPAID_BOOKINGS_PER_GUEST: '1000000',
  },
  { sharing: database },
);
const today = dateInZone(new Date(), 'Asia/Kolkata');
await seedDemoData(test.db);
await generateBookings(test.db, 5_000, today);
const tokens: string[] = [];
for (let i = 0; i < 50; i++) {
  const guest = await createGuest(test.db, { name: `Profile Guest ${i}` });
  tokens.push(
    (await issueSession(test.db, { userId: guest.id, secret: TEST_JWT_SECRET, now: new Date() })).token,
  );
}
const units = (
  await test.db.execute<{ id: string }>(sql`select id from room_units where in_service order by room_number`)
).rows.map((r) => r.id);
const walls: number[] = [];
const byStatement = new Map<string, { count: number; ms: number }>();
const perRequest: { status: number; count: number; ms: number }[] = [];
for (let n = 0; n < N + 20; n++) {
  const checkIn = addDays(today, 340 + (n % 20));
  const body = {
    room_id: units[(n * 7) % units.length],
    check_in_date: checkIn,
    check_out_date: addDays(checkIn, 1 + (n % 2)),
    num_guests: 1,
  };
  statements.length = 0;
  recording = n >= 20; // the first twenty warm the process
  const started = performance.now();
  const res = await test.call('POST', '/api/bookings/create', {
    json: body,
    headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
  });
  await res.text();
  const wall = performance.now() - started;
  await new Promise((r) => setTimeout(r, 5));
  if (!recording) continue;
  walls.push(wall);
  perRequest.push({
    status: res.status,
    count: statements.length,
    ms: statements.reduce((s, q) => s + q.ms, 0),
  });
  for (const { text, ms } of statements) {
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    const seen = byStatement.get(key) ?? { count: 0, ms: 0 };
    byStatement.set(key, { count: seen.count + 1, ms: seen.ms + ms });
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1] ?? 0;
console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${N} creates one at a time`);
console.log(`  wall: median ${median(walls).toFixed(1)} ms, p99 ${p99(walls).toFixed(1)} ms`);
console.log(`  statements a create: median ${median(perRequest.map((p) => p.count))}`);
// Booked (201), the guest's live hold answered again (200), the room taken (409): each path on its own.
for (const status of [...new Set(perRequest.map((p) => p.status))].sort()) {
  const of = perRequest.filter((p) => p.status === status);
  console.log(`    answered ${status} (${of.length}×): median ${median(of.map((p) => p.count))} statements`);
}
console.log(`  time in SQL (client side): median ${median(perRequest.map((p) => p.ms)).toFixed(1)} ms`);
console.log('  the statements that took longest in all (ms a create, times a create):');
for (const [text, { count, ms }] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
  console.log(`    ${(ms / N).toFixed(2).padStart(6)}  ${(count / N).toFixed(1).padStart(4)}×  ${text}`);
await test.close();
await database.close();
await scratch?.drop();
