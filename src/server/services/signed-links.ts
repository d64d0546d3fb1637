// The signed links in emails (decision 114): the unsubscribe links (a guest's offers, a newsletter address), the
// link that erases an invitation, and the link that proves an email address is the guest's (decision 115). Each purpose signs with a key of its own, derived from LINK_SECRET by HKDF-SHA256
// (RFC 5869) with the purpose as its label, and names its purpose in the signed text too: a link of one purpose is
// nothing to another, nor to a session (JWT_SECRET). A link that grants anything signs in its expiry.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link does. The first three only withdraw or erase (they grant nothing), so they never expire
 * (decision 114); 'verify-email' links an address to an account, so it must carry an expiry (decision 115).
 */
export type LinkPurpose = 'unsubscribe' | 'unsubscribe-newsletter' | 'forget-invitation' | 'verify-email';

/** Purposes that grant something: a link of one without a signed expiry is not the server's. */
const MUST_EXPIRE: readonly LinkPurpose[] = ['verify-email'];

/** The secrets a link is checked against: LINK_SECRET, and JWT_SECRET, which signed the links sent before. */
export interface LinkKeys {
  secret: string;
  legacySecret?: string;
}

/** The link keys of the server's settings. */
export const linkKeysOf = (env: { LINK_SECRET: string; JWT_SECRET: string }): LinkKeys => ({
  secret: env.LINK_SECRET,
  legacySecret: env.JWT_SECRET,
});

/**
 * The last moment a link signed before decision 114 (HMAC-SHA256 of `purpose:id` under JWT_SECRET) is honoured:
 * the end of 2027 in the hotel's zone, a year of monthly letters carrying new links after the change. Every such
 * link only withdraws consent or erases an invitation; after this moment the guest signs in or uses a newer letter.
 */
export const LEGACY_LINKS_HONOURED_UNTIL = new Date('2027-12-31T18:30:00Z');

/** A link's signature, and the expiry it signs in (seconds since 1970) when it has one. */
export interface LinkSignature {
  s: string;
  e?: string;
}

/** How a link stands: made by the server and in time, made by it but past its expiry, or not made by it. */
export type LinkStanding = 'valid' | 'expired' | 'forged';

const keyOf = (secret: string, purpose: LinkPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, 'palace signed links', purpose, 32));

const mac = (secret: string, purpose: LinkPurpose, id: string, expires: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(`${purpose}\n${id}\n${expires}`).digest('base64url');

const same = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * What a 'verify-email' link signs: the sent link's row, the account and the exact address it was sent to, so a
 * link proves one address for one account and nothing else (an address never holds a line break).
 */
export function verifyEmailSubject(link: { id: string; userId: string; email: string }): string {
  return `${link.id}\n${link.userId}\n${link.email}`;
}

/** Signs a link of `purpose` acting on row `id`, valid until `expiresAt` if it has one. */
export function signLink(
  purpose: LinkPurpose,
  id: string,
  secret: string,
  expiresAt: Date | null = null,
): LinkSignature {
  const e = expiresAt ? String(Math.floor(expiresAt.getTime() / 1000)) : undefined;
  return e ? { s: mac(secret, purpose, id, e), e } : { s: mac(secret, purpose, id, '') };
}

/**
 * Whether a link of `purpose` for row `id` is the server's: signed with this purpose's key (its expiry included,
 * and not past), or, until LEGACY_LINKS_HONOURED_UNTIL, one signed the old way under JWT_SECRET.
 */
export function linkStanding(
  purpose: LinkPurpose,
  id: string,
  given: LinkSignature,
  keys: LinkKeys,
  now: Date,
): LinkStanding {
  const e = given.e ?? '';
  if (!/^\d{0,12}$/.test(e) || (!e && MUST_EXPIRE.includes(purpose))) return 'forged';
  if (same(mac(keys.secret, purpose, id, e), given.s)) {
    return e && Number(e) * 1000 < now.getTime() ? 'expired' : 'valid';
  }
  if (keys.legacySecret && !e && same(legacySignature(purpose, id, keys.legacySecret), given.s)) {
    return now <= LEGACY_LINKS_HONOURED_UNTIL ? 'valid' : 'expired';
  }
  return 'forged';
}

/** The signature links carried before decision 114: HMAC-SHA256 of `purpose:id` under the session secret. */
function legacySignature(purpose: LinkPurpose, id: string, jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update(`${purpose}:${id}`).digest('base64url');
}
