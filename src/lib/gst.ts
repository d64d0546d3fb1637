// The tax module (docs/decisions/094-gst-rules.md): every line a guest pays for becomes a taxable value, a rate,
// CGST and SGST in paise. Catalogue prices are the hotel's tariff before GST; the rules below add the tax.
import type { BookingKindName } from './bookings';
import type { Paise } from './money';
import { shareDiscount } from './pricing';

/** What the hotel supplies, as the law classes it: a room night, a restaurant table, a banquet hall's hire. */
export const SUPPLY_KINDS = ['accommodation', 'restaurant', 'hall'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/** What each kind of booking supplies. */
export const SUPPLY_OF_KIND: Readonly<Record<BookingKindName, SupplyKind>> = {
  room: 'accommodation',
  table: 'restaurant',
  hall: 'hall',
};

/** The service codes (SAC) a tax document prints for each supply. */
export const SAC: Readonly<Record<SupplyKind, string>> = {
  // Room or unit accommodation services provided by hotels, inns, guest houses, clubs and the like.
  accommodation: '996311',
  // Services provided by restaurants, cafes and similar eating facilities, room service included.
  restaurant: '996331',
  // Rental or leasing services involving own or leased non-residential property: the hall's hire without food.
  hall: '997212',
};

/** ₹7,500: a unit of accommodation above this value per day is taxed at 18%, at or below it at 5% (22 Sep 2025). */
export const ACCOMMODATION_SLAB_PAISE: Paise = 7_500_00;

/** GST rates in basis points of the taxable value (500 = 5%); CGST and SGST each take half. */
export const GST_RATE_BP = {
  /** Hotel accommodation at or below the slab, restaurant service outside specified premises: without ITC. */
  reduced: 500,
  /** Accommodation above the slab, restaurant service at specified premises, a hall's hire: with ITC. */
  standard: 1800,
} as const;

/** The hotel's facts the rates depend on. */
export interface TaxPremises {
  /**
   * A "specified premises" for this financial year: a unit was supplied above ₹7,500 per day in the previous one
   * (or the hotel declared it so). Its restaurant then charges 18%, otherwise 5%.
   */
  specifiedPremises: boolean;
}

/** One thing a guest pays for, before tax: its tariff and the discount recorded against it. */
export interface TaxableLine {
  kind: SupplyKind;
  description: string;
  /** The tariff of the line before any discount. */
  grossPaise: Paise;
  /** The discount recorded on the document for this line (at most the gross). */
  discountPaise: Paise;
}

/** A line with its tax: what a quote shows and a tax document prints. */
export interface TaxedLine extends TaxableLine {
  sac: string;
  /** The value of supply: the tariff after the discount. */
  taxablePaise: Paise;
  rateBp: number;
  cgstRateBp: number;
  sgstRateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  /** Taxable value plus CGST plus SGST. */
  totalPaise: Paise;
}

/** The figures of a whole bill: each is the sum of its lines' figures, so the bill always adds up. */
export interface TaxTotals {
  grossPaise: Paise;
  discountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  totalPaise: Paise;
}

/** A bill: its taxed lines and their totals. */
export interface TaxedBill {
  lines: TaxedLine[];
  totals: TaxTotals;
}

/**
 * The GST rate of a line, by its kind and its value. A room night's slab follows its value after the discount
 * (the value per unit per day); a restaurant's follows the premises; a hall's hire is 18%.
 */
export function gstRateBp(kind: SupplyKind, taxablePaise: Paise, premises: TaxPremises): number {
  if (kind === 'accommodation') {
    return taxablePaise <= ACCOMMODATION_SLAB_PAISE ? GST_RATE_BP.reduced : GST_RATE_BP.standard;
  }
  if (kind === 'restaurant') return premises.specifiedPremises ? GST_RATE_BP.standard : GST_RATE_BP.reduced;
  return GST_RATE_BP.standard;
}

/**
 * The one rounding rule: each line's CGST is its taxable value × half the rate, rounded to the nearest paisa
 * (a half paisa up); its SGST is the same figure (same base, same rate). Totals are sums of lines, never taxed
 * again, so a bill's tax is always the sum of its lines' tax. (Section 170 rounds what is paid to the
 * government to the rupee, in the return; documents carry paise.)
 */
export function halfTaxPaise(taxablePaise: Paise, rateBp: number): Paise {
  return Math.floor((taxablePaise * (rateBp / 2) + 5_000) / 10_000);
}

/** Taxes one line. The discount is kept within the tariff, so no line is ever negative. */
export function taxLine(line: TaxableLine, premises: TaxPremises): TaxedLine {
  const discountPaise = Math.min(Math.max(line.discountPaise, 0), line.grossPaise);
  const taxablePaise = line.grossPaise - discountPaise;
  const rateBp = gstRateBp(line.kind, taxablePaise, premises);
  const cgstPaise = halfTaxPaise(taxablePaise, rateBp);
  return {
    ...line,
    discountPaise,
    sac: SAC[line.kind],
    taxablePaise,
    rateBp,
    cgstRateBp: rateBp / 2,
    sgstRateBp: rateBp / 2,
    cgstPaise,
    sgstPaise: cgstPaise,
    totalPaise: taxablePaise + 2 * cgstPaise,
  };
}

/** The figures of a line that add up into a bill's (or a tax document's) totals. */
type SummedFigures = Pick<TaxedLine, keyof TaxTotals>;

/** Adds up taxed lines (a quote's, a stored bill's or a tax document's). */
export function taxTotals(lines: readonly SummedFigures[]): TaxTotals {
  const sum = (pick: (line: SummedFigures) => Paise) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}

/** Taxes every line of a bill and adds them up. */
export function taxBill(lines: readonly TaxableLine[], premises: TaxPremises): TaxedBill {
  const taxed = lines.map((line) => taxLine(line, premises));
  return { lines: taxed, totals: taxTotals(taxed) };
}

/** A room of a stay: what each of its nights costs on the tariff (a package's nightly price is the room's). */
export interface StayUnit {
  description: string;
  nightlyTariffsPaise: readonly Paise[];
}

/**
 * A stay as taxable lines, one per room per night, so each night finds its own slab. The stay's discount is
 * shared across the rooms in proportion to their tariffs (as the room price rule shares it), then across each
 * room's nights the same way; the shares add up to the discount exactly.
 */
export function stayLines(units: readonly StayUnit[], discountPaise: Paise): TaxableLine[] {
  const roomTotals = units.map((u) => u.nightlyTariffsPaise.reduce((sum, night) => sum + night, 0));
  const roomShares = shareDiscount(discountPaise, roomTotals);
  return units.flatMap((unit, room) => {
    const nightShares = shareDiscount(roomShares[room]!, [...unit.nightlyTariffsPaise]);
    return unit.nightlyTariffsPaise.map((grossPaise, night) => ({
      kind: 'accommodation' as const,
      description: `${unit.description}, night ${night + 1}`,
      grossPaise,
      discountPaise: nightShares[night]!,
    }));
  });
}

/**
 * "+ 18% GST": the GST a catalogue price is charged with, by its kind (a room night finds its slab by its price;
 * the restaurant's rate follows the hotel's premises status; a hall's hire is 18%). A coupon can lower a night
 * below the slab: the quote says so.
 */
export const gstAdded = (kind: SupplyKind, pricePaise: Paise, specifiedPremises: boolean): string =>
  `+ ${gstRateBp(kind, pricePaise, { specifiedPremises }) / 100}% GST`;

/** "5%" or "2.5%": a rate in basis points as a person reads it. */
export function formatRate(rateBp: number): string {
  return `${rateBp / 100}%`;
}

/** A bill's tax as a guest reads it: one row per tax and rate, e.g. "CGST 9%" and "SGST 9%". */
export interface TaxRow {
  label: string;
  amountPaise: Paise;
}

/**
 * The tax rows of taxed lines, grouped by rate (a stay whose nights fall in both slabs has a 2.5% and a 9% pair);
 * CGST before SGST, lower rates first. Each row is the sum of its lines' figures, so the rows add up to the bill.
 */
export function taxRows(lines: readonly Pick<TaxedLine, 'rateBp' | 'cgstPaise' | 'sgstPaise'>[]): TaxRow[] {
  const byRate = new Map<number, { cgst: Paise; sgst: Paise }>();
  for (const line of lines) {
    const sums = byRate.get(line.rateBp) ?? { cgst: 0, sgst: 0 };
    byRate.set(line.rateBp, { cgst: sums.cgst + line.cgstPaise, sgst: sums.sgst + line.sgstPaise });
  }
  const rates = [...byRate.keys()].filter((rate) => rate > 0).sort((a, b) => a - b);
  return (['CGST', 'SGST'] as const).flatMap((tax) =>
    rates.map((rate) => ({
      label: `${tax} ${formatRate(rate / 2)}`,
      amountPaise: tax === 'CGST' ? byRate.get(rate)!.cgst : byRate.get(rate)!.sgst,
    })),
  );
}

/** What a refund gives back of a bill: its taxable value and each tax, adding up to the refund exactly. */
export interface RefundTax {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

/**
 * Splits money given back into taxable value, CGST and SGST in proportion to the bill it was paid for (refunds
 * return tax in proportion): a full refund returns the bill's own figures; a part returns each tax rounded down
 * to the paisa (CGST and SGST alike), the rest being taxable value, so the three always add up to the refund.
 */
export function refundTax(
  refundPaise: Paise,
  bill: Pick<TaxTotals, 'cgstPaise' | 'sgstPaise' | 'totalPaise'>,
): RefundTax {
  const refund = Math.max(refundPaise, 0);
  if (bill.totalPaise <= 0 || refund === 0) return { taxablePaise: refund, cgstPaise: 0, sgstPaise: 0 };
  if (refund >= bill.totalPaise) {
    // Only the bill's own tax goes back: money beyond the bill (a mistaken capture) carries none.
    const taxablePaise = refund - bill.cgstPaise - bill.sgstPaise;
    return { taxablePaise, cgstPaise: bill.cgstPaise, sgstPaise: bill.sgstPaise };
  }
  const cgstPaise = Math.floor((refund * bill.cgstPaise) / bill.totalPaise);
  const sgstPaise = Math.floor((refund * bill.sgstPaise) / bill.totalPaise);
  return { taxablePaise: refund - cgstPaise - sgstPaise, cgstPaise, sgstPaise };
}
