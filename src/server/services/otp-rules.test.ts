import { describe, expect, it } from 'vitest';
import { sendRefusal, waitInWords } from './otp-rules';

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
