import { createServer } from 'node:net';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import { ConsoleSms } from '../../src/server/providers/sms';
import { signedInGuest, TEST_JWT_SECRET } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** A port on this machine where nothing listens: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Call = (method: string, path: string, json?: unknown) => Promise<Response>;

let closedEmbedded: TestApp;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let refusedServer: Call;
beforeAll(async () => {
  // A real session, so the authenticated routes get past the token and reach for the database; then the
  // database is closed under the app.
  closedEmbedded = await createTestApp();
  guest = await signedInGuest(closedEmbedded.db);
  await closedEmbedded.close();

  const url = `postgres://postgres@127.0.0.1:${await closedPort()}/palace`;
  const database = await openDatabase({ url });
  const logger = pino({ level: 'silent' });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: url,
  });
  const app = createApp({ env, database, logger, sms: new ConsoleSms(logger) });
  refusedServer = async (method, path, json) =>
    app.request(path, {
      method,
      headers: { ...guest.headers, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
});

const onClosedDatabase: Call = (method, path, json) =>
  closedEmbedded.call(method, path, {
    json,
    headers: { ...guest.headers, 'x-forwarded-for': '198.51.100.21' },
  });

const routesNeedingTheDatabase: [string, string, unknown?][] = [
  ['GET', '/api/rooms/getrooms'],
  ['POST', '/api/bookings/availability', { check_in_date: '2027-03-01', check_out_date: '2027-03-03' }],
  ['POST', '/api/auth/send-otp', { phone: '+919876500001' }],
  [
    'POST',
    '/api/contact',
    { kind: 'feedback', name: 'Meera Nair', email: 'meera@example.in', comments: 'Lovely stay.' },
  ],
  ['GET', '/api/auth/profile'],
  ['GET', '/api/bookings'],
  [
    'POST',
    '/api/bookings/create',
    { roomId: crypto.randomUUID(), checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numGuests: 2 },
  ],
];

describe.each([
  ['a PostgreSQL server that refuses connections', () => refusedServer],
  ['an embedded database that has been closed', () => onClosedDatabase],
])('with %s', (_, call) => {
  it.each(routesNeedingTheDatabase)(
    '%s %s answers 503 DATABASE_UNAVAILABLE in the one error shape',
    async (method, path, json) => {
      const res = await call()(method, path, json);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
        requestId: expect.any(String),
      });
      expect(res.headers.get('retry-after')).toBe('5');
    },
  );

  it('still refuses bad input with a 400 naming the field, and still serves what needs no database', async () => {
    const bad = await call()('POST', '/api/contact', {
      kind: 'feedback',
      email: 'meera@example.in',
      comments: 'Hi',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/name/i);
    expect((await call()('GET', '/api/openapi.json')).status).toBe(200);
    expect(await (await call()('GET', '/api/health')).json()).toMatchObject({
      status: 'degraded',
      database: 'down',
    });
  });
});
