// Issuing tax documents inside the life-cycle transitions (decision 102): each is numbered in its series and
// stored as a snapshot of every figure and party detail at that moment.
import { and, eq } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import { dateInZone } from '~/lib/dates';
import { SAC } from '~/lib/gst';
import { gstinState } from '~/lib/gstin';
import {
  type DocumentLine,
  documentTotals,
  financialYearOf,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentSettlement,
  type TaxDocumentSnapshot,
  type TaxDocumentType,
} from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { storedTaxLines } from '../charged-tax';
import { hotelFacts, hotelTaxFacts } from '../hotel-facts';
import { placeOfSupply } from '../tax';
import { type BilledBooking, billingFor } from './billing';
import { takeSerial } from './numbering';

type TaxDocument = typeof taxDocuments.$inferSelect;

/** The booking as a document sees it: what was booked and charged, by whom, on which rows. */
export interface DocumentBooking {
  kind: BookingKindName;
  userId: string;
  code: string;
  description: string;
  rowIds: string[];
  totalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** When a document is issued: the instant and the hotel's time zone (its date and financial year). */
export interface IssueMoment {
  now: Date;
  timeZone: string;
}

/** The anchor of a booking's documents: the first of its rows, as its messages name it. */
export const documentAnchor = (booking: Pick<DocumentBooking, 'rowIds'>) => [...booking.rowIds].sort()[0]!;

const billed = (booking: DocumentBooking): BilledBooking => ({
  kind: booking.kind,
  anchorId: documentAnchor(booking),
  userId: booking.userId,
});

/** The booking's document of a type, if one was issued. */
export async function documentOf(
  db: DbOrTx,
  booking: Pick<DocumentBooking, 'rowIds'>,
  type: TaxDocumentType,
) {
  const [found] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, documentAnchor(booking)), eq(taxDocuments.type, type)));
  return found;
}

/** The lines the booking was charged, as stored when it was priced; a booking from before GST, one untaxed line. */
async function chargedLines(db: DbOrTx, booking: DocumentBooking): Promise<DocumentLine[]> {
  const stored = await storedTaxLines(db, booking.rowIds);
  if (stored.length > 0) {
    return stored.map((l) => ({
      description: l.description,
      sac: l.sac,
      grossPaise: l.grossPaise,
      discountPaise: l.discountPaise,
      taxablePaise: l.taxablePaise,
      rateBp: l.rateBp,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      totalPaise: l.totalPaise,
    }));
  }
  const sac =
    SAC[booking.kind === 'room' ? 'accommodation' : booking.kind === 'table' ? 'restaurant' : 'hall'];
  const taxable = booking.totalPaise - booking.cgstPaise - booking.sgstPaise;
  return [
    {
      description: booking.description,
      sac,
      grossPaise: taxable,
      discountPaise: 0,
      taxablePaise: taxable,
      rateBp: 0,
      cgstPaise: booking.cgstPaise,
      sgstPaise: booking.sgstPaise,
      totalPaise: booking.totalPaise,
    },
  ];
}

/** What each document records, in a sentence. */
function noteFor(type: TaxDocumentType, refersTo: TaxDocument | undefined): string {
  const ref = refersTo ? `${TAX_DOCUMENT_TITLES[refersTo.type].toLowerCase()} ${refersTo.number}` : '';
  switch (type) {
    case 'receipt_voucher':
      return 'Advance received for the booking below; tax on it is paid now (section 13). The tax invoice follows the supply.';
    case 'tax_invoice':
      return refersTo
        ? `The advance of ${ref} is adjusted against this invoice.`
        : 'Payment received in full.';
    case 'refund_voucher':
      return `Refund of the advance of ${ref}: the booking was cancelled before any supply was made.`;
    case 'credit_note':
      return `Credit against ${ref}: the booking was cancelled and the amount below is refunded.`;
  }
}

/**
 * Issues a document for a booking inside the caller's transaction, once: a second call finds the first. Its number
 * is taken from its type's series for the financial year of `at` (hotel time), and every figure and party detail
 * is copied into its snapshot. `lines` defaults to the booking's charged lines.
 */
export async function issueDocument(
  tx: DbOrTx,
  booking: DocumentBooking,
  type: TaxDocumentType,
  at: IssueMoment,
  options: { refersTo?: TaxDocument; lines?: DocumentLine[]; settlement?: TaxDocumentSettlement | null } = {},
): Promise<TaxDocument> {
  const existing = await documentOf(tx, booking, type);
  if (existing) return existing;
  const financialYear = financialYearOf(at.now, at.timeZone);
  const { serial, number } = await takeSerial(tx, type, financialYear);
  const lines = options.lines ?? (await chargedLines(tx, booking));
  const billing = await billingFor(tx, billed(booking));
  const ref = options.refersTo;
  const snapshot: TaxDocumentSnapshot = {
    type,
    title: TAX_DOCUMENT_TITLES[type],
    number,
    date: dateInZone(at.now, at.timeZone),
    supplier: {
      name: hotelTaxFacts.legalName,
      tradeName: hotelFacts.name,
      address: hotelTaxFacts.address,
      gstin: hotelTaxFacts.gstin,
      state: placeOfSupply,
    },
    recipient: {
      name: billing.name,
      address: billing.address,
      gstin: billing.gstin,
      state: billing.gstin ? `${gstinState(billing.gstin).code}-${gstinState(billing.gstin).name}` : null,
    },
    placeOfSupply,
    reverseCharge: false,
    booking: { code: booking.code, description: booking.description },
    refersTo: ref ? { title: ref.snapshot.title, number: ref.number, date: ref.snapshot.date } : null,
    note: noteFor(type, ref),
    lines,
    totals: documentTotals(lines),
    ...(options.settlement ? { settlement: options.settlement } : {}),
  };
  const [issued] = await tx
    .insert(taxDocuments)
    .values({
      type,
      financialYear,
      serial,
      number,
      issuedAt: at.now,
      bookingKind: booking.kind,
      bookingId: documentAnchor(booking),
      userId: booking.userId,
      refersTo: ref?.id ?? null,
      totalPaise: snapshot.totals.totalPaise,
      snapshot,
    })
    .returning();
  return issued!;
}

/**
 * A refund's document (inside the cancellation's transaction): a credit note against the tax invoice when one was
 * issued (section 34), else a refund voucher against the receipt voucher (Rule 51); nothing when no document was
 * issued for the payment. A full refund reverses every line; a part refund is one line of its taxable value and tax.
 */
export async function issueRefundDocument(
  tx: DbOrTx,
  booking: DocumentBooking,
  refund: { amountPaise: number; cgstPaise: number; sgstPaise: number },
  at: IssueMoment,
  settlement: TaxDocumentSettlement | null = null,
): Promise<TaxDocument | undefined> {
  const invoice = await documentOf(tx, booking, 'tax_invoice');
  const against = invoice ?? (await documentOf(tx, booking, 'receipt_voucher'));
  if (!against) return undefined;
  const type = invoice ? 'credit_note' : 'refund_voucher';
  const whole = refund.amountPaise === against.totalPaise;
  const first = against.snapshot.lines[0];
  const taxable = refund.amountPaise - refund.cgstPaise - refund.sgstPaise;
  const lines = whole
    ? against.snapshot.lines
    : [
        {
          description: `Part refund: ${booking.description}`,
          sac: first?.sac ?? '',
          grossPaise: taxable,
          discountPaise: 0,
          taxablePaise: taxable,
          rateBp: first?.rateBp ?? 0,
          cgstPaise: refund.cgstPaise,
          sgstPaise: refund.sgstPaise,
          totalPaise: refund.amountPaise,
        },
      ];
  return issueDocument(tx, booking, type, at, { refersTo: against, lines, settlement });
}
