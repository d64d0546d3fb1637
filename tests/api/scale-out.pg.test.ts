import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { ADVISORY_LOCKS } from '../../src/server/db/locks';
import { roomBookings, rooms } from '../../src/server/db/schema';
import { createScratchDatabase } from '../../src/server/db/scratch-database';
import { prepareDatabase } from '../../src/server/runtime';
import { sweepLapsedHolds } from '../../src/server/services/bookings/sweep';
import { HOTEL_NOON } from '../fixtures/hotel';
import { latestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: two servers (each its own connection pool, as two processes have) on one fresh database.
const quiet = pino({ level: 'silent' });
let empty: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Database;
let second: Database;
let a: TestApp;
let b: TestApp;
const clock = { at: HOTEL_NOON };

beforeAll(async () => {
  empty = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  first = await openDatabase({ url: empty.url });
  second = await openDatabase({ url: empty.url });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await first.close();
  await second.close();
  await empty.drop();
});

describe('two servers started together on one empty PostgreSQL database', () => {
  it('migrate and seed it once, both coming up', async () => {
    const env = { SEED_DEMO_DATA: true };
    await Promise.all([prepareDatabase(first, env, quiet), prepareDatabase(second, env, quiet)]);
    const [listings] = await first.db.select({ n: count() }).from(rooms);
    expect(listings?.n).toBe(6);
    a = await createTestApp({}, { sharing: first, now: () => clock.at });
    b = await createTestApp({}, { sharing: second, now: () => clock.at });
  });
});

describe('two servers behave as one', () => {
  it('verifies on B a code sent through A, and holds the per-phone limit across both', async () => {
    const phone = '+919812300001';
    expect((await a.call('POST', '/api/auth/send-otp', { json: { phone } })).status).toBe(200);
    const again = await b.call('POST', '/api/auth/send-otp', { json: { phone } });
    expect(again.status).toBe(429);
    const otp = latestCode(a, phone);
    const verified = await b.call('POST', '/api/auth/verify-otp', { json: { phone, otp } });
    expect(verified.status).toBe(200);
  });

  it('honours on B a session made on A, and a logout on B ends it on A', async () => {
    const phone = '+919812300002';
    await a.call('POST', '/api/auth/send-otp', { json: { phone } });
    const { token } = await (
      await a.call('POST', '/api/auth/verify-otp', { json: { phone, otp: latestCode(a, phone) } })
    ).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await b.call('GET', '/api/auth/profile', { headers })).status).toBe(200);
    expect((await b.call('POST', '/api/auth/logout', { headers })).status).toBe(200);
    expect((await a.call('GET', '/api/auth/profile', { headers })).status).toBe(401);
  });

  it('shows on B, at once, a room booked on A', async () => {
    const phone = '+919812300003';
    await a.call('POST', '/api/auth/send-otp', { json: { phone } });
    const { token } = await (
      await a.call('POST', '/api/auth/verify-otp', { json: { phone, otp: latestCode(a, phone) } })
    ).json();
    const stay = { check_in_date: '2026-12-01', check_out_date: '2026-12-03', room_type: 'suite' };
    const before = await (await b.call('POST', '/api/bookings/availability', { json: stay })).json();
    const unit = before.rooms[0];
    const booked = await a.call('POST', '/api/bookings/create', {
      json: {
        room_id: unit.id,
        check_in_date: stay.check_in_date,
        check_out_date: stay.check_out_date,
        num_guests: 1,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(booked.status).toBe(201);
    const after = await (await b.call('POST', '/api/bookings/availability', { json: stay })).json();
    expect(after.rooms.map((r: { id: string }) => r.id)).not.toContain(unit.id);
    expect(after.rooms).toHaveLength(before.rooms.length - 1);
  });

  it('sweeps lapsed holds from one server at a time: a server finding the sweep taken skips its round', async () => {
    clock.at = new Date(HOTEL_NOON.getTime() + 20 * 60_000);
    const other = new pg.Client({ connectionString: empty.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.holdSweep]);
      expect(await sweepLapsedHolds(first, clock.at)).toBe('skipped');
      expect(
        await first.db.select().from(roomBookings).where(eq(roomBookings.status, 'pending')),
      ).toHaveLength(1);
      await other.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.holdSweep]);
      expect(await sweepLapsedHolds(second, clock.at)).toBe(1);
      expect(
        await first.db.select().from(roomBookings).where(eq(roomBookings.status, 'pending')),
      ).toHaveLength(0);
    } finally {
      await other.end();
      clock.at = HOTEL_NOON;
    }
  });
});
