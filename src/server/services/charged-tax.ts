// The GST a booking was charged, as it was priced (decision 099): stored with the booking when it is held, read
// back for its bill, never recomputed from the catalogue; and what staff charged to a stay's room since, each charge a
// ledger row with its own GST (decision 145).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { Priced } from '~/contracts/pricing';
import { FOLIO_CHARGE_WORDS, type FolioChargeKind } from '~/lib/folio';
import { type TaxedLine, taxRows } from '~/lib/gst';
import type { DocumentLine } from '~/lib/tax-documents';
import type { DbOrTx } from '../db/client';
import { bookingTaxLines, ledgerEntries } from '../db/schema';

type LedgerRow = typeof ledgerEntries.$inferSelect;

/** The charged figures every booking row stores (schema/tax.ts `chargedTax`). */
export interface ChargedRow {
  subtotalPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** Stores the GST lines of booking rows as they were priced, each row's lines numbered from 1. */
export async function storeTaxLines(
  tx: DbOrTx,
  kind: BookingKindName,
  rows: readonly { bookingId: string; lines: readonly TaxedLine[] }[],
): Promise<void> {
  const values = rows.flatMap(({ bookingId, lines }) =>
    lines.map((line, i) => ({
      bookingKind: kind,
      bookingId,
      position: i + 1,
      description: line.description,
      sac: line.sac,
      grossPaise: line.grossPaise,
      discountPaise: line.discountPaise,
      taxablePaise: line.taxablePaise,
      rateBp: line.rateBp,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      totalPaise: line.totalPaise,
    })),
  );
  if (values.length > 0) await tx.insert(bookingTaxLines).values(values);
}

/** The stored GST lines of a booking's rows, in their order on the bill. */
export function storedTaxLines(db: DbOrTx, rowIds: readonly string[]) {
  return db
    .select()
    .from(bookingTaxLines)
    .where(inArray(bookingTaxLines.bookingId, [...rowIds]))
    .orderBy(asc(bookingTaxLines.createdAt), asc(bookingTaxLines.bookingId), asc(bookingTaxLines.position));
}

/** Adds up the charged figures of a booking's rows (a group stay's rooms share one bill). */
export function chargedSum(rows: readonly ChargedRow[]): ChargedRow {
  const sum = (pick: (r: ChargedRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    subtotalPaise: sum((r) => r.subtotalPaise),
    discountPaise: sum((r) => r.discountPaise),
    taxablePaise: sum((r) => r.taxablePaise),
    cgstPaise: sum((r) => r.cgstPaise),
    sgstPaise: sum((r) => r.sgstPaise),
    totalPaise: sum((r) => r.totalPaise),
  };
}

/**
 * A booking's bill as it was charged: the kind's lines and discounts, the rows' stored taxable value, CGST, SGST
 * and total, and the tax by rate from the stored lines (none for a booking made before GST was charged).
 */
export async function chargedBill(
  db: DbOrTx,
  rowIds: readonly string[],
  bill: Pick<Priced, 'lines' | 'discounts'>,
  rows: readonly ChargedRow[],
): Promise<Priced> {
  const lines = await storedTaxLines(db, rowIds);
  const { subtotalPaise, discountPaise, taxablePaise, cgstPaise, sgstPaise, totalPaise } = chargedSum(rows);
  return {
    ...bill,
    subtotalPaise,
    discountPaise,
    taxablePaise,
    taxes: taxRows(lines),
    cgstPaise,
    sgstPaise,
    totalPaise,
  };
}

/** One charge to the room, with its tax and whether (and why) it was voided. */
export interface FolioCharge {
  id: string;
  kind: FolioChargeKind;
  description: string;
  sac: string;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  staffId: string;
  chargedAt: Date;
  voided: { reason: string; staffId: string; at: Date } | null;
}

/** The charges among a booking's ledger rows, in the order written, each with its void if any. */
export function chargesIn(rows: readonly LedgerRow[]): FolioCharge[] {
  const voids = new Map(rows.filter((r) => r.entry === 'folio_void').map((r) => [r.voidsId!, r]));
  return rows
    .filter((r) => r.entry === 'folio_charge')
    .map((r) => {
      const undone = voids.get(r.id);
      return {
        id: r.id,
        kind: r.chargeKind!,
        description: r.reason!,
        sac: r.sac!,
        rateBp: r.rateBp!,
        taxablePaise: r.taxablePaise!,
        cgstPaise: r.cgstPaise,
        sgstPaise: r.sgstPaise,
        totalPaise: r.amountPaise,
        staffId: r.staffId!,
        chargedAt: r.createdAt,
        voided: undone ? { reason: undone.reason!, staffId: undone.staffId!, at: undone.createdAt } : null,
      };
    });
}

/** A booking's charges to the room, each with its void if any. */
export async function folioCharges(db: DbOrTx, kind: BookingKindName, rowIds: string[]) {
  if (rowIds.length === 0) return [];
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.bookingKind, kind),
        inArray(ledgerEntries.bookingId, rowIds),
        inArray(ledgerEntries.entry, ['folio_charge', 'folio_void']),
      ),
    )
    .orderBy(asc(ledgerEntries.seq));
  return chargesIn(rows);
}

/** The charges not voided, as the tax invoice prints them: one line each, with its own code, rate and GST. */
export function chargeLines(charges: readonly FolioCharge[]): DocumentLine[] {
  return charges
    .filter((c) => !c.voided)
    .map((c) => ({
      description: `${FOLIO_CHARGE_WORDS[c.kind]}: ${c.description}`,
      sac: c.sac,
      grossPaise: c.taxablePaise,
      discountPaise: 0,
      taxablePaise: c.taxablePaise,
      rateBp: c.rateBp,
      cgstPaise: c.cgstPaise,
      sgstPaise: c.sgstPaise,
      totalPaise: c.totalPaise,
    }));
}
