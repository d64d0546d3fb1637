import type { Guest } from '~/contracts/auth';
import { PRIVACY_NOTICE_VERSION } from '~/lib/consent';
import type { Db } from '../db/client';
import { findOrCreateGuest, guestProfile, hasAccount } from './guests';
import { acceptSignInCode } from './otp';
import { recordNoticeAgreement } from './privacy/consent';
import { creditReferral } from './referrals';
import { issueSession } from './sessions';

/** What a verified code gives: a session, or (asked with `askName`) the question of the new account's name. */
export type SignInOutcome = { token: string; user: Guest; created: boolean } | { needsName: true };

/**
 * A verified code signs the guest in: their account (created on first sign-in, with the referral reward of
 * the share link it came through, in the same transaction) and a new session. With `askName`, a number with no
 * account is not signed up without a name (from sign-up, or sent) and the guest's agreement to the privacy notice: the right code is kept for the next try,
 * which brings the name, and the answer says so. Only a right code learns that, so nothing before it tells which
 * numbers have accounts (issue 31, item 11).
 */
export async function signInWithCode(
  db: Db,
  input: {
    phone: string;
    otp: string;
    now: Date;
    /** OTP_SECRET: checks the code. */
    otpSecret: string;
    /** JWT_SECRET: signs the session. */
    sessionSecret: string;
    userAgent?: string;
    ip?: string;
    /** HOTEL_TIMEZONE: the calendar month of the referral limit. */
    timeZone: string;
    /** The name for a new account, sent with the code once the guest was asked for it. */
    name?: string;
    /** The client asks for a new account's name rather than have it made as "Guest". */
    askName?: boolean;
    /** The guest agreed to the privacy notice (recorded if this sign-in makes the account). */
    acceptNotice?: boolean;
    /** Offers by SMS and email, as the guest chose at sign-up. */
    marketing?: boolean;
  },
): Promise<SignInOutcome> {
  const sentName = input.name?.trim() || null;
  const accepted = await acceptSignInCode(db, {
    ...input,
    mayConsume: input.askName
      ? async (tx, code) =>
          (Boolean(sentName || code.signupName?.trim()) && Boolean(input.acceptNotice)) ||
          hasAccount(tx, input.phone)
      : undefined,
  });
  if (!accepted.consumed) return { needsName: true };
  const name = sentName ?? accepted.signupName;
  const guest = await db.transaction(async (tx) => {
    const found = await findOrCreateGuest(tx, { phone: input.phone, name });
    // The site's own forms show the notice: the guest's agreement is recorded with the account (DPDP Act ss. 5-6).
    if (found.created && input.acceptNotice) {
      await recordNoticeAgreement(tx, found.id, PRIVACY_NOTICE_VERSION, input.marketing ?? false, input.now);
    }
    if (found.created && accepted.referralCode) {
      await creditReferral(tx, {
        referralCode: accepted.referralCode,
        friend: { id: found.id, phone: input.phone, name: name?.trim() || 'Guest' },
        now: input.now,
        timeZone: input.timeZone,
      });
    }
    return found;
  });
  const { token } = await issueSession(db, {
    userId: guest.id,
    secret: input.sessionSecret,
    now: input.now,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return { token, user: await guestProfile(db, guest.id), created: guest.created };
}
