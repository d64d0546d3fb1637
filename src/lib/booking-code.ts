// Letters that cannot be mistaken for each other when read out on the phone (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short random reference a guest can read out, such as `PAL-7KQ2MX`. */
export function newBookingCode(prefix = 'PAL', length = 6): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `${prefix}-${code}`;
}

/** A guest's own referral code, shared in invite links. */
export function newReferralCode(): string {
  return newBookingCode('REF', 8).slice(4);
}
