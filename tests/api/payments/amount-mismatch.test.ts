import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { pendingStay } from './setup';

// Issue 30, item 15: a sandbox webhook naming ₹7,500 confirmed a ₹38,500 booking. Whatever the path (verify or
// webhook) and the provider (sandbox or Razorpay), a capture that differs from its order confirms nothing: it is
// recorded with what was captured, owed back in full, and the booking stays pending for a proper payment.
const now = new Date('2027-03-01T10:00:00Z');
// The pending stay of setup.ts: two ₹12,500 nights with 18% GST (decision 099).
const STAY_TOTAL = 2_950_000;
const CAPTURED = 750_000;
const OWED_BACK =
  'We received ₹7,500 for this booking of ₹29,500, so it is not confirmed. That payment will be refunded in full; ' +
  'our front desk is arranging it and will write to you.';

type Guest = Awaited<ReturnType<typeof pendingStay>>['guest'];

const signed = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

/** A payment.captured event for an order, naming `amount` (paise) unless it is undefined. */
function capturedEvent(orderId: string, paymentId: string, amount?: number, currency = 'INR') {
  const entity = { id: paymentId, order_id: orderId, status: 'captured', method: 'card' };
  return JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: amount === undefined ? entity : { ...entity, amount, currency } } },
  });
}

/** What the guest and the hotel would notice of a booking: its status, payments, coins and messages. */
async function effects(t: TestApp, bookingId: string, guest: Guest) {
  const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, bookingId));
  return {
    status: stay!.status,
    payments: await paymentsWithLedger(t.db, eq(payments.bookingId, bookingId)),
    coins: await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, guest.user.id)),
    notices: await t.db.select().from(notifications).where(eq(notifications.bookingId, bookingId)),
  };
}

async function openOrder(t: TestApp, guest: Guest, bookingId: string): Promise<{ id: string }> {
  const res = await t.call('POST', '/api/payments/create', {
    json: { booking_id: bookingId },
    headers: guest.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()).order;
}

/** The booking is pending, with its one payment recorded as captured, not paid, and owed back. */
async function expectOwedBack(
  t: TestApp,
  bookingId: string,
  guest: Guest,
  paymentId: string,
  reason = OWED_BACK,
) {
  const seen = await effects(t, bookingId, guest);
  expect(seen.status).toBe('pending');
  expect(seen.payments).toHaveLength(1);
  expect(seen.payments[0]).toMatchObject({
    status: 'refund_pending',
    providerPaymentId: paymentId,
    amountPaise: CAPTURED,
    failureReason: reason,
  });
  expect(seen.coins).toEqual([]);
  expect(seen.notices).toEqual([]);
  const summary = await (
    await t.call('GET', `/api/payments/booking/${bookingId}`, { headers: guest.headers })
  ).json();
  expect(summary.payment).toMatchObject({
    status: 'refund_pending',
    refund: { status: 'refund_pending', amountPaise: CAPTURED, message: reason },
  });
}

describe('in the sandbox', () => {
  const SECRET = 'whsec_sandbox_mismatch';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_PAYMENT_SECRET: SECRET }, { now: () => now });
  });
  afterAll(() => t.close());

  const sandboxPay = async (orderId: string, amount?: number) =>
    (
      await t.call('POST', '/api/dev/sandbox/pay', {
        json: { order_id: orderId, outcome: 'success', amount },
      })
    ).json();

  it('a webhook naming another amount than the order confirms nothing; the booking can still be paid', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-01');
    expect(booking.totalPaise).toBe(STAY_TOTAL);
    const order = await openOrder(t, guest, booking.id);
    const raw = capturedEvent(order.id, 'pay_forged_7500', CAPTURED);
    const res = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed(SECRET, raw) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'processed' });
    await expectOwedBack(t, booking.id, guest, 'pay_forged_7500');

    // Paid properly within the hold, through a new order, it is confirmed.
    const again = await openOrder(t, guest, booking.id);
    expect(again.id).not.toBe(order.id);
    const result = await sandboxPay(again.id);
    const verify = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect((await verify.json()).payment).toMatchObject({ status: 'paid', amount: STAY_TOTAL });
    expect((await effects(t, booking.id, guest)).status).toBe('confirmed');
  });

  it('verify of a payment the sandbox bank captured for another amount confirms nothing', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-10');
    const order = await openOrder(t, guest, booking.id);
    const result = await sandboxPay(order.id, CAPTURED);
    const verify = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect(verify.status).toBe(200);
    expect((await verify.json()).payment).toMatchObject({
      status: 'refund_pending',
      amount: CAPTURED,
      failure_reason: OWED_BACK,
    });
    await expectOwedBack(t, booking.id, guest, result.razorpay_payment_id);
  });

  it('a webhook that names no amount is held to what the sandbox bank captured', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-08-20');
    const order = await openOrder(t, guest, booking.id);
    const result = await sandboxPay(order.id, CAPTURED);
    const raw = capturedEvent(order.id, result.razorpay_payment_id);
    const res = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed(SECRET, raw) },
    });
    expect(await res.json()).toEqual({ status: 'processed' });
    await expectOwedBack(t, booking.id, guest, result.razorpay_payment_id);
  });
});

describe('with Razorpay', () => {
  const KEY_ID = 'rzp_test_mismatch';
  const KEY_SECRET = 'razorpay_key_secret_mismatch';
  const WEBHOOK_SECRET = 'whsec_razorpay_mismatch';
  /** What the stand-in's Payments API says a payment captured; null: it knows no such payment. */
  let record: { amount: number; currency: string } | null = null;
  let standIn: Server;
  let t: TestApp;
  /** The stand-in's orders so far: each gets its own id, as Razorpay's do. */
  let orders = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    // A loopback stand-in for Razorpay's Orders and Payments APIs.
    standIn = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)) || '{}');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/orders' && req.method === 'POST') {
        const id = `order_M${String(++orders).padStart(8, '0')}`;
        return res.end(JSON.stringify({ id, amount: body.amount, currency: 'INR', status: 'created' }));
      }
      const fetched = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
      if (fetched && req.method === 'GET') {
        if (!record) {
          return res.writeHead(400).end(
            JSON.stringify({
              error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
            }),
          );
        }
        return res.end(JSON.stringify({ id: fetched[1], entity: 'payment', status: 'captured', ...record }));
      }
      res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(
      {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
      },
      { now: () => now },
    );
  });
  afterAll(async () => {
    await t.close();
    standIn.close();
  });

  /** What Razorpay's checkout handler hands the page for a payment of the order. */
  const handlerResult = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signed(KEY_SECRET, `${orderId}|${paymentId}`),
  });

  it('verify asks Razorpay what the payment captured: another amount confirms nothing', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-09-01');
    const order = await openOrder(t, guest, booking.id);
    record = { amount: CAPTURED, currency: 'INR' };
    const verify = await t.call('POST', '/api/payments/verify', {
      json: handlerResult(order.id, 'pay_M1'),
      headers: guest.headers,
    });
    expect(verify.status).toBe(200);
    expect((await verify.json()).payment).toMatchObject({ status: 'refund_pending', amount: CAPTURED });
    await expectOwedBack(t, booking.id, guest, 'pay_M1');
  });

  it('verify of a payment Razorpay does not know changes nothing, and confirms once it does', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-09-10');
    const order = await openOrder(t, guest, booking.id);
    const before = await effects(t, booking.id, guest);
    record = null;
    const unknown = await t.call('POST', '/api/payments/verify', {
      json: handlerResult(order.id, 'pay_M2'),
      headers: guest.headers,
    });
    expect(unknown.status).toBe(502);
    expect((await unknown.json()).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await effects(t, booking.id, guest)).toEqual(before);

    record = { amount: STAY_TOTAL, currency: 'INR' };
    const known = await t.call('POST', '/api/payments/verify', {
      json: handlerResult(order.id, 'pay_M2'),
      headers: guest.headers,
    });
    expect((await known.json()).payment).toMatchObject({ status: 'paid', amount: STAY_TOTAL });
    const after = await effects(t, booking.id, guest);
    expect(after.status).toBe('confirmed');
    expect(after.coins.map((c) => c.suparCoins)).toEqual([10]);
  });

  it.each([
    ['another amount', CAPTURED, 'INR', OWED_BACK],
    [
      'the same figure in another currency',
      STAY_TOTAL,
      'USD',
      OWED_BACK.replace('₹7,500', 'a payment in USD'),
    ],
  ])('a webhook naming %s confirms nothing', async (_, amount, currency, reason) => {
    const { guest, booking } = await pendingStay(t, now, currency === 'INR' ? '2027-09-20' : '2027-09-25');
    const order = await openOrder(t, guest, booking.id);
    const raw = capturedEvent(order.id, `pay_M_${currency}`, amount, currency);
    const res = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signed(WEBHOOK_SECRET, raw),
        'x-razorpay-event-id': `evt_M_${currency}`,
      },
    });
    expect(await res.json()).toEqual({ status: 'processed' });
    const seen = await effects(t, booking.id, guest);
    expect(seen.status).toBe('pending');
    expect(seen.payments[0]).toMatchObject({
      status: 'refund_pending',
      amountPaise: amount,
      currency,
      failureReason: reason,
    });
    expect(seen.coins).toEqual([]);
  });
});
