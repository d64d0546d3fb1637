// Gap-free numbering of tax documents (decision 102): one series per type per financial year, numbered inside the
// transaction that issues the document.
import { sql } from 'drizzle-orm';
import { documentNumber, type TaxDocumentType } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { taxDocumentCounters } from '../../db/schema';

/**
 * The next serial of a type's series in a financial year, taken inside the caller's transaction. The upsert locks
 * the year's counter row until the transaction ends, so parallel issues wait in turn (no duplicate), and a
 * transaction that rolls back takes its increment with it (no gap), which a database sequence would not.
 */
export async function takeSerial(
  tx: DbOrTx,
  type: TaxDocumentType,
  financialYear: string,
): Promise<{ serial: number; number: string }> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ type, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.type, taxDocumentCounters.financialYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ serial: taxDocumentCounters.lastSerial });
  const serial = row!.serial;
  return { serial, number: documentNumber(type, financialYear, serial) };
}
