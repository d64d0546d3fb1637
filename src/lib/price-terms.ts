// What the site's prices are, in one place every page and island uses (issue 31, item 8; issue 32): the catalogue
// is the hotel's tariff before GST, and what is charged is the total with GST (docs/decisions/099-gst-charged.md).
// The phrase is a plain string (its figures checked against the tax module in price-terms.test.ts), so that an
// island importing it carries no code to build it. What a single price is charged with is `gstAdded` (gst.ts); a
// total says "incl. GST" (PriceLines, ChargeSummary), since the amount charged always includes it.

/** The note under a list of room or package prices. */
export const ROOM_RATE_TERMS =
  'Prices are per room per night, plus GST: 5% on a night of up to ₹7,500, 18% above. The total you pay includes it.';
