// A stay's folio charges as the ledger holds them (decision 145): each charge a `folio_charge` row with its own GST,
// each void a `folio_void` row naming it. Read here for the folio, the check-out's balance and the tax invoice.
import type { BookingKindName } from '~/contracts/common';
import type { FolioChargeKind } from '~/lib/folio';
import { FOLIO_CHARGE_WORDS } from '~/lib/folio';
import type { DocumentLine } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { type LedgerRow, ledgerRows } from './entries';

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

/** A booking's charges to the room. */
export async function folioCharges(db: DbOrTx, kind: BookingKindName, rowIds: string[]) {
  return chargesIn(await ledgerRows(db, kind, rowIds));
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
