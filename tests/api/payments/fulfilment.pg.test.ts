import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { payInSandbox, pendingStay } from './setup';

// PostgreSQL only: twenty requests truly at once, which PGlite's single connection cannot produce.
const SECRET = 'whsec_race';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYMENT_SECRET: SECRET });
});
afterAll(() => t.close());

describe('20 simultaneous verify calls and webhooks for one payment', () => {
  it('give one payment row, one confirmation and one 10-coin credit', async () => {
    expect(t.database.driver).toBe('postgres');
    const { guest, booking } = await pendingStay(t, new Date());
    const { order, result } = await payInSandbox(t, guest.headers, booking.id);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: result.razorpay_payment_id, order_id: order.id, method: 'card' } },
      },
    });
    const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers })
        : t.call('POST', '/api/payments/webhook', {
            body: raw,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': `evt_${i % 4}`,
            },
          }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses).toEqual(Array(20).fill(200));

    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', providerPaymentId: result.razorpay_payment_id });
    const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(stay!.status).toBe('confirmed');
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(coins.map((c) => c.suparCoins)).toEqual([10]);
  });
});
