// Proving an email address (decision 115): a link sent to it, signed for the account and the exact address, good
// for a day and once. Opening it changes nothing (mail scanners follow links); its page's button confirms.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { AppError, constraintOf, sqlState, UNIQUE_VIOLATION } from '../errors';
import type { MailMessage, MailProvider } from '../providers/mail';
import { type RateLimit, takeRateLimitHit } from './rate-limits';
import { type LinkKeys, linkStanding, signLink, verifyEmailSubject } from './signed-links';

/** How long a link proves its address. */
export const VERIFY_LINK_HOURS = 24;

/** Links one guest may ask for in an hour. */
export const VERIFY_SEND_LIMIT: RateLimit = {
  bucket: 'verify-email',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'We have sent you 5 links in the last hour. Please open the newest one, or ask again in an hour.',
};

/** Links one address may receive in a day, whoever asks: nobody can fill a stranger's inbox with them. */
export const VERIFY_ADDRESS_LIMIT: RateLimit = {
  bucket: 'verify-email-address',
  max: 10,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'This address has been sent 10 links today. Please open the newest one, or ask again tomorrow.',
};

/** The refusals of a link, in the guest's words. */
export const VERIFY_REFUSED = {
  forged:
    'This confirmation link is not valid: it was not sent by us, or it was changed. Ask for a new one on your profile.',
  expired: `This confirmation link has expired (links last ${VERIFY_LINK_HOURS} hours). Ask for a new one on your profile.`,
  used: 'This confirmation link was already used. Nothing was changed.',
  changed:
    'This confirmation link is for an email address your account no longer has. Ask for a link to your current address on your profile.',
  taken: 'This email address is already confirmed on another account. Nothing was changed.',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The letter that carries the link: what it proves, for how long, and what to do if the guest did not ask. */
export function verificationMail(to: string, link: string): MailMessage {
  const text = [
    'Please confirm that this is your email address for your account at The Supar Palace:',
    link,
    '',
    `The link works once, for ${VERIFY_LINK_HOURS} hours. Until you confirm, we send nothing else to this address.`,
    'Did not ask for this? Ignore this email: the address stays unconfirmed and nothing is linked to it.',
    '',
    'The Supar Palace',
  ].join('\n');
  const html = `<p>Please confirm that this is your email address for your account at The Supar Palace.</p>
<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>
<p>The link works once, for ${VERIFY_LINK_HOURS} hours. Until you confirm, we send nothing else to this address.</p>
<p>Did not ask for this? Ignore this email: the address stays unconfirmed and nothing is linked to it.</p>
<p>The Supar Palace</p>`;
  return { to, subject: 'Confirm your email address', text, html, tag: 'verify-email' };
}

/** The path of a sent link: its row, its expiry and the signature over row, account, address and expiry. */
export function verificationPath(
  sent: { id: string; userId: string; email: string; expiresAt: Date },
  secret: string,
): string {
  const { s, e } = signLink('verify-email', verifyEmailSubject(sent), secret, sent.expiresAt);
  return `/verify-email?v=${sent.id}&e=${e}&s=${s}`;
}

/**
 * Sends a link proving the guest's current address, within the guest's and the address's limits; refuses when
 * there is no address or it is already proven. A link that could not be sent is not kept.
 */
export async function sendEmailVerification(
  db: DbOrTx,
  mail: MailProvider,
  input: { userId: string; origin: string; secret: string; now: Date },
): Promise<{ to: string }> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  if (!user.email) throw new AppError('CONFLICT', 'Add an email address to your profile first.');
  if (user.verifiedAt) throw new AppError('CONFLICT', 'Your email address is already confirmed.');
  await takeRateLimitHit(db, VERIFY_SEND_LIMIT, input.userId, input.now);
  await takeRateLimitHit(db, VERIFY_ADDRESS_LIMIT, user.email.toLowerCase(), input.now);
  const expiresAt = new Date(input.now.getTime() + VERIFY_LINK_HOURS * 3_600_000);
  const [sent] = await db
    .insert(emailVerifications)
    .values({ userId: input.userId, email: user.email, createdAt: input.now, expiresAt })
    .returning();
  const link = new URL(verificationPath(sent!, input.secret), input.origin).toString();
  try {
    await mail.send(verificationMail(user.email, link));
  } catch {
    await db.delete(emailVerifications).where(eq(emailVerifications.id, sent!.id));
    throw new AppError(
      'MAIL_FAILED',
      'We could not send the confirmation email just now. Please try again in a few minutes.',
    );
  }
  return { to: user.email };
}

/**
 * Proves an address from a link: the link must be the server's, in time, unused, and for the address the account
 * has now; then the address is confirmed and the link used, together. Any refusal changes nothing.
 */
export async function confirmEmailVerification(
  db: DbOrTx,
  link: { v: string; e: string; s: string },
  keys: LinkKeys,
  now: Date,
): Promise<string> {
  const [sent] = await db.select().from(emailVerifications).where(eq(emailVerifications.id, link.v));
  if (!sent) throw new AppError('FORBIDDEN', VERIFY_REFUSED.forged);
  const standing = linkStanding(
    'verify-email',
    verifyEmailSubject(sent),
    { s: link.s, e: link.e },
    keys,
    now,
  );
  if (standing === 'forged') throw new AppError('FORBIDDEN', VERIFY_REFUSED.forged);
  if (standing === 'expired') throw new AppError('FORBIDDEN', VERIFY_REFUSED.expired);
  if (sent.confirmedAt) throw new AppError('CONFLICT', VERIFY_REFUSED.used);
  try {
    return await db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerifications)
        .set({ confirmedAt: now })
        .where(and(eq(emailVerifications.id, sent.id), isNull(emailVerifications.confirmedAt)))
        .returning({ id: emailVerifications.id });
      if (!used) throw new AppError('CONFLICT', VERIFY_REFUSED.used);
      // The exact address the link was sent to, still the account's: a link for an old address proves no new one.
      const [proven] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
        .where(and(eq(users.id, sent.userId), eq(users.email, sent.email)))
        .returning({ email: users.email });
      if (!proven) throw new AppError('FORBIDDEN', VERIFY_REFUSED.changed);
      return `Thank you: ${proven.email} is confirmed. Messages about your bookings will reach you there too.`;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && constraintOf(error) === 'users_verified_email_uq') {
      throw new AppError('CONFLICT', VERIFY_REFUSED.taken);
    }
    throw error;
  }
}
