// The contact page's two forms and the footer's newsletter sign-up.
import { z } from 'zod';
import { CONTACT_KINDS } from '~/lib/contact';
import { isIsoDate } from '~/lib/dates';
import { printable } from './common';

const [ENQUIRY, FEEDBACK] = CONTACT_KINDS;

/**
 * Required text: at least one character that is not a space, as the pattern tells a client; the hotel reads it, so
 * no hidden control or text-direction character (`what` names the field; decision 114).
 */
const trimmed = (max: number, required: string, what: string, lines?: 'lines') =>
  printable(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, `Keep it under ${max} characters`)
      .regex(/\S/, required),
    what,
    lines,
  );
const optionalText = (max: number, what?: string) => {
  const text = z.string().trim().max(max, `Keep it under ${max} characters`);
  return (what ? printable(text, what) : text).optional().transform((v) => v || undefined);
};
const email = z
  .string({ error: 'Please enter your email' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'))
  .meta({ format: 'email', maxLength: 254 });

/** A phone number as the contact form takes it (optional): digits, spaces and hyphens, a leading +. */
const CONTACT_PHONE = /^\s*(\+?[\d\s-]{7,20})?\s*$/;

/** What both forms share. `website` is a honeypot left empty by people. */
const contactFields = {
  name: trimmed(120, 'Please enter your name', 'Your name'),
  email,
  phone: z
    .string()
    .max(20, 'Keep it under 20 characters')
    .regex(CONTACT_PHONE, 'Please enter a valid phone number')
    .optional()
    .transform((v) => v?.trim() || undefined),
  stayDate: optionalText(10)
    .refine((v) => !v || isIsoDate(v), 'Please enter the date of your stay as YYYY-MM-DD')
    .meta({ format: 'date', description: 'The date of the stay (YYYY-MM-DD), if any' }),
  comments: trimmed(4000, 'Please write your message', 'Your message', 'lines'),
  website: z.string().max(500).optional(),
};

/** The contact page's two forms in one body; `kind` says which (an enquiry needs a subject, feedback does not). */
export const ContactMessage = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal(ENQUIRY),
        subject: trimmed(160, 'Please enter a subject', 'The subject'),
        ...contactFields,
      }),
      z.object({ kind: z.literal(FEEDBACK), subject: optionalText(160, 'The subject'), ...contactFields }),
    ],
    { error: 'Choose enquiry or feedback' },
  )
  .meta({ id: 'ContactMessage' });

export const ContactReceived = z.object({ message: z.string() }).meta({ id: 'ContactReceived' });

export const NewsletterSignup = z
  .object({ email, website: z.string().max(500).optional() })
  .meta({ id: 'NewsletterSignup' });

export const NewsletterSubscribed = z
  .object({ message: z.string(), alreadySubscribed: z.boolean() })
  .meta({ id: 'NewsletterSubscribed' });
