import { clientIp } from '../../http/client-ip';
import { newRouter } from '../../http/router';
import { subscribeToNewsletter } from '../../services/contact';
import { postNewsletterRoute } from './routes';

const WELCOME = 'Thank you for subscribing. The palace letter arrives once a month.';
const ALREADY = 'You are already on our list. Thank you for staying in touch.';

/** POST /api/newsletter: 201 for a new address, 200 with a kind note for one already signed up. */
export const newsletterRoutes = newRouter().openapi(postNewsletterRoute, async (c) => {
  const { email, website } = c.req.valid('json');
  if (website?.trim()) return c.json({ message: WELCOME, alreadySubscribed: false }, 201);
  const { database, now } = c.get('deps');
  const { alreadySubscribed } = await subscribeToNewsletter(
    database.db,
    email,
    clientIp(c) ?? 'unknown',
    now(),
  );
  return alreadySubscribed
    ? c.json({ message: ALREADY, alreadySubscribed }, 200)
    : c.json({ message: WELCOME, alreadySubscribed }, 201);
});
