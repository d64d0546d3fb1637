import { createRoute } from '@hono/zod-openapi';
import { CheckoutSummary } from '~/contracts/checkout';
import { idParams } from '~/contracts/common';
import {
  CreateOrderBody,
  OrderResponse,
  PaidWithCoins,
  PayWithCoinsBody,
  WebhookEvent,
  WebhookOutcome,
} from '~/contracts/payments';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { handlePaymentWebhook } from '../../services/bookings/capture';
import { checkoutSummary } from '../../services/bookings/checkout';
import { coinTermsOf } from '../../services/bookings/coins';
import { openPaymentOrder, payWithCoins } from '../../services/bookings/payment';
import { noticeScheduleOf } from '../../services/notices/schedule';
import { verifyPayment, verifyRouteAt } from './verify';

const createOrder = createRoute({
  method: 'post',
  path: '/payments/create',
  tags: ['Payments'],
  summary: "Opens the payment order for the caller's pending booking (a retry returns the same order)",
  description:
    "The order is always for the booking's total, as the server priced it, less the worth of the Supar Coins applied (`coins`; `order.amount`, paise): an `amount` the page sends is checked to be a number and otherwise not read, so it can neither lower nor raise the price. Coins past the caller's balance or the hotel's cap are refused (409 COINS_REFUSED); they are debited only when the payment confirms the booking.",
  ...signedIn(),
  request: { body: jsonBody(CreateOrderBody) },
  responses: { 200: jsonResponse(OrderResponse, 'The order'), ...refusals(400, 401, 404, 409, 502) },
});

const coinsRoute = createRoute({
  method: 'post',
  path: '/payments/coins',
  tags: ['Payments'],
  summary: "Pays the caller's pending booking wholly with Supar Coins, without the payment provider",
  description:
    'The coins must pay the whole total (the hotel allows it when COIN_MAX_SHARE_PERCENT is 100); they are debited in the transaction that confirms the booking, so coins spent meanwhile by another checkout refuse it (409 COINS_REFUSED) and nothing changes.',
  ...signedIn(),
  request: { body: jsonBody(PayWithCoinsBody) },
  responses: { 200: jsonResponse(PaidWithCoins, 'Paid and confirmed'), ...refusals(400, 401, 404, 409) },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/payments/booking/{id}',
  tags: ['Payments'],
  summary: 'What the booking details pages show: the booking, its bill and its payment state',
  ...signedIn(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(CheckoutSummary, 'Summary'), ...refusals(400, 401, 404) },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/webhook',
  tags: ['Payments'],
  summary: "Razorpay's webhook: a captured payment confirms its booking even if the browser never came back",
  description:
    'Signed with X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret); events are ' +
    'deduplicated by X-Razorpay-Event-Id. The body is read raw, so it is documented here but not parsed first.',
  request: { body: jsonBody(WebhookEvent) },
  responses: { 200: jsonResponse(WebhookOutcome, 'Handled, a duplicate, or ignored'), ...refusals(400) },
});

/** Payments: orders, verification, webhooks and the details pages' summary. */
const router = newRouter()
  .openapi(createOrder, async (c) => {
    const { payments: provider } = c.get('deps');
    const body = c.req.valid('json');
    const user = caller(c);
    const { now, today } = hotelClock(c);
    const { payment, booking } = await openPaymentOrder(db(c), provider, {
      userId: user.id,
      bookingId: body.booking_id,
      coins: body.coins ?? 0,
      terms: coinTermsOf(c.get('deps').env),
      now,
      today,
    });
    return c.json(
      {
        order: { id: payment.providerOrderId, amount: payment.amountPaise, currency: payment.currency },
        checkout: provider.checkout,
        booking: { id: booking.id, bookingCode: booking.code, description: booking.description },
      },
      200,
    );
  })
  .openapi(coinsRoute, async (c) => {
    const { env } = c.get('deps');
    const body = c.req.valid('json');
    const { now, today } = hotelClock(c);
    const booking = await payWithCoins(db(c), {
      userId: caller(c).id,
      bookingId: body.booking_id,
      coins: body.coins,
      terms: coinTermsOf(env),
      now,
      today,
      schedule: noticeScheduleOf(env),
    });
    return c.json(
      {
        booking: { id: booking.id, bookingCode: booking.code, status: booking.status },
        coins: body.coins,
        message: `Paid with ${body.coins} Supar Coins: your booking is confirmed.`,
      },
      200,
    );
  })
  .openapi(verifyRouteAt('/payments/verify'), verifyPayment)
  .openapi(summaryRoute, async (c) => {
    const summary = await checkoutSummary(db(c), {
      bookingId: c.req.valid('param').id,
      userId: caller(c).id,
      clock: hotelClock(c),
      coinTerms: coinTermsOf(c.get('deps').env),
    });
    return c.json(summary, 200);
  });

// The signature covers the body's exact bytes, so the handler reads it raw rather than through a validator.
router.openAPIRegistry.registerPath(webhookRoute);
router.post('/payments/webhook', async (c) => {
  const { payments: provider, logger, now, env } = c.get('deps');
  const result = await handlePaymentWebhook(db(c), provider, c.get('logger') ?? logger, {
    rawBody: await c.req.text(),
    signature: c.req.header('x-razorpay-signature'),
    eventId: c.req.header('x-razorpay-event-id'),
    now: now(),
    schedule: noticeScheduleOf(env),
  });
  return c.json(result, 200);
});

export const paymentRoutes: RouteGroup = { prefix: '/payments', router };
