// The API's own health and the development outbox.
import { z } from 'zod';

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    time: z.string(),
  })
  .meta({ id: 'Health' });

export const SmsOutbox = z
  .object({
    messages: z.array(
      z.object({
        to: z.string(),
        text: z.string(),
        otp: z.string().optional(),
        tag: z.string().optional(),
        sentAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'SmsOutbox' });

export const MailOutbox = z
  .object({
    messages: z.array(
      z.object({
        id: z.string(),
        from: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().optional(),
        attachments: z
          .array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() }))
          .optional(),
        unsubscribe: z.string().optional(),
        tag: z.string(),
        sentAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'MailOutbox' });

/** The next email to this address is refused by the console mail provider, once (demo only). */
export const MailRefusal = z
  .strictObject({ to: z.email('Enter an email address.') })
  .meta({ id: 'MailRefusal' });
