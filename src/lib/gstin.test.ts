import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinRefusal, gstinState, normaliseGstin } from './gstin';

/** The worked example of the check character published with the algorithm (27 = Maharashtra). */
const PUBLISHED_EXAMPLE = '27AAPFU0939F1ZV';
/** The demo hotel's GSTIN (src/content/site.json): Rajasthan, a company's PAN, first registration. */
const DEMO_HOTEL = '08AAGCS7461M1ZQ';

describe('gstinCheckCharacter', () => {
  it("computes the published example's check character", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it("computes the demo hotel's", () => {
    expect(gstinCheckCharacter(DEMO_HOTEL.slice(0, 14))).toBe('Q');
  });
});

describe('gstinRefusal', () => {
  it.each([PUBLISHED_EXAMPLE, DEMO_HOTEL])('accepts %s', (gstin) => {
    expect(gstinRefusal(gstin)).toBeNull();
  });

  it('refuses a wrong check character, asking the guest to look for a typing mistake', () => {
    expect(gstinRefusal('27AAPFU0939F1ZW')).toBe(
      'This GSTIN does not add up (its last character is a check on the others): please check it for a typing mistake.',
    );
  });

  it('refuses two swapped characters (the check catches them)', () => {
    expect(gstinRefusal('27AAPFU0993F1ZV')).toMatch(/does not add up/);
  });

  it.each([
    ['', 'Enter the GSTIN: 15 characters, starting with the two-digit state code.'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters; this one has 14.'],
    ['27AAPFU0939F1ZV1', 'A GSTIN has 15 characters; this one has 16.'],
    ['27AAPFU0939F1Z.', 'A GSTIN has only letters and digits.'],
    ['99AAPFU0939F1ZV', 'A GSTIN starts with a state code such as 08 for Rajasthan; 99 is not one.'],
    [
      '27AAPF10939F1ZV',
      "Characters 3 to 12 of a GSTIN are the holder's PAN (five letters, four digits, a letter); AAPF10939F is not a PAN.",
    ],
    ['27AAPFU0939F0ZV', 'The 13th character of a GSTIN is the registration number, 1-9 or A-Z, never 0.'],
    ['27AAPFU0939F1YV', 'The 14th character of a GSTIN is the letter Z.'],
  ])('refuses %j: %s', (gstin, message) => {
    expect(gstinRefusal(gstin)).toBe(message);
  });
});

describe('normaliseGstin', () => {
  it('takes out spaces and hyphens and makes capitals, so a GSTIN typed loosely is still found valid', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe(PUBLISHED_EXAMPLE);
    expect(normaliseGstin('27-AAPFU0939F-1ZV')).toBe(PUBLISHED_EXAMPLE);
    expect(gstinRefusal(normaliseGstin('08 aagcs 7461m 1zq'))).toBeNull();
  });
});

describe('gstinState', () => {
  it('names the state a GSTIN is registered in', () => {
    expect(gstinState(DEMO_HOTEL)).toEqual({ code: '08', name: 'Rajasthan' });
  });
});
