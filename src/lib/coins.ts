// How many Supar Coins a guest may spend on one booking and what they pay (docs/decisions/105-spending-coins.md).
// Pure and isomorphic: the server charges with it and the checkout shows the same figures. The coin's terms and
// their words are in coin-terms.ts.
import type { CoinTerms } from './coin-terms.ts';

export type { CoinTerms } from './coin-terms.ts';

/** What a number of coins is worth, in paise. */
export const coinsWorth = (coins: number, terms: CoinTerms): number => coins * terms.valuePaise;

/**
 * The most coins the cap lets pay towards a total: whole coins within the share; when coins may pay it all, the
 * last coin may cover the odd paise (a coin is not split), so a whole booking can be paid with coins.
 */
export function coinsCap(totalPaise: number, terms: CoinTerms): number {
  if (terms.maxSharePercent >= 100) return Math.ceil(totalPaise / terms.valuePaise);
  const share = Math.floor((totalPaise * terms.maxSharePercent) / 100);
  return Math.floor(share / terms.valuePaise);
}

/** The most coins a guest may apply to a total: the smaller of their balance and the cap. */
export const coinsAllowed = (totalPaise: number, balance: number, terms: CoinTerms): number =>
  Math.max(0, Math.min(balance, coinsCap(totalPaise, terms)));

/** How a total splits: the coins applied, their worth and the rest paid through the provider. */
export interface CoinsSplit {
  coins: number;
  coinsPaise: number;
  moneyPaise: number;
}

/** How a total splits once coins are applied: the coins' worth and the rest paid through the provider. */
export function coinsSplit(totalPaise: number, coins: number, terms: CoinTerms): CoinsSplit {
  const coinsPaise = Math.min(coinsWorth(coins, terms), totalPaise);
  return { coins, coinsPaise, moneyPaise: totalPaise - coinsPaise };
}

/** Why coins cannot be applied as asked, in the guest's words, or null when they can. */
export function coinsRefusal(
  coins: number,
  facts: { balance: number; totalPaise: number; terms: CoinTerms },
): string | null {
  if (!Number.isInteger(coins) || coins < 0) return 'Choose a whole number of Supar Coins.';
  if (coins === 0) return null;
  if (coins > facts.balance) {
    return `You have ${facts.balance} Supar Coins; you cannot spend ${coins}.`;
  }
  const cap = coinsCap(facts.totalPaise, facts.terms);
  if (coins > cap) {
    return `Supar Coins may pay up to ${facts.terms.maxSharePercent}% of a booking: at most ${cap} coins on this one.`;
  }
  return null;
}
