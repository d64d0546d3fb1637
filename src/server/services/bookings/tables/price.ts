import type { PriceDiscount } from '~/contracts/pricing';
import type { TaxPremises } from '~/lib/gst';
import { formatInr, type Paise } from '~/lib/money';
import type { CouponTerms } from '~/lib/pricing';
import { guestsWords } from '~/lib/words';
import { couponLine } from '../../discounts';
import { type TaxedPrice, withGst } from '../../tax';

/** Everything the price of a table depends on. */
export interface TablePriceInput {
  partySize: number;
  /** The dish the table is booked with (spec §2 Reserve on a card), or null for a plain table. */
  dish: { name: string; pricePaise: Paise } | null;
  /** The deposit per guest that holds a plain table (site facts), taken off the bill on the night. */
  depositPerGuestPaise: Paise;
  /** A dining coupon that may be used, with its terms. */
  coupon?: ({ code: string } & CouponTerms) | null;
  /** The hotel's premises status, which sets the restaurant's GST rate (the site facts when not given). */
  premises?: TaxPremises;
}

const guestsText = guestsWords;

/**
 * The table price rule, the only one (decision 050): the chosen dish's rate for each guest, or without a dish
 * the per-guest table deposit; a coupon comes off that (refused below its minimum, capped by its maximum); GST at
 * the restaurant's rate is added to what remains.
 */
export function priceTable(input: TablePriceInput): TaxedPrice {
  const { partySize, dish, depositPerGuestPaise, coupon } = input;
  const rate = dish ? dish.pricePaise : depositPerGuestPaise;
  const subtotalPaise = rate * partySize;
  const lines = [
    {
      label: dish ? dish.name : 'Table deposit (taken off your bill)',
      detail: `${formatInr(rate)} × ${guestsText(partySize)}`,
      amountPaise: subtotalPaise,
    },
  ];
  const discounts: PriceDiscount[] = [];
  const couponTook = coupon ? couponLine(coupon, subtotalPaise) : null;
  if (couponTook) discounts.push(couponTook);
  const discountPaise = discounts.reduce((sum, d) => sum + d.amountPaise, 0);
  return withGst(
    {
      lines,
      discounts,
      subtotalPaise,
      discountPaise,
      // Restaurant service: the deposit is an advance on it, taxed when it is received.
      taxable: [
        { kind: 'restaurant', description: lines[0]!.label, grossPaise: subtotalPaise, discountPaise },
      ],
    },
    input.premises,
  );
}
