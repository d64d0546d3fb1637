import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Referral, ReferralDashboard } from '~/contracts/referrals';
import type { CoinTerms } from '~/lib/coins';
import type { Db, DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { referrals, users, walletTransactions } from '../../db/schema';
import { AppError } from '../../errors';
import { MailDeliveryError, type MailProvider } from '../../providers/mail';
import { forgetInvitationPath } from '../privacy/consent';
import { takeRateLimitHit } from '../rate-limits';
import { walletBalance } from '../wallet';
import { inviteMail } from './invite-mail';
import {
  earnsReferralReward,
  INVITE_LIMIT,
  REFERRAL_REWARD_COINS,
  REFERRALS_REWARDED_PER_MONTH,
  shareLinkOf,
} from './rules';

type ReferralRow = typeof referrals.$inferSelect;

const referralRewardKey = (phone: string) => `referral:${phone}`;

async function referrer(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  return user;
}

function referralView(row: ReferralRow): Referral {
  return {
    id: row.id,
    refereeName: row.refereeName,
    refereeEmail: row.refereeEmail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    joined_at: row.joinedAt?.toISOString() ?? null,
    coins: row.status === 'rewarded' ? REFERRAL_REWARD_COINS : 0,
  };
}

/**
 * Records an invitation and emails the friend the guest's share link. The row is written first and taken
 * back if the mail transport refuses, so an invite the friend never got is not counted.
 */
export async function inviteFriend(
  db: Db,
  mail: MailProvider,
  input: {
    userId: string;
    refereeName: string;
    refereeEmail: string;
    siteUrl: string;
    now: Date;
    /** Signs the invitation's erase link (LINK_SECRET). */
    linkSecret: string;
    /** What a coin is worth, for the invitation's offer. */
    coinTerms: CoinTerms;
  },
): Promise<{ shareLink: string; referralId: string }> {
  const guest = await referrer(db, input.userId);
  await takeRateLimitHit(db, INVITE_LIMIT, guest.id, input.now);
  const shareLink = shareLinkOf(input.siteUrl, guest.referralCode);
  const [row] = await db
    .insert(referrals)
    .values({
      referrerId: guest.id,
      refereeName: input.refereeName,
      refereeEmail: input.refereeEmail.toLowerCase(),
      createdAt: input.now,
    })
    .returning({ id: referrals.id });
  try {
    await mail.send(
      inviteMail({
        to: input.refereeEmail,
        friendName: input.refereeName,
        fromName: guest.name,
        shareLink,
        forgetLink: new URL(forgetInvitationPath(row!.id, input.linkSecret), input.siteUrl).toString(),
        coinTerms: input.coinTerms,
      }),
    );
  } catch (error) {
    await db.delete(referrals).where(eq(referrals.id, row!.id));
    if (error instanceof MailDeliveryError) {
      throw new AppError('MAIL_FAILED', 'Error sending invitation. Please try again.', {
        cause: error.message,
      });
    }
    throw error;
  }
  return { shareLink, referralId: row!.id };
}

/**
 * Inside the transaction that creates a new account: if it came through a share link, records the friend
 * and credits the referrer 50 coins, unless the code is the guest's own, the phone was referred before (a
 * unique index), or the referrer has had 20 rewards this month. Under a lock per referrer, so a burst of
 * sign-ups cannot pass the monthly limit; a retry finds the phone's row and pays nothing.
 */
export async function creditReferral(
  tx: DbOrTx,
  input: {
    referralCode: string;
    friend: { id: string; phone: string; name: string };
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  const [from] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, input.referralCode.trim().toUpperCase()));
  if (!from || from.id === input.friend.id) return;
  await lockWithinTransaction(tx, 'referrer', from.id);
  const recent = await tx
    .select({ at: referrals.joinedAt })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, from.id),
        eq(referrals.status, 'rewarded'),
        gt(referrals.joinedAt, new Date(input.now.getTime() - 32 * 86_400_000)),
      ),
    );
  const rewarded = earnsReferralReward(
    recent.map((r) => r.at!),
    input.now,
    input.timeZone,
  );
  const [joined] = await tx
    .insert(referrals)
    .values({
      referrerId: from.id,
      refereeName: input.friend.name,
      refereeUserId: input.friend.id,
      refereePhone: input.friend.phone,
      status: rewarded ? 'rewarded' : 'joined',
      createdAt: input.now,
      joinedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (!joined) return;
  await tx.update(users).set({ referredBy: from.id }).where(eq(users.id, input.friend.id));
  if (!rewarded) return;
  await tx
    .insert(walletTransactions)
    .values({
      userId: from.id,
      type: 'referral',
      suparCoins: REFERRAL_REWARD_COINS,
      description: `Referral reward: ${input.friend.name} joined`,
      rewardKey: referralRewardKey(input.friend.phone),
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey });
}

/** The guest's Refer & Earn figures, counted from their invites, their joined friends and their ledger. */
export async function referralDashboard(
  db: DbOrTx,
  userId: string,
  siteUrl: string,
): Promise<Omit<ReferralDashboard, 'coinTerms' | 'coinTermsText'>> {
  const guest = await referrer(db, userId);
  const [[invites], [friends], [earned], balance] = await Promise.all([
    db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, userId), eq(referrals.status, 'invited'))),
    db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, userId), isNotNull(referrals.refereeUserId))),
    db
      .select({ coins: sql<string>`coalesce(sum(${walletTransactions.suparCoins}), 0)` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.type, 'referral'))),
    walletBalance(db, userId),
  ]);
  return {
    referralCode: guest.referralCode,
    shareLink: shareLinkOf(siteUrl, guest.referralCode),
    rewardCoins: REFERRAL_REWARD_COINS,
    monthlyLimit: REFERRALS_REWARDED_PER_MONTH,
    invitesSent: invites?.n ?? 0,
    friendsReferred: friends?.n ?? 0,
    totalEarnings: Number(earned?.coins ?? 0),
    balance,
  };
}

/** The guest's invites and the friends who joined through their link, newest first. */
export async function guestReferrals(
  db: DbOrTx,
  userId: string,
  status?: ReferralRow['status'],
): Promise<{ referrals: Referral[]; friends: Referral[] }> {
  const rows = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.referrerId, userId), status ? eq(referrals.status, status) : undefined))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const views = rows.map(referralView);
  return { referrals: views, friends: views.filter((r) => r.status !== 'invited') };
}

/** Whether a code from a share link names a guest, and whose (first name only), for the sign-up page. */
export async function confirmReferralCode(
  db: DbOrTx,
  code: string,
): Promise<{ valid: boolean; referrerName: string | null; rewardCoins: number }> {
  const [from] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()));
  return {
    valid: Boolean(from),
    referrerName: from ? (from.name.split(' ')[0] ?? null) : null,
    rewardCoins: REFERRAL_REWARD_COINS,
  };
}
