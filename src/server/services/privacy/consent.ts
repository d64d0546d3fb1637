import { and, eq, isNull } from 'drizzle-orm';
import type { ConsentRoute } from '~/lib/consent';
import type { DbOrTx } from '~/server/db/client';
import { consentRecords, newsletterSubscribers, referrals, users } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { type LinkKeys, type LinkPurpose, linkStanding, signLink } from '../signed-links';
import { verifiedEmailColumn } from '../verified-email';

/**
 * The signature of a guest's unsubscribe link: their id signed for this purpose (LINK_SECRET), so the link works
 * without signing in and nobody can make one for someone else. It never expires (decision 114).
 */
export function unsubscribeSignature(userId: string, secret: string): string {
  return signLink('unsubscribe', userId, secret).s;
}

/** The path of a guest's unsubscribe link, for every marketing email. */
export function unsubscribePath(userId: string, secret: string): string {
  return `/unsubscribe?u=${userId}&s=${unsubscribeSignature(userId, secret)}`;
}

/** The path of a newsletter subscriber's unsubscribe link (they may have no account): their subscription signed. */
export function newsletterUnsubscribePath(subscriberId: string, secret: string): string {
  return `/unsubscribe?n=${subscriberId}&s=${signLink('unsubscribe-newsletter', subscriberId, secret).s}`;
}

/** The signature of the link in an invitation that lets the invited friend erase it (no account needed). */
export function invitationSignature(referralId: string, secret: string): string {
  return signLink('forget-invitation', referralId, secret).s;
}

/** The path of an invitation's erase link. */
export function forgetInvitationPath(referralId: string, secret: string): string {
  return `/forget-invitation?i=${referralId}&s=${invitationSignature(referralId, secret)}`;
}

/** Refuses a link of `purpose` the server did not make (or made before and no longer honours), in `refusal`'s words. */
function assertLink(purpose: LinkPurpose, id: string, s: string, keys: LinkKeys, now: Date, refusal: string) {
  if (linkStanding(purpose, id, { s }, keys, now) !== 'valid') throw new AppError('FORBIDDEN', refusal);
}

/**
 * Erases an invitation at the invited friend's request (DPDP Act s. 12: their name and address were given by
 * someone else): an invite not taken up is deleted; one they joined through loses their email address.
 */
export async function forgetInvitation(
  db: DbOrTx,
  referralId: string,
  signature: string,
  keys: LinkKeys,
  now: Date,
) {
  assertLink('forget-invitation', referralId, signature, keys, now, 'This link is not valid.');
  const deleted = await db
    .delete(referrals)
    .where(and(eq(referrals.id, referralId), eq(referrals.status, 'invited')))
    .returning({ id: referrals.id });
  if (deleted.length === 0) {
    await db.update(referrals).set({ refereeEmail: null }).where(eq(referrals.id, referralId));
  }
  return 'Your invitation and your email address are erased. Nobody will write to you about it again.';
}

/** Records the privacy notice the guest agreed to at sign-up (its version, now). */
export async function recordNoticeAgreement(
  tx: DbOrTx,
  userId: string,
  version: string,
  marketing: boolean,
  now: Date,
) {
  await tx
    .update(users)
    .set({ noticeVersion: version, noticeAcceptedAt: now, marketingConsent: marketing })
    .where(eq(users.id, userId));
  await tx.insert(consentRecords).values([
    { userId, kind: 'privacy-notice', noticeVersion: version, given: true, via: 'sign-up', createdAt: now },
    { userId, kind: 'marketing', given: marketing, via: 'sign-up', createdAt: now },
  ]);
}

/** Gives or withdraws consent to offers by SMS and email, recorded; unchanged answers are not recorded twice. */
export async function setMarketingConsent(
  db: DbOrTx,
  userId: string,
  marketing: boolean,
  via: ConsentRoute,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ marketingConsent: marketing, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.marketingConsent, !marketing), isNull(users.erasedAt)))
      .returning({ email: verifiedEmailColumn });
    if (!changed) return false;
    await tx
      .insert(consentRecords)
      .values({ userId, kind: 'marketing', given: marketing, via, createdAt: now });
    // The newsletter is marketing too: withdrawing takes the guest's address off it, once the address is proven theirs.
    if (!marketing && changed.email) {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, changed.email));
    }
    return true;
  });
}

/** What a refused unsubscribe link answers. */
const UNSUBSCRIBE_REFUSED = 'This unsubscribe link is not valid.';

/** Withdraws marketing consent from a signed link; refuses a link whose signature is not the server's. */
export async function unsubscribe(db: DbOrTx, userId: string, signature: string, keys: LinkKeys, now: Date) {
  assertLink('unsubscribe', userId, signature, keys, now, UNSUBSCRIBE_REFUSED);
  const withdrawn = await setMarketingConsent(db, userId, false, 'unsubscribe-link', now);
  return withdrawn
    ? 'You are unsubscribed: no more offers by SMS or email. Booking messages still reach you.'
    : 'You were already unsubscribed. Booking messages still reach you.';
}

/** Takes an address off the newsletter from the signed link in a letter; refuses a link not signed by the server. */
export async function leaveNewsletter(
  db: DbOrTx,
  subscriberId: string,
  signature: string,
  keys: LinkKeys,
  now: Date,
) {
  assertLink('unsubscribe-newsletter', subscriberId, signature, keys, now, UNSUBSCRIBE_REFUSED);
  const removed = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId))
    .returning({ id: newsletterSubscribers.id });
  return removed.length > 0
    ? 'You are off the palace letter: we will not write to this address again.'
    : 'This address was already off the palace letter.';
}
