// `npm run bench:api`: autocannon against the built server (`node scripts/start.mjs`), printing tables of
// requests per second and p50/p95/p99 latency. Two setups, each with the demo catalogue plus 5,000 generated
// bookings:
//   1. one server on the embedded database: a prebuilt page and health for scale, then availability and
//      getrooms at 200 rps and flat out, booking creation at 50 rps; and the ratio of the API's saturation
//      throughput to the static page's, measured in the same run;
//   2. two servers on one PostgreSQL database, the client alternating between them: availability at 200,
//      1,000 and 1,500 rps and flat out, booking creation at 100 rps, then a count of double-booked nights
//      (must be 0).
// Each server is measured once it is warm (pictures resized, a few hundred questions answered). A fixed rate
// is paced evenly, one request every 1000/rate ms whether or not earlier ones are answered (scenario.ts);
// 'max' is autocannon with 32 connections.
// BENCH_PORT (default 4499; the PostgreSQL servers take the next two), BENCH_SECONDS (default 10),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; `none` skips setup 2).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../src/lib/dates';
import { ROOM_TYPES } from '../../src/lib/rooms';
import { dateInZone } from '../../src/lib/zones';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { createScratchDatabase } from '../../src/server/db/scratch-database';
import { seedDemoData } from '../../src/server/db/seed';
import { loadEnv } from '../../src/server/env';
import { warmImages } from '../../src/server/http/image-cache';
import { issueSession } from '../../src/server/services/sessions';
import { generateBookings } from './bookings';
import { type Row, scenario } from './scenario';

const port = Number(process.env.BENCH_PORT ?? 4499);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const env = loadEnv({ ...process.env, DATABASE_URL: undefined });
const today = dateInZone(new Date(), env.HOTEL_TIMEZONE);
const GUESTS = 200;

if (!existsSync('dist/server/entry.mjs') || process.argv.includes('--build')) {
  console.log('Building the site first…');
  if (spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

/** The demo catalogue, 5,000 bookings and signed-in guests (booking creation spreads over them). */
async function prepare(database: Database) {
  await database.migrate();
  await seedDemoData(database.db);
  const made = await generateBookings(database.db, 5_000, today);
  const tokens: string[] = [];
  for (let i = 0; i < GUESTS; i++) {
    const guest = await createGuest(database.db, { name: `Bench Guest ${i + 1}` });
    tokens.push(
      (await issueSession(database.db, { userId: guest.id, secret: env.JWT_SECRET, now: new Date() })).token,
    );
  }
  const units = (
    await database.db.execute<{ id: string }>(
      sql`select id from room_units where in_service order by room_number`,
    )
  ).rows.map((r) => r.id);
  await database.close();
  return { made, tokens, units };
}

const servers: ChildProcess[] = [];
const cleanups: (() => void | Promise<void>)[] = [];

/** `node scripts/start.mjs` on a port, resolved once its health answers. */
async function startServer(serverPort: number, settings: Record<string, string>): Promise<string> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: 'localhost',
      LOG_LEVEL: 'warn',
      // One client address books for two hundred guests here; the per-address limits are for the real world.
      BOOKINGS_PER_ADDRESS_PER_HOUR: '1000000',
      BOOKINGS_PER_GUEST_PER_HOUR: '1000000',
      UNPAID_BOOKINGS_PER_GUEST: '1000000',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  const origin = `http://localhost:${serverPort}`;
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      // The server resizes its pages' pictures in the background at start (seconds of both cores): measure
      // once that is done, as on a server that has been up for a minute.
      await warmImages(origin);
      await warmApi(origin);
      return origin;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server on ${origin} did not come up.`);
}

async function stopServers() {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve(undefined);
          server.once('exit', resolve);
          server.kill('SIGTERM');
        }),
    ),
  );
}

const stayOn = (i: number) => {
  const checkIn = addDays(today, 1 + (i % 330));
  return { checkIn, checkOut: addDays(checkIn, 1 + (i % 3)) };
};
// A fresh object per request: autocannon writes the first body's Content-Length into the headers it is given.
const json = () => ({ 'content-type': 'application/json' });
const availability = (n: number): autocannon.Request => {
  const { checkIn, checkOut } = stayOn(n);
  const room_type = ROOM_TYPES[n % ROOM_TYPES.length];
  return {
    method: 'POST',
    path: '/api/bookings/availability',
    headers: json(),
    body: JSON.stringify({ check_in_date: checkIn, check_out_date: checkOut, room_type }),
  };
};
const getRooms = (n: number): autocannon.Request => {
  const { checkIn, checkOut } = stayOn(n);
  return { method: 'GET', path: `/api/rooms/getrooms?checkIn=${checkIn}&checkOut=${checkOut}` };
};
/** A one- or two-night stay in a unit, far enough ahead of the generated calendar to find some free. */
const booking =
  (fixture: { tokens: string[]; units: string[] }) =>
  (n: number): autocannon.Request => {
    const checkIn: IsoDate = addDays(today, 340 + (n % 20));
    return {
      method: 'POST',
      path: '/api/bookings/create',
      headers: { ...json(), authorization: `Bearer ${fixture.tokens[n % fixture.tokens.length]}` },
      body: JSON.stringify({
        room_id: fixture.units[(n * 7) % fixture.units.length],
        check_in_date: checkIn,
        check_out_date: addDays(checkIn, 1 + (n % 2)),
        num_guests: 1,
      }),
    };
  };

/**
 * A few hundred availability and getrooms questions before measuring, unmeasured: the rooms calendar read and
 * the code compiled, as on a server that has been answering for a minute.
 */
async function warmApi(origin: string) {
  for (let n = 0; n < 300; n++) {
    const { method, path, headers, body } = n % 2 ? getRooms(n) : availability(n);
    const init = { method, headers: headers as Record<string, string>, body: body as string | undefined };
    await fetch(`${origin}${path}`, init).then((res) => res.arrayBuffer());
  }
}

const ratio = (api: Row, page: Row) => (api['req/s'] / Math.max(1, page['req/s'])).toFixed(2);

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'palace-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\n1. Embedded database (${dataDir}): demo catalogue and 5,000 bookings…`);
  const fixture = await prepare(await openDatabase({ dataDir }));
  const origins = [await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' })];
  const run = (name: string, rate: number | 'max', request: (i: number) => autocannon.Request) =>
    scenario(name, { origins, seconds, rate }, request);
  const page = await run('GET /about (prebuilt page)', 'max', () => ({ method: 'GET', path: '/about/' }));
  const rows = [
    page,
    await run('GET /api/health', 'max', () => ({ method: 'GET', path: '/api/health' })),
    await run('POST /api/bookings/availability', 200, availability),
    await run('POST /api/bookings/availability', 'max', availability),
    await run('GET /api/rooms/getrooms (with dates)', 200, getRooms),
    await run('GET /api/rooms/getrooms (with dates)', 'max', getRooms),
    await run('POST /api/bookings/create', 50, booking(fixture)),
  ];
  console.log(`\nPGlite, one server, ${fixture.made} generated bookings, ${seconds} s per scenario:`);
  console.table(rows);
  console.log(
    `Saturation against the prebuilt page: availability ${ratio(rows[3]!, page)}, getrooms ${ratio(rows[5]!, page)} (target ≥ 0.50)`,
  );
  await stopServers();
}

async function postgres() {
  const target = await createScratchDatabase(pgServer, 'palace_bench').catch((error) => {
    console.log(`\n2. PostgreSQL skipped: ${pgServer} cannot be reached (${error.message}).`);
    return null;
  });
  if (!target) return;
  cleanups.push(() => target.drop());
  console.log('\n2. PostgreSQL, two servers: demo catalogue and 5,000 bookings…');
  const fixture = await prepare(await openDatabase({ url: target.url }));
  const settings = { DATABASE_URL: target.url, SEED_DEMO_DATA: 'false' };
  const origins = await Promise.all([startServer(port + 1, settings), startServer(port + 2, settings)]);
  const run = (name: string, rate: number | 'max', request: (i: number) => autocannon.Request) =>
    scenario(name, { origins, seconds, rate }, request);
  const rows = [
    await run('POST /api/bookings/availability', 200, availability),
    await run('POST /api/bookings/availability', 1000, availability),
    await run('POST /api/bookings/availability', 1500, availability),
    await run('POST /api/bookings/availability', 'max', availability),
    await run('GET /api/rooms/getrooms (with dates)', 'max', getRooms),
    await run('POST /api/bookings/create', 100, booking(fixture)),
  ];
  await stopServers();
  const check = await openDatabase({ url: target.url });
  const [twice] = (
    await check.db.execute<{ n: number }>(sql`
      select count(*)::int as n from room_bookings a join room_bookings b
        on a.room_unit_id = b.room_unit_id and a.id < b.id
       and a.status in ('pending', 'confirmed', 'completed') and b.status in ('pending', 'confirmed', 'completed')
       and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`)
  ).rows;
  await check.close();
  console.log(
    `\nPostgreSQL, two servers (client alternating), ${fixture.made} generated bookings, ${seconds} s per scenario:`,
  );
  console.table(rows);
  console.log(`Double-booked unit-nights after the run: ${twice?.n ?? '?'} (must be 0)`);
}

try {
  await embedded();
  if (pgServer !== 'none') await postgres();
} finally {
  await stopServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(0);
