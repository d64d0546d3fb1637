import { createRoute } from '@hono/zod-openapi';
import { NewsletterSignup, NewsletterSubscribed } from '~/contracts/contact';
import { clientIp } from '../../http/client-ip';
import { db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter, type RouteGroup } from '../../http/router';
import { subscribeToNewsletter } from '../../services/contact';
import { newsletterUnsubscribePath } from '../../services/privacy/consent';
import { newsletterWelcomeMail } from '../../services/privacy/marketing';

const WELCOME = 'Thank you for subscribing. The palace letter arrives once a month.';
const ALREADY = 'You are already on our list. Thank you for staying in touch.';

const postNewsletter = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Contact'],
  summary: 'Signs an email address up to the newsletter, once',
  request: { body: jsonBody(NewsletterSignup) },
  responses: {
    200: jsonResponse(NewsletterSubscribed, 'Already subscribed'),
    201: jsonResponse(NewsletterSubscribed, 'Subscribed'),
    ...refusals(400, 429),
  },
});

/** POST /api/newsletter: 201 for a new address, 200 with a kind note for one already signed up. */
export const newsletterRoutes: RouteGroup = {
  prefix: '/newsletter',
  router: newRouter().openapi(postNewsletter, async (c) => {
    const { email, website } = c.req.valid('json');
    if (website?.trim()) return c.json({ message: WELCOME, alreadySubscribed: false }, 201);
    const { env, mail, now } = c.get('deps');
    const { alreadySubscribed, subscriberId } = await subscribeToNewsletter(
      db(c),
      email,
      clientIp(c) ?? 'unknown',
      now(),
    );
    if (subscriberId) {
      // The welcome letter carries the address's own unsubscribe link; the subscription stands if it cannot go.
      const link = new URL(
        newsletterUnsubscribePath(subscriberId, env.LINK_SECRET),
        publicOrigin(c),
      ).toString();
      await mail
        .send(newsletterWelcomeMail(email, link))
        .catch((error) => c.get('logger').warn({ err: error }, 'the newsletter welcome letter was not sent'));
    }
    return alreadySubscribed
      ? c.json({ message: ALREADY, alreadySubscribed }, 200)
      : c.json({ message: WELCOME, alreadySubscribed }, 201);
  }),
};
