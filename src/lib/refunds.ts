// Money given back in parts (decision 111): how a figure is shared over payments, and how a booking's money reads.
import { formatInr } from './money';

/**
 * `total` shared over `amounts` in proportion to each, rounded down as it goes so that the shares add up to
 * `total` exactly (the last takes what rounding left): the GST of a refund spread over the payments it comes from.
 */
export function shareInProportion(total: number, amounts: number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (whole <= 0) return amounts.map(() => 0);
  let before = 0;
  let given = 0;
  return amounts.map((amount) => {
    before += amount;
    const upTo = Math.floor((total * before) / whole);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/** Where a booking's money stands: all kept, some of it given back (or on its way), or all of it. */
export const MONEY_STANDINGS = ['paid', 'refunded_in_part', 'refunded'] as const;
export type MoneyStanding = (typeof MONEY_STANDINGS)[number];

/** What a booking's payments took and what of it is given back, settled or still on its way. */
export interface MoneyBack {
  amountPaise: number;
  refundedPaise: number;
  refundPendingPaise: number;
}

/** Whether a booking's money is kept, given back in part, or given back whole (settled or not). */
export function moneyStanding(money: MoneyBack): MoneyStanding {
  const back = money.refundedPaise + money.refundPendingPaise;
  if (back <= 0) return 'paid';
  return back >= money.amountPaise ? 'refunded' : 'refunded_in_part';
}

/**
 * The bookings list's line for a paid booking: "Paid ₹29,500 by card", "… · refund pending", "… · refunded", or in
 * part "Paid ₹29,500 by card · ₹2,360 refunded" ("… being refunded" while the provider has not returned it).
 */
export function paidLine(money: MoneyBack & { method?: string | null }): string {
  const paid = `Paid ${formatInr(money.amountPaise)}${money.method ? ` by ${money.method}` : ''}`;
  const standing = moneyStanding(money);
  if (standing === 'paid') return paid;
  if (standing === 'refunded')
    return `${paid} · ${money.refundPendingPaise > 0 ? 'refund pending' : 'refunded'}`;
  const parts = [
    money.refundedPaise > 0 ? `${formatInr(money.refundedPaise)} refunded` : '',
    money.refundPendingPaise > 0 ? `${formatInr(money.refundPendingPaise)} being refunded` : '',
  ];
  return [paid, ...parts.filter(Boolean)].join(' · ');
}
