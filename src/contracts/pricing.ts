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

/** One tax of a bill at one rate, summed over its lines: "CGST 9%". */
export const PriceTax = z.object({
  label: z.string().meta({ example: 'CGST 9%' }),
  amountPaise: paise(),
});
export type PriceTax = z.infer<typeof PriceTax>;

/**
 * A priced booking: its lines and discounts (the hotel's tariff), the taxable value after them, its GST and the
 * total with GST, which is the amount charged (decision 099), to the paisa.
 */
export const Priced = z.object({
  lines: z.array(PriceLine),
  discounts: z.array(PriceDiscount),
  subtotalPaise: paise(),
  discountPaise: paise(),
  /** The value of supply: subtotal less discounts, before GST. */
  taxablePaise: paise(),
  /** CGST and SGST by rate; they add up to cgstPaise + sgstPaise. */
  taxes: z.array(PriceTax),
  cgstPaise: paise(),
  sgstPaise: paise(),
  /** The taxable value with CGST and SGST: what the guest pays. */
  totalPaise: paise(),
});
export type Priced = z.infer<typeof Priced>;

/** What a booking is charged, in figures (decision 099): its tariff, discount, taxable value, GST and total. */
export const Charge = z
  .object({
    subtotalPaise: paise(),
    discountPaise: paise(),
    taxablePaise: paise(),
    cgstPaise: paise(),
    sgstPaise: paise(),
    /** The taxable value with CGST and SGST: the amount charged. */
    totalPaise: paise(),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof Charge>;

/** One line of the GST breakdown: a room night, a table, a hall's hire (decision 094). */
export const GstLine = z.object({
  description: z.string().meta({ example: 'Room 201 · Deluxe King Room, night 1' }),
  sac: z.string().meta({ example: '996311' }),
  grossPaise: paise(),
  discountPaise: paise(),
  taxablePaise: paise(),
  /** The whole GST rate in percent (5 or 18); CGST and SGST each take half. */
  ratePercent: z.number().meta({ example: 18 }),
  cgstPaise: paise(),
  sgstPaise: paise(),
  totalPaise: paise(),
});
export type GstLine = z.infer<typeof GstLine>;

/** The GST on a price: each line's taxable value, rate, CGST and SGST, and the totals (sums of the lines). */
export const GstBreakdown = z.object({
  /** CGST + SGST of the hotel's state: every supply of the hotel is intra-State. */
  placeOfSupply: z.string().meta({ example: '08-Rajasthan' }),
  lines: z.array(GstLine),
  grossPaise: paise(),
  discountPaise: paise(),
  taxablePaise: paise(),
  cgstPaise: paise(),
  sgstPaise: paise(),
  /** The taxable value with CGST and SGST. */
  totalWithTaxPaise: paise(),
  /** Whether totalPaise already includes this tax: always, since the amount charged is the total with GST. */
  includedInTotal: z.literal(true),
});
export type GstBreakdown = z.infer<typeof GstBreakdown>;

/** What a booking would cost now (POST /quotes/{kind}): the same rule and figures the booking will carry. */
export const Quote = Priced.extend({
  kind: BookingKindName,
  currency: z.literal('INR'),
  /** Supar Coins the booking earns once paid (0 for kinds that earn none). */
  rewardCoins: z.number().int(),
  /** How long the booking is held unpaid once made. */
  holdMinutes: z.number().int(),
  /** The GST on this price, line by line (decision 094). */
  gst: GstBreakdown,
  /** For a signed-in guest: why the hold rules would refuse this booking now (as create would say), or null. */
  holdRefusal: z.string().nullable().optional(),
}).meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;
