// How a price reaches the guest: the lines of the kind's price rule, shown as the server computed them.
import { z } from 'zod';
import { BookingKindName, paise } from './common';

/** One line of a bill: what it is, and what it costs (negative lines are not used; discounts are apart). */
export const PriceLine = z.object({
  label: z.string().meta({ example: 'Room 201 · Deluxe King Room' }),
  detail: z.string().meta({ example: '₹12,500 × 3 nights' }),
  amountPaise: paise(),
});
export type PriceLine = z.infer<typeof PriceLine>;

/** A discount taken off the lines: a reservation code or a checkout coupon. */
export const PriceDiscount = z.object({
  label: z.string().meta({ example: 'Promo code FESTIVE15 (15%)' }),
  code: z.string(),
  amountPaise: paise(),
});
export type PriceDiscount = z.infer<typeof PriceDiscount>;

/** A priced booking: its lines, discounts and total, to the paisa. */
export const Priced = z.object({
  lines: z.array(PriceLine),
  discounts: z.array(PriceDiscount),
  subtotalPaise: paise(),
  discountPaise: paise(),
  totalPaise: paise(),
});
export type Priced = z.infer<typeof Priced>;

/** What a booking would cost now (POST /quotes/{kind}): the same rule and figures the booking will carry. */
export const Quote = Priced.extend({
  kind: BookingKindName,
  currency: z.literal('INR'),
  /** Supar Coins the booking earns once paid (0 for kinds that earn none). */
  rewardCoins: z.number().int(),
  /** How long the booking is held unpaid once made. */
  holdMinutes: z.number().int(),
}).meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;
