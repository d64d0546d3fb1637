import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { otpCodes } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { ConsoleSms } from '../../src/server/providers/sms';
import { PHONE_WRONG_CODES_PER_DAY } from '../../src/server/services/otp-rules';
import { TEST_JWT_SECRET } from '../fixtures/auth';
import { latestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Races PGlite cannot show: several app processes on one PostgreSQL server.
let t: TestApp;
let other: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const logger = pino({ level: 'silent' });
  other = createApp({
    env: loadEnv({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.dataDir }),
    database: t.database,
    logger,
    sms: new ConsoleSms(logger),
  });
});
afterAll(() => t.close());

const post = (app: { request: typeof other.request }, path: string, json: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

describe('sign-in codes under concurrency', () => {
  it('send one code when two processes are asked at the same instant', async () => {
    const phone = '+919876600001';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? other : t.app, '/api/auth/send-otp', { phone })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(1);
  });

  it('count every parallel guess, so no more than five are ever checked', async () => {
    const phone = '+919876600002';
    expect((await post(t.app, '/api/auth/send-otp', { phone })).status).toBe(200);
    const otp = latestCode(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? other : t.app, '/api/auth/verify-otp', { phone, otp: wrong }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.attempts).toBe(5);
    expect((await post(t.app, '/api/auth/verify-otp', { phone, otp })).status).toBe(429);
  });

  it('stop at the daily cap of wrong codes however many guesses arrive at once', async () => {
    const phone = '+919876600004';
    // Earlier today: 20 codes sent to this phone took 97 wrong tries (issue 30, item 14).
    const hourAgo = Date.now() - 3600_000;
    await t.db.insert(otpCodes).values(
      Array.from({ length: 20 }, (_, i) => ({
        phone,
        codeHash: '0'.repeat(64),
        attempts: i === 0 ? 2 : 5,
        createdAt: new Date(hourAgo - i * 120_000),
        expiresAt: new Date(hourAgo - i * 120_000 + 300_000),
      })),
    );
    expect(PHONE_WRONG_CODES_PER_DAY).toBe(100);
    expect((await post(t.app, '/api/auth/send-otp', { phone })).status).toBe(200);
    const otp = latestCode(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? other : t.app, '/api/auth/verify-otp', { phone, otp: wrong }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(100);
    const right = await post(other, '/api/auth/verify-otp', { phone, otp });
    expect(right.status).toBe(429);
    expect((await right.json()).message).toMatch(/^Too many wrong codes were entered for this number/);
  });

  it('accept a right code once even when it is sent twice at the same instant', async () => {
    const phone = '+919876600003';
    expect((await post(t.app, '/api/auth/send-otp', { phone })).status).toBe(200);
    const otp = latestCode(t, phone);
    const answers = await Promise.all([
      post(t.app, '/api/auth/verify-otp', { phone, otp }),
      post(other, '/api/auth/verify-otp', { phone, otp }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
