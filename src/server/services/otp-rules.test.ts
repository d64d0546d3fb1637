import { describe, expect, it } from 'vitest';
import { lockOut, sendRefusal, waitInWords } from './otp-rules';

const now = new Date('2027-03-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sendRefusal', () => {
  it('lets a first code through', () => {
    expect(sendRefusal({ now, phoneSends: [], ipSends: [], ipLimitPerHour: 100 })).toBeNull();
  });

  it('holds a resend for 30 seconds and says how long is left', () => {
    const refusal = sendRefusal({ now, phoneSends: [ago(12)], ipSends: [ago(12)], ipLimitPerHour: 100 });
    expect(refusal).toEqual({
      reason: 'cooldown',
      retryAfterSeconds: 18,
      message: 'Please wait 18 seconds before asking for another code.',
    });
    expect(sendRefusal({ now, phoneSends: [ago(30)], ipSends: [], ipLimitPerHour: 100 })).toBeNull();
  });

  it('allows five codes per phone in ten minutes', () => {
    const four = [ago(40), ago(100), ago(200), ago(300)];
    expect(sendRefusal({ now, phoneSends: four, ipSends: [], ipLimitPerHour: 100 })).toBeNull();
    const five = [...four, ago(420)];
    expect(sendRefusal({ now, phoneSends: five, ipSends: [], ipLimitPerHour: 100 })).toMatchObject({
      reason: 'phone-limit',
      retryAfterSeconds: 180,
      message: 'Too many codes were sent to this number. Please try again in 3 minutes.',
    });
    const oneOld = [...four, ago(601)];
    expect(sendRefusal({ now, phoneSends: oneOld, ipSends: [], ipLimitPerHour: 100 })).toBeNull();
  });

  it('caps the codes one network may request in an hour', () => {
    const ipSends = [ago(60), ago(1800), ago(3000)];
    expect(sendRefusal({ now, phoneSends: [], ipSends, ipLimitPerHour: 4 })).toBeNull();
    expect(sendRefusal({ now, phoneSends: [], ipSends, ipLimitPerHour: 3 })).toMatchObject({
      reason: 'ip-limit',
      retryAfterSeconds: 600,
      message: 'Too many codes were requested from your network. Please try again in 10 minutes.',
    });
  });

  it('words waits in seconds or whole minutes', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(59)).toBe('59 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
  });
});

describe('lockOut', () => {
  const code = (secondsAgo: number, attempts: number, consumed = false) => ({
    sentAt: ago(secondsAgo),
    attempts,
    consumed,
  });
  /** `n` codes sent every two minutes, newest first, each with `attempts` wrong tries. */
  const codes = (n: number, attempts: number, firstSecondsAgo = 60) =>
    Array.from({ length: n }, (_, i) => code(firstSecondsAgo + i * 120, attempts));

  it('lets a phone with fewer than 100 wrong codes today try again', () => {
    expect(lockOut({ now, codes: [] })).toBeNull();
    expect(lockOut({ now, codes: [...codes(19, 5), code(3000, 4)] })).toBeNull();
  });

  it('pauses sign-in at the 100th wrong code until enough of them are a day old, saying when', () => {
    const hundred = codes(20, 5, 3600);
    expect(lockOut({ now, codes: hundred })).toEqual({
      // The oldest code was sent 3600 + 19 × 120 seconds ago; it leaves the day in 24 hours less that.
      retryAfterSeconds: 24 * 3600 - (3600 + 19 * 120),
      message:
        'Too many wrong codes were entered for this number, so sign-in is paused for its safety. Please try again in 23 hours.',
    });
  });

  it('counts only the wrong codes since the last sign-in, and only those of the last day', () => {
    const since = [...codes(10, 5), code(2000, 1, true), ...codes(20, 5, 3000)];
    expect(lockOut({ now, codes: since })).toBeNull();
    const dayOld = [...codes(19, 5), code(24 * 3600, 5)];
    expect(lockOut({ now, codes: dayOld })).toBeNull();
  });

  it('words a wait of hours in whole hours, never less than it is', () => {
    expect(waitInWords(3600)).toBe('60 minutes');
    expect(waitInWords(3601)).toBe('2 hours');
    expect(waitInWords(22 * 3600)).toBe('22 hours');
  });
});
