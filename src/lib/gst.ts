// The tax module (docs/decisions/094-gst-rules.md): every line a guest pays for becomes a taxable value, a rate,
// CGST and SGST in paise. Catalogue prices are the hotel's tariff before GST; the rules below add the tax.
import type { BookingKindName } from './bookings';
import type { Paise } from './money';
import { shareDiscount } from './pricing';

/**
 * What the hotel supplies, as the law classes it: a room night (with its meal plan), a restaurant table (and a
 * candlelight dinner), a banquet hall's hire, and the extras sold with a stay or alone (decision 134): a car transfer,
 * a lake boat ride, a spa treatment, a room decorated for an occasion.
 */
export const SUPPLY_KINDS = [
  'accommodation',
  'restaurant',
  'hall',
  'transport',
  'recreation',
  'wellness',
  'decoration',
] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/** What each kind of booking supplies. */
export const SUPPLY_OF_KIND: Readonly<Record<BookingKindName, SupplyKind>> = {
  room: 'accommodation',
  table: 'restaurant',
  hall: 'hall',
};

/** The service codes (SAC) a tax document prints for each supply. */
/**
 * Whether a line's code is a service's accounting code (SAC) rather than a good's HSN: every SAC is in chapter 99 of
 * the scheme of classification of services, and no chapter of the goods tariff is 99 (decision 151).
 */
export const isServiceCode = (code: string) => /^99/.test(code.trim());

/** The heading of a document's code column: "SAC" for services only, "HSN" for goods only, "HSN/SAC" for both. */
export function codeHeading(codes: readonly string[]): 'SAC' | 'HSN' | 'HSN/SAC' {
  const services = codes.filter(isServiceCode).length;
  if (services === codes.length) return 'SAC';
  return services === 0 ? 'HSN' : 'HSN/SAC';
}

export const SAC: Readonly<Record<SupplyKind, string>> = {
  // Room or unit accommodation services provided by hotels, inns, guest houses, clubs and the like.
  accommodation: '996311',
  // Services provided by restaurants, cafes and similar eating facilities, room service included.
  restaurant: '996331',
  // Rental or leasing services involving own or leased non-residential property: the hall's hire without food.
  hall: '997212',
  // Taxi services including radio taxi and similar: the code's notes put chauffeur-driven hire cars and
  // non-scheduled airport shuttles here (heading 9964, passenger transport).
  transport: '996412',
  // Other recreation and amusement services n.e.c. (heading 9996): a joy ride on the lake, not a journey.
  recreation: '999699',
  // Physical well-being services including health club and fitness centre (group 99972, beauty and well-being).
  wellness: '999723',
  // Events, exhibitions, conventions and trade shows organisation and assistance: decorating for an occasion.
  decoration: '998596',
};

/** Each supply in words, for a tax document's description when a line says no more (e.g. "Spa treatment"). */
export const SUPPLY_WORDS: Readonly<Record<SupplyKind, string>> = {
  accommodation: 'Hotel accommodation',
  restaurant: 'Restaurant service',
  hall: 'Hall hire',
  transport: 'Car transfer',
  recreation: 'Lake boat ride',
  wellness: 'Spa treatment',
  decoration: 'Room decoration',
};

/** ₹7,500: a unit of accommodation above this value per day is taxed at 18%, at or below it at 5% (22 Sep 2025). */
export const ACCOMMODATION_SLAB_PAISE: Paise = 7_500_00;

/** GST rates in basis points of the taxable value (500 = 5%); CGST and SGST each take half. */
export const GST_RATE_BP = {
  /**
   * Without ITC: hotel accommodation at or below the slab, restaurant service outside specified premises, beauty
   * and physical well-being services (no other choice since 22 Sep 2025), passenger transport by car (unless the
   * hotel chose 18%).
   */
  reduced: 500,
  /**
   * With ITC: accommodation above the slab, restaurant service at specified premises, a hall's hire, recreation
   * (heading 9996), a decoration, passenger transport by car when the hotel chose it.
   */
  standard: 1800,
} as const;

/** The hotel's facts the rates depend on. */
export interface TaxPremises {
  /**
   * A "specified premises" for this financial year: a unit was supplied above ₹7,500 per day in the previous one
   * (or the hotel declared it so). Its restaurant then charges 18%, otherwise 5%.
   */
  specifiedPremises: boolean;
  /**
   * The hotel charges its car transfers 18% with full ITC instead of 5% (with ITC only of the same line's input
   * services): its choice under serial 8(vi) of Notification 11/2017-CT(Rate), 12% raised to 18% from 22 Sep 2025.
   * Absent or false: 5%.
   */
  transportFullCredit?: boolean;
}

/** One thing a guest pays for, before tax: its tariff and the discount recorded against it. */
export interface TaxableLine {
  kind: SupplyKind;
  description: string;
  /** The tariff of the line before any discount. */
  grossPaise: Paise;
  /** The discount recorded on the document for this line (at most the gross). */
  discountPaise: Paise;
  /**
   * What the line bundles at its one price besides its own supply, when that makes it a mixed supply (a package
   * night with a boat ride or a spa ritual, decision 150): taxed at the highest of their rates.
   */
  bundles?: readonly SupplyKind[];
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
 * The GST rate of a line, by its kind and its value (decisions 094 and 134). A room night's slab follows its value
 * after the discount (the value per unit per day, its meal plan included: `accommodationNightValue`); a restaurant's
 * follows the premises; a car transfer is 5% unless the hotel chose 18% with full credit; a spa treatment is 5%
 * (the law allows no other rate); a hall's hire, a boat ride and a decoration are 18%.
 */
export function gstRateBp(kind: SupplyKind, taxablePaise: Paise, premises: TaxPremises): number {
  switch (kind) {
    case 'accommodation':
      return taxablePaise <= ACCOMMODATION_SLAB_PAISE ? GST_RATE_BP.reduced : GST_RATE_BP.standard;
    case 'restaurant':
      return premises.specifiedPremises ? GST_RATE_BP.standard : GST_RATE_BP.reduced;
    case 'transport':
      return premises.transportFullCredit ? GST_RATE_BP.standard : GST_RATE_BP.reduced;
    case 'wellness':
      return GST_RATE_BP.reduced;
    case 'hall':
    case 'recreation':
    case 'decoration':
      return GST_RATE_BP.standard;
    default:
      return kind satisfies never;
  }
}

/**
 * The value a room night's ₹7,500 test is read on: the room's price for the night (its occupancy supplements
 * included) plus the meal plan's for the room's party that night (decision 134). A meal plan sold with the room is
 * one composite supply whose principal supply is the accommodation (CGST Act ss. 2(30), 8(a)), and the value of
 * supply of the unit is the whole of it, even when the invoice shows the meals apart (West Bengal AAR, Orsino Hotels,
 * 21 Aug 2025): so a ₹7,000 room with ₹1,000 of MAP is an ₹8,000 night, taxed 18% on all ₹8,000. The whole night is
 * one accommodation line (SAC 996311); the slab is read after the night's share of any discount, as for a room alone.
 * EP (room only) is a meal plan of 0.
 */
export function accommodationNightValue(roomPaise: Paise, mealPlanPaise: Paise = 0): Paise {
  return roomPaise + mealPlanPaise;
}

/**
 * The rate and SAC of a line, a mixed supply's included (decision 150). A package night that bundles with the room
 * and its meals a service not naturally supplied with a stay (a boat ride, a spa ritual, a transfer, a meeting room)
 * is a mixed supply (CGST Act s. 2(74)): "two or more individual supplies ... made in conjunction with each other
 * ... for a single price where such supply does not constitute a composite supply", taxed under s. 8(b) as "the
 * particular supply which attracts the highest rate of tax". So the whole night is taxed at the highest of the
 * room's rate (its slab read on the whole night's value, as for a composite night) and its bundled supplies' rates,
 * under the SAC of the supply that sets it (the room's when it ties). A night that bundles only meals stays one
 * composite supply of accommodation (s. 2(30), s. 8(a); decision 134).
 */
export function lineRate(
  line: Pick<TaxableLine, 'kind' | 'bundles'>,
  taxablePaise: Paise,
  premises: TaxPremises,
): { rateBp: number; sac: string } {
  let rate = { rateBp: gstRateBp(line.kind, taxablePaise, premises), sac: SAC[line.kind] };
  for (const part of line.bundles ?? []) {
    const rateBp = gstRateBp(part, taxablePaise, premises);
    if (rateBp > rate.rateBp) rate = { rateBp, sac: SAC[part] };
  }
  return rate;
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
  const { rateBp, sac } = lineRate(line, taxablePaise, premises);
  const cgstPaise = halfTaxPaise(taxablePaise, rateBp);
  return {
    ...line,
    discountPaise,
    sac,
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
  /** Each night's tariff: the room's rate with its extra guests (decision 133), without its meals. */
  nightlyTariffsPaise: readonly Paise[];
  /**
   * The meal plan's price each night for the room's party (CP, MAP or AP; absent for EP), in the nights' order:
   * part of the night's accommodation line, so its slab is read on room and meals together.
   */
  nightlyMealPlanPaise?: readonly Paise[];
  /** The extras booked on the room, each its own supply and line (decision 133). */
  extras?: readonly { description: string; kind: SupplyKind; grossPaise: Paise }[];
  /** What its package bundles with each night besides the room and meals: a mixed supply (decision 150). */
  bundles?: readonly SupplyKind[];
}

/**
 * A stay as taxable lines, one per room per night (its meal plan included), so each night finds its own slab, then
 * one per extra. The stay's discount is shared across the rooms in proportion to their values (as the room price
 * rule shares it), then across each room's nights and extras the same way; the shares add up to the discount exactly.
 */
export function stayLines(units: readonly StayUnit[], discountPaise: Paise): TaxableLine[] {
  const nightValues = units.map((u) =>
    u.nightlyTariffsPaise.map((room, night) =>
      accommodationNightValue(room, u.nightlyMealPlanPaise?.[night] ?? 0),
    ),
  );
  const grossOf = (room: number) => [
    ...nightValues[room]!,
    ...(units[room]!.extras ?? []).map((e) => e.grossPaise),
  ];
  const roomTotals = units.map((_u, room) => grossOf(room).reduce((sum, gross) => sum + gross, 0));
  const roomShares = shareDiscount(discountPaise, roomTotals);
  return units.flatMap((unit, room) => {
    const shares = shareDiscount(roomShares[room]!, grossOf(room));
    const nights = nightValues[room]!.map((grossPaise, night) => ({
      kind: 'accommodation' as const,
      description: `${unit.description}, night ${night + 1}`,
      grossPaise,
      discountPaise: shares[night]!,
      ...(unit.bundles?.length ? { bundles: unit.bundles } : {}),
    }));
    const extras = (unit.extras ?? []).map((extra, i) => ({
      kind: extra.kind,
      description: extra.description,
      grossPaise: extra.grossPaise,
      discountPaise: shares[nights.length + i]!,
    }));
    return [...nights, ...extras];
  });
}

/**
 * "+ 18% GST": the GST a catalogue price is charged with, by its kind (a room night finds its slab by its price;
 * the restaurant's rate follows the hotel's premises status; the rest as `gstRateBp` says). A coupon can lower a night
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
