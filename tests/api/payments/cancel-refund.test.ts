import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, walletTransactions } from '../../../src/server/db/schema';
import { signedInGuest } from '../../fixtures/auth';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { payInSandbox, pendingStay } from './setup';

const now = new Date('2027-03-01T10:00:00Z');
const cancel = (t: TestApp, id: string, headers: Record<string, string>) =>
  t.call('PUT', `/api/bookings/${id}/cancel`, { headers });
const ledger = (t: TestApp, userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
const balance = async (t: TestApp, headers: Record<string, string>) =>
  (await (await t.call('GET', '/api/auth/profile', { headers })).json()).user.wallet_balance;

describe('cancelling a paid booking, on the payment sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  it('refunds the payment, takes the reward back with a debit row, and tells the guest both', async () => {
    const { guest, booking } = await pendingStay(t, now);
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect(await balance(t, guest.headers)).toBe(10);

    const res = await cancel(t, booking.id, guest.headers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      booking: { status: 'cancelled' },
      // Two ₹12,500 nights with 18% GST are refunded in full, their ₹4,500 of GST with them (decision 099).
      refund: { status: 'refunded', amountPaise: 2_950_000, gstPaise: 450_000 },
      coinsReversed: 10,
    });
    expect(body.message).toBe(
      'Booking cancelled. Your payment of ₹29,500 (₹4,500 of it GST) has been refunded to the card or account you paid with.',
    );
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'refunded', refundCgstPaise: 225_000, refundSgstPaise: 225_000 });
    expect(payment!.providerRefundId).toMatch(/^rfnd_sbx_/);
    const rows = await ledger(t, guest.user.id);
    expect(rows.map((r) => [r.type, r.suparCoins, r.description]).sort()).toEqual([
      ['credit', 10, 'Room booking reward'],
      ['debit', 10, 'Room booking reward reversed: booking cancelled'],
    ]);
    expect(await balance(t, guest.headers)).toBe(0);
    const summary = await (
      await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })
    ).json();
    expect(summary).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });

    // A second cancel changes nothing: no second refund, no second debit.
    expect((await cancel(t, booking.id, guest.headers)).status).toBe(409);
    expect(await ledger(t, guest.user.id)).toHaveLength(2);
  });

  it('refunds and tells the guest when the hotel cancels a paid booking, even on the day the guest may not', async () => {
    // Arrival today: the guest's own cancel is refused, the hotel's goes through.
    const { guest, booking } = await pendingStay(t, now, '2027-03-01');
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect((await cancel(t, booking.id, guest.headers)).status).toBe(409);
    const staff = await signedInGuest(t.db, { role: 'admin' }, now);
    const status = (json: { status: string }) =>
      t.call('PUT', `/api/bookings/${booking.id}/status`, { json, headers: staff.headers });

    const res = await status({ status: 'cancelled' });
    expect(res.status).toBe(200);
    expect((await res.json()).booking).toMatchObject({ status: 'cancelled' });
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    const rows = await ledger(t, guest.user.id);
    expect(rows.map((r) => [r.type, r.suparCoins]).sort()).toEqual([
      ['credit', 10],
      ['debit', 10],
    ]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id));
    expect(
      notices
        .filter((n) => n.event === 'booking_cancelled')
        .map((n) => `${n.channel} ${n.audience}`)
        .sort(),
    ).toEqual(['email hotel', 'sms guest']); // this guest gave no email address

    // Said twice, it changes nothing more: no second refund, debit or message.
    expect((await status({ status: 'cancelled' })).status).toBe(200);
    expect(await ledger(t, guest.user.id)).toHaveLength(2);
    expect(await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id))).toHaveLength(1);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id)),
    ).toHaveLength(notices.length);
  });

  it('cancels an unpaid booking with no refund and no coins to take back', async () => {
    const { guest, booking } = await pendingStay(t, now, '2027-05-01');
    const body = await (await cancel(t, booking.id, guest.headers)).json();
    expect(body).toMatchObject({ message: 'Booking cancelled.', refund: null, coinsReversed: 0 });
    expect(await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id))).toHaveLength(0);
  });
});

describe('cancelling a paid booking, with Razorpay', () => {
  const KEY_ID = 'rzp_test_palace';
  const KEY_SECRET = 'razorpay_key_secret_palace';
  const WEBHOOK_SECRET = 'whsec_refunds';
  const refunds: { path: string; auth?: string; key?: string; body: Record<string, unknown> }[] = [];
  let refuseRefunds = false;
  let standIn: Server;
  let t: TestApp;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    // A loopback stand-in for Razorpay's Orders, Payments and Refunds APIs.
    let ordered = 0;
    // Each order its own id, as Razorpay's are (two orders within a millisecond must not share one).
    let orders = 0;
    standIn = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)) || '{}');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/orders') {
        ordered = body.amount;
        const id = `order_R${String(++orders).padStart(8, '0')}`;
        return res.end(JSON.stringify({ id, amount: body.amount, currency: 'INR' }));
      }
      const fetched = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
      if (fetched && req.method === 'GET') {
        // A payment of the latest order, captured in full.
        return res.end(
          JSON.stringify({ id: fetched[1], amount: ordered, currency: 'INR', status: 'captured' }),
        );
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (!refund) return res.writeHead(404).end('{}');
      refunds.push({
        path: req.url!,
        auth: req.headers.authorization,
        key: req.headers['x-refund-idempotency'] as string | undefined,
        body,
      });
      if (refuseRefunds) {
        return res.writeHead(500).end(JSON.stringify({ error: { description: 'Server error' } }));
      }
      res.end(
        JSON.stringify({
          id: `rfnd_R${refunds.length}`,
          payment_id: refund[1],
          amount: body.amount,
          status: 'pending',
        }),
      );
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

  async function paidStay(checkIn: string, paymentId: string) {
    const { guest, booking } = await pendingStay(t, now, checkIn);
    const { order } = await (
      await t.call('POST', '/api/payments/create', {
        json: { booking_id: booking.id },
        headers: guest.headers,
      })
    ).json();
    const razorpay_signature = createHmac('sha256', KEY_SECRET)
      .update(`${order.id}|${paymentId}`)
      .digest('hex');
    const verify = await t.call('POST', '/api/payments/verify', {
      json: { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature },
      headers: guest.headers,
    });
    expect(verify.status).toBe(200);
    return { guest, booking };
  }

  it("asks Razorpay's Refunds API for the whole amount, then marks it refunded when the webhook says so", async () => {
    const { guest, booking } = await paidStay('2027-06-01', 'pay_R1');
    const body = await (await cancel(t, booking.id, guest.headers)).json();
    expect(body.refund).toMatchObject({ status: 'refund_pending', amountPaise: 2_950_000 });
    expect(body.refund.message).toMatch(/reaches you within 5-7 working days/);
    expect(refunds.at(-1)).toMatchObject({
      path: '/v1/payments/pay_R1/refund',
      auth: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      body: { amount: 2_950_000, speed: 'normal' },
    });
    const [pending] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(pending).toMatchObject({ status: 'refund_pending', providerRefundId: 'rfnd_R1' });
    // A whole refund is asked with an idempotency key too (decision 113): its own id in the ledger.
    expect(refunds.at(-1)!.key).toBe(pending!.refunds[0]!.id);

    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: 'rfnd_R1', payment_id: 'pay_R1', amount: 2_950_000, status: 'processed' } },
      },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
    const hook = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': 'evt_r1',
      },
    });
    expect(await hook.json()).toEqual({ status: 'processed' });
    const [done] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(done).toMatchObject({ status: 'refunded' });
    expect(done!.refundedAt).toEqual(now);
  });

  it('keeps the refund owed, and says who acts, when Razorpay does not take the refund', async () => {
    const { guest, booking } = await paidStay('2027-06-10', 'pay_R2');
    refuseRefunds = true;
    try {
      const res = await cancel(t, booking.id, guest.headers);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.booking.status).toBe('cancelled');
      expect(body.refund).toMatchObject({ status: 'refund_pending', amountPaise: 2_950_000 });
      expect(body.refund.message).toMatch(/our front desk is arranging it/);
    } finally {
      refuseRefunds = false;
    }
    const [owed] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(owed).toMatchObject({ status: 'refund_pending', providerRefundId: null });
  });
});
