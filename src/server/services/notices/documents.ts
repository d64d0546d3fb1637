// The tax documents a guest's email carries (decision 102): the confirmation its receipt voucher, the
// cancellation its refund voucher or credit note, each as the PDF the account page downloads.
import { documentFileName, type TaxDocumentType } from '~/lib/tax-documents';
import type { notifications } from '../../db/schema';
import type { MailAttachment } from '../../providers/mail';
import { documentPdf } from '../documents/pdf';
import type { NoticeFacts } from './facts';
import type { NoticeEvent } from './schedule';

/** Which documents each guest email attaches. */
const ATTACHED: Partial<Record<NoticeEvent, readonly TaxDocumentType[]>> = {
  booking_confirmed: ['receipt_voucher'],
  booking_cancelled: ['refund_voucher', 'credit_note'],
};

/** The PDFs a notice's email attaches: none for the hotel's copy, an SMS, or an event without documents. */
export async function documentAttachments(
  notice: Pick<typeof notifications.$inferSelect, 'audience' | 'event'>,
  facts: Pick<NoticeFacts, 'documents'>,
): Promise<MailAttachment[]> {
  const types = notice.audience === 'guest' ? (ATTACHED[notice.event] ?? []) : [];
  const attached = facts.documents.filter((doc) => types.includes(doc.type));
  return Promise.all(
    attached.map(async (doc) => ({
      filename: documentFileName(doc.number),
      content: Buffer.from(await documentPdf(doc)).toString('base64'),
      encoding: 'base64' as const,
      contentType: 'application/pdf',
    })),
  );
}
