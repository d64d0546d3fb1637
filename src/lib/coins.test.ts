import { describe, expect, it } from 'vitest';
import { coinTermsText } from './coin-terms';
import { coinsAllowed, coinsCap, coinsRefusal, coinsSplit } from './coins';

const rupeeHalf = { valuePaise: 100, maxSharePercent: 50 };
const rupeeWhole = { valuePaise: 100, maxSharePercent: 100 };
// A ₹2,544 dinner at 18%: ₹3,001.92 charged (decision 099).
const DINNER = 300_192;

describe('spending coins', () => {
  it('caps coins at the hotel share of the total with GST, in whole coins', () => {
    expect(coinsCap(2_950_000, rupeeHalf)).toBe(14_750);
    expect(coinsCap(DINNER, rupeeHalf)).toBe(1_500);
    expect(coinsCap(DINNER, { valuePaise: 50, maxSharePercent: 50 })).toBe(3_001);
    expect(coinsCap(DINNER, { valuePaise: 100, maxSharePercent: 0 })).toBe(0);
  });

  it('lets the last coin cover odd paise when coins may pay it all, never charging more than the total', () => {
    expect(coinsCap(DINNER, rupeeWhole)).toBe(3_002);
    expect(coinsSplit(DINNER, 3_002, rupeeWhole)).toEqual({
      coins: 3_002,
      coinsPaise: DINNER,
      moneyPaise: 0,
    });
    expect(coinsSplit(DINNER, 500, rupeeWhole)).toEqual({
      coins: 500,
      coinsPaise: 50_000,
      moneyPaise: 250_192,
    });
  });

  it('allows the smaller of the balance and the cap', () => {
    expect(coinsAllowed(2_950_000, 600, rupeeHalf)).toBe(600);
    expect(coinsAllowed(2_950_000, 20_000, rupeeHalf)).toBe(14_750);
    expect(coinsAllowed(2_950_000, -10, rupeeHalf)).toBe(0);
  });

  it('refuses, in the guest words, more than the balance or the cap, and a part of a coin', () => {
    const facts = { balance: 600, totalPaise: 2_950_000, terms: rupeeHalf };
    expect(coinsRefusal(600, facts)).toBeNull();
    expect(coinsRefusal(0, facts)).toBeNull();
    expect(coinsRefusal(601, facts)).toBe('You have 600 Supar Coins; you cannot spend 601.');
    expect(coinsRefusal(14_751, { ...facts, balance: 20_000 })).toBe(
      'Supar Coins may pay up to 50% of a booking: at most 14750 coins on this one.',
    );
    expect(coinsRefusal(2.5, facts)).toBe('Choose a whole number of Supar Coins.');
  });

  it('states the terms as the pages print them', () => {
    expect(coinTermsText(rupeeHalf)).toBe('1 Supar Coin = ₹1; coins may pay up to 50% of a booking.');
    expect(coinTermsText({ valuePaise: 25, maxSharePercent: 20 })).toBe(
      '1 Supar Coin = ₹0.25; coins may pay up to 20% of a booking.',
    );
  });
});
