import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { payInSandbox, pendingStay } from './setup';

const WEBHOOK_SECRET = 'whsec_test_palace';
let t: TestApp;
const now = new Date('2027-03-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYMENT_SECRET: WEBHOOK_SECRET }, { now: () => now });
});
afterAll(() => t.close());

const sign = (raw: string) => createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');

function capturedEvent(orderId: string, paymentId: string, type = 'payment.captured') {
  return JSON.stringify({
    entity: 'event',
    event: type,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount: 2_950_000, status: 'captured', method: 'upi' },
      },
    },
  });
}

const deliver = (raw: string, headers: Record<string, string>) =>
  t.call('POST', '/api/payments/webhook', {
    body: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('POST /api/payments/webhook', () => {
  it('confirms a booking whose browser never came back, once per event id', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-01');
    const { order } = await payInSandbox(t, guest.headers, booking.id);
    const raw = capturedEvent(order.id, 'pay_webhook_1');
    const headers = { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'evt_1' };

    const first = await deliver(raw, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'processed' });
    expect(await (await deliver(raw, headers)).json()).toEqual({ status: 'duplicate' });

    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_webhook_1', method: 'upi' });
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(coins).toHaveLength(1);
  });

  it('after a webhook, the browser verify gives the same payment and no second reward', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-10');
    const { order, result } = await payInSandbox(t, guest.headers, booking.id);
    const raw = capturedEvent(order.id, result.razorpay_payment_id, 'order.paid');
    await deliver(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'evt_2' });
    const verify = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect((await verify.json()).payment.status).toBe('paid');
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(coins).toHaveLength(1);
  });

  it('refuses a bad signature and a re-serialised body, recording nothing', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-20');
    const { order } = await payInSandbox(t, guest.headers, booking.id);
    const raw = capturedEvent(order.id, 'pay_webhook_3');
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);

    const tampered = await deliver(raw, {
      'x-razorpay-signature': sign(`${raw} `),
      'x-razorpay-event-id': 'evt_3',
    });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const reshaped = await deliver(reserialised, {
      'x-razorpay-signature': sign(raw),
      'x-razorpay-event-id': 'evt_3',
    });
    expect(reshaped.status).toBe(400);
    expect((await deliver(raw, { 'x-razorpay-event-id': 'evt_3' })).status).toBe(400);

    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_3'))).toHaveLength(0);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('pending');
  });

  it('records a failed payment, leaving the booking pending for another try', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-09-01');
    const { order } = await payInSandbox(t, guest.headers, booking.id);
    const raw = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_f', order_id: order.id, error_description: 'Card declined by issuer' },
        },
      },
    });
    await deliver(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'evt_4' });
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'Card declined by issuer' });
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('pending');

    const retry = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: guest.headers,
    });
    expect((await retry.json()).order.id).not.toBe(order.id);
  });
});
