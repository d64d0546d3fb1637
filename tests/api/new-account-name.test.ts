import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from '../../src/server/db/factories';
import { otpCodes, users } from '../../src/server/db/schema';
import { latestCode, requestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 31, item 11: a mistyped number at /login must not silently become an account named "Guest". Once the
// code is right, a number with no account hears that one will be made and is asked for the name first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2027-02-01T09:00:00Z') });
});
afterAll(() => t.close());

let serial = 0;
const newPhone = () => `+91987660${String(++serial).padStart(4, '0')}`;
const verify = (json: Record<string, unknown>) => t.call('POST', '/api/auth/verify-otp', { json });
const accountOf = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0];

describe('verify-otp for a number with no account, asked by the sign-in page', () => {
  it('makes no account until the name comes, then makes it with that name', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const asked = await verify({ phone, otp, askName: true });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      needsName: true,
      isNewUser: true,
      message: expect.stringMatching(
        /^No account uses \+91 .+ yet\. We will make a new one: please tell us your name and agree to our privacy notice\.$/,
      ),
    });
    expect(await accountOf(phone)).toBeUndefined();

    const named = await verify({ phone, otp, askName: true, name: '  Meera Iyer ', acceptNotice: true });
    expect(named.status).toBe(200);
    const session = await named.json();
    expect(session).toMatchObject({
      token: expect.any(String),
      isNewUser: true,
      user: { name: 'Meera Iyer' },
    });
    expect(await accountOf(phone)).toMatchObject({ name: 'Meera Iyer' });
    // The code was spent by the sign-in that made the account.
    expect((await verify({ phone, otp, askName: true, name: 'Meera Iyer', acceptNotice: true })).status).toBe(
      400,
    );
    const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(code?.consumedAt).not.toBeNull();
  });

  it('tells nothing to a wrong code, and signs an existing guest straight in', async () => {
    const phone = newPhone();
    const sent = await requestCode(t, phone);
    // Never the code sent, whatever it is (a fixed guess would be right once in a million runs).
    const wrong = await verify({ phone, otp: sent === '000000' ? '111111' : '000000', askName: true });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/^Invalid OTP/);

    const known = await createGuest(t.db, { phone: newPhone(), name: 'Kabir Shah' });
    const otp = await requestCode(t, known.phone);
    const res = await verify({ phone: known.phone, otp, askName: true });
    expect(await res.json()).toMatchObject({ isNewUser: false, user: { id: known.id, name: 'Kabir Shah' } });
  });

  it('uses the name given at sign-up without asking again', async () => {
    const phone = newPhone();
    const signup = await t.call('POST', '/api/auth/signup', { json: { name: 'Tara Sen', phone } });
    expect(signup.status).toBe(200);
    const res = await verify({ phone, otp: latestCode(t, phone), askName: true, acceptNotice: true });
    expect(await res.json()).toMatchObject({ isNewUser: true, user: { name: 'Tara Sen' } });
  });

  it('refuses an empty name in words', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const res = await verify({ phone, otp, askName: true, name: '   ' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter your name.');
    expect(await accountOf(phone)).toBeUndefined();
  });
});

describe('verify-otp as the spec’s client sends it (phone and code only)', () => {
  it('still signs a new number in, saying the account is new', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const res = await verify({ phone, otp });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token: expect.any(String), isNewUser: true, user: { phone } });
  });
});
