import { createRoute, z } from '@hono/zod-openapi';
import { isIsoDate } from '../../../lib/dates';
import { errorResponses } from '../../http/router';

const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Keep it under ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The contact page's two forms in one body; `kind` says which. `website` is a honeypot left empty by people. */
export const ContactMessageSchema = z
  .object({
    kind: z.enum(['enquiry', 'feedback'], { error: 'Choose enquiry or feedback' }),
    name: trimmed(120, 'Please enter your name'),
    email: z
      .string({ error: 'Please enter your email' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Please enter a valid email address')),
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
  .openapi('ContactMessage');

const ReceivedSchema = z.object({ message: z.string() }).openapi('ContactReceived');

export const postContactRoute = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: "Sends the contact page's get-in-touch or feedback form",
  request: { body: { required: true, content: { 'application/json': { schema: ContactMessageSchema } } } },
  responses: {
    201: { description: 'Stored', content: { 'application/json': { schema: ReceivedSchema } } },
    400: errorResponses[400],
    429: errorResponses[429],
  },
});
