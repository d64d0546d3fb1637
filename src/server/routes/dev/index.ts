import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '../../errors';
import { errorResponses, newRouter } from '../../http/router';
import { ConsoleSms } from '../../providers/sms';

const OutboxSchema = z
  .object({
    messages: z.array(z.object({ to: z.string(), text: z.string(), otp: z.string(), sentAt: z.string() })),
  })
  .openapi('SmsOutbox');

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/sms-outbox',
  tags: ['Development'],
  summary: 'SMS sent by the console provider, newest first (only while it is the active provider)',
  responses: {
    200: { description: 'Outbox', content: { 'application/json': { schema: OutboxSchema } } },
    404: errorResponses[404],
  },
});

/** GET /api/dev/sms-outbox: lets developers and end-to-end tests read the codes the console "sent". */
export const devRoutes = newRouter().openapi(outboxRoute, (c) => {
  const { sms } = c.get('deps');
  if (!(sms instanceof ConsoleSms)) {
    throw new AppError('NOT_FOUND', 'The SMS outbox exists only while SMS_PROVIDER=console.');
  }
  return c.json({ messages: sms.outbox() }, 200);
});
