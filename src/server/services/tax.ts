import type { GstBreakdown, PriceDiscount, Priced, PriceLine } from '~/contracts/pricing';
import { type TaxableLine, type TaxedLine, type TaxPremises, taxBill, taxRows, taxTotals } from '~/lib/gst';
import { gstinState } from '~/lib/gstin';
import { hotelTaxFacts } from './hotel-facts';

/** The hotel's place of supply as documents print it: its state code and name (08-Rajasthan). */
export const placeOfSupply = (() => {
  const { code, name } = gstinState(hotelTaxFacts.gstin);
  return `${code}-${name}`;
})();

/** A kind's price by its one rule, before GST: its lines, discounts, and the lines as the tax module reads them. */
export interface TariffPrice {
  lines: PriceLine[];
  discounts: PriceDiscount[];
  subtotalPaise: number;
  discountPaise: number;
  taxable: TaxableLine[];
}

/** A price with its GST (decision 099): what a quote shows, a booking stores and its payment order charges. */
export type TaxedPrice = Priced & { taxed: TaxedLine[] };

/** A taxed price as a bill shows it: lines, discounts, taxable value, GST and total (without its GST lines). */
export function billOf(price: TaxedPrice): Priced {
  const {
    lines,
    discounts,
    subtotalPaise,
    discountPaise,
    taxablePaise,
    taxes,
    cgstPaise,
    sgstPaise,
    totalPaise,
  } = price;
  return {
    lines,
    discounts,
    subtotalPaise,
    discountPaise,
    taxablePaise,
    taxes,
    cgstPaise,
    sgstPaise,
    totalPaise,
  };
}

/**
 * Adds GST to a kind's tariff price through the tax module (src/lib/gst.ts): each taxable line taxed at its own
 * rate, the bill's taxable value, CGST and SGST the sums of its lines, and the total with GST the amount charged.
 */
export function withGst<T extends TariffPrice>(
  tariff: T,
  premises: TaxPremises = hotelTaxFacts,
): T & TaxedPrice {
  const { lines, totals } = taxBill(tariff.taxable, premises);
  return {
    ...tariff,
    taxablePaise: totals.taxablePaise,
    taxes: taxRows(lines),
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    totalPaise: totals.totalPaise,
    taxed: lines,
  };
}

/** The GST on a price, line by line, as quotes answer it (the lines a tax document will print). */
export function gstBreakdown(lines: readonly TaxedLine[]): GstBreakdown {
  const totals = taxTotals(lines);
  return {
    placeOfSupply,
    lines: lines.map((l) => ({
      description: l.description,
      sac: l.sac,
      grossPaise: l.grossPaise,
      discountPaise: l.discountPaise,
      taxablePaise: l.taxablePaise,
      ratePercent: l.rateBp / 100,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      totalPaise: l.totalPaise,
    })),
    grossPaise: totals.grossPaise,
    discountPaise: totals.discountPaise,
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    totalWithTaxPaise: totals.totalPaise,
    includedInTotal: true,
  };
}
