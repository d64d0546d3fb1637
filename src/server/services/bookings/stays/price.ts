import type { CodeType } from '~/contracts/bookings';
import type { PriceDiscount, PriceLine } from '~/contracts/pricing';
import { stayLines } from '~/lib/gst';
import { formatInr, type Paise } from '~/lib/money';
import { type CouponTerms, percentOf, shareDiscount } from '~/lib/pricing';
import { nightsText } from '~/lib/rates';
import { couponLine } from '../../discounts';
import { type TaxedPrice, withGst } from '../../tax';

/** A room to be priced: its number, its listing's name and each night's price (a package's, on a package). */
export interface PricedUnit {
  roomNumber: string;
  roomName: string;
  /** Each night's price, in order: the rate calendar's, or as booked for a night a change keeps (decision 132). */
  nightlyPaise: readonly Paise[];
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

/**
 * A room's nights in words, each price with its count in the order they come: "₹12,500 × 3 nights", or over a
 * season's edge "₹12,500 × 2 nights + ₹15,000 × 1 night".
 */
export function nightsRate(nightlyPaise: readonly Paise[]): string {
  const runs: { pricePaise: Paise; nights: number }[] = [];
  for (const price of nightlyPaise) {
    const last = runs.at(-1);
    if (last && last.pricePaise === price) last.nights += 1;
    else runs.push({ pricePaise: price, nights: 1 });
  }
  return runs.map((r) => `${formatInr(r.pricePaise)} × ${nightsText(r.nights)}`).join(' + ');
}

const sumOf = (paise: readonly Paise[]) => paise.reduce((sum, p) => sum + p, 0);

/** A room's line on a stay's bill, the quote's and the stored one's alike: "Room 301 · Maharaja Suite". */
export function stayLine(unit: PricedUnit): PriceLine {
  const rate = nightsRate(unit.nightlyPaise);
  return {
    label: `Room ${unit.roomNumber} · ${unit.roomName}`,
    detail: unit.ratePlan ? `${unit.ratePlan} package, ${rate}` : rate,
    amountPaise: sumOf(unit.nightlyPaise),
  };
}

/**
 * The room price rule, the only one: each room's nights at their own prices, summed; a discount code's percent comes
 * off the whole first, then a coupon on what remains (refused below its minimum, capped by its maximum);
 * the discount is shared across the rooms in proportion to their prices, so the rows add up to the total. Each
 * room night is then taxed at its own slab (decision 094), after its share of the discount: the total is with GST.
 */
export function priceStay(input: StayPriceInput): StayPrice {
  const { nights, units, code, coupon } = input;
  for (const u of units)
    if (u.nightlyPaise.length !== nights)
      throw new RangeError(
        `Room ${u.roomNumber} is priced for ${u.nightlyPaise.length} nights of ${nights}.`,
      );
  const subtotals = units.map((u) => sumOf(u.nightlyPaise));
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
  const lines: PriceLine[] = units.map((u) => stayLine(u));
  const priced = withGst({
    lines,
    discounts,
    subtotalPaise,
    discountPaise,
    // One taxable line per room per night: each night finds its own GST slab after its share of the discount.
    taxable: stayLines(
      units.map((u, i) => ({
        description: lines[i]!.label,
        nightlyTariffsPaise: [...u.nightlyPaise],
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
