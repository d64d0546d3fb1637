import { createRoute } from '@hono/zod-openapi';
import { ContactMessage, ContactReceived } from '~/contracts/contact';
import { clientIp } from '../../http/client-ip';
import { db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { receiveContactMessage } from '../../services/contact';

const THANKS = {
  enquiry: 'Thank you for writing. Our concierge will reply within a day.',
  feedback: 'Thank you for your feedback. It goes straight to the general manager.',
} as const;

const postContact = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: "Sends the contact page's get-in-touch or feedback form",
  request: { body: jsonBody(ContactMessage) },
  responses: { 201: jsonResponse(ContactReceived, 'Stored'), ...refusals(400, 429) },
});

/** POST /api/contact: stores an enquiry or feedback; a filled honeypot is thanked and dropped. */
export const contactRoutes: RouteGroup = {
  prefix: '/contact',
  router: newRouter().openapi(postContact, async (c) => {
    const { website, ...message } = c.req.valid('json');
    if (website?.trim()) return c.json({ message: THANKS[message.kind] }, 201);
    await receiveContactMessage(db(c), message, clientIp(c) ?? 'unknown', c.get('deps').now());
    return c.json({ message: THANKS[message.kind] }, 201);
  }),
};
