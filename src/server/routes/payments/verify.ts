import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { Verified, VerifyBody } from '~/contracts/payments';
import type { payments } from '../../db/schema';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { verifyCheckout } from '../../services/bookings/capture';
import { type PaymentAsItStands, paymentAsItStands } from '../../services/ledger/reckoning';
import { noticeScheduleOf } from '../../services/notices/schedule';

/** The payment as the spec's pages read it: its state and note as the ledger tells them. */
export function paymentView(p: typeof payments.$inferSelect, standing: PaymentAsItStands) {
  return {
    id: p.id,
    order_id: p.providerOrderId,
    payment_id: p.providerPaymentId,
    status: standing.status,
    amount: p.amountPaise,
    currency: p.currency,
    booking_id: p.bookingId,
    failure_reason: standing.note,
  };
}

/** The verify route at a path: /payments/verify, and the spec's /bookings/verify-payment. */
export const verifyRouteAt = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Payments'],
    summary: "Verifies the checkout handler's result and confirms the booking",
    ...signedIn(),
    request: { body: jsonBody(VerifyBody) },
    responses: { 200: jsonResponse(Verified, 'Verified'), ...refusals(400, 401, 404, 409) },
  });

type VerifyContext = Context<AppEnv, string, { in: object; out: { json: z.infer<typeof VerifyBody> } }>;

/** Verifies what the checkout handler received and confirms the caller's booking. */
export async function verifyPayment(c: VerifyContext) {
  const { database, payments: provider, now, env } = c.get('deps');
  const body = c.req.valid('json');
  const payment = await verifyCheckout(database.db, provider, {
    userId: c.get('user')!.id,
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
    bookingId: body.booking_id,
    now: now(),
    schedule: noticeScheduleOf(env),
  });
  return c.json({ payment: paymentView(payment, await paymentAsItStands(database.db, payment)) }, 200);
}
