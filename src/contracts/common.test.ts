import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric } from './common';

const Party = z.strictObject({
  partySize: numeric(z.number({ error: 'Choose how many guests.' }).int().min(1).max(12)),
  totalAmount: numeric(z.number()).nullish(),
});
const refusal = (body: unknown) => {
  const parsed = Party.safeParse(body);
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('numeric: a number, or its numeral as forms send it', () => {
  it.each([
    ['4', 4],
    [' 4 ', 4],
    [4, 4],
    ['12', 12],
  ])('reads %j as %j', (partySize, read) => {
    expect(Party.parse({ partySize })).toEqual({ partySize: read });
  });

  it('reads a decimal and a negative numeral, and leaves the checks to the schema', () => {
    expect(Party.parse({ partySize: 2, totalAmount: '745.50' }).totalAmount).toBe(745.5);
    expect(Party.parse({ partySize: 2, totalAmount: '-3' }).totalAmount).toBe(-3);
    expect(refusal({ partySize: '2.5' })).toEqual([expect.stringMatching(/^partySize: /)]);
    expect(refusal({ partySize: '13' })).toEqual([expect.stringMatching(/^partySize: /)]);
    expect(Party.safeParse({ partySize: '12.0' }).data?.partySize).toBe(12);
  });

  it.each(['four', '', ' ', '4 guests', '1e3', '0x10', '1,000', '+4', '₹745', 'Infinity', 'NaN'])(
    'refuses the text %j with the field’s own message',
    (partySize) => {
      expect(refusal({ partySize })).toEqual(['partySize: Choose how many guests.']);
    },
  );

  it.each([[true], [null], [[]], [{}]])('refuses %j as before', (partySize) => {
    expect(refusal({ partySize })).toEqual(['partySize: Choose how many guests.']);
  });

  it('keeps optional and nullable fields so', () => {
    expect(Party.parse({ partySize: 1 })).toEqual({ partySize: 1 });
    expect(Party.parse({ partySize: 1, totalAmount: null })).toEqual({ partySize: 1, totalAmount: null });
  });
});
