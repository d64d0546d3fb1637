// `npm run bench:api`: autocannon against the built server (`node scripts/start.mjs`) on the demo
// catalogue plus 5,000 generated bookings, printing requests per second and p50/p95/p99 latency for
// availability, getrooms and booking create. BENCH_PORT (default 4499), BENCH_SECONDS (default 10).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays, dateInZone } from '../../src/lib/dates';
import { openDatabase } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { seedDemoData } from '../../src/server/db/seed';
import { loadEnv } from '../../src/server/env';
import { issueSession } from '../../src/server/services/sessions';
import { generateBookings } from './bookings';

const port = Number(process.env.BENCH_PORT ?? 4499);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const origin = `http://localhost:${port}`;
const env = loadEnv({ ...process.env, DATABASE_URL: undefined });
const today = dateInZone(new Date(), env.HOTEL_TIMEZONE);

if (!existsSync('dist/server/entry.mjs') || process.argv.includes('--build')) {
  console.log('Building the site first…');
  if (spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'palace-bench-'));
console.log(`Preparing ${dataDir}: demo catalogue and 5,000 bookings…`);
const database = await openDatabase({ dataDir });
await database.migrate();
await seedDemoData(database.db);
const made = await generateBookings(database.db, 5_000, today);
const guest = await createGuest(database.db, { name: 'Bench Guest' });
const { token } = await issueSession(database.db, {
  userId: guest.id,
  secret: env.JWT_SECRET,
  now: new Date(),
});
const [king] = await database.db.query.rooms.findMany({
  where: (r, { eq }) => eq(r.slug, 'deluxe-king-room'),
});
await database.close();
console.log(`${made} bookings generated.`);

const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
for (let i = 0; i < 120; i++) {
  const up = await fetch(`${origin}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 500));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const stayOn = (i: number) => {
  const checkIn = addDays(today, 1 + (i % 330));
  return { checkIn, checkOut: addDays(checkIn, 1 + (i % 3)) };
};

async function scenario(name: string, rate: number, request: (i: number) => autocannon.Request) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let i = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 10,
        duration: seconds,
        overallRate: rate,
        requests: [{ setupRequest: (req) => ({ ...req, ...request(i++) }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  const codes = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  return {
    scenario: name,
    'target rps': rate,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    statuses: codes,
  };
}

const json = { 'content-type': 'application/json' };
const rows = [];
rows.push(
  await scenario('POST /api/bookings/availability', 200, (n) => {
    const { checkIn, checkOut } = stayOn(n);
    const room_type = ['standard', 'deluxe', 'suite'][n % 3];
    return {
      method: 'POST',
      path: '/api/bookings/availability',
      headers: json,
      body: JSON.stringify({ check_in_date: checkIn, check_out_date: checkOut, room_type }),
    };
  }),
);
rows.push(
  await scenario('GET /api/rooms/getrooms (with dates)', 200, (n) => {
    const { checkIn, checkOut } = stayOn(n);
    return { method: 'GET', path: `/api/rooms/getrooms?checkIn=${checkIn}&checkOut=${checkOut}` };
  }),
);
rows.push(
  await scenario('POST /api/bookings/create', 50, (n) => {
    const { checkIn, checkOut } = stayOn(n * 7);
    return {
      method: 'POST',
      path: '/api/bookings/create',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ roomId: king!.id, checkInDate: checkIn, checkOutDate: checkOut, numGuests: 2 }),
    };
  }),
);
console.log(`\nPGlite, ${made} generated bookings, ${seconds} s per scenario, 10 connections:`);
console.table(rows);
stop();
process.exit(0);
