import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: an administrator closes the app's database to new connections (`ALTER DATABASE … ALLOW_CONNECTIONS
// false`, what a maintenance window or a failover does) and cuts the ones it has. Every new connection is then
// refused with SQLSTATE 55000 ("database … is not currently accepting connections"): issue 30, item 10.
let t: TestApp;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let admin: pg.Client;
let databaseName: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.driver).toBe('postgres');
  guest = await signedInGuest(t.db);
  const [row] = (await t.db.execute(sql`select current_database() as name`)).rows as { name: string }[];
  databaseName = row!.name;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await allowConnections(true).catch(() => {});
  await admin?.end();
  await t.close();
});

async function allowConnections(allow: boolean): Promise<void> {
  await admin.query(`alter database "${databaseName}" allow_connections ${allow}`);
  if (!allow) {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
  }
}

const routes: [string, string, unknown?][] = [
  ['GET', '/api/rooms/getrooms'],
  ['GET', '/api/menu-items/getallmenu?category=All&page=1&limit=5'],
  ['GET', '/api/halls/gethalls'],
  ['POST', '/api/bookings/availability', { check_in_date: '2027-03-01', check_out_date: '2027-03-03' }],
  ['POST', '/api/auth/send-otp', { phone: '+919876500011' }],
  ['POST', '/api/auth/verify-otp', { phone: '+919876500011', otp: '123456' }],
  ['GET', '/api/auth/profile'],
  ['GET', '/api/bookings'],
  [
    'POST',
    '/api/bookings/create',
    { roomId: crypto.randomUUID(), checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numGuests: 2 },
  ],
  ['POST', '/api/payments/create', { booking_id: crypto.randomUUID() }],
  [
    'POST',
    '/api/contact',
    { kind: 'feedback', name: 'Meera Nair', email: 'meera@example.in', comments: 'Lovely stay.' },
  ],
];

describe('a database that refuses connections (ALLOW_CONNECTIONS false), on PostgreSQL', () => {
  it('answers every call that needs it with 503 DATABASE_UNAVAILABLE and Retry-After, never a 500', async () => {
    await allowConnections(false);
    try {
      for (const [method, path, json] of routes) {
        const res = await t.call(method, path, { json, headers: guest.headers });
        const body = await res.json();
        expect({ path, status: res.status, code: body.code }).toEqual({
          path,
          status: 503,
          code: 'DATABASE_UNAVAILABLE',
        });
        expect(body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(res.headers.get('retry-after')).toBe('5');
      }
      const health = await t.call('GET', '/api/health');
      expect(health.status).toBe(503);
    } finally {
      await allowConnections(true);
    }
  });

  it('recovers by itself once the database takes connections again', async () => {
    await allowConnections(false);
    expect((await t.call('GET', '/api/auth/profile', { headers: guest.headers })).status).toBe(503);
    await allowConnections(true);
    const profile = await t.call('GET', '/api/auth/profile', { headers: guest.headers });
    expect(profile.status).toBe(200);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});
