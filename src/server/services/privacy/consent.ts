import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ConsentRoute } from '~/lib/consent';
import type { DbOrTx } from '~/server/db/client';
import { consentRecords, newsletterSubscribers, users } from '~/server/db/schema';
import { AppError } from '~/server/errors';

/**
 * The signature of a guest's unsubscribe link: HMAC-SHA256 of their id under the server's secret, so the link
 * works without signing in and nobody can make one for someone else.
 */
export function unsubscribeSignature(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

/** The path of a guest's unsubscribe link, for every marketing email. */
export function unsubscribePath(userId: string, secret: string): string {
  return `/unsubscribe?u=${userId}&s=${unsubscribeSignature(userId, secret)}`;
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
      .returning({ email: users.email });
    if (!changed) return false;
    await tx
      .insert(consentRecords)
      .values({ userId, kind: 'marketing', given: marketing, via, createdAt: now });
    // The newsletter is marketing too: withdrawing takes the guest's address off it.
    if (!marketing && changed.email) {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, changed.email));
    }
    return true;
  });
}

/** Withdraws marketing consent from a signed link; refuses a link whose signature is not the server's. */
export async function unsubscribe(db: DbOrTx, userId: string, signature: string, secret: string, now: Date) {
  const expected = Buffer.from(unsubscribeSignature(userId, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('FORBIDDEN', 'This unsubscribe link is not valid.');
  }
  const withdrawn = await setMarketingConsent(db, userId, false, 'unsubscribe-link', now);
  return withdrawn
    ? 'You are unsubscribed: no more offers by SMS or email. Booking messages still reach you.'
    : 'You were already unsubscribed. Booking messages still reach you.';
}
