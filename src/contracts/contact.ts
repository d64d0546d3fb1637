// The contact page's two forms and the footer's newsletter sign-up.
import { z } from 'zod';
import { CONTACT_KINDS } from '~/lib/contact';
import { isIsoDate } from '~/lib/dates';

const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Keep it under ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
const email = z
  .string({ error: 'Please enter your email' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'));

/** The contact page's two forms in one body; `kind` says which. `website` is a honeypot left empty by people. */
export const ContactMessage = z
  .object({
    kind: z.enum(CONTACT_KINDS, { error: 'Choose enquiry or feedback' }),
    name: trimmed(120, 'Please enter your name'),
    email,
    phone: optionalText(20).refine(
      (v) => !v || /^\+?[\d\s-]{7,20}$/.test(v),
      'Please enter a valid phone number',
    ),
    subject: optionalText(160),
    stayDate: optionalText(10).refine(
      (v) => !v || isIsoDate(v),
      'Please enter the date of your stay as YYYY-MM-DD',
    ),
    comments: trimmed(4000, 'Please write your message'),
    website: z.string().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'enquiry' && !body.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Please enter a subject' });
    }
  })
  .meta({ id: 'ContactMessage' });

export const ContactReceived = z.object({ message: z.string() }).meta({ id: 'ContactReceived' });

export const NewsletterSignup = z
  .object({ email, website: z.string().max(500).optional() })
  .meta({ id: 'NewsletterSignup' });

export const NewsletterSubscribed = z
  .object({ message: z.string(), alreadySubscribed: z.boolean() })
  .meta({ id: 'NewsletterSubscribed' });
