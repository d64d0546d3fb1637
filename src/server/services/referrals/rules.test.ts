import { describe, expect, it } from 'vitest';
import { earnsReferralReward, REFERRALS_REWARDED_PER_MONTH, shareLinkOf } from './rules';

const ZONE = 'Asia/Kolkata';
// 1 Dec 2026, 00:30 in Udaipur, which is still 30 Nov in UTC.
const firstOfDecember = new Date('2026-11-30T19:00:00Z');
const novemberRewards = Array.from(
  { length: REFERRALS_REWARDED_PER_MONTH },
  () => new Date('2026-11-15T10:00:00Z'),
);

describe('referral reward rules', () => {
  it('stops rewarding at 20 in one hotel month', () => {
    expect(earnsReferralReward(novemberRewards.slice(1), new Date('2026-11-20T10:00:00Z'), ZONE)).toBe(true);
    expect(earnsReferralReward(novemberRewards, new Date('2026-11-20T10:00:00Z'), ZONE)).toBe(false);
  });

  it("starts a new month on the hotel's calendar, not UTC's", () => {
    expect(earnsReferralReward(novemberRewards, firstOfDecember, ZONE)).toBe(true);
    expect(earnsReferralReward(novemberRewards, firstOfDecember, 'UTC')).toBe(false);
  });

  it('links to the sign-up page with the code', () => {
    expect(shareLinkOf('https://suparpalace.in', 'AB12CD34')).toBe(
      'https://suparpalace.in/sign-in?ref=AB12CD34',
    );
  });
});
