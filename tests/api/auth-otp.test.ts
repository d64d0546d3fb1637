import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createGuest } from '../../src/server/db/factories';
import { otpCodes, users, walletTransactions } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { ConsoleSms } from '../../src/server/providers/sms';
import { TEST_JWT_SECRET } from '../fixtures/auth';
import { latestCode, requestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let clock = new Date('2027-02-01T09:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let phoneSerial = 0;
/** A fresh Indian mobile number for each test, so limits of one test do not touch another. */
const newPhone = () => `+91987650${String(++phoneSerial).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const send = (phone: unknown, headers?: Record<string, string>) =>
  t.call('POST', '/api/auth/send-otp', { json: { phone }, headers });
const verify = (phone: string, otp: string) =>
  t.call('POST', '/api/auth/verify-otp', { json: { phone, otp } });
const codesFor = (phone: string) => t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));

describe('sending a code', () => {
  it('answers a known and an unknown number alike and stores only a hash of the code', async () => {
    const known = await createGuest(t.db, { phone: '+919811100001' });
    const unknown = '+919811100002';
    const a = await send(known.phone);
    const b = await send(unknown);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(Object.keys(bodyA)).toEqual(['message']);
    expect(bodyA.message.replace(/\d\d\.$/, '')).toBe(bodyB.message.replace(/\d\d\.$/, ''));
    expect(bodyA.message).toBe('OTP sent to +91 98••• •••01.');

    const otp = latestCode(t, unknown);
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await codesFor(unknown);
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - clock.getTime()).toBe(5 * 60_000);
    expect(await t.db.select().from(users).where(eq(users.phone, unknown))).toEqual([]);
  });

  it('reads the number as an Indian one and sends to its E.164 form', async () => {
    const res = await send('098765 00999');
    expect(res.status).toBe(200);
    expect((t.sms as ConsoleSms).outbox()[0]).toMatchObject({ to: '+919876500999' });
  });

  it('refuses what is not a phone number with a 400 naming the field, and stores nothing', async () => {
    const before = (await t.db.select().from(otpCodes)).length;
    for (const [phone, message] of [
      [undefined, 'Please enter phone number'],
      ['', 'Please enter phone number'],
      ['not a phone', 'Enter a valid mobile number.'],
      ['12345', 'Enter a valid mobile number.'],
      [9876543210, 'Please enter phone number'],
    ] as const) {
      const res = await send(phone);
      expect(res.status, String(phone)).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { phone: expect.any(String) },
      });
    }
    const invalidJson = await t.call('POST', '/api/auth/send-otp', {
      body: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalidJson.status).toBe(400);
    expect((await t.db.select().from(otpCodes)).length).toBe(before);
  });

  it('offers POST /auth/login as an alias of send-otp', async () => {
    const phone = newPhone();
    const res = await t.call('POST', '/api/auth/login', { json: { phone } });
    expect(res.status).toBe(200);
    expect(latestCode(t, phone)).toMatch(/^\d{6}$/);
  });
});

describe('verifying a code', () => {
  it('signs in with the right code, creating the account on first sign-in', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const res = await verify(phone, otp);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Guest',
      email: null,
      email_verified: false,
      phone,
      contact: phone,
      address: null,
      // Billing details for tax documents (issue 32, decision 102): none until the guest gives them.
      gstin: null,
      billing_name: null,
      billing_address: null,
      profile_image: null,
      wallet_balance: 0,
      role: 'guest',
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    const me = await t.call('GET', '/api/auth/profile', {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.status).toBe(200);
    expect((await me.json()).user.id).toBe(body.user.id);
  });

  it('signs an existing guest into their own account, with their wallet balance computed', async () => {
    const guest = await createGuest(t.db, { phone: newPhone(), name: 'Kavya Rao' });
    await t.db.insert(walletTransactions).values([
      { userId: guest.id, type: 'credit', suparCoins: 10, description: 'Room booking reward' },
      { userId: guest.id, type: 'referral', suparCoins: 50, description: 'Friend joined' },
      { userId: guest.id, type: 'debit', suparCoins: 15, description: 'Redeemed' },
    ]);
    const otp = await requestCode(t, guest.phone);
    const res = await verify(guest.phone, otp);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: guest.id, name: 'Kavya Rao', wallet_balance: 45 });
  });

  it('refuses a wrong code, counts the tries, and refuses the sixth even with the right code', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify(phone, wrong);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('OTP_INVALID');
      messages.push(body.message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 tries left.');
    expect(messages[3]).toBe('Invalid OTP. 1 try left.');
    expect(messages[4]).toBe('Invalid OTP. That was the last try: please request a new code.');
    const sixth = await verify(phone, otp);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      code: 'OTP_TOO_MANY_TRIES',
      message: 'Too many wrong codes. Please request a new one.',
    });
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it('accepts the right code on the fifth try', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify(phone, wrong)).status).toBe(400);
    expect((await verify(phone, otp)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    later(5 * 60 + 1);
    const res = await verify(phone, otp);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('accepts a code once', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    expect((await verify(phone, otp)).status).toBe(200);
    const again = await verify(phone, otp);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'Invalid OTP. Please request a new code.',
    });
  });

  it('refuses a code for a number that was never sent one', async () => {
    const res = await verify(newPhone(), '123456');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('OTP_INVALID');
  });

  it('names the bad field', async () => {
    const phone = newPhone();
    for (const [body, message] of [
      [{ phone, otp: '12345' }, 'Please enter complete OTP'],
      [{ phone, otp: '12a456' }, 'Please enter complete OTP'],
      [{ phone }, 'Please enter complete OTP'],
      [{ phone: 'abc', otp: '123456' }, 'Enter a valid mobile number.'],
    ] as const) {
      const res = await t.call('POST', '/api/auth/verify-otp', { json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });

  it('accepts the number written differently from how it was sent', async () => {
    const otp = await requestCode(t, '+919876511111');
    expect((await verify('98765 11111', otp)).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('remembers the name and referral code until the code is verified', async () => {
    const phone = newPhone();
    const res = await t.call('POST', '/api/auth/signup', {
      json: { name: '  Ananya Iyer ', phone, referralCode: 'ABCD2345' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/^OTP sent to /) });
    const [row] = await codesFor(phone);
    expect(row).toMatchObject({ signupName: 'Ananya Iyer', referralCode: 'ABCD2345' });

    later(31);
    // The code page resends a sign-up through /auth/signup again, with the name.
    await t.call('POST', '/api/auth/signup', {
      json: { name: 'Ananya Iyer', phone, referralCode: 'ABCD2345' },
    });
    const signedIn = await verify(phone, latestCode(t, phone));
    expect((await signedIn.json()).user.name).toBe('Ananya Iyer');
  });

  it("gives no one else's name to the account the phone's owner opens by logging in", async () => {
    const victim = newPhone();
    const attack = await t.call('POST', '/api/auth/signup', {
      json: { name: 'Mallory', phone: victim, referralCode: 'MALL0RY1' },
    });
    expect(attack.status).toBe(200);
    later(31);
    const otp = await requestCode(t, victim); // the owner logs in with send-otp
    const res = await verify(victim, otp);
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.name).toBe('Guest');
    const [account] = await t.db.select().from(users).where(eq(users.phone, victim));
    expect(account).toMatchObject({ name: 'Guest', referredBy: null });
    const codes = await codesFor(victim);
    expect(codes.filter((c) => c.consumedAt)).toEqual([
      expect.objectContaining({ signupName: null, referralCode: null }),
    ]);
  });

  it('does not rename an existing account', async () => {
    const guest = await createGuest(t.db, { phone: newPhone(), name: 'Dev Malhotra' });
    await t.call('POST', '/api/auth/signup', { json: { name: 'Someone Else', phone: guest.phone } });
    const res = await verify(guest.phone, latestCode(t, guest.phone));
    expect((await res.json()).user).toMatchObject({ id: guest.id, name: 'Dev Malhotra' });
  });

  it('asks for both fields', async () => {
    const phone = newPhone();
    for (const json of [{ phone }, { name: ' ', phone }, { name: 'Asha' }]) {
      const res = await t.call('POST', '/api/auth/signup', { json });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^(Please fill all fields|Please enter phone number)$/);
    }
    expect(await codesFor(phone)).toEqual([]);
  });
});

describe('send limits', () => {
  it('hold a resend for 30 seconds, and a resend replaces the old code', async () => {
    const phone = newPhone();
    const first = await requestCode(t, phone);
    later(10);
    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(await early.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 20 seconds before asking for another code.',
    });
    later(20);
    const second = await requestCode(t, phone);
    if (second !== first) expect((await verify(phone, first)).status).toBe(400);
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('allow five codes per phone in ten minutes, then say when to retry', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status).toBe(200);
      later(31);
    }
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).message).toBe(
      'Too many codes were sent to this number. Please try again in 8 minutes.',
    );
    later(8 * 60);
    expect((await send(phone)).status).toBe(200);
  });

  it('hold across a restart and across app processes sharing the database', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    const env = loadEnv({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.dataDir });
    const logger = pino({ level: 'silent' });
    const otherProcess = createApp({
      env,
      database: t.database,
      logger,
      now: () => clock,
      sms: new ConsoleSms(logger),
    });
    const res = await otherProcess.request('/api/auth/send-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    expect(res.status).toBe(429);
  });

  it('cap the codes one network may ask for in an hour', async () => {
    const limited = await createTestApp(
      { OTP_IP_LIMIT_PER_HOUR: '3', TRUST_PROXY: 'true' },
      { now: () => clock },
    );
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.1` });
      for (let i = 0; i < 3; i++) {
        const res = await limited.call('POST', '/api/auth/send-otp', {
          json: { phone: newPhone() },
          headers: from('203.0.113.7'),
        });
        expect(res.status).toBe(200);
      }
      const fourth = await limited.call('POST', '/api/auth/send-otp', {
        json: { phone: newPhone() },
        headers: from('203.0.113.7'),
      });
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).message).toBe(
        'Too many codes were requested from your network. Please try again in 60 minutes.',
      );
      const elsewhere = await limited.call('POST', '/api/auth/send-otp', {
        json: { phone: newPhone() },
        headers: from('198.51.100.4'),
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  const signIn = async () => {
    const phone = newPhone();
    const res = await verify(phone, await requestCode(t, phone));
    const { token } = await res.json();
    return { authorization: `Bearer ${token}` };
  };

  it('end at logout: the token is refused from then on', async () => {
    const headers = await signIn();
    const out = await t.call('POST', '/api/auth/logout', { headers });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Logout Successfully...' });
    const after = await t.call('GET', '/api/auth/profile', { headers });
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe('Your session has ended. Please log in again.');
    expect((await t.call('POST', '/api/auth/logout', { headers })).status).toBe(401);
  });

  it('refuse a tampered token and a missing one', async () => {
    const { authorization } = await signIn();
    const [head, payload, signature] = authorization.slice(7).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url');
    const res = await t.call('GET', '/api/auth/profile', {
      headers: { authorization: `Bearer ${head}.${forged}.${signature}` },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Your sign-in is not valid. Please log in again.');
    expect((await t.call('POST', '/api/auth/logout')).status).toBe(401);
  });

  it('expire after 30 days', async () => {
    const headers = await signIn();
    later(30 * 86_400 + 1);
    const res = await t.call('GET', '/api/auth/profile', { headers });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('SESSION_EXPIRED');
  });
});

describe('the OpenAPI document', () => {
  it('lists the sign-in and profile routes', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    for (const path of [
      '/api/auth/send-otp',
      '/api/auth/login',
      '/api/auth/signup',
      '/api/auth/verify-otp',
      '/api/auth/logout',
      '/api/auth/profile',
      '/api/auth/update-profile',
      '/api/dev/sms-outbox',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/auth/profile'].put.requestBody.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
  });
});
