import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/router';

export const NewsletterSignupSchema = z
  .object({
    email: z
      .string({ error: 'Please enter your email' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
    website: z.string().max(500).optional(),
  })
  .openapi('NewsletterSignup');

const SubscribedSchema = z
  .object({ message: z.string(), alreadySubscribed: z.boolean() })
  .openapi('NewsletterSubscribed');

export const postNewsletterRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Contact'],
  summary: 'Signs an email address up to the newsletter, once',
  request: { body: { required: true, content: { 'application/json': { schema: NewsletterSignupSchema } } } },
  responses: {
    200: { description: 'Already subscribed', content: { 'application/json': { schema: SubscribedSchema } } },
    201: { description: 'Subscribed', content: { 'application/json': { schema: SubscribedSchema } } },
    400: errorResponses[400],
    429: errorResponses[429],
  },
});
