import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { signedInGuest } from '../../fixtures/auth';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { payInSandbox, pendingStay } from './setup';

let t: TestApp;
const clock = { now: new Date('2027-03-01T10:00:00Z') };
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
});
afterAll(() => t.close());

const paymentsFor = (bookingId: string) => paymentsWithLedger(t.db, eq(payments.bookingId, bookingId));
const coinsOf = (userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

describe('POST /api/payments/create', () => {
  it("opens an order for the booking's own amount, and a retry returns the same order", async () => {
    const { guest, booking } = await pendingStay(t, clock.now);
    const first = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, amount: 25_000, user_id: guest.user.id },
      headers: guest.headers,
    });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.order).toMatchObject({ amount: 2_950_000, currency: 'INR' });
    expect(body.checkout).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_sandbox',
      scriptUrl: '/sandbox-checkout.js',
    });

    const retry = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: guest.headers,
    });
    expect((await retry.json()).order.id).toBe(body.order.id);
    expect(await paymentsFor(booking.id)).toHaveLength(1);
  });

  it("opens the order for the booking's own total whatever amount the page sends (decision 092)", async () => {
    const { guest, booking } = await pendingStay(t, clock.now);
    const res = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, amount: 100 },
      headers: guest.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).order).toMatchObject({ amount: 2_950_000, currency: 'INR' });
    expect((await paymentsFor(booking.id)).map((p) => p.amountPaise)).toEqual([2_950_000]);
  });

  it("answers 404 for another guest's booking and 401 without a token", async () => {
    const { booking } = await pendingStay(t, clock.now);
    const stranger = await signedInGuest(t.db, {}, clock.now);
    const foreign = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    expect((await t.call('POST', '/api/payments/create', { json: { booking_id: booking.id } })).status).toBe(
      401,
    );
    expect(await paymentsFor(booking.id)).toHaveLength(0);
  });

  it('names the bad field', async () => {
    const { guest } = await pendingStay(t, clock.now);
    const res = await t.call('POST', '/api/payments/create', {
      json: { booking_id: 'nope' },
      headers: guest.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['booking_id']);
  });

  it('refuses a booking whose 15-minute hold has lapsed', async () => {
    const { guest, booking } = await pendingStay(t, new Date(clock.now.getTime() - 16 * 60_000));
    const res = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id },
      headers: guest.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Your 15-minute hold on this booking has lapsed. Please book again.',
    );
  });
});

describe('POST /api/payments/verify', () => {
  it('confirms the booking and credits 10 coins once, however often it is verified', async () => {
    const { guest, booking } = await pendingStay(t, clock.now);
    const { order, result } = await payInSandbox(t, guest.headers, booking.id);
    for (const path of ['/api/payments/verify', '/api/bookings/verify-payment', '/api/payments/verify']) {
      const res = await t.call('POST', path, { json: result, headers: guest.headers });
      expect(res.status).toBe(200);
      expect((await res.json()).payment).toMatchObject({
        status: 'paid',
        order_id: order.id,
        amount: 2_950_000,
      });
    }
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
    const coins = await coinsOf(guest.user.id);
    expect(coins).toHaveLength(1);
    expect(coins[0]).toMatchObject({
      suparCoins: 10,
      description: 'Room booking reward',
      relatedBookingId: booking.id,
    });
  });

  it('refuses every signature with one character changed, and changes nothing', async () => {
    const { guest, booking } = await pendingStay(t, clock.now);
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    const good: string = result.razorpay_signature;
    for (let i = 0; i < good.length; i++) {
      const razorpay_signature = good.slice(0, i) + (good[i] === '0' ? '1' : '0') + good.slice(i + 1);
      const res = await t.call('POST', '/api/payments/verify', {
        json: { ...result, razorpay_signature },
        headers: guest.headers,
      });
      expect(res.status).toBe(400);
    }
    const [payment] = await paymentsFor(booking.id);
    expect(payment!.status).toBe('created');
    expect(await coinsOf(guest.user.id)).toHaveLength(0);
  });

  it("refuses another guest's order and a replay for another booking", async () => {
    const mine = await pendingStay(t, clock.now, '2027-05-01');
    const other = await pendingStay(t, clock.now, '2027-05-05');
    const { result } = await payInSandbox(t, mine.guest.headers, mine.booking.id);

    const foreign = await t.call('POST', '/api/payments/verify', {
      json: result,
      headers: other.guest.headers,
    });
    expect(foreign.status).toBe(404);
    const replay = await t.call('POST', '/api/payments/verify', {
      json: { ...result, booking_id: other.booking.id },
      headers: mine.guest.headers,
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toBe('This payment belongs to another booking.');
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, mine.booking.id));
    expect(row!.status).toBe('pending');
  });

  it('names a missing field', async () => {
    const { guest } = await pendingStay(t, clock.now);
    const res = await t.call('POST', '/api/payments/verify', {
      json: { razorpay_order_id: 'order_1' },
      headers: guest.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^razorpay_payment_id/);
  });
});

describe('a payment that arrives after the hold lapsed', () => {
  it('still confirms the booking when the room is still free', async () => {
    const { guest, booking } = await pendingStay(t, clock.now, '2027-06-01');
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    await t.db.update(roomBookings).set({ status: 'expired' }).where(eq(roomBookings.id, booking.id));
    const res = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect((await res.json()).payment.status).toBe('paid');
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });

  it('is marked for refund, with the reason, when another guest took the room', async () => {
    const { guest, room, booking } = await pendingStay(t, clock.now, '2027-07-01');
    const { result } = await payInSandbox(t, guest.headers, booking.id);
    await t.db.update(roomBookings).set({ status: 'expired' }).where(eq(roomBookings.id, booking.id));
    const rival = await signedInGuest(t.db, {}, clock.now);
    const { createRoomBooking } = await import('../../../src/server/db/factories');
    await createRoomBooking(t.db, {
      userId: rival.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2027-07-02',
    });

    const res = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    const { payment } = await res.json();
    expect(payment.status).toBe('refund_pending');
    expect(payment.failure_reason).toMatch(/refunded in full/);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('expired');
    expect(await coinsOf(guest.user.id)).toHaveLength(0);

    const summary = await (
      await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })
    ).json();
    expect(summary.payment).toMatchObject({ status: 'refund_pending' });
  });
});
