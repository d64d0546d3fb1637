import type { GstBreakdown } from '~/contracts/pricing';
import { type TaxableLine, taxBill } from '~/lib/gst';
import { gstinState } from '~/lib/gstin';
import { hotelTaxFacts } from './hotel-facts';

/** The hotel's place of supply as documents print it: its state code and name (08-Rajasthan). */
export const placeOfSupply = (() => {
  const { code, name } = gstinState(hotelTaxFacts.gstin);
  return `${code}-${name}`;
})();

/** The GST on a kind's price at this hotel (its premises status from the site facts), line by line. */
export function gstBreakdown(taxable: readonly TaxableLine[]): GstBreakdown {
  const { lines, totals } = taxBill(taxable, hotelTaxFacts);
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
    includedInTotal: false,
  };
}
