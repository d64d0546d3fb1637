// The privacy centre on the wire (issue 35): what is kept, the guest's choices, erasure and unsubscribing.
import { z } from 'zod';

export const PrivacyCategory = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  count: z.number().int(),
});

export const PrivacySummary = z
  .object({
    categories: z.array(PrivacyCategory),
    consent: z.object({
      noticeVersion: z.string().nullable(),
      noticeAcceptedAt: z.string().nullable(),
      marketing: z.boolean(),
    }),
    erasureDueAt: z
      .string()
      .nullable()
      .meta({ description: 'When an asked-for erasure will be carried out' }),
  })
  .meta({ id: 'PrivacySummary' });
export type PrivacySummary = z.infer<typeof PrivacySummary>;

export const MarketingChoice = z
  .strictObject({ marketing: z.boolean().meta({ description: 'Offers by SMS and email' }) })
  .meta({ id: 'MarketingChoice' });

export const ErasureRequest = z
  .strictObject({
    confirm: z.literal('ERASE', { error: 'Type ERASE to confirm.' }),
  })
  .meta({ id: 'ErasureRequest' });

export const ErasureScheduled = z
  .object({ message: z.string(), erasureDueAt: z.string().nullable() })
  .meta({ id: 'ErasureScheduled' });

export const Unsubscribe = z
  .strictObject({
    u: z.uuid({ error: 'This unsubscribe link is not valid.' }),
    s: z
      .string()
      .min(1, 'This unsubscribe link is not valid.')
      .max(100, 'This unsubscribe link is not valid.'),
  })
  .meta({ id: 'Unsubscribe' });
