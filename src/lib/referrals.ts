/** Where an invitation stands: sent, the friend signed up through it, the referrer was paid for it. */
export const REFERRAL_STATUSES = ['invited', 'joined', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
