import type { Guest } from '~/contracts/auth';
import type { Db } from '../db/client';
import { findOrCreateGuest, guestProfile } from './guests';
import { acceptSignInCode } from './otp';
import { creditReferral } from './referrals';
import { issueSession } from './sessions';

/**
 * A verified code signs the guest in: their account (created on first sign-in, with the referral reward of
 * the share link it came through, in the same transaction) and a new session.
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
  },
): Promise<{ token: string; user: Guest; created: boolean }> {
  const accepted = await acceptSignInCode(db, input);
  const guest = await db.transaction(async (tx) => {
    const found = await findOrCreateGuest(tx, { phone: input.phone, name: accepted.signupName });
    if (found.created && accepted.referralCode) {
      await creditReferral(tx, {
        referralCode: accepted.referralCode,
        friend: { id: found.id, phone: input.phone, name: accepted.signupName?.trim() || 'Guest' },
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
