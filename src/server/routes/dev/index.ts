import { createRoute } from '@hono/zod-openapi';
import { Message } from '~/contracts/common';
import { SandboxOutcome, SandboxPayBody } from '~/contracts/payments';
import { MailOutbox, MailRefusal, SmsOutbox } from '~/contracts/system';
import { AppError } from '../../errors';
import { db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { ConsoleMail } from '../../providers/mail';
import { sandboxCheckoutResult } from '../../providers/payments/sandbox';
import { ConsoleSms } from '../../providers/sms';
import { orderAmount } from '../../services/payments/orders';

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/sms-outbox',
  tags: ['Development'],
  summary: 'SMS sent by the console provider, newest first (only while it is the active provider)',
  responses: { 200: jsonResponse(SmsOutbox, 'Outbox'), ...refusals(404) },
});

const mailOutboxRoute = createRoute({
  method: 'get',
  path: '/dev/mail-outbox',
  tags: ['Development'],
  summary: 'Email sent by the console mail provider, newest first (only while it is the active provider)',
  responses: { 200: jsonResponse(MailOutbox, 'Outbox'), ...refusals(404) },
});

const mailRefusalRoute = createRoute({
  method: 'post',
  path: '/dev/mail-outbox/refusals',
  tags: ['Development'],
  summary:
    'Make the console mail provider refuse the next email to an address, once (a failed send to resend)',
  request: { body: jsonBody(MailRefusal) },
  responses: { 200: jsonResponse(Message, 'Armed'), ...refusals(400, 404) },
});

const sandboxPay = createRoute({
  method: 'post',
  path: '/dev/sandbox/pay',
  tags: ['Development'],
  summary: 'What the sandbox checkout handler receives for an order (sandbox provider only)',
  request: { body: jsonBody(SandboxPayBody) },
  responses: { 200: jsonResponse(SandboxOutcome, 'Checkout result'), ...refusals(400, 404) },
});

/** /api/dev: the console SMS and mail outboxes and the payment sandbox's "bank", for developers and end-to-end tests. */
export const devRoutes: RouteGroup = {
  prefix: '/dev',
  router: newRouter()
    .openapi(outboxRoute, (c) => {
      const { sms } = c.get('deps');
      if (!(sms instanceof ConsoleSms)) {
        throw new AppError('NOT_FOUND', 'The SMS outbox exists only while SMS_PROVIDER=console.');
      }
      return c.json({ messages: sms.outbox() }, 200);
    })
    .openapi(mailOutboxRoute, (c) => {
      const { mail } = c.get('deps');
      if (!(mail instanceof ConsoleMail)) {
        throw new AppError('NOT_FOUND', 'The mail outbox exists only while MAIL_PROVIDER=console.');
      }
      return c.json({ messages: mail.outbox() }, 200);
    })
    .openapi(mailRefusalRoute, (c) => {
      const { mail } = c.get('deps');
      if (!(mail instanceof ConsoleMail)) {
        throw new AppError('NOT_FOUND', 'The mail outbox exists only while MAIL_PROVIDER=console.');
      }
      const { to } = c.req.valid('json');
      mail.refuseNextTo(to);
      return c.json({ message: `The next email to ${to} will be refused.` }, 200);
    })
    .openapi(sandboxPay, async (c) => {
      const { payments: provider } = c.get('deps');
      if (provider.name !== 'sandbox') throw new AppError('NOT_FOUND', 'The payment sandbox is not active.');
      const { order_id, outcome, amount } = c.req.valid('json');
      // The "bank" captures the order's amount unless told another figure (a payment that differs from its order).
      const captured = amount ?? (await orderAmount(db(c), order_id));
      return c.json(sandboxCheckoutResult(provider.keySecret, order_id, outcome, captured), 200);
    }),
};
