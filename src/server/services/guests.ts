import { and, count, eq } from 'drizzle-orm';
import type { Guest } from '~/contracts/auth';
import { newReferralCode } from '~/lib/booking-code';
import type { DbOrTx } from '../db/client';
import { referrals, users } from '../db/schema';
import { AppError } from '../errors';
import type { Clock } from './bookings/kind';
import { ordersOf } from './bookings/orders';
import { walletBalance } from './wallet';

/** The profile of one guest; a missing guest is a 404. */
export async function guestProfile(db: DbOrTx, userId: string): Promise<Guest> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: Boolean(user.email && user.emailVerifiedAt),
    phone: user.phone,
    contact: user.phone,
    address: user.address,
    gstin: user.gstin,
    billing_name: user.billingName,
    billing_address: user.billingAddress,
    profile_image: user.profileImage,
    wallet_balance: await walletBalance(db, user.id),
    role: user.role,
    referral_code: user.referralCode,
  };
}

/** Whether a guest account uses this phone. */
export async function hasAccount(db: DbOrTx, phone: string): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return Boolean(found);
}

/** The guest with this phone, created on their first verified sign-in (named from sign-up if they gave one). */
export async function findOrCreateGuest(
  db: DbOrTx,
  input: { phone: string; name?: string | null },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (existing) return { id: existing.id, created: false };
  const [inserted] = await db
    .insert(users)
    .values({ phone: input.phone, name: input.name?.trim() || 'Guest', referralCode: newReferralCode() })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted) return { id: inserted.id, created: true };
  // Another request created the same guest a moment ago.
  const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  return { id: raced!.id, created: false };
}

/**
 * The figures of the profile header: the entries of the guest's bookings list (so the two always agree:
 * removed bookings aside, a group stay once) but its lapsed holds, which were never bookings, and the invites
 * they have sent.
 */
export async function guestStats(
  db: DbOrTx,
  userId: string,
  clock: Clock,
): Promise<{ total_bookings: number; referrals_made: number }> {
  const [bookings, [invites]] = await Promise.all([
    ordersOf(db, userId, clock),
    db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, userId), eq(referrals.status, 'invited'))),
  ]);
  return {
    total_bookings: bookings.filter((b) => b.status !== 'expired').length,
    referrals_made: invites?.n ?? 0,
  };
}
