import { clientIp } from '../../http/client-ip';
import { newRouter } from '../../http/router';
import { receiveContactMessage } from '../../services/contact';
import { postContactRoute } from './routes';

const THANKS = {
  enquiry: 'Thank you for writing. Our concierge will reply within a day.',
  feedback: 'Thank you for your feedback. It goes straight to the general manager.',
} as const;

/** POST /api/contact: stores an enquiry or feedback; a filled honeypot is thanked and dropped. */
export const contactRoutes = newRouter().openapi(postContactRoute, async (c) => {
  const { website, ...message } = c.req.valid('json');
  if (website?.trim()) return c.json({ message: THANKS[message.kind] }, 201);
  const { database, now } = c.get('deps');
  await receiveContactMessage(database.db, message, clientIp(c) ?? 'unknown', now());
  return c.json({ message: THANKS[message.kind] }, 201);
});
