import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { walletBalance } from '../../../src/server/services/wallet';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { pendingStay } from './setup';

// PostgreSQL only: checkouts truly at once, which PGlite's single connection cannot produce.
let t: TestApp;
/** The same database served with coins allowed to pay a whole booking. */
let whole: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  whole = await createTestApp({ COIN_MAX_SHARE_PERCENT: '100' }, { sharing: t.database });
});
afterAll(async () => {
  await whole.close();
  await t.close();
});

/** A guest with `coins` and `count` stays of their own, each held unpaid. */
async function guestWithStays(count: number, coins: number) {
  const first = await pendingStay(t, new Date(), '2027-06-01');
  const { guest } = first;
  const bookings = [first.booking];
  for (let i = 1; i < count; i++) {
    const { booking } = await pendingStay(t, new Date(), '2027-06-01');
    await t.db.update(roomBookings).set({ userId: guest.user.id }).where(eq(roomBookings.id, booking.id));
    bookings.push(booking);
  }
  await t.db
    .insert(walletTransactions)
    .values({ userId: guest.user.id, type: 'credit', suparCoins: coins, description: 'Welcome gift' });
  return { guest, bookings };
}

const statusOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!.status;

describe('ten checkouts each applying the whole balance, paid at once', () => {
  it('confirm one booking with the coins; every other payment is owed back and its booking stays unpaid', async () => {
    expect(t.database.driver).toBe('postgres');
    const { guest, bookings } = await guestWithStays(10, 500);
    const orders = [];
    for (const booking of bookings) {
      const res = await t.call('POST', '/api/payments/create', {
        json: { booking_id: booking.id, coins: 500 },
        headers: guest.headers,
      });
      expect(res.status).toBe(200);
      orders.push((await res.json()).order);
    }
    const results = await Promise.all(
      orders.map(async (order) =>
        (
          await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
        ).json(),
      ),
    );
    const verified = await Promise.all(
      results.map((result) =>
        t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers }),
      ),
    );
    expect(verified.map((r) => r.status)).toEqual(Array(10).fill(200));

    const statuses = await Promise.all(bookings.map((b) => statusOf(b.id)));
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(9);
    const paid = await Promise.all(
      bookings.map(async (b) => (await paymentsWithLedger(t.db, eq(payments.bookingId, b.id)))[0]!),
    );
    expect(paid.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(paid.filter((p) => p.status === 'refund_pending')).toHaveLength(9);
    const rows = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(rows.filter((r) => r.type === 'debit').map((r) => r.suparCoins)).toEqual([500]);
    // 500 − 500 spent + 10 earned by the one paid stay: never below zero.
    expect(await walletBalance(t.db, guest.user.id)).toBe(10);
  });
});

describe('two tabs paying two bookings wholly with the same coins at once', () => {
  it('one is confirmed, the other refused; the balance never goes below zero', async () => {
    const { guest, bookings } = await guestWithStays(2, 29_500);
    const answers = await Promise.all(
      bookings.map((b) =>
        whole.call('POST', '/api/payments/coins', {
          json: { booking_id: b.id, coins: 29_500 },
          headers: guest.headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Refused under the coins lock, or, when the winner had already committed, by the balance check before it.
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused.code).toBe('COINS_REFUSED');
    expect(refused.message).toMatch(
      /^(Those Supar Coins were just spent on another booking\.|You have 10 Supar Coins; you cannot spend 29500\.)$/,
    );
    const statuses = (await Promise.all(bookings.map((b) => statusOf(b.id)))).sort();
    expect(statuses).toEqual(['confirmed', 'pending']);
    expect(await walletBalance(t.db, guest.user.id)).toBe(10);
  });
});
