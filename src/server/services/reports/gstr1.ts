// A month's GSTR-1, ready for the GST portal's offline tool (decision 143): one CSV per table the hotel's documents
// fill, built from the issued documents' own snapshots (every figure as it was printed), never from bookings.
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { GSTR1_SECTION_NAMES } from '~/contracts/reports';
import type { IsoDate } from '~/lib/dates';
import type { DocumentLine, TaxDocumentSnapshot, TaxDocumentType } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { fieldError } from '../../errors';

/** The tables of GSTR-1 the hotel's documents fill, in the form's order, each the offline tool's CSV sheet. */
export type Gstr1SectionName = (typeof GSTR1_SECTION_NAMES)[number];

export interface Gstr1Section {
  name: Gstr1SectionName;
  /** The table of the form and what it holds. */
  title: string;
  header: string[];
  rows: string[][];
  /** The section's taxable value (paise): what a reviewer checks against the documents. */
  taxablePaise: number;
}

export interface Gstr1Return {
  month: string;
  /** The hotel's GSTIN, from the documents (null in a month with none). */
  gstin: string | null;
  sections: Gstr1Section[];
}

type Doc = { type: TaxDocumentType; number: string; bookingId: string; snapshot: TaxDocumentSnapshot };
/** What the return reads of a document. */
const DOC_COLUMNS = {
  type: taxDocuments.type,
  number: taxDocuments.number,
  bookingId: taxDocuments.bookingId,
  snapshot: taxDocuments.snapshot,
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's date: "07-Dec-2026". */
const toolDate = (date: IsoDate) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
/** Rupees with two decimals and no grouping: "12500.00". */
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** The whole GST rate in per cent: "18". */
const ratePercent = (rateBp: number) => String(rateBp / 100);

/** "2026-12" → its first day and the first day of the next month. */
export function monthBounds(month: string): { from: IsoDate; to: IsoDate } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw fieldError('month', 'Give the month as YYYY-MM, e.g. 2026-12.');
  const from = `${month}-01` as IsoDate;
  const next =
    Number(match[2]) === 12
      ? `${Number(match[1]) + 1}-01-01`
      : `${match[1]}-${String(Number(match[2]) + 1).padStart(2, '0')}-01`;
  return { from, to: next as IsoDate };
}

/** A document's lines added up by GST rate (basis points): taxable value, CGST, SGST. */
function byRate(lines: readonly DocumentLine[], sign = 1) {
  const rates = new Map<number, { taxablePaise: number; cgstPaise: number; sgstPaise: number }>();
  for (const line of lines) {
    const at = rates.get(line.rateBp) ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };
    at.taxablePaise += sign * line.taxablePaise;
    at.cgstPaise += sign * line.cgstPaise;
    at.sgstPaise += sign * line.sgstPaise;
    rates.set(line.rateBp, at);
  }
  return rates;
}

const registered = (doc: Doc) => Boolean(doc.snapshot.recipient.gstin);

/** Adds `value` into a summing map under `key`. */
function add<K>(map: Map<K, number>, key: K, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

/**
 * The month's GSTR-1 (hotel dates): tax invoices to a GSTIN (4A, b2b) and to consumers (7, b2cs: the hotel's
 * supplies are made where it stands, so every one is intra-State and none is B2C large), credit notes to a GSTIN
 * (9B, cdnr; a consumer's reduce b2cs), advances received and not invoiced in the month (11A, at) and earlier
 * advances an invoice of the month adjusts (11B, atadj), both net of refund vouchers, the SAC summary split into
 * B2B and B2C (12), and the documents issued (13).
 */
export async function gstr1(db: DbOrTx, month: string): Promise<Gstr1Return> {
  const { from, to } = monthBounds(month);
  const dateOf = sql<string>`${taxDocuments.snapshot} ->> 'date'`;
  const inMonth: Doc[] = await db
    .select(DOC_COLUMNS)
    .from(taxDocuments)
    .where(and(gte(dateOf, from), lt(dateOf, to)))
    .orderBy(asc(taxDocuments.type), asc(taxDocuments.financialYear), asc(taxDocuments.serial));
  const invoices = inMonth.filter((d) => d.type === 'tax_invoice');
  const credits = inMonth.filter((d) => d.type === 'credit_note');
  const invoicedBookings = new Set(invoices.map((d) => d.bookingId));
  // Advances before the month of the bookings invoiced in it: what the month's invoices adjust (11B).
  const earlier: Doc[] = invoicedBookings.size
    ? await db
        .select(DOC_COLUMNS)
        .from(taxDocuments)
        .where(
          and(
            inArray(taxDocuments.bookingId, [...invoicedBookings]),
            inArray(taxDocuments.type, ['receipt_voucher', 'refund_voucher']),
            lt(dateOf, from),
          ),
        )
    : [];

  // Invoices and credit notes: to a GSTIN, a row per rate (4A, 9B); to a consumer, into 7 (a credit note less);
  // both into the SAC summary of their tab (12; a credit note less).
  const registeredRows = { tax_invoice: [] as string[][], credit_note: [] as string[][] };
  const registeredTaxable = { tax_invoice: 0, credit_note: 0 };
  const b2cs = new Map<string, number>();
  const hsn = { b2b: new Map<string, HsnSum>(), b2c: new Map<string, HsnSum>() };
  for (const doc of [...invoices, ...credits]) {
    const type = doc.type as 'tax_invoice' | 'credit_note';
    const sign = type === 'tax_invoice' ? 1 : -1;
    const s = doc.snapshot;
    for (const [rateBp, sum] of byRate(s.lines)) {
      if (!registered(doc)) {
        add(b2cs, `${s.placeOfSupply}|${rateBp}`, sign * sum.taxablePaise);
        continue;
      }
      const value = rupees(s.totals.totalPaise);
      registeredTaxable[type] += sum.taxablePaise;
      registeredRows[type].push([
        s.recipient.gstin!,
        s.recipient.name,
        s.number,
        toolDate(s.date),
        // 4A: value, place, reverse charge, applicable %, invoice type; 9B: note type, place, reverse charge,
        // supply type, value. Then the e-commerce GSTIN (4A) or applicable % (9B), both empty.
        ...(type === 'tax_invoice'
          ? [value, s.placeOfSupply, 'N', '', 'Regular B2B']
          : ['C', s.placeOfSupply, 'N', 'Regular B2B', value]),
        '',
        ratePercent(rateBp),
        rupees(sum.taxablePaise),
        '0.00',
      ]);
    }
    addHsn(registered(doc) ? hsn.b2b : hsn.b2c, s.lines, sign);
  }

  // 11A: advances received in the month, less those given back in it, for bookings not invoiced in the month.
  const received = new Map<string, number>();
  for (const doc of inMonth) {
    if (invoicedBookings.has(doc.bookingId)) continue;
    const sign = doc.type === 'receipt_voucher' ? 1 : doc.type === 'refund_voucher' ? -1 : 0;
    if (!sign) continue;
    for (const [rateBp, sum] of byRate(doc.snapshot.lines, sign))
      add(received, `${doc.snapshot.placeOfSupply}|${rateBp}`, sum.taxablePaise);
  }
  // 11B: what earlier months' advances (less their refunds) the month's invoices adjust.
  const adjusted = new Map<string, number>();
  for (const doc of earlier) {
    const sign = doc.type === 'receipt_voucher' ? 1 : -1;
    for (const [rateBp, sum] of byRate(doc.snapshot.lines, sign))
      add(adjusted, `${doc.snapshot.placeOfSupply}|${rateBp}`, sum.taxablePaise);
  }

  const summed = (map: Map<string, number>, shape: (pos: string, rate: string, paise: number) => string[]) =>
    [...map]
      .filter(([, paise]) => paise !== 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, paise]) => {
        const [pos, rateBp] = key.split('|') as [string, string];
        return shape(pos, ratePercent(Number(rateBp)), paise);
      });
  const total = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);

  return {
    month,
    gstin: inMonth[0]?.snapshot.supplier.gstin ?? null,
    sections: [
      {
        name: 'b2b',
        title: '4A: tax invoices to registered guests (with a GSTIN)',
        header: [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Applicable % of Tax Rate',
          'Invoice Type',
          'E-Commerce GSTIN',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        rows: registeredRows.tax_invoice,
        taxablePaise: registeredTaxable.tax_invoice,
      },
      {
        name: 'b2cs',
        title: '7: supplies to consumers, by place of supply and rate, less their credit notes',
        header: [
          'Type',
          'Place Of Supply',
          'Rate',
          'Applicable % of Tax Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
        ],
        rows: summed(b2cs, (pos, rate, paise) => ['OE', pos, rate, '', rupees(paise), '0.00', '']),
        taxablePaise: total(b2cs),
      },
      {
        name: 'cdnr',
        title: '9B: credit notes to registered guests',
        header: [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        rows: registeredRows.credit_note,
        taxablePaise: registeredTaxable.credit_note,
      },
      {
        name: 'at',
        title: '11A: advances received and not invoiced in the month, less refunds',
        header: [
          'Place Of Supply',
          'Rate',
          'Applicable % of Tax Rate',
          'Gross Advance Received',
          'Cess Amount',
        ],
        rows: summed(received, (pos, rate, paise) => [pos, rate, '', rupees(paise), '0.00']),
        taxablePaise: total(received),
      },
      {
        name: 'atadj',
        title: "11B: earlier months' advances adjusted by the month's invoices",
        header: [
          'Place Of Supply',
          'Rate',
          'Applicable % of Tax Rate',
          'Gross Advance Adjusted',
          'Cess Amount',
        ],
        rows: summed(adjusted, (pos, rate, paise) => [pos, rate, '', rupees(paise), '0.00']),
        taxablePaise: total(adjusted),
      },
      hsnSection('hsn-b2b', '12: SAC summary of supplies to registered guests', hsn.b2b),
      hsnSection('hsn-b2c', '12: SAC summary of supplies to consumers', hsn.b2c),
      docsSection(inMonth),
    ],
  };
}

interface HsnSum {
  sac: string;
  description: string;
  rateBp: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

function addHsn(map: Map<string, HsnSum>, lines: readonly DocumentLine[], sign: number) {
  for (const line of lines) {
    const key = `${line.sac}|${line.rateBp}`;
    const at = map.get(key) ?? {
      sac: line.sac,
      description: SAC_WORDS[line.sac] ?? line.description,
      rateBp: line.rateBp,
      totalPaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    at.totalPaise += sign * line.totalPaise;
    at.taxablePaise += sign * line.taxablePaise;
    at.cgstPaise += sign * line.cgstPaise;
    at.sgstPaise += sign * line.sgstPaise;
    map.set(key, at);
  }
}

/** The SAC descriptions of the services the hotel supplies (the GST portal's list). */
const SAC_WORDS: Readonly<Record<string, string>> = {
  '996311': 'Room or unit accommodation services',
  '996331': 'Services provided by restaurants, cafes and similar eating facilities',
  '996334': 'Services provided in conjunction with event, exhibition, conference and similar',
  '997212': 'Rental or leasing services involving own or leased non-residential property',
  '996412': 'Local land transport services of passengers by taxi or hired vehicle',
  '999699': 'Other recreation and amusement services',
  '999723': 'Beauty and physical well-being services',
  '998596': 'Events, exhibitions, conventions and trade shows organisation and assistance services',
};

function hsnSection(name: 'hsn-b2b' | 'hsn-b2c', title: string, map: Map<string, HsnSum>): Gstr1Section {
  const sums = [...map.values()].sort((a, b) => a.sac.localeCompare(b.sac) || a.rateBp - b.rateBp);
  return {
    name,
    title,
    header: [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    // Services have no quantity: UQC "NA", quantity 0, as the portal takes them.
    rows: sums.map((s) => [
      s.sac,
      s.description,
      'NA',
      '0',
      rupees(s.totalPaise),
      ratePercent(s.rateBp),
      rupees(s.taxablePaise),
      '0.00',
      rupees(s.cgstPaise),
      rupees(s.sgstPaise),
      '0.00',
    ]),
    taxablePaise: sums.reduce((a, s) => a + s.taxablePaise, 0),
  };
}

/** Table 13's words for each of the hotel's documents. */
const DOCUMENT_NATURE: Readonly<Record<TaxDocumentType, string>> = {
  tax_invoice: 'Invoices for outward supply',
  credit_note: 'Credit Note',
  receipt_voucher: 'Receipt Voucher',
  refund_voucher: 'Refund Voucher',
};

function docsSection(docs: readonly Doc[]): Gstr1Section {
  const series = new Map<string, string[]>();
  for (const doc of docs) {
    // A series is a type in a financial year: "INV/26-27/".
    const key = `${doc.type}|${doc.number.slice(0, doc.number.lastIndexOf('/') + 1)}`;
    series.set(key, [...(series.get(key) ?? []), doc.number]);
  }
  return {
    name: 'docs',
    title: '13: documents issued in the month',
    header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows: [...series].map(([key, numbers]) => {
      const sorted = [...numbers].sort();
      return [
        DOCUMENT_NATURE[key.split('|')[0] as TaxDocumentType],
        sorted[0]!,
        sorted.at(-1)!,
        String(sorted.length),
        '0',
      ];
    }),
    taxablePaise: 0,
  };
}

/** One section as CSV (RFC 4180: fields quoted when they hold a comma, quote or line break). */
export function sectionCsv(section: Gstr1Section): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${[section.header, ...section.rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
