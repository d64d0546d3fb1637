// Issuing tax documents inside the life-cycle transitions (decision 102): each is numbered in its series and
// stored as a snapshot of every figure and party detail at that moment.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import { SAC, SUPPLY_OF_KIND } from '~/lib/gst';
import { gstinState } from '~/lib/gstin';
import {
  type AnsweredAdvances,
  type AnsweredDocument,
  type DocumentLine,
  documentTotals,
  financialYearOf,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentSettlement,
  type TaxDocumentSnapshot,
  type TaxDocumentType,
} from '~/lib/tax-documents';
import { dateInZone } from '~/lib/zones';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { chargeLines, folioCharges, storedTaxLines } from '../charged-tax';
import { hotelFacts, hotelTaxFacts } from '../hotel-facts';

import { placeOfSupply } from '../tax';
import { billingFor } from './billing';
import { takeSerial } from './numbering';

/** An issued tax document, as stored. */
export type TaxDocument = typeof taxDocuments.$inferSelect;

/** The occasion of a booking's own documents: its payment's receipt voucher, its tax invoice, its cancellation's refund. */
export const BOOKING_OCCASION = 'booking';

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

/**
 * The row a booking's documents are filed under: the one its first document was, while that row is still one of the
 * booking's (a change that adds a room may give the group a new first row), else its first row now.
 */
export async function anchorOf(db: DbOrTx, booking: Pick<DocumentBooking, 'rowIds'>): Promise<string> {
  const [filed] = await db
    .select({ bookingId: taxDocuments.bookingId })
    .from(taxDocuments)
    .where(inArray(taxDocuments.bookingId, booking.rowIds))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial))
    .limit(1);
  return filed?.bookingId ?? documentAnchor(booking);
}

/** Every document issued for the booking, in the order issued. */
export async function documentsOf(
  db: DbOrTx,
  booking: Pick<DocumentBooking, 'rowIds'>,
): Promise<TaxDocument[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, await anchorOf(db, booking)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.type), asc(taxDocuments.serial));
}

/** The booking's document of a type for an occasion (by default the booking's own), if one was issued. */
export async function documentOf(
  db: DbOrTx,
  booking: Pick<DocumentBooking, 'rowIds'>,
  type: TaxDocumentType,
  occasion = BOOKING_OCCASION,
) {
  const [found] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.bookingId, await anchorOf(db, booking)),
        eq(taxDocuments.type, type),
        eq(taxDocuments.occasion, occasion),
      ),
    );
  return found;
}

/**
 * The lines the booking was charged: as stored when it was priced (a booking from before GST, one untaxed line), then
 * each charge to the room not voided, with its own code and rate (decision 145).
 */
export async function chargedLines(db: DbOrTx, booking: DocumentBooking): Promise<DocumentLine[]> {
  const folio = chargeLines(await folioCharges(db, booking.kind, booking.rowIds));
  return [...(await bookedLines(db, booking)), ...folio];
}

/** The lines the booking was priced at, as stored; a booking from before GST, one untaxed line. */
async function bookedLines(db: DbOrTx, booking: DocumentBooking): Promise<DocumentLine[]> {
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
  const sac = SAC[SUPPLY_OF_KIND[booking.kind]];
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

/** "receipt vouchers A and B": documents named by their title and numbers. */
function named(docs: readonly AnsweredDocument[]): string {
  const title = docs[0]!.title.toLowerCase();
  const numbers = docs.map((d) => d.number);
  const list = numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : numbers[0];
  return `${title}${numbers.length > 1 ? 's' : ''} ${list}`;
}

/** The advances answered, in words: "receipt vouchers A and B, less refund voucher C" (`end` closing the aside). */
function advancesNamed(advances: AnsweredAdvances, end = ''): string {
  const received = advances.documents.filter((d) => d.type === 'receipt_voucher');
  const refunded = advances.documents.filter((d) => d.type !== 'receipt_voucher');
  return refunded.length > 0 ? `${named(received)}, less ${named(refunded)}${end}` : named(received);
}

/** What the document was issued for, beyond its type and the document it refers to. */
interface NoteFacts {
  change: boolean;
  /** A credit note cancelling an invoice issued at a check-out the hotel undid the same day (decision 140). */
  undone?: boolean;
  /** Money given back at the front desk from a folio in credit (decision 145). */
  desk?: boolean;
  advances: AnsweredAdvances | null;
}

/** What each document records, in a sentence. */
function noteFor(type: TaxDocumentType, refersTo: TaxDocument | undefined, facts: NoteFacts): string {
  const ref = refersTo ? `${TAX_DOCUMENT_TITLES[refersTo.type].toLowerCase()} ${refersTo.number}` : '';
  // One advance answered says so as before; several are each named (decision 112).
  const several = facts.advances && facts.advances.documents.length > 1 ? facts.advances : null;
  switch (type) {
    case 'receipt_voucher':
      return facts.change
        ? `Additional advance received for a change of the booking below, beyond the advance of ${ref}; tax on it is paid now (section 13). The tax invoice follows the supply.`
        : 'Advance received for the booking below; tax on it is paid now (section 13). The tax invoice follows the supply.';
    case 'tax_invoice':
      if (several) return `The advances of ${advancesNamed(several, ',')} are adjusted against this invoice.`;
      return refersTo
        ? `The advance of ${ref} is adjusted against this invoice.`
        : 'Payment received in full.';
    case 'refund_voucher':
      if (facts.desk)
        return `Refund at the front desk of part of the advance${several ? `s of ${advancesNamed(several, ' already refunded')}` : ` of ${ref}`}: the guest paid more than the stay's charges.`;
      if (facts.change)
        return `Refund of part of the advance${several ? `s of ${advancesNamed(several, ' already refunded')}` : ` of ${ref}`}: the booking was changed before its supply, and this part of it will not be supplied.`;
      return several
        ? `Refund of the advances of ${advancesNamed(several, ' already refunded')}: the booking was cancelled before any supply was made.`
        : `Refund of the advance of ${ref}: the booking was cancelled before any supply was made.`;
    case 'credit_note':
      if (facts.undone)
        return `Cancels ${ref} in full: the guest's check-out was undone the same day and the stay continues; a new invoice follows the supply.`;
      return facts.change
        ? `Credit against ${ref}: the booking was changed and the amount below is refunded.`
        : `Credit against ${ref}: the booking was cancelled and the amount below is refunded.`;
  }
}

/** What a document is issued with, beside its booking, type and moment. */
export interface IssueOptions {
  refersTo?: TaxDocument;
  lines?: DocumentLine[];
  settlement?: TaxDocumentSettlement | null;
  /** Its occasion (the key that makes the issue once); the booking's own by default. */
  occasion?: string;
  /** Issued for a change of the booking: an additional advance, a part refund. */
  change?: boolean;
  /** Every advance it answers, named on it. */
  advances?: AnsweredAdvances | null;
  /** A credit note cancelling an invoice whose check-out was undone (decision 140). */
  undone?: boolean;
  /** A refund given back at the front desk (decision 145). */
  desk?: boolean;
}

/**
 * Issues a document for a booking inside the caller's transaction, once per type and occasion: a second call finds
 * the first. Its number is taken from its type's series for the financial year of `at` (hotel time), and every
 * figure and party detail is copied into its snapshot. `lines` defaults to the booking's charged lines.
 */
export async function issueDocument(
  tx: DbOrTx,
  booking: DocumentBooking,
  type: TaxDocumentType,
  at: IssueMoment,
  options: IssueOptions = {},
): Promise<TaxDocument> {
  const occasion = options.occasion ?? BOOKING_OCCASION;
  const existing = await documentOf(tx, booking, type, occasion);
  if (existing) return existing;
  const anchorId = await anchorOf(tx, booking);
  const financialYear = financialYearOf(at.now, at.timeZone);
  const { serial, number } = await takeSerial(tx, type, financialYear);
  const lines = options.lines ?? (await chargedLines(tx, booking));
  const billing = await billingFor(tx, { kind: booking.kind, anchorId, userId: booking.userId });
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
    note: noteFor(type, ref, {
      change: options.change ?? false,
      advances: options.advances ?? null,
      undone: options.undone ?? false,
      desk: options.desk ?? false,
    }),
    lines,
    totals: documentTotals(lines),
    ...(options.settlement ? { settlement: options.settlement } : {}),
    ...(options.change ? { occasion: 'change' as const } : {}),
    ...(options.advances ? { advances: options.advances } : {}),
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
      bookingId: anchorId,
      userId: booking.userId,
      refersTo: ref?.id ?? null,
      occasion,
      totalPaise: snapshot.totals.totalPaise,
      snapshot,
    })
    .returning();
  return issued!;
}
