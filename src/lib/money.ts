/** Money is integer paise everywhere; rupees appear only when formatting for a person. */
export type Paise = number;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inrExact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** Whole rupees to paise (₹4,500 → 450000). */
export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

/** Paise to rupees as a number, for APIs whose fields the spec gives in rupees. */
export function toRupees(paise: Paise): number {
  return paise / 100;
}

/** Formats paise as Indian rupees: ₹12,500, or ₹12,500.50 when there are paise. */
export function formatInr(paise: Paise): string {
  return paise % 100 === 0 ? inr.format(paise / 100) : inrExact.format(paise / 100);
}
