import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/server/db/schema';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { ConsoleSms } from '../../src/server/providers/sms';
import { hashOtp } from '../../src/server/services/otp';
import { PRODUCTION, TEST_JWT_SECRET } from '../fixtures/auth';
import { requestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** Every /api/dev route the app declares, with a body its validator would accept. */
function devRoutes(t: TestApp) {
  const routes = t.app.routes
    .filter((r) => r.path.startsWith('/api/dev/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].map((route) => {
    const [method = '', path = ''] = route.split(' ');
    return { method, path, json: method === 'GET' ? undefined : { order_id: 'order_x', outcome: 'success' } };
  });
}

describe('a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Even handed the demo providers (as a slip in wiring might), production keeps /api/dev closed.
    const logger = pino({ level: 'silent' });
    t = await createTestApp(PRODUCTION, {
      sms: new ConsoleSms(logger),
      payments: sandboxProvider('sandbox-secret'),
    });
  });
  afterAll(() => t.close());

  it('answers 404 on every /api/dev route, as on a path that does not exist', async () => {
    const routes = devRoutes(t);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/dev/sms-outbox',
        'GET /api/dev/mail-outbox',
        'POST /api/dev/sandbox/pay',
      ]),
    );
    for (const { method, path, json } of routes) {
      const res = await t.call(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({
        message: `No API route matches ${method} ${path}.`,
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('still serves the rest of the API', async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});

describe('a demo server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_MODE: 'demo', OTP_SECRET: 'otp-secret-of-the-demo-test-0001' });
  });
  afterAll(() => t.close());

  it('serves the SMS and mail outboxes and the payment sandbox', async () => {
    await requestCode(t, '+919812399001');
    const outbox = await t.call('GET', '/api/dev/sms-outbox');
    expect(outbox.status).toBe(200);
    expect((await outbox.json()).messages[0]).toMatchObject({ to: '+919812399001' });
    expect((await t.call('GET', '/api/dev/mail-outbox')).status).toBe(200);
    const pay = await t.call('POST', '/api/dev/sandbox/pay', {
      json: { order_id: 'order_x', outcome: 'failure' },
    });
    expect(pay.status).toBe(200);
  });

  it('keys the stored code hash with OTP_SECRET, not the session secret, and signs in with it', async () => {
    const phone = '+919812399002';
    const otp = await requestCode(t, phone);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).toBe(hashOtp('otp-secret-of-the-demo-test-0001', phone, otp));
    expect(row!.codeHash).not.toBe(hashOtp(TEST_JWT_SECRET, phone, otp));
    const res = await t.call('POST', '/api/auth/verify-otp', { json: { phone, otp } });
    expect(res.status).toBe(200);
  });
});
