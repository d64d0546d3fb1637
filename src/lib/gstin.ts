// Imported by scripts/start.mjs through env.ts under Node's own type stripping: erasable TypeScript, no imports.
// A GSTIN (docs/decisions/094-gst-rules.md): state code (2 digits), the holder's PAN (10), the registration's
// number within the state (1), 'Z' (1) and a check character (1) computed from the first fourteen.

/** The state codes a GSTIN starts with (Census 2011 codes, as the GST system uses them), with their names. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The 36 characters of the check-character alphabet, each worth its index. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** A GSTIN as typed, made comparable: capitals, with spaces and hyphens taken out. */
export function normaliseGstin(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The check character of a GSTIN's first fourteen characters: each character's value (0-9, A-Z as 10-35) is
 * multiplied by 1 and 2 alternately, each product's base-36 digits are added up, and the check character is
 * the one that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * Why a GSTIN (normalised) cannot be accepted, in the guest's words, or null when it is well formed and its
 * check character matches. It cannot tell whether the number is registered: only the GST portal knows that.
 */
export function gstinRefusal(gstin: string): string | null {
  if (gstin === '') return 'Enter the GSTIN: 15 characters, starting with the two-digit state code.';
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'A GSTIN has only letters and digits.';
  if (gstin.length !== 15) {
    return `A GSTIN has 15 characters; this one has ${gstin.length}.`;
  }
  const state = gstin.slice(0, 2);
  if (!GST_STATES[state])
    return `A GSTIN starts with a state code such as 08 for Rajasthan; ${state} is not one.`;
  const pan = gstin.slice(2, 12);
  if (!PAN.test(pan)) {
    return `Characters 3 to 12 of a GSTIN are the holder's PAN (five letters, four digits, a letter); ${pan} is not a PAN.`;
  }
  if (gstin[12] === '0')
    return 'The 13th character of a GSTIN is the registration number, 1-9 or A-Z, never 0.';
  if (gstin[13] !== 'Z') return 'The 14th character of a GSTIN is the letter Z.';
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return 'This GSTIN does not add up (its last character is a check on the others): please check it for a typing mistake.';
  }
  return null;
}

/** The state code and name a (valid) GSTIN is registered in. */
export function gstinState(gstin: string): { code: string; name: string } {
  const code = gstin.slice(0, 2);
  return { code, name: GST_STATES[code] ?? code };
}
