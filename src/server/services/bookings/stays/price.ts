import type { CodeType } from '~/contracts/bookings';
import type { PriceDiscount, PriceLine } from '~/contracts/pricing';
import { type SupplyKind, stayLines, type TaxedLine } from '~/lib/gst';
import { formatInr, type Paise } from '~/lib/money';
import { MEAL_PLANS, type MealPlanCode, type Party, partyText } from '~/lib/party';
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
  /** What the package bundles with each night besides the room and meals: its GST is a mixed supply's (decision 150). */
  bundles?: readonly SupplyKind[];
  /** The room's party, its meal plan and their supplements a night, as priced (decision 133); none: room only. */
  board?: {
    party: Party;
    mealPlan: MealPlanCode;
    mealPaise: Paise;
    extraGuestsPaise: Paise;
  };
  /** The extras booked on this room, each its own line and supply. */
  extras?: readonly PricedExtra[];
}

/** An extra on a stay's bill: its name, how it was counted, its amount and its GST supply. */
export interface PricedExtra {
  name: string;
  detail: string;
  amountPaise: Paise;
  kind: SupplyKind;
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
  /** Its GST lines: one per night, then one per extra. */
  taxed: TaxedLine[];
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

/** Each night's value of a room's supply: its rate with its meal plan and extra guests (decision 133). */
export const nightValues = (unit: PricedUnit): Paise[] =>
  unit.nightlyPaise.map((p) => p + (unit.board?.mealPaise ?? 0) + (unit.board?.extraGuestsPaise ?? 0));

/** What a room of a stay comes to before discounts: its nights with their supplements, and its extras. */
export const unitSubtotal = (unit: PricedUnit): Paise =>
  sumOf(nightValues(unit)) + sumOf((unit.extras ?? []).map((e) => e.amountPaise));

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
 * A room's lines on a stay's bill: the room's nights, then its meal plan ("Half board · 2 adults, 1 child (9)"),
 * its extra guests and its extras, each with how it was counted.
 */
export function stayLinesOf(unit: PricedUnit): PriceLine[] {
  const lines = [stayLine(unit)];
  const nights = unit.nightlyPaise.length;
  const board = unit.board;
  if (board && board.mealPaise > 0)
    lines.push({
      label: `${MEAL_PLANS[board.mealPlan].name} · Room ${unit.roomNumber}`,
      detail: `${MEAL_PLANS[board.mealPlan].includes} for ${partyText(board.party)}, ${formatInr(board.mealPaise)} × ${nightsText(nights)}`,
      amountPaise: board.mealPaise * nights,
    });
  if (board && board.extraGuestsPaise > 0)
    lines.push({
      label: `Extra guests · Room ${unit.roomNumber}`,
      detail: `Above the room's own occupancy, for ${partyText(board.party)}: ${formatInr(board.extraGuestsPaise)} × ${nightsText(nights)}`,
      amountPaise: board.extraGuestsPaise * nights,
    });
  for (const extra of unit.extras ?? [])
    lines.push({ label: extra.name, detail: extra.detail, amountPaise: extra.amountPaise });
  return lines;
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
  const subtotals = units.map(unitSubtotal);
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
  const lines: PriceLine[] = units.flatMap(stayLinesOf);
  const priced = withGst({
    lines,
    discounts,
    subtotalPaise,
    discountPaise,
    // One taxable line per room per night, each night finding its own GST slab after its share of the discount
    // (its meal plan and extra guests are part of the night's supply), then one per extra at its own rate.
    taxable: stayLines(
      units.map((u) => ({
        description: stayLine(u).label,
        nightlyTariffsPaise: u.nightlyPaise.map((p) => p + (u.board?.extraGuestsPaise ?? 0)),
        nightlyMealPlanPaise: u.nightlyPaise.map(() => u.board?.mealPaise ?? 0),
        extras: (u.extras ?? []).map((e) => ({
          description: e.name,
          kind: e.kind,
          grossPaise: e.amountPaise,
        })),
        ...(u.bundles?.length ? { bundles: u.bundles } : {}),
      })),
      discountPaise,
    ),
  });
  let next = 0;
  return {
    ...priced,
    perUnit: subtotals.map((s, i) => {
      // stayLines shares the discount by room first, in the same proportion as `shares`: a room's nights and
      // extras are its lines, in order.
      const count = nights + (units[i]!.extras?.length ?? 0);
      const taxed = priced.taxed.slice(next, next + count);
      next += count;
      const sum = (pick: (l: TaxedLine) => Paise) => taxed.reduce((t, l) => t + pick(l), 0);
      return {
        subtotalPaise: s,
        discountPaise: shares[i]!,
        taxablePaise: sum((l) => l.taxablePaise),
        cgstPaise: sum((l) => l.cgstPaise),
        sgstPaise: sum((l) => l.sgstPaise),
        totalPaise: sum((l) => l.totalPaise),
        taxed,
      };
    }),
  };
}
