import type { Guest } from '../../contracts/auth';
import type { DbOrTx } from '../db/client';
import { findOrCreateGuest, guestProfile } from './guests';
import { acceptSignInCode } from './otp';
import { issueSession } from './sessions';

/** A verified code signs the guest in: their account (created on first sign-in) and a new session. */
export async function signInWithCode(
  db: DbOrTx,
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
  },
): Promise<{ token: string; user: Guest; created: boolean }> {
  const accepted = await acceptSignInCode(db, input);
  const guest = await findOrCreateGuest(db, { phone: input.phone, name: accepted.signupName });
  const { token } = await issueSession(db, {
    userId: guest.id,
    secret: input.sessionSecret,
    now: input.now,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return { token, user: await guestProfile(db, guest.id), created: guest.created };
}
