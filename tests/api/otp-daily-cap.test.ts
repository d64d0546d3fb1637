import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/server/db/schema';
import { PHONE_WRONG_CODES_PER_DAY } from '../../src/server/services/otp-rules';
import { requestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 30, item 14: 25 counted guesses per phone per 10 minutes and no daily cap let a guesser try about 3,600
// codes a day. At most 100 wrong codes a day since the last sign-in (NIST SP 800-63B §5.2.2).
let t: TestApp;
let clock = new Date('2027-02-01T09:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const verify = (phone: string, otp: string) =>
  t.call('POST', '/api/auth/verify-otp', { json: { phone, otp } });
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

/** Sends `codes` codes two minutes apart (within the send limits), guessing each `wrong` times; the last code. */
async function guessWrong(phone: string, codes: number, wrong: number): Promise<string> {
  let otp = '';
  for (let i = 0; i < codes; i++) {
    if (i > 0) later(121);
    otp = await requestCode(t, phone);
    for (let g = 0; g < wrong; g++) expect((await verify(phone, wrongFor(otp))).status).toBe(400);
  }
  return otp;
}

describe('the daily cap on wrong sign-in codes', () => {
  it('pauses sign-in for a phone after 100 wrong codes in a day: no code is checked or sent, and it says until when', async () => {
    const phone = '+919876611001';
    const firstSent = clock;
    // 25 codes, four wrong tries each: every code keeps a try, only the day's count runs out.
    const last = await guessWrong(phone, 25, 4);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(PHONE_WRONG_CODES_PER_DAY);

    const right = await verify(phone, last);
    expect(right.status).toBe(429);
    const body = await right.json();
    expect(body).toMatchObject({ code: 'OTP_TOO_MANY_TRIES' });
    expect(body.message).toMatch(
      /^Too many wrong codes were entered for this number, so sign-in is paused for its safety\. Please try again in \d+ hours\.$/,
    );
    const wait = Number(right.headers.get('retry-after'));
    expect(wait).toBe((firstSent.getTime() + 24 * 3600_000 - clock.getTime()) / 1000);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    // The refused try was not counted.
    const after = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(after.reduce((sum, row) => sum + row.attempts, 0)).toBe(PHONE_WRONG_CODES_PER_DAY);

    later(600);
    const send = await t.call('POST', '/api/auth/send-otp', { json: { phone } });
    expect(send.status).toBe(429);
    expect((await send.json()).message).toMatch(/^Too many wrong codes were entered for this number/);
    expect(Number(send.headers.get('retry-after'))).toBe(wait - 600);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(25);

    // Once the first code is a day old, its four tries no longer count: the phone may sign in again.
    clock = new Date(firstSent.getTime() + 24 * 3600_000);
    const otp = await requestCode(t, phone);
    expect((await verify(phone, otp)).status).toBe(200);
  });

  it('counts the wrong codes since the last sign-in only', async () => {
    const phone = '+919876611002';
    const last = await guessWrong(phone, 20, 4);
    expect((await verify(phone, last)).status).toBe(200);
    later(121);
    // 80 wrong tries before the sign-in no longer count: a guest who mistyped all day is not locked out by them.
    await guessWrong(phone, 6, 4);
    later(121);
    const otp = await requestCode(t, phone);
    expect((await verify(phone, otp)).status).toBe(200);
  });
});
