// A guest's own tax documents: listed beside their bookings, downloaded as PDF or a printable page. Anyone else's
// document is "not found", never "forbidden" (nothing tells that it exists).
import { and, desc, eq } from 'drizzle-orm';
import type { TaxDocumentEntry } from '~/contracts/billing';
import { documentPurpose } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { AppError } from '../../errors';

type TaxDocument = typeof taxDocuments.$inferSelect;

const entry = (doc: TaxDocument): TaxDocumentEntry => ({
  id: doc.id,
  type: doc.type,
  title: doc.snapshot.title,
  purpose: documentPurpose(doc.snapshot),
  number: doc.number,
  date: doc.snapshot.date,
  bookingId: doc.bookingId,
  bookingCode: doc.snapshot.booking.code,
  totalPaise: doc.totalPaise,
});

/** The guest's documents, newest first: a changed booking's several receipt or refund vouchers each listed. */
export async function guestDocuments(db: DbOrTx, userId: string): Promise<TaxDocumentEntry[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.userId, userId))
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.serial));
  return rows.map(entry);
}

/** One of the guest's own documents; another guest's (or a made-up id) is a 404. */
export async function guestDocument(db: DbOrTx, userId: string, id: string): Promise<TaxDocument> {
  const [doc] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, id), eq(taxDocuments.userId, userId)));
  if (!doc) throw new AppError('NOT_FOUND', 'Document not found.');
  return doc;
}
