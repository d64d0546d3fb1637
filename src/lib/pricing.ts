import type { Paise } from './money';

/** A percentage of an amount, rounded to the paisa and never more than the amount. */
export function percentOf(amountPaise: Paise, percent: number): Paise {
  const share = Math.round((amountPaise * Math.min(Math.max(percent, 0), 100)) / 100);
  return Math.min(Math.max(share, 0), amountPaise);
}

/** How a coupon discounts: a percentage of the amount, or a flat sum in paise. */
export const DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a coupon may discount: a room stay, a restaurant table, a banquet hall. */
export const COUPON_SCOPES = ['rooms', 'dining', 'halls'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** Each scope in the staff's words (the coupons screen and its form). */
export const COUPON_SCOPE_WORDS: Record<CouponScope, string> = {
  rooms: 'Rooms',
  dining: 'Dining',
  halls: 'Halls',
};

/** A coupon's terms as the pricing rule needs them. */
export interface CouponTerms {
  discountType: DiscountKind;
  /** Percent (1-100) or, for a flat coupon, paise. */
  discountValue: number;
  minAmountPaise: Paise;
  maxDiscountPaise: Paise | null;
}

/** A coupon's discount on an amount: null below its minimum; capped by its maximum and by the amount. */
export function couponDiscount(terms: CouponTerms, amountPaise: Paise): Paise | null {
  if (amountPaise < terms.minAmountPaise) return null;
  const raw =
    terms.discountType === 'percent' ? percentOf(amountPaise, terms.discountValue) : terms.discountValue;
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return Math.min(Math.max(capped, 0), amountPaise);
}

/** Splits a discount across rooms in proportion to their prices, so the parts add up exactly. */
export function shareDiscount(discountPaise: Paise, subtotals: Paise[]): Paise[] {
  const whole = subtotals.reduce((sum, s) => sum + s, 0);
  const owed = Math.min(discountPaise, whole);
  if (owed <= 0) return subtotals.map(() => 0);
  const parts = subtotals.map((s) => Math.floor((owed * s) / whole));
  let left = owed - parts.reduce((sum, p) => sum + p, 0);
  // The leftover paise go one by one to rooms that can still take them, so no room's share exceeds its price.
  for (let i = 0; left > 0; i = (i + 1) % parts.length) {
    if (parts[i]! < subtotals[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}
