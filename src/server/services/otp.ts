import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lockWithinTransaction } from '../db/locks';
import { otpCodes } from '../db/schema';
import { AppError } from '../errors';
import { otpText, SmsDeliveryError, type SmsProvider } from '../providers/sms';
import {
  IP_WINDOW_MS,
  lockOut,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_TRIES,
  PHONE_WINDOW_MS,
  sendRefusal,
  WRONG_CODES_WINDOW_MS,
} from './otp-rules';

/** Six random digits from the system's secure generator. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * A code is stored only as a keyed hash bound to its phone, so a leaked table reveals no codes. The key is
 * OTP_SECRET, never the session secret: a million codes are quick to try against a known key.
 */
export function hashOtp(secret: string, phone: string, otp: string): string {
  return createHmac('sha256', secret).update(`${phone}:${otp}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The phone's codes of the last day, newest first, as the daily cap on wrong codes reads them. */
async function codesOfTheDay(tx: DbOrTx, phone: string, now: Date) {
  const rows = await tx
    .select({ sentAt: otpCodes.createdAt, attempts: otpCodes.attempts, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - WRONG_CODES_WINDOW_MS))),
    )
    .orderBy(desc(otpCodes.createdAt));
  return rows.map((row) => ({
    sentAt: row.sentAt,
    attempts: row.attempts,
    consumed: row.consumedAt !== null,
  }));
}

export interface CodeRequest {
  phone: string;
  ip?: string;
  signupName?: string;
  referralCode?: string;
  now: Date;
  /** OTP_SECRET, the key of the stored hashes. */
  otpSecret: string;
  ipLimitPerHour: number;
}

/**
 * Sends a fresh code to a phone, whether or not it has an account: checks the limits, replaces any live
 * code, stores the new one hashed, then hands it to the SMS gateway (outside the transaction).
 */
export async function sendSignInCode(db: DbOrTx, sms: SmsProvider, request: CodeRequest): Promise<void> {
  const otp = newOtp();
  const { phone, ip, now } = request;
  const codeId = await db.transaction(async (tx) => {
    // Sends to one phone (and from one address) are decided one at a time, across every process.
    await lockWithinTransaction(tx, 'signInPhone', phone);
    if (ip) await lockWithinTransaction(tx, 'signInAddress', ip);
    const codes = await codesOfTheDay(tx, phone, now);
    const pause = lockOut({ now, codes });
    if (pause) {
      throw new AppError('RATE_LIMITED', pause.message, { retryAfterSeconds: pause.retryAfterSeconds });
    }
    const phoneSends = codes
      .map((code) => code.sentAt)
      .filter((at) => now.getTime() - at.getTime() < PHONE_WINDOW_MS);
    const ipSends = ip
      ? await tx
          .select({ at: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, new Date(now.getTime() - IP_WINDOW_MS))))
          .orderBy(desc(otpCodes.createdAt))
      : [];
    const refusal = sendRefusal({
      now,
      phoneSends,
      ipSends: ipSends.map((r) => r.at),
      ipLimitPerHour: request.ipLimitPerHour,
    });
    if (refusal) {
      throw new AppError('RATE_LIMITED', refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds });
    }
    // A resend replaces the old code: it stops working the moment the new one exists. The new code
    // carries only what its own request sent: a name or referral code from an earlier request (anyone
    // may sign up with any number) must not ride along to the code the phone's owner verifies.
    await tx
      .update(otpCodes)
      .set({ expiresAt: now })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phone,
        codeHash: hashOtp(request.otpSecret, phone, otp),
        signupName: request.signupName,
        referralCode: request.referralCode,
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });

  const minutes = OTP_LIFETIME_MS / 60_000;
  try {
    await sms.sendOtp({ to: phone, otp, text: otpText(otp, minutes), validForMinutes: minutes });
  } catch (error) {
    // An undelivered code must not count against the guest's limits.
    await db.delete(otpCodes).where(eq(otpCodes.id, codeId));
    if (error instanceof SmsDeliveryError) {
      throw new AppError('SMS_FAILED', 'Error sending OTP. Please try again in a moment.', {
        cause: error.message,
      });
    }
    throw error;
  }
}

/** What the accepted code's request remembered, for creating the account. */
export interface AcceptedCode {
  signupName: string | null;
  referralCode: string | null;
  /** False when the code was right but `mayConsume` kept it for the next try (a name is still to come). */
  consumed: boolean;
}

/**
 * Checks a code against the phone's latest one: every try counts (atomically, so parallel guesses cannot exceed
 * the limits), and a right code is consumed exactly once. Tries on one phone are decided one at a time, under its
 * lock, so the daily cap on wrong codes (otp-rules.ts, `lockOut`) holds however many guesses arrive at once.
 */
export async function acceptSignInCode(
  db: DbOrTx,
  input: {
    phone: string;
    otp: string;
    now: Date;
    otpSecret: string;
    /** Asked once the code is known right: false keeps it unspent, for a second try with what was missing. */
    mayConsume?: (tx: DbOrTx, code: Omit<AcceptedCode, 'consumed'>) => Promise<boolean>;
  },
): Promise<AcceptedCode> {
  const { phone, now } = input;
  // The verdict is thrown only after the commit, so a wrong try stays counted.
  const verdict = await db.transaction(async (tx): Promise<AcceptedCode | AppError> => {
    await lockWithinTransaction(tx, 'signInPhone', phone);
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!latest || latest.consumedAt) {
      return new AppError('OTP_INVALID', 'Invalid OTP. Please request a new code.');
    }
    if (latest.expiresAt <= now) {
      return new AppError('OTP_EXPIRED', 'This code has expired. Please request a new one.');
    }
    const pause = lockOut({ now, codes: await codesOfTheDay(tx, phone, now) });
    if (pause) {
      return new AppError('OTP_TOO_MANY_TRIES', pause.message, {
        retryAfterSeconds: pause.retryAfterSeconds,
      });
    }
    const [counted] = await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, OTP_MAX_TRIES), isNull(otpCodes.consumedAt)),
      )
      .returning({ attempts: otpCodes.attempts });
    if (!counted) {
      // Refused by the guard: tell a spent code (used a moment ago) from one with no tries left.
      const [again] = await tx
        .select({ consumedAt: otpCodes.consumedAt })
        .from(otpCodes)
        .where(eq(otpCodes.id, latest.id));
      if (again?.consumedAt) return new AppError('OTP_INVALID', 'Invalid OTP. Please request a new code.');
      return new AppError('OTP_TOO_MANY_TRIES', 'Too many wrong codes. Please request a new one.');
    }
    if (!sameHash(latest.codeHash, hashOtp(input.otpSecret, phone, input.otp))) {
      const left = OTP_MAX_TRIES - counted.attempts;
      return new AppError(
        'OTP_INVALID',
        left > 0
          ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'Invalid OTP. That was the last try: please request a new code.',
      );
    }
    const remembered = { signupName: latest.signupName, referralCode: latest.referralCode };
    if (input.mayConsume && !(await input.mayConsume(tx, remembered)))
      return { ...remembered, consumed: false };
    // The guards repeat what the lock already ensures, so a code is spent once even without it.
    const [consumed] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed) return new AppError('OTP_INVALID', 'Invalid OTP. Please request a new code.');
    return { ...remembered, consumed: true };
  });
  if (verdict instanceof AppError) throw verdict;
  return verdict;
}
