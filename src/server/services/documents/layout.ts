// What a tax document says, in order, for both its PDF and its printable page (decision 102): one list of
// fields, so the two can never disagree.
import { formatHotelDate } from '~/lib/dates';
import { codeHeading, formatRate, taxRows } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import { documentPurpose, type TaxDocumentSnapshot } from '~/lib/tax-documents';

/** Paise as a document prints them: "Rs. 7,560.50" (the standard PDF fonts have no rupee sign). */
export const money = (paise: number) => formatInr(paise).replace('₹', 'Rs. ');

/** A label and its value. */
export type Field = readonly [label: string, value: string];

/** The columns of the lines table; the code's heading says whether its lines are services, goods or both. */
export const lineHeadings = (codes: readonly string[]) =>
  [
    'Description',
    codeHeading(codes),
    'Value',
    'Discount',
    'Taxable value',
    'GST rate',
    'CGST',
    'SGST',
    'Total',
  ] as const;

/** A document's content: heading, parties, details, lines, totals and the closing words. */
export interface DocumentLayout {
  title: string;
  supplier: string[];
  details: Field[];
  recipient: Field[];
  headings: readonly string[];
  rows: string[][];
  totalsRow: string[];
  taxes: Field[];
  note: string;
  signature: string[];
}

/**
 * How the total was settled when Supar Coins had a part (decision 105): coins are a means of payment, printed
 * after the total they helped pay, never as a discount.
 */
function settlementFields(doc: TaxDocumentSnapshot, refund: boolean): Field[] {
  const s = doc.settlement;
  if (!s) return [];
  return [
    [
      refund ? `Returned as ${s.coins} Supar Coins` : `Paid with ${s.coins} Supar Coins (loyalty redemption)`,
      money(s.coinsPaise),
    ],
    [refund ? 'Refunded to the card or account' : 'Paid through the payment provider', money(s.moneyPaise)],
  ];
}

/**
 * The advances a document answers when a booking had several (decision 112), each named with its date and amount:
 * Rule 51 asks a refund voucher for its receipt voucher's number and date, and the invoice shows what it adjusts.
 */
function advanceFields(doc: TaxDocumentSnapshot): Field[] {
  return (doc.advances?.documents ?? []).map((d) => [
    d.type === 'receipt_voucher' ? 'Advance received' : 'Advance refunded',
    `${d.title} ${d.number} of ${formatHotelDate(d.date)}: ${money(d.totalPaise)}`,
  ]);
}

/** What a tax invoice adjusts: the advances net of refunds, and any balance left either way. */
function adjustedFields(doc: TaxDocumentSnapshot): Field[] {
  if (doc.type !== 'tax_invoice' || !doc.advances) return [];
  const balance = doc.totals.totalPaise - doc.advances.netPaise;
  const fields: Field[] = [['Advances adjusted, net of refunds', money(doc.advances.netPaise)]];
  if (balance > 0) fields.push(['Balance payable', money(balance)]);
  if (balance < 0) fields.push(['Advance in excess, to be refunded', money(-balance)]);
  return fields;
}

/** Lays a snapshot out as the law asks a document to read (Rule 46; Rules 50, 51 and 53 for the others). */
export function documentLayout(doc: TaxDocumentSnapshot): DocumentLayout {
  const { supplier, recipient, totals } = doc;
  const refund = doc.type === 'refund_voucher' || doc.type === 'credit_note';
  const details: Field[] = [
    [`${doc.title} no.`, doc.number],
    ['Date of issue', formatHotelDate(doc.date)],
    ['Place of supply', doc.placeOfSupply],
    ['Tax payable on reverse charge', doc.reverseCharge ? 'Yes' : 'No'],
    ['Booking', `${doc.booking.code}: ${doc.booking.description}`],
  ];
  const purpose = documentPurpose(doc);
  if (purpose) details.push(['Issued for', purpose]);
  if (doc.advances && doc.advances.documents.length > 0) details.push(...advanceFields(doc));
  else if (doc.refersTo) {
    const additional = doc.type === 'receipt_voucher' && doc.occasion === 'change';
    details.push([
      additional
        ? `Earlier advance, ${doc.refersTo.title.toLowerCase()}`
        : `Against ${doc.refersTo.title.toLowerCase()}`,
      `${doc.refersTo.number} of ${formatHotelDate(doc.refersTo.date)}`,
    ]);
  }
  const billedTo: Field[] = [['Name', recipient.name]];
  if (recipient.address) billedTo.push(['Address', recipient.address]);
  billedTo.push(['GSTIN', recipient.gstin ?? 'Not registered (none given)']);
  if (recipient.state) billedTo.push(['State', recipient.state]);
  return {
    title: doc.title.toUpperCase(),
    supplier: [
      supplier.name,
      `(${supplier.tradeName})`,
      supplier.address,
      `GSTIN: ${supplier.gstin}`,
      `State: ${supplier.state}`,
    ],
    details,
    recipient: billedTo,
    headings: lineHeadings(doc.lines.map((l) => l.sac)),
    rows: doc.lines.map((l) => [
      l.description,
      l.sac,
      money(l.grossPaise),
      money(l.discountPaise),
      money(l.taxablePaise),
      formatRate(l.rateBp),
      money(l.cgstPaise),
      money(l.sgstPaise),
      money(l.totalPaise),
    ]),
    totalsRow: [
      'Total',
      '',
      money(totals.grossPaise),
      money(totals.discountPaise),
      money(totals.taxablePaise),
      '',
      money(totals.cgstPaise),
      money(totals.sgstPaise),
      money(totals.totalPaise),
    ],
    taxes: [
      ['Taxable value', money(totals.taxablePaise)],
      ...taxRows(doc.lines).map((row): Field => [row.label, money(row.amountPaise)]),
      [`Total ${refund ? 'refunded' : 'including GST'}`, money(totals.totalPaise)],
      ...adjustedFields(doc),
      ...settlementFields(doc, refund),
    ],
    note: doc.note,
    signature: [
      `For ${supplier.name}`,
      'Authorised signatory',
      'Issued electronically: no signature is required on an electronic invoice (Rule 46, proviso; Notification 74/2018-CT).',
    ],
  };
}
