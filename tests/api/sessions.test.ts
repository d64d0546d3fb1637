import { OpenAPIHono } from '@hono/zod-openapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { requireAdmin, requireUser } from '../../src/server/http/auth';
import { handleError } from '../../src/server/http/errors';
import type { AppEnv } from '../../src/server/http/types';
import { ConsoleMail } from '../../src/server/providers/mail';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { ConsoleSms } from '../../src/server/providers/sms';
import { issueSession, revokeSession } from '../../src/server/services/sessions';
import { signedInGuest, TEST_JWT_SECRET } from '../fixtures/auth';
import { openTestDatabase } from '../fixtures/database';

let database: Database;
let now = new Date('2027-01-10T10:00:00Z');
let app: OpenAPIHono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = loadEnv({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
  app = new OpenAPIHono<AppEnv>();
  app.use(async (c, next) => {
    const logger = pino({ level: 'silent' });
    c.set('deps', {
      env,
      database,
      logger,
      now: () => now,
      imageUrl: (k) => k,
      sms: new ConsoleSms(logger),
      mail: new ConsoleMail('The Supar Palace <stay@suparpalace.in>', logger),
      payments: sandboxProvider('sandbox-secret'),
    });
    c.set('requestId', 'test');
    await next();
  });
  app.get('/me', requireUser(), (c) => c.json(c.get('user')));
  app.get('/admin', requireAdmin(), (c) => c.json({ ok: true }));
  app.onError(handleError);
});
afterAll(() => database.close());

const get = (path: string, token?: string) =>
  app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('sessions', () => {
  it('let a signed-in guest through as themselves', async () => {
    const { user, token } = await signedInGuest(database.db, { name: 'Meera' }, now);
    const res = await get('/me', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, name: 'Meera', role: 'guest' });
  });

  it('refuse a missing token with a clear 401', async () => {
    const res = await get('/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue.',
    });
  });

  it('refuse a tampered token', async () => {
    const { token } = await signedInGuest(database.db, {}, now);
    const [head, body, sig] = token.split('.');
    const flipped = `${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await get('/me', flipped);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Your sign-in is not valid. Please log in again.');
  });

  it('refuse a revoked session (logout) and an expired one', async () => {
    const { token, sessionId } = await signedInGuest(database.db, {}, now);
    await revokeSession(database.db, sessionId, now);
    expect((await get('/me', token)).status).toBe(401);

    const fresh = await signedInGuest(database.db, {}, now);
    now = new Date(now.getTime() + 31 * 86_400_000);
    const res = await get('/me', fresh.token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    now = new Date('2027-01-10T10:00:00Z');
  });

  it('keep admin routes for admins only', async () => {
    const guest = await signedInGuest(database.db, {}, now);
    const forbidden = await get('/admin', guest.token);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe('FORBIDDEN');

    const admin = await signedInGuest(database.db, { role: 'admin' }, now);
    expect((await get('/admin', admin.token)).status).toBe(200);
  });

  it('refuse a token signed with another secret', async () => {
    const { user } = await signedInGuest(database.db, {}, now);
    const { token } = await issueSession(database.db, {
      userId: user.id,
      secret: 'another-secret-entirely',
      now,
    });
    expect((await get('/me', token)).status).toBe(401);
  });
});
