import type { CodeType } from '~/contracts/bookings';
import type { PriceDiscount, PriceLine } from '~/contracts/pricing';
import { stayLines } from '~/lib/gst';
import { formatInr, type Paise } from '~/lib/money';
import { type CouponTerms, percentOf, shareDiscount } from '~/lib/pricing';
import { couponLine } from '../../discounts';
import { type TaxedPrice, withGst } from '../../tax';

/** A room to be priced: its number, its listing's name and its price per night (a package's, on a package). */
export interface PricedUnit {
  roomNumber: string;
  roomName: string;
  pricePerNightPaise: Paise;
  /** The title of the package (rate plan) the night is priced on, if any. */
  ratePlan?: string | null;
}

/** Everything the price of a stay depends on. */
export interface StayPriceInput {
  nights: number;
  units: PricedUnit[];
  /** A reservation-form code that holds, with its percent. */
  code?: { code: string; codeType: CodeType; percent: number } | null;
  /** A checkout coupon that may be used, with its terms. */
  coupon?: ({ code: string } & CouponTerms) | null;
}

/** One room's share of a stay's price: the figures its booking row stores. */
export interface UnitShare {
  subtotalPaise: Paise;
  discountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  totalPaise: Paise;
}

/** The price of a stay with its GST, and each room's share of it (the rows a booking stores). */
export interface StayPrice extends TaxedPrice {
  perUnit: UnitShare[];
}

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** A room's line on a stay's bill, the quote's and the stored one's alike: "Room 301 · Maharaja Suite". */
export function stayLine(unit: PricedUnit, nights: number): PriceLine {
  const rate = `${formatInr(unit.pricePerNightPaise)} × ${nightsText(nights)}`;
  return {
    label: `Room ${unit.roomNumber} · ${unit.roomName}`,
    detail: unit.ratePlan ? `${unit.ratePlan} package, ${rate}` : rate,
    amountPaise: unit.pricePerNightPaise * nights,
  };
}

/**
 * The room price rule, the only one: each room's own price × nights, summed; a discount code's percent comes
 * off the whole first, then a coupon on what remains (refused below its minimum, capped by its maximum);
 * the discount is shared across the rooms in proportion to their prices, so the rows add up to the total. Each
 * room night is then taxed at its own slab (decision 094), after its share of the discount: the total is with GST.
 */
export function priceStay(input: StayPriceInput): StayPrice {
  const { nights, units, code, coupon } = input;
  const subtotals = units.map((u) => u.pricePerNightPaise * nights);
  const subtotalPaise = subtotals.reduce((sum, s) => sum + s, 0);
  const discounts: PriceDiscount[] = [];
  const codeOff = code ? percentOf(subtotalPaise, code.percent) : 0;
  if (code && codeOff > 0) {
    const kind = code.codeType === 'group' ? 'Group' : 'Promo';
    discounts.push({
      label: `${kind} code ${code.code} (${code.percent}%)`,
      code: code.code,
      amountPaise: codeOff,
    });
  }
  const couponTook = coupon ? couponLine(coupon, subtotalPaise - codeOff) : null;
  if (couponTook) discounts.push(couponTook);
  const discountPaise = discounts.reduce((sum, d) => sum + d.amountPaise, 0);
  const shares = shareDiscount(discountPaise, subtotals);
  const lines: PriceLine[] = units.map((u) => stayLine(u, nights));
  const priced = withGst({
    lines,
    discounts,
    subtotalPaise,
    discountPaise,
    // One taxable line per room per night: each night finds its own GST slab after its share of the discount.
    taxable: stayLines(
      units.map((u, i) => ({
        description: lines[i]!.label,
        nightlyTariffsPaise: Array.from({ length: nights }, () => u.pricePerNightPaise),
      })),
      discountPaise,
    ),
  });
  return {
    ...priced,
    perUnit: subtotals.map((s, i) => {
      // stayLines shares the discount by room first, in the same proportion as `shares`: a room's nights are its lines.
      const nightsOf = priced.taxed.slice(i * nights, (i + 1) * nights);
      const sum = (pick: (l: (typeof nightsOf)[number]) => Paise) =>
        nightsOf.reduce((t, l) => t + pick(l), 0);
      return {
        subtotalPaise: s,
        discountPaise: shares[i]!,
        taxablePaise: sum((l) => l.taxablePaise),
        cgstPaise: sum((l) => l.cgstPaise),
        sgstPaise: sum((l) => l.sgstPaise),
        totalPaise: sum((l) => l.totalPaise),
      };
    }),
  };
}
