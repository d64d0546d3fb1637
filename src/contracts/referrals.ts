// Refer & Earn on the wire (spec §2 Refer & Earn, §3 Invite, §7 Referrals).
import { z } from 'zod';
import { REFERRAL_STATUSES } from '~/lib/referrals';
import { notBlank, printable } from './common';
import { CoinTerms } from './wallet';

/** The spec's invite body; `userId` is the caller's own (another is a 404). */
export const InviteRequest = z
  .object({
    refereeName: printable(
      z
        .string()
        .trim()
        .min(1, "Please enter your friend's name.")
        .max(100, 'Keep the name under 100 characters.')
        .regex(notBlank(), "Please enter your friend's name."),
      'Your friend’s name',
    ),
    refereeEmail: z.email("Enter your friend's email address.").max(200),
    userId: z.uuid('userId must name your account').optional(),
  })
  .meta({ id: 'InviteRequest' });

export const InviteCreated = z
  .object({ shareLink: z.string(), message: z.string(), referralId: z.uuid() })
  .meta({ id: 'InviteCreated' });
export type InviteCreated = z.infer<typeof InviteCreated>;

/** One invite sent, or one friend who joined through the guest's link. */
export const Referral = z
  .object({
    id: z.uuid(),
    refereeName: z.string(),
    refereeEmail: z.string().nullable(),
    status: z.enum(REFERRAL_STATUSES),
    created_at: z.string(),
    joined_at: z.string().nullable(),
    coins: z.number().int().meta({ description: 'Coins this referral earned (0 past the monthly limit)' }),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof Referral>;

/** The guest's Refer & Earn figures, computed from the database. */
export const ReferralDashboard = z
  .object({
    referralCode: z.string(),
    shareLink: z.string(),
    rewardCoins: z.number().int(),
    monthlyLimit: z.number().int(),
    invitesSent: z.number().int(),
    friendsReferred: z.number().int(),
    totalEarnings: z.number().int().meta({ description: 'Supar Coins earned by referrals' }),
    balance: z.number().int(),
    coinTerms: CoinTerms,
    coinTermsText: z.string().meta({
      description:
        "The coin terms in the page's words: '1 Supar Coin = ₹1; coins may pay up to 50% of a booking.'",
    }),
  })
  .meta({ id: 'ReferralDashboard' });
export type ReferralDashboard = z.infer<typeof ReferralDashboard>;

export const ReferralListQuery = z.object({
  status: z.enum(REFERRAL_STATUSES).optional(),
});

export const ReferralList = z
  .object({ referrals: z.array(Referral), friends: z.array(Referral) })
  .meta({ id: 'ReferralList' });
export type ReferralList = z.infer<typeof ReferralList>;

/** `POST /referrals/confirm`: whether a referral code names a guest (the sign-up page checks `?ref=`). */
export const ReferralConfirmRequest = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'code is required.')
      .max(32, 'Not a referral code.')
      .regex(notBlank(), 'code is required.'),
  })
  .meta({ id: 'ReferralConfirmRequest' });
export const ReferralConfirmed = z
  .object({ valid: z.boolean(), referrerName: z.string().nullable(), rewardCoins: z.number().int() })
  .meta({ id: 'ReferralConfirmed' });
export type ReferralConfirmed = z.infer<typeof ReferralConfirmed>;

/** `POST /referrals/users`: the friends who joined through the caller's link. */
export const ReferredUsersRequest = z
  .object({ userId: z.uuid().optional() })
  .meta({ id: 'ReferredUsersRequest' });
export const ReferredUsers = z
  .object({
    users: z.array(z.object({ name: z.string(), joined_at: z.string(), coins: z.number().int() })),
  })
  .meta({ id: 'ReferredUsers' });
