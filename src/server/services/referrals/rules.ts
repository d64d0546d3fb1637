import { dateInZone } from '~/lib/zones';
import type { RateLimit } from '../rate-limits';

/** Coins a guest earns when a friend creates an account through their link (spec §2 Refer & Earn). */
export const REFERRAL_REWARD_COINS = 50;

/** Rewarded referrals one guest may earn in a calendar month of the hotel (decision 072). */
export const REFERRALS_REWARDED_PER_MONTH = 20;

/** Invitation emails one guest may send a day: the mail goes to any address they type. */
export const INVITE_LIMIT: RateLimit = {
  bucket: 'referral-invite',
  max: 20,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'You have sent 20 invitations today. Please try again tomorrow.',
};

/** The share link of a referral code: the sign-up page with `?ref=`. */
export function shareLinkOf(siteUrl: string, referralCode: string): string {
  return new URL(`/sign-in?ref=${encodeURIComponent(referralCode)}`, siteUrl).toString();
}

/**
 * Whether a new friend's sign-up still earns the referrer coins: under the monthly limit, counted over the
 * rewards already earned in the same calendar month of the hotel's zone.
 */
export function earnsReferralReward(rewardedAt: readonly Date[], now: Date, timeZone: string): boolean {
  const month = dateInZone(now, timeZone).slice(0, 7);
  const thisMonth = rewardedAt.filter((at) => dateInZone(at, timeZone).slice(0, 7) === month).length;
  return thisMonth < REFERRALS_REWARDED_PER_MONTH;
}
