import { createRoute, z } from '@hono/zod-openapi';
import type { payments } from '../../db/schema';
import { AppError } from '../../errors';
import { requireUser } from '../../http/auth';
import { errorResponses, newRouter } from '../../http/router';
import { sandboxCheckoutResult } from '../../providers/payments/sandbox';
import { verifyCheckout } from '../../services/payments/fulfilment';
import { openPaymentOrder } from '../../services/payments/orders';
import { findOwnBooking } from '../../services/payments/payable';
import { checkoutSummary, saveSpecialRequests } from '../../services/payments/summary';
import { handlePaymentWebhook } from '../../services/payments/webhook';
import {
  CreateOrderBody,
  IdParam,
  OrderResponse,
  PaymentSchema,
  SandboxPayBody,
  SpecialRequestsBody,
  VerifyBody,
} from './schemas';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** The payment as the spec's pages read it. */
function paymentView(p: typeof payments.$inferSelect) {
  return {
    id: p.id,
    order_id: p.providerOrderId,
    payment_id: p.providerPaymentId,
    status: p.status,
    amount: p.amountPaise,
    currency: p.currency,
    booking_id: p.bookingId,
    failure_reason: p.failureReason,
  };
}

const createOrder = createRoute({
  method: 'post',
  path: '/payments/create',
  tags: ['Payments'],
  summary: "Opens the payment order for the caller's pending booking (a retry returns the same order)",
  middleware: [requireUser()] as const,
  request: { body: { content: json(CreateOrderBody), required: true } },
  responses: { 200: { description: 'The order', content: json(OrderResponse) }, ...errorResponses },
});

const verifyResponses = {
  200: { description: 'Verified', content: json(z.object({ payment: PaymentSchema })) },
  ...errorResponses,
};
const verifyRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Payments'],
    summary: "Verifies the checkout handler's result and confirms the booking",
    middleware: [requireUser()] as const,
    request: { body: { content: json(VerifyBody), required: true } },
    responses: verifyResponses,
  });

const summaryRoute = createRoute({
  method: 'get',
  path: '/payments/booking/{id}',
  tags: ['Payments'],
  summary: 'What the booking details pages show: the booking, its totals and its payment state',
  middleware: [requireUser()] as const,
  request: { params: IdParam },
  responses: {
    200: { description: 'Summary', content: json(z.record(z.string(), z.unknown())) },
    ...errorResponses,
  },
});

const specialRequestsRoute = createRoute({
  method: 'put',
  path: '/bookings/{id}/special-requests',
  tags: ['Bookings'],
  summary: "Saves special requests on the caller's room or table booking",
  middleware: [requireUser()] as const,
  request: { params: IdParam, body: { content: json(SpecialRequestsBody), required: true } },
  responses: {
    200: {
      description: 'Saved',
      content: json(z.object({ specialRequests: z.string(), message: z.string() })),
    },
    ...errorResponses,
  },
});

const sandboxPay = createRoute({
  method: 'post',
  path: '/dev/sandbox/pay',
  tags: ['Development'],
  summary: 'What the sandbox checkout handler receives for an order (sandbox provider only)',
  request: { body: { content: json(SandboxPayBody), required: true } },
  responses: {
    200: { description: 'Checkout result', content: json(z.record(z.string(), z.unknown())) },
    ...errorResponses,
  },
});

/** Payments: orders, verification, webhooks, the sandbox and the details pages' summary. */
export const paymentRoutes = newRouter()
  .openapi(createOrder, async (c) => {
    const { database, payments: provider, now } = c.get('deps');
    const body = c.req.valid('json');
    const user = c.get('user')!;
    const payment = await openPaymentOrder(database.db, provider, {
      userId: user.id,
      bookingId: body.booking_id,
      amountRupees: body.amount,
      now: now(),
    });
    const booking = await findOwnBooking(database.db, payment.bookingId, user.id);
    return c.json(
      {
        order: { id: payment.providerOrderId, amount: payment.amountPaise, currency: payment.currency },
        checkout: provider.checkout,
        booking: { id: booking.id, bookingCode: booking.code, description: booking.description },
      },
      200,
    );
  })
  .openapi(summaryRoute, async (c) => {
    const { database, imageUrl } = c.get('deps');
    const summary = await checkoutSummary(database.db, {
      bookingId: c.req.valid('param').id,
      userId: c.get('user')!.id,
      imageUrl,
    });
    return c.json(summary, 200);
  })
  .openapi(specialRequestsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const saved = await saveSpecialRequests(database.db, {
      bookingId: c.req.valid('param').id,
      userId: c.get('user')!.id,
      text: c.req.valid('json').specialRequests,
      now: now(),
    });
    return c.json({ ...saved, message: 'Special requests saved.' }, 200);
  })
  .openapi(sandboxPay, async (c) => {
    const { payments: provider } = c.get('deps');
    if (provider.name !== 'sandbox') throw new AppError('NOT_FOUND', 'The payment sandbox is not active.');
    const { order_id, outcome } = c.req.valid('json');
    return c.json(sandboxCheckoutResult(provider.keySecret, order_id, outcome), 200);
  });

for (const path of ['/payments/verify', '/bookings/verify-payment']) {
  paymentRoutes.openapi(verifyRoute(path), async (c) => {
    const { database, payments: provider, now } = c.get('deps');
    const body = c.req.valid('json');
    const payment = await verifyCheckout(database.db, provider, {
      userId: c.get('user')!.id,
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
      bookingId: body.booking_id,
      now: now(),
    });
    return c.json({ payment: paymentView(payment) }, 200);
  });
}

// The webhook reads the raw body (the signature covers its exact bytes), so it has no zod body schema.
paymentRoutes.post('/payments/webhook', async (c) => {
  const { database, payments: provider, logger, now } = c.get('deps');
  const result = await handlePaymentWebhook(database.db, provider, c.get('logger') ?? logger, {
    rawBody: await c.req.text(),
    signature: c.req.header('x-razorpay-signature'),
    eventId: c.req.header('x-razorpay-event-id'),
    now: now(),
  });
  return c.json(result, 200);
});
