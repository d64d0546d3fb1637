// How strong a secret production accepts (docs/decisions/093-hardening.md). Erasable TypeScript with no imports at
// run time: scripts/start.mjs loads it, through env.ts and app-mode.ts, before anything else.

/**
 * Keys the hotel makes itself, each an HMAC-SHA256 key (sessions, sign-in code hashes, webhooks): at least the
 * hash's 32 bytes, as RFC 7518 §3.2 requires of an HS256 key and RFC 2104 §3 advises for any HMAC key.
 */
export const OWN_SECRET_MIN_LENGTH = 32;
/** A secret a provider issues (Razorpay's key secret is 24 characters): long enough that a placeholder is caught. */
export const ISSUED_SECRET_MIN_LENGTH = 16;
/**
 * Different characters every secret must use: refuses filler such as `aaaa…` or `test-secret-test-secret`. A random
 * hex value of 32 characters has fewer than 8 by a chance of one in 28 million; a longer or base64 one, far less.
 */
export const SECRET_MIN_DISTINCT = 8;

/** Whether the hotel made the secret (`own`) or a provider issued it (`issued`). */
export type SecretOrigin = 'own' | 'issued';

/** Why a secret is too weak for production (a phrase that follows its setting's name), or null when it will do. */
export function weakSecret(value: string, origin: SecretOrigin): string | null {
  const minLength = origin === 'own' ? OWN_SECRET_MIN_LENGTH : ISSUED_SECRET_MIN_LENGTH;
  const length = [...value].length;
  const distinct = new Set(value).size;
  if (length >= minLength && distinct >= SECRET_MIN_DISTINCT) return null;
  const found = `${length} characters, ${distinct} of them different`;
  return `is too weak to guard real guests (${found}): production needs at least ${minLength} characters and ${SECRET_MIN_DISTINCT} different ones`;
}
