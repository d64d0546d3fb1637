// What a Supar Coin is worth and how much of a booking coins may pay, and those terms in words
// (docs/decisions/105-spending-coins.md): apart from the spending rules (coins.ts), so a page that only states the
// terms carries none of them (decision 122). Imported by env.ts under Node's own type stripping: erasable
// TypeScript only.

/** Default worth of one coin, in paise (setting COIN_VALUE_PAISE): ₹1, as Taj's NeuCoins. */
export const COIN_VALUE_PAISE = 100;
/** Default largest share of a booking's total (with GST) that coins may pay (setting COIN_MAX_SHARE_PERCENT). */
export const COIN_MAX_SHARE_PERCENT = 50;

/** The hotel's settings for spending coins. */
export interface CoinTerms {
  valuePaise: number;
  maxSharePercent: number;
}

/** "₹1": one coin's worth as the pages state it (paise shown only when a coin is not whole rupees). */
export function coinWorthText(terms: CoinTerms): string {
  const rupees = terms.valuePaise / 100;
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
}

/** The hotel's terms in one sentence: "1 Supar Coin = ₹1; coins may pay up to 50% of a booking." */
export const coinTermsText = (terms: CoinTerms): string =>
  `1 Supar Coin = ${coinWorthText(terms)}; coins may pay up to ${terms.maxSharePercent}% of a booking.`;
