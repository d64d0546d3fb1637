import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, toE164 } from './phone';
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
