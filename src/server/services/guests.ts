import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { newReferralCode } from '../../lib/booking-code';
import { CREDIT_TYPES } from '../../lib/wallet';
import type { DbOrTx } from '../db/client';
import {
  hallBookings,
  referrals,
  roomBookings,
  tableBookings,
  users,
  walletTransactions,
} from '../db/schema';
import { AppError } from '../errors';

/** The signed-in guest as the API returns it (spec §3 User, snake_case as the pages read it). */
export interface GuestProfile {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  address: string | null;
  profile_image: string | null;
  wallet_balance: number;
  role: 'guest' | 'admin';
  referral_code: string;
}

/** A guest's Supar Coins: the sum of their ledger, credits minus debits, computed on every read. */
export async function walletBalance(db: DbOrTx, userId: string): Promise<number> {
  const credit = inArray(walletTransactions.type, [...CREDIT_TYPES]);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${credit} then ${walletTransactions.suparCoins} else -${walletTransactions.suparCoins} end), 0)`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.balance ?? 0);
}

/** The profile of one guest; a missing guest is a 404. */
export async function guestProfile(db: DbOrTx, userId: string): Promise<GuestProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    profile_image: user.profileImage,
    wallet_balance: await walletBalance(db, user.id),
    role: user.role,
    referral_code: user.referralCode,
  };
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

/** The figures of the profile header: bookings of every kind (lapsed holds aside) and invites sent. */
export async function guestStats(
  db: DbOrTx,
  userId: string,
): Promise<{ total_bookings: number; referrals_made: number }> {
  const live = (table: typeof roomBookings | typeof tableBookings | typeof hallBookings) =>
    db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), ne(table.status, 'expired')));
  const [[rooms], [tables], [halls], [invites]] = await Promise.all([
    live(roomBookings),
    live(tableBookings),
    live(hallBookings),
    db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId)),
  ]);
  return {
    total_bookings: (rooms?.n ?? 0) + (tables?.n ?? 0) + (halls?.n ?? 0),
    referrals_made: invites?.n ?? 0,
  };
}
