import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, INDIAN_MOBILE_PATTERN, maskPhone, toE164 } from './phone';
import { displayPhone } from './phone-display';

describe('toE164', () => {
  it('reads Indian numbers however they are typed', () => {
    expect(toE164('9812345678')).toBe('+919812345678');
    expect(toE164('098123 45678')).toBe('+919812345678');
    expect(toE164('+91-98123-45678')).toBe('+919812345678');
    expect(toE164(' +91 (98123) 45678 ')).toBe('+919812345678');
  });

  it('keeps foreign numbers given with their country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a phone number', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('12345')).toBeNull();
    expect(toE164('call me maybe')).toBeNull();
    expect(toE164('98123abc45678')).toBeNull();
    expect(toE164('+91 98123 456789012')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes a number for people and hides its middle when asked', () => {
    expect(formatPhone('+919812345678')).toBe('+91 98123 45678');
    expect(maskPhone('+919812345678')).toBe('+91 98••• •••78');
  });
});

describe('displayPhone', () => {
  it('spaces an Indian mobile for reading and leaves other numbers alone', () => {
    expect(displayPhone('+919812345678')).toBe('+91 98123 45678');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
  });
});

describe('INDIAN_MOBILE_PATTERN', () => {
  it('matches only numbers toE164 takes', () => {
    const pattern = new RegExp(INDIAN_MOBILE_PATTERN, 'u');
    fc.assert(
      fc.property(fc.stringMatching(pattern), (typed) => {
        expect(toE164(typed), JSON.stringify(typed)).toMatch(/^\+91[6-9]\d{9}$/);
      }),
      { numRuns: 2000 },
    );
    for (const typed of ['98123 45678', '+91-98123-45678', '9812345678', '+919812345678']) {
      expect(pattern.test(typed), typed).toBe(true);
    }
    for (const typed of ['5812345678', '98123', '+44 20 7946 0958'])
      expect(pattern.test(typed), typed).toBe(false);
  });
});
