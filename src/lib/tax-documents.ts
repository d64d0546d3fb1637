// The hotel's tax documents (docs/decisions/102-tax-documents.md): which kinds exist, how each is numbered, and the
// figures an issued one keeps. Pure: the server issues and renders them, the account page lists them.
import type { IsoDate } from './dates';
import { taxTotals } from './gst';
import { dateInZone } from './zones';

/** The documents the CGST Rules ask of the hotel: Rule 50, Rule 46, Rule 51, section 34 with Rule 53. */
export const TAX_DOCUMENT_TYPES = [
  'receipt_voucher',
  'tax_invoice',
  'refund_voucher',
  'credit_note',
] as const;
export type TaxDocumentType = (typeof TAX_DOCUMENT_TYPES)[number];

/** What each document is called on its face and in the guest's list. */
export const TAX_DOCUMENT_TITLES: Readonly<Record<TaxDocumentType, string>> = {
  receipt_voucher: 'Receipt voucher',
  tax_invoice: 'Tax invoice',
  refund_voucher: 'Refund voucher',
  credit_note: 'Credit note',
};

/** Each type's own series: its number starts with this prefix. */
export const TAX_DOCUMENT_PREFIXES: Readonly<Record<TaxDocumentType, string>> = {
  receipt_voucher: 'RCV',
  tax_invoice: 'INV',
  refund_voucher: 'RFV',
  credit_note: 'CRN',
};

/** Rule 46(b): a serial number of at most 16 characters (letters, digits, "-" and "/"), unique for a financial year. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
/** Six digits: up to 999,999 documents of one type a year. */
const SERIAL_DIGITS = 6;

/**
 * The financial year (1 April to 31 March) an instant falls in, on the hotel's calendar: "2026-27". A payment at
 * 00:10 on 1 April in Udaipur is in the new year even though it is still 31 March in UTC.
 */
export function financialYearOf(instant: Date, timeZone: string): string {
  return financialYearOfDate(dateInZone(instant, timeZone));
}

/** The financial year of a hotel date: "2026-27" for any date from 2026-04-01 to 2027-03-31. */
export function financialYearOfDate(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document's number: its type's prefix, the year and the serial, e.g. "INV/26-27/000123" (16 characters). */
export function documentNumber(type: TaxDocumentType, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial >= 10 ** SERIAL_DIGITS) {
    throw new RangeError(
      `A document serial runs from 1 to ${10 ** SERIAL_DIGITS - 1}; ${serial} is not one.`,
    );
  }
  const number = `${TAX_DOCUMENT_PREFIXES[type]}/${financialYear.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH || !/^[A-Z0-9/-]+$/.test(number)) {
    throw new RangeError(`${number} is not a valid document number (Rule 46(b)).`);
  }
  return number;
}

/** One line of a document, as it was charged: the figures Rule 46 asks for. */
export interface DocumentLine {
  description: string;
  sac: string;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** The party details a document prints. */
export interface DocumentParty {
  name: string;
  address: string | null;
  gstin: string | null;
  /** "08-Rajasthan": the state (and code) of the GSTIN, when there is one. */
  state: string | null;
}

/**
 * How the amount of a document was paid (or given back) when Supar Coins had a part (decision 105): coins are a
 * means of payment, so they do not lower the taxable value; the document says how much of its total they settled.
 */
export interface TaxDocumentSettlement {
  coins: number;
  coinsPaise: number;
  moneyPaise: number;
}

/** A document an invoice or a refund answers for a changed booking: an advance received, or one given back. */
export interface AnsweredDocument {
  type: TaxDocumentType;
  title: string;
  number: string;
  date: IsoDate;
  totalPaise: number;
}

/**
 * The advances a document answers when a booking had more than one (decision 112): the receipt vouchers received and
 * the refund vouchers given back before it, and what they net to.
 */
export interface AnsweredAdvances {
  documents: AnsweredDocument[];
  netPaise: number;
}

/**
 * An issued document as it was issued: every figure and party detail copied in at that moment, so that a later
 * price, profile or hotel change never alters it.
 */
export interface TaxDocumentSnapshot {
  type: TaxDocumentType;
  title: string;
  number: string;
  /** The hotel date of issue. */
  date: IsoDate;
  supplier: DocumentParty & { tradeName: string; gstin: string; address: string; state: string };
  recipient: DocumentParty;
  placeOfSupply: string;
  reverseCharge: false;
  booking: { code: string; description: string };
  /** The document this one adjusts or reverses (an invoice's receipt voucher, a credit note's invoice). */
  refersTo: { title: string; number: string; date: IsoDate } | null;
  /** What the document records, in a sentence. */
  note: string;
  lines: DocumentLine[];
  totals: Omit<DocumentLine, 'description' | 'sac' | 'rateBp'>;
  /** Coins' part in settling the total; absent on documents where none had a part (and on older ones). */
  settlement?: TaxDocumentSettlement | null;
  /** 'change' on an additional advance or a part refund of a changed booking; absent on the booking's own. */
  occasion?: 'change';
  /** Every advance a tax invoice adjusts, or a refund voucher answers (decision 112); absent on older documents. */
  advances?: AnsweredAdvances | null;
}

/** What a document was issued for beyond its title, when it is not the booking's own: "Additional advance…". */
export function documentPurpose(doc: Pick<TaxDocumentSnapshot, 'type' | 'occasion'>): string | null {
  if (doc.occasion !== 'change') return null;
  switch (doc.type) {
    case 'receipt_voucher':
      return 'Additional advance for a change of the booking';
    case 'refund_voucher':
      return 'Part refund for a change of the booking';
    case 'credit_note':
      return 'Credit for a change of the booking';
    case 'tax_invoice':
      return null;
  }
}

/** Adds up a document's lines: the tax module's one sum. */
export const documentTotals = (lines: readonly DocumentLine[]): TaxDocumentSnapshot['totals'] =>
  taxTotals(lines);

/** The file a document downloads as: "INV-26-27-000123.pdf". */
export const documentFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;
