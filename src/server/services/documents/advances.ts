// The documents that answer a booking's advances (decisions 102 and 112): an additional advance when a change costs
// more, a part refund when it costs less, the tax invoice at check-out adjusting every advance net of refunds, and a
// cancellation's refund of what is left. Each inside the caller's transaction, each once for its occasion.
import { refundTax } from '~/lib/gst';
import {
  addRates,
  changeLines,
  type DocumentFigures,
  type RateShare,
  rateDifference,
} from '~/lib/tax-document-changes';
import type { AnsweredAdvances, TaxDocumentSettlement, TaxDocumentType } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import {
  BOOKING_OCCASION,
  chargedLines,
  type DocumentBooking,
  documentsOf,
  type IssueMoment,
  issueDocument,
  type TaxDocument,
} from './issue';

/** An additional advance: the amount received with its CGST and SGST, and what the change added, in words. */
export interface AdditionalAdvance extends DocumentFigures {
  description: string;
}

const ofType = (docs: readonly TaxDocument[], type: TaxDocumentType) => docs.filter((d) => d.type === type);

/** Documents' lines netted rate by rate: the first set's added, the second's taken away. */
const netShares = (added: readonly TaxDocument[], taken: readonly TaxDocument[]): RateShare[] =>
  taken.reduce(
    (shares, doc) => addRates(shares, doc.snapshot.lines, -1),
    added.reduce<RateShare[]>((shares, doc) => addRates(shares, doc.snapshot.lines), []),
  );

/** The advances received (receipt vouchers) and given back (refund vouchers), named with what they net to. */
function answered(docs: readonly TaxDocument[]): AnsweredAdvances {
  const documents = docs
    .filter((d) => d.type === 'receipt_voucher' || d.type === 'refund_voucher')
    .map((d) => ({
      type: d.type,
      title: d.snapshot.title,
      number: d.number,
      date: d.snapshot.date,
      totalPaise: d.totalPaise,
    }));
  const netPaise = documents.reduce(
    (net, d) => net + (d.type === 'receipt_voucher' ? d.totalPaise : -d.totalPaise),
    0,
  );
  return { documents, netPaise };
}

/**
 * A dearer change paid (decision 112; s.31(3)(d), Rule 50): a receipt voucher for the additional advance, its lines
 * what the change added rate by rate with its GST (the booking's charged lines as changed, less the advances held),
 * referring to the booking's first receipt voucher, once per payment (`key`, the payment's id). Call it after the
 * booking's rows and tax lines are changed. Nothing is issued for a booking that never had a receipt voucher.
 */
export async function issueAdditionalAdvance(
  tx: DbOrTx,
  booking: DocumentBooking,
  advance: AdditionalAdvance,
  at: IssueMoment,
  key: string,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const occasion = `payment:${key}`;
  const docs = await documentsOf(tx, booking);
  const done = docs.find((d) => d.type === 'receipt_voucher' && d.occasion === occasion);
  if (done) return done;
  const receipts = ofType(docs, 'receipt_voucher');
  if (receipts.length === 0) return undefined;
  const charged = addRates([], await chargedLines(tx, booking));
  const held = netShares(receipts, ofType(docs, 'refund_voucher'));
  const lines = changeLines(advance, rateDifference(charged, held), charged, advance.description);
  return issueDocument(tx, booking, 'receipt_voucher', at, {
    occasion,
    change: true,
    refersTo: receipts[0],
    lines,
    settlement,
  });
}

/**
 * A cheaper change refunded in part, money and coins together (decision 112): before the tax invoice a refund
 * voucher (s.31(3)(e), Rule 51) naming every advance it answers, after it a credit note against the invoice (s.34,
 * Rule 53); its lines what the change took away rate by rate when the refund is all of it, else the refund spread
 * over the rates held. Once per change (`key`). Nothing for a booking with no document to answer.
 */
export async function issueChangeRefund(
  tx: DbOrTx,
  booking: DocumentBooking,
  refund: DocumentFigures,
  at: IssueMoment,
  key: string,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const occasion = `change:${key}`;
  const docs = await documentsOf(tx, booking);
  const [invoice] = ofType(docs, 'tax_invoice');
  const type = invoice ? 'credit_note' : 'refund_voucher';
  const done = docs.find((d) => d.type === type && d.occasion === occasion);
  if (done) return done;
  const receipts = ofType(docs, 'receipt_voucher');
  const against = invoice ?? receipts[0];
  if (!against) return undefined;
  const held = invoice
    ? netShares([invoice], ofType(docs, 'credit_note'))
    : netShares(receipts, ofType(docs, 'refund_voucher'));
  const charged = addRates([], await chargedLines(tx, booking));
  const lines = changeLines(
    refund,
    rateDifference(held, charged),
    held,
    `Part refund: ${booking.description}`,
  );
  return issueDocument(tx, booking, type, at, {
    occasion,
    change: true,
    refersTo: against,
    lines,
    settlement,
    advances: invoice ? null : answered(docs),
  });
}

/**
 * A stay or event completed (decision 112; s.31, Rule 46): the tax invoice for the booking as finally supplied (its
 * charged lines as changed), adjusting every advance received net of those refunded, each named; issued once, and
 * only for a booking paid in advance (a receipt voucher exists).
 */
export async function issueTaxInvoice(
  tx: DbOrTx,
  booking: DocumentBooking,
  at: IssueMoment,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const docs = await documentsOf(tx, booking);
  const invoices = ofType(docs, 'tax_invoice');
  const done = invoices.find((invoice) => !docs.some((d) => d.occasion === undoneOccasion(invoice)));
  if (done) return done;
  const receipts = ofType(docs, 'receipt_voucher');
  if (receipts.length === 0) return undefined;
  const cancelled = invoices.at(-1);
  return issueDocument(tx, booking, 'tax_invoice', at, {
    // After an invoice cancelled by an undone check-out, the next is its own occasion (issued once too).
    ...(cancelled ? { occasion: `after:${cancelled.id}` } : {}),
    refersTo: receipts[0],
    settlement,
    advances: answered(docs),
  });
}

/** The occasion of the credit note that cancels an invoice whose check-out was undone. */
const undoneOccasion = (invoice: TaxDocument) => `undone:${invoice.id}`;

/**
 * A check-out undone the same day (decision 140; section 34): the stay's live tax invoice cancelled in full by a
 * credit note naming it, every line reversed; the next check-out issues a new invoice. Nothing when none was issued.
 */
export async function cancelTaxInvoice(
  tx: DbOrTx,
  booking: DocumentBooking,
  at: IssueMoment,
): Promise<TaxDocument | undefined> {
  const docs = await documentsOf(tx, booking);
  const invoice = ofType(docs, 'tax_invoice').find(
    (i) => !docs.some((d) => d.occasion === undoneOccasion(i)),
  );
  if (!invoice) return undefined;
  return issueDocument(tx, booking, 'credit_note', at, {
    refersTo: invoice,
    lines: invoice.snapshot.lines,
    occasion: undoneOccasion(invoice),
    undone: true,
  });
}

/**
 * A refund's document (inside the cancellation's transaction) for what is refunded now: a credit note against the
 * tax invoice when one was issued (section 34), else a refund voucher against the receipt vouchers (Rule 51);
 * nothing when no document was issued for the payment. Part refunds of earlier changes stay as they were: this one
 * covers only `refund`. A booking never changed reverses its one document's every line when the refund is all of
 * it; otherwise the lines are what is held rate by rate (all of it) or the refund spread over those rates (a part).
 */
export async function issueRefundDocument(
  tx: DbOrTx,
  booking: DocumentBooking,
  refund: DocumentFigures,
  at: IssueMoment,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const docs = await documentsOf(tx, booking);
  const [invoice] = ofType(docs, 'tax_invoice');
  const receipts = ofType(docs, 'receipt_voucher');
  const against = invoice ?? receipts[0];
  if (!against) return undefined;
  const type = invoice ? 'credit_note' : 'refund_voucher';
  const done = docs.find((d) => d.type === type && d.occasion === BOOKING_OCCASION);
  if (done) return done;
  const answers = invoice ? [invoice] : receipts;
  const earlier = ofType(docs, type);
  const held = netShares(answers, earlier);
  const whole = answers.length === 1 && earlier.length === 0 && refund.amountPaise === against.totalPaise;
  const description = `${refund.amountPaise === sumTotals(held) ? 'Refund' : 'Part refund'}: ${booking.description}`;
  const lines = whole ? against.snapshot.lines : changeLines(refund, held, held, description);
  const several = !invoice && (receipts.length > 1 || earlier.length > 0);
  return issueDocument(tx, booking, type, at, {
    refersTo: against,
    lines,
    settlement,
    advances: several ? answered(docs) : null,
  });
}

const sumTotals = (shares: readonly RateShare[]) => shares.reduce((total, s) => total + s.totalPaise, 0);

/** What the folio holds unpaid rate by rate: the charged lines (charges to the room included) less the advances held. */
async function unpaidShares(tx: DbOrTx, booking: DocumentBooking, docs: readonly TaxDocument[]) {
  const charged = addRates([], await chargedLines(tx, booking));
  const held = netShares(ofType(docs, 'receipt_voucher'), ofType(docs, 'refund_voucher'));
  return { charged, held, unpaid: rateDifference(charged, held).filter((s) => s.totalPaise > 0) };
}

/** An amount's GST in proportion to the shares it pays (the rule of money given back, decision 099). */
function figuresOf(amountPaise: number, shares: readonly RateShare[]) {
  const bill = shares.reduce(
    (sum, s) => ({
      totalPaise: sum.totalPaise + s.totalPaise,
      cgstPaise: sum.cgstPaise + s.cgstPaise,
      sgstPaise: sum.sgstPaise + s.sgstPaise,
    }),
    { totalPaise: 0, cgstPaise: 0, sgstPaise: 0 },
  );
  return { amountPaise, ...refundTax(amountPaise, bill) };
}

/**
 * A payment taken at the front desk before the tax invoice (decision 145; s.13(2) and Rule 50: GST is due when the
 * payment is received): a receipt voucher for it, its lines the payment spread over what the folio holds unpaid rate
 * by rate, once per payment (`payment:<id>`). Nothing once a live invoice exists (the folio is closed then).
 */
export async function issueDeskReceipt(
  tx: DbOrTx,
  booking: DocumentBooking,
  payment: { id: string; amountPaise: number },
  at: IssueMoment,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const occasion = `payment:${payment.id}`;
  const docs = await documentsOf(tx, booking);
  if (ofType(docs, 'tax_invoice').length > ofType(docs, 'credit_note').length) return undefined;
  const { charged, unpaid } = await unpaidShares(tx, booking, docs);
  const basis = unpaid.length > 0 ? unpaid : charged;
  const figures = figuresOf(payment.amountPaise, basis);
  const lines = changeLines(figures, [], basis, `Paid at the front desk: ${booking.description}`);
  return issueDocument(tx, booking, 'receipt_voucher', at, {
    occasion,
    refersTo: ofType(docs, 'receipt_voucher')[0],
    lines,
    settlement,
  });
}

/**
 * Money given back at the front desk from a folio in credit, before the tax invoice (decision 145; Rule 51): a refund
 * voucher against the advances held, its lines the refund spread over the rates held, once per refund. Nothing when
 * no advance was documented.
 */
export async function issueDeskRefund(
  tx: DbOrTx,
  booking: DocumentBooking,
  refund: { id: string; amountPaise: number },
  at: IssueMoment,
): Promise<TaxDocument | undefined> {
  const occasion = `desk-refund:${refund.id}`;
  const docs = await documentsOf(tx, booking);
  const receipts = ofType(docs, 'receipt_voucher');
  if (receipts.length === 0) return undefined;
  const { held } = await unpaidShares(tx, booking, docs);
  const basis = held.filter((s) => s.totalPaise > 0);
  const lines = changeLines(
    figuresOf(refund.amountPaise, basis),
    [],
    basis,
    `Refund at the front desk: ${booking.description}`,
  );
  return issueDocument(tx, booking, 'refund_voucher', at, {
    occasion,
    refersTo: receipts[0],
    lines,
    desk: true,
    advances: answered(docs),
  });
}
