import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { pendingStay } from './setup';

// A loopback stand-in for Razorpay's Orders and Payments APIs: it checks what a real Razorpay would.
const KEY_ID = 'rzp_test_palace';
const KEY_SECRET = 'razorpay_key_secret_palace';
const received: { auth?: string; body: Record<string, unknown> }[] = [];
let standIn: Server;
let t: TestApp;
const now = new Date('2027-03-01T10:00:00Z');

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  standIn = createServer(async (req, res) => {
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    res.setHeader('content-type', 'application/json');
    // The Payments API: a payment of the latest order, captured in full.
    const fetched = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
    if (fetched && req.method === 'GET' && req.headers.authorization === expected) {
      const order = received.at(-1)?.body ?? {};
      return res.end(
        JSON.stringify({
          id: fetched[1],
          amount: order.amount,
          currency: order.currency,
          status: 'captured',
        }),
      );
    }
    const body = JSON.parse(await readBody(req));
    received.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/orders' || req.method !== 'POST') return res.writeHead(404).end('{}');
    if (req.headers.authorization !== expected) {
      return res
        .writeHead(401)
        .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
    }
    if (
      !Number.isInteger(body.amount) ||
      body.amount < 100 ||
      typeof body.receipt !== 'string' ||
      body.receipt.length > 40
    ) {
      return res
        .writeHead(400)
        .end(JSON.stringify({ error: { description: 'amount must be integer paise' } }));
    }
    res.writeHead(200).end(
      JSON.stringify({
        id: `order_RZP${received.length}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      }),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const port = (standIn.address() as AddressInfo).port;
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_BASE_URL: `http://127.0.0.1:${port}`,
    },
    { now: () => now },
  );
});
afterAll(async () => {
  await t.close();
  standIn.close();
});

describe('the Razorpay adapter', () => {
  it('creates the order with Basic auth, integer paise and the booking reference as receipt', async () => {
    const { guest, booking } = await pendingStay(t, now);
    const res = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: guest.headers,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.order).toMatchObject({ amount: 2_950_000, currency: 'INR' });
    expect(body.order.id).toMatch(/^order_RZP/);
    expect(body.checkout).toEqual({
      provider: 'razorpay',
      keyId: KEY_ID,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(received.at(-1)?.body).toMatchObject({
      amount: 2_950_000,
      currency: 'INR',
      receipt: booking.bookingCode,
    });

    // The handler's signature is HMAC(order_id|payment_id) with the key secret.
    const razorpay_signature = createHmac('sha256', KEY_SECRET)
      .update(`${body.order.id}|pay_RZP1`)
      .digest('hex');
    const verify = await t.call('POST', '/api/payments/verify', {
      json: { razorpay_order_id: body.order.id, razorpay_payment_id: 'pay_RZP1', razorpay_signature },
      headers: guest.headers,
    });
    expect((await verify.json()).payment.status).toBe('paid');
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });

  it('says so when Razorpay refuses, and keeps the sandbox closed', async () => {
    const wrongKeys = await createTestApp(
      {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: 'wrong',
        RAZORPAY_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
      },
      { now: () => now },
    );
    const { guest, booking } = await pendingStay(wrongKeys, now);
    const res = await wrongKeys.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: guest.headers,
    });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe('The payment service refused the order: Authentication failed');
    const sandbox = await wrongKeys.call('POST', '/api/dev/sandbox/pay', {
      json: { order_id: 'order_x', outcome: 'success' },
    });
    expect(sandbox.status).toBe(404);
    await wrongKeys.close();
  });
});
