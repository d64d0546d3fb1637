import { createRoute } from '@hono/zod-openapi';
import { EmailConfirmation } from '~/contracts/auth';
import { Message } from '~/contracts/common';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter } from '../../http/router';
import {
  confirmEmailVerification,
  sendEmailVerification,
  VERIFY_LINK_HOURS,
} from '../../services/email-verification';
import { linkKeysOf } from '../../services/signed-links';

const sendRoute = createRoute({
  method: 'post',
  path: '/auth/email-verification',
  tags: ['Profile'],
  summary: "Emails a link that proves the signed-in guest's address (a day, once); the profile's Resend",
  ...signedIn(),
  responses: { 202: jsonResponse(Message, 'Sent'), ...refusals(401, 409, 429, 502) },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/auth/email-verification/confirm',
  tags: ['Profile'],
  summary:
    'Confirms an address from the fields of the link sent to it (no sign-in: the signature is the proof); the /verify-email page posts the same',
  request: { body: jsonBody(EmailConfirmation) },
  responses: { 200: jsonResponse(Message, 'Confirmed'), ...refusals(400, 403, 409) },
});

/** POST /api/auth/email-verification and /api/auth/email-verification/confirm (decision 115). */
export const emailVerificationRoutes = newRouter()
  .openapi(sendRoute, async (c) => {
    const { database, env, mail, now } = c.get('deps');
    const { to } = await sendEmailVerification(database.db, mail, {
      userId: c.get('user')!.id,
      origin: publicOrigin(c),
      secret: env.LINK_SECRET,
      now: now(),
    });
    return c.json({ message: sentMessage(to) }, 202);
  })
  .openapi(confirmRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const link = c.req.valid('json');
    const message = await confirmEmailVerification(database.db, link, linkKeysOf(env), now());
    return c.json({ message }, 200);
  });

/** What the guest reads once a link is on its way. */
export const sentMessage = (to: string) =>
  `We sent a link to ${to}. Open it within ${VERIFY_LINK_HOURS} hours to confirm your address.`;
