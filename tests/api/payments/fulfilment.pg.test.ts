import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { signedInGuest } from '../../fixtures/auth';
import { paymentsWithLedger } from '../../fixtures/ledger';
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

    const rows = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
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

describe('20 simultaneous cancellations of one paid booking, by its guest and by hotel staff', () => {
  it('give one refund, one reward reversal and one set of messages', async () => {
    expect(t.database.driver).toBe('postgres');
    const { guest, booking } = await pendingStay(t, new Date(), '2027-05-10');
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    expect(
      (await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers })).status,
    ).toBe(200);
    const staff = await signedInGuest(t.db, { role: 'admin' }, new Date());
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers })
        : t.call('PUT', `/api/bookings/${booking.id}/status`, {
            json: { status: 'cancelled' },
            headers: staff.headers,
          }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    // Staff always succeed; a guest's cancel after the booking is already cancelled is refused.
    expect(statuses.filter((_, i) => i % 2 === 0)).toEqual(Array(10).fill(200));
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);

    const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(stay!.status).toBe('cancelled');
    const rows = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'refunded' });
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(coins.map((c) => `${c.type} ${c.suparCoins}`).sort()).toEqual(['credit 10', 'debit 10']);
    const cancelledNotices = (
      await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))
    ).filter((n) => n.event === 'booking_cancelled');
    expect(cancelledNotices.map((n) => `${n.channel} ${n.audience}`).sort()).toEqual([
      'email hotel',
      'sms guest',
    ]);
  });
});
