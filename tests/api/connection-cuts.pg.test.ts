import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { POOL_SIZE } from '../../src/server/db/pg-pool';
import { roomBookings } from '../../src/server/db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

// PostgreSQL only: an administrator (or a failover) cuts the app's connections while guests are booking.
let t: Awaited<ReturnType<typeof seededHotel>>;
let guests: Awaited<ReturnType<typeof signedInGuest>>[];
let admin: pg.Client;
let databaseName: string;
beforeAll(async () => {
  // Each guest books in every burst; the per-guest caps have tests of their own.
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  guests = await Promise.all(Array.from({ length: 16 }, () => signedInGuest(t.db, {}, HOTEL_NOON)));
  const [row] = (await t.db.execute(sql`select current_database() as name`)).rows as { name: string }[];
  databaseName = row!.name;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
}, SEEDING_TIMEOUT_MS);
afterAll(async () => {
  await admin?.end();
  await t.close();
});

/** Terminates every backend serving the app's database, as `pg_terminate_backend` from psql would. */
async function cutConnections(): Promise<number> {
  const { rows } = await admin.query(
    'select count(*) filter (where pg_terminate_backend(pid)) as cut from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return Number(rows[0].cut);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many of the app's connections can be held at once: that many transactions queue on a lock held from
 * another connection to the same database (advisory locks are per database), and are counted waiting.
 * A connection the pool leaked would never join them.
 */
async function connectionsHeldAtOnce(): Promise<number> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  const lock = 7399;
  await holder.query('select pg_advisory_lock($1)', [lock]);
  const held = Array.from({ length: POOL_SIZE }, () =>
    t.db.transaction((tx) => tx.execute(sql`select pg_advisory_xact_lock_shared(${lock})`)),
  );
  let waiting = 0;
  for (let poll = 0; poll < 200 && waiting < POOL_SIZE; poll++) {
    await pause(50);
    const { rows } = await holder.query(
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
      [lock],
    );
    waiting = rows[0].n;
  }
  await holder.end();
  await Promise.allSettled(held);
  return waiting;
}

interface Answer {
  guest: string;
  checkIn: string;
  status: number;
  body: { code?: string; message?: string; data?: { id: string } };
}

describe('connections cut during a burst of bookings, on PostgreSQL', () => {
  it('fails the cut requests with 503, keeps the process up and loses nothing it acknowledged', async () => {
    const room = await demoRoom(t.db, 'heritage-room');
    const answers: Answer[] = [];
    let cuts = 0;
    let night = 1;
    for (let burst = 0; burst < 8; burst++) {
      // Every request asks for a night no other request wants, so each one would be booked but for the cuts.
      const requests = guests.map(async (guest) => {
        let checkIn = addDays(TODAY, night++);
        // The demo's rule holds a stay over New Year's Eve to 3 nights (decision 149): that night is passed over.
        if (checkIn.endsWith('-12-31')) checkIn = addDays(TODAY, night++);
        const res = await t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1), numGuests: 1 },
          headers: guest.headers,
        });
        return { guest: guest.user.id, checkIn, status: res.status, body: await res.json() };
      });
      // Cut at a different moment of each burst: before, between and inside the transactions.
      await pause(burst * 4);
      cuts += await cutConnections();
      await pause(15);
      cuts += await cutConnections();
      answers.push(...(await Promise.all(requests)));
    }

    expect(cuts).toBeGreaterThan(0);
    const booked = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 503);
    expect(booked.length + refused.length).toBe(answers.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
    }

    // The pool replaced every cut connection: the app answers again, with all of its connections.
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect(await connectionsHeldAtOnce()).toBe(POOL_SIZE);
    const rows = await t.db.select().from(roomBookings);
    const byNight = new Map(rows.map((r) => [`${r.userId} ${r.checkIn}`, r]));
    // Every booking answered 201 is in the database, whole.
    for (const answer of booked) {
      const row = byNight.get(`${answer.guest} ${answer.checkIn}`);
      expect(row?.id).toBe(answer.body.data?.id);
    }
    // No row exists that no request asked for, and none is half-written: a request refused with 503 either
    // left nothing, or (its commit landed as the connection died) a whole pending booking with its price.
    expect(rows).toHaveLength(byNight.size);
    const asked = new Set(answers.map((a) => `${a.guest} ${a.checkIn}`));
    for (const row of rows) {
      expect(asked.has(`${row.userId} ${row.checkIn}`)).toBe(true);
      expect(row).toMatchObject({ status: 'pending', nights: 1, roomId: room.id, numGuests: 1 });
      expect(row.holdExpiresAt).not.toBeNull();
      // Its price whole: the night's tariff as taxable value, and the total charged with its GST (decision 099).
      expect(row.taxablePaise).toBe(row.pricePerNightPaise);
      expect(row.cgstPaise).toBeGreaterThan(0);
      expect(row.totalPaise).toBe(row.taxablePaise + row.cgstPaise + row.sgstPaise);
    }
  });

  it('recovers on its own after every connection was terminated', async () => {
    const guest = guests[0]!;
    expect((await t.call('GET', '/api/auth/profile', { headers: guest.headers })).status).toBe(200);
    await cutConnections();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10 && statuses.at(-1) !== 200; attempt++) {
      const res = await t.call('GET', '/api/auth/profile', { headers: guest.headers });
      statuses.push(res.status);
      if (res.status !== 200) expect((await res.json()).code).toBe('DATABASE_UNAVAILABLE');
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });
});
