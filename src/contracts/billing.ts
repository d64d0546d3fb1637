// Billing details for tax documents and the documents a guest can download (decision 102).
import { z } from 'zod';
import { gstinRefusal, normaliseGstin } from '~/lib/gstin';
import { TAX_DOCUMENT_TYPES } from '~/lib/tax-documents';
import { isoDate, printable } from './common';

/** A GSTIN as typed (spaces and hyphens allowed): empty means none; otherwise its check character must hold. */
export const GstinInput = z
  .string({ error: 'Enter the GSTIN as text.' })
  .max(40, 'A GSTIN has 15 characters.')
  .transform((typed, ctx) => {
    const gstin = normaliseGstin(typed);
    if (gstin === '') return null;
    const refusal = gstinRefusal(gstin);
    if (refusal) {
      // The check character and the state code are rules the document says in words (decision 095).
      ctx.addIssue({ code: 'custom', message: refusal, params: { rule: true } });
      return z.NEVER;
    }
    return gstin;
  })
  .meta({ example: '27AAPFU0939F1ZV', description: 'Empty for none; checked by its check character' });

/** The billing details a booking's documents are made out to. */
export const BillingBody = z
  .object({
    gstin: GstinInput.optional().transform((gstin) => gstin || null),
    name: printable(
      z.string().trim().max(200, 'Keep the billing name under 200 characters.'),
      'The billing name',
    )
      .optional()
      .default(''),
    address: printable(
      z.string().trim().max(500, 'Keep the billing address under 500 characters.'),
      'The billing address',
      'lines',
    )
      .optional()
      .default('')
      .transform((v) => v || null),
  })
  .meta({ id: 'BillingDetailsInput' });

export const BillingDetails = z
  .object({ gstin: z.string().nullable(), name: z.string(), address: z.string().nullable() })
  .meta({ id: 'BillingDetails' });
export type BillingDetails = z.infer<typeof BillingDetails>;

/** A booking's billing details as its checkout shows them, and whether they can still change. */
export const BookingBilling = BillingDetails.extend({
  editable: z.boolean().meta({ description: 'False once the tax invoice is issued' }),
}).meta({ id: 'BookingBilling' });
export type BookingBilling = z.infer<typeof BookingBilling>;

/** One issued document in the guest's list. */
export const TaxDocumentEntry = z
  .object({
    id: z.uuid(),
    type: z.enum(TAX_DOCUMENT_TYPES),
    title: z.string().meta({ example: 'Tax invoice' }),
    /** What it was issued for when not the booking's own (decision 112): an additional advance, a part refund. */
    purpose: z.string().nullable().meta({ example: 'Additional advance for a change of the booking' }),
    number: z.string().meta({ example: 'INV/26-27/000001' }),
    date: isoDate(),
    bookingId: z.uuid(),
    bookingCode: z.string(),
    totalPaise: z.number().int(),
  })
  .meta({ id: 'TaxDocumentEntry' });
export type TaxDocumentEntry = z.infer<typeof TaxDocumentEntry>;
export const TaxDocumentList = z
  .object({ documents: z.array(TaxDocumentEntry) })
  .meta({ id: 'TaxDocuments' });
