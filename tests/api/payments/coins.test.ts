import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, roomBookings, taxDocuments, walletTransactions } from '../../../src/server/db/schema';
import { REPLACED_ORDER } from '../../../src/server/services/payments/orders';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { pendingStay } from './setup';

// Two ₹12,500 nights with 18% GST: ₹29,500 charged, ₹25,000 of it taxable value, ₹4,500 GST (decision 099).
const TOTAL = 2_950_000;
const now = new Date('2027-03-01T10:00:00Z');

type Headers = Record<string, string>;

const giveCoins = (t: TestApp, userId: string, coins: number) =>
  t.db
    .insert(walletTransactions)
    .values({ userId, type: 'credit', suparCoins: coins, description: 'Welcome gift' });
const ledger = (t: TestApp, userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
const balance = async (t: TestApp, headers: Headers) =>
  (await (await t.call('GET', '/api/get-suparcoins', { headers })).json()).balance as number;
const orderWith = (t: TestApp, headers: Headers, bookingId: string, coins?: number) =>
  t.call('POST', '/api/payments/create', { json: { booking_id: bookingId, coins }, headers });
const summaryOf = async (t: TestApp, headers: Headers, id: string) =>
  (await t.call('GET', `/api/payments/booking/${id}`, { headers })).json();
const documentsOf = (t: TestApp, bookingId: string) =>
  t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));

/** Pays an order in the sandbox and verifies the checkout handler's result, as the checkout page does. */
async function paySandbox(t: TestApp, headers: Headers, bookingId: string, orderId: string) {
  const result = await (
    await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: orderId, outcome: 'success' } })
  ).json();
  return t.call('POST', '/api/payments/verify', { json: { ...result, booking_id: bookingId }, headers });
}

/** Everything a refused request must leave as it was. */
async function stateOf(t: TestApp, userId: string, bookingId: string) {
  const [booking] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, bookingId));
  return {
    ledger: (await ledger(t, userId)).length,
    payments: (await paymentsWithLedger(t.db, eq(payments.bookingId, bookingId))).length,
    status: booking!.status,
  };
}

describe('spending Supar Coins at checkout (₹1 a coin, up to 50% of a booking)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  it('offers the smaller of the balance and the cap, and states what a coin is worth', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 600);
    const summary = await summaryOf(t, guest.headers, booking.id);
    expect(summary.coins).toEqual({
      balance: 600,
      valuePaise: 100,
      maxSharePercent: 50,
      allowed: 600,
      spent: null,
    });
    await giveCoins(t, guest.user.id, 20_000);
    // Half of ₹29,500 is ₹14,750: 14,750 coins at most, whatever the balance.
    expect((await summaryOf(t, guest.headers, booking.id)).coins.allowed).toBe(14_750);
    const wallet = await (await t.call('GET', '/api/get-suparcoins', { headers: guest.headers })).json();
    expect(wallet.terms).toEqual({ valuePaise: 100, maxSharePercent: 50 });
    const dashboard = await (await t.call('GET', '/api/dashboard', { headers: guest.headers })).json();
    expect(dashboard.coinTerms).toEqual({ valuePaise: 100, maxSharePercent: 50 });
    // Refer & Earn shows the terms in the server's words (decision 124).
    expect(dashboard.coinTermsText).toBe('1 Supar Coin = ₹1; coins may pay up to 50% of a booking.');
  });

  it('charges the rest through the provider, debits the coins with the confirmation, and prints them on the receipt voucher', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 600);
    const created = await orderWith(t, guest.headers, booking.id, 500);
    expect(created.status).toBe(200);
    const { order } = await created.json();
    expect(order.amount).toBe(TOTAL - 50_000);
    // An order spends nothing: the coins are debited only when the payment confirms the booking.
    expect(await balance(t, guest.headers)).toBe(600);
    expect(await ledger(t, guest.user.id)).toHaveLength(1);

    expect((await paySandbox(t, guest.headers, booking.id, order.id)).status).toBe(200);
    const rows = await ledger(t, guest.user.id);
    const debit = rows.find((r) => r.type === 'debit');
    expect(debit).toMatchObject({
      suparCoins: 500,
      valuePaise: 50_000,
      relatedBookingId: booking.id,
      description: `Spent on booking ${booking.bookingCode}`,
    });
    // 600 − 500 spent + 10 earned by the paid stay.
    expect(await balance(t, guest.headers)).toBe(110);
    const summary = await summaryOf(t, guest.headers, booking.id);
    expect(summary).toMatchObject({
      status: 'confirmed',
      totalPaise: TOTAL,
      coins: { spent: { coins: 500, coinsPaise: 50_000, returned: false } },
    });
    // Coins are a means of payment (decision 105): the taxable value and GST are those of the whole ₹29,500.
    expect(summary.bill).toMatchObject({ taxablePaise: 2_500_000, cgstPaise: 225_000, sgstPaise: 225_000 });
    const [voucher] = await documentsOf(t, booking.id);
    expect(voucher!.snapshot).toMatchObject({
      type: 'receipt_voucher',
      totals: { taxablePaise: 2_500_000, cgstPaise: 225_000, sgstPaise: 225_000, totalPaise: TOTAL },
      settlement: { coins: 500, coinsPaise: 50_000, moneyPaise: TOTAL - 50_000 },
    });
    const page = await (
      await t.call('GET', `/api/documents/${voucher!.id}/page`, { headers: guest.headers })
    ).text();
    expect(page).toContain('Paid with 500 Supar Coins (loyalty redemption)');
    expect(page).toContain('Rs. 29,000');

    // Cancelled: the coins come back as a credit naming the booking and the debit, then the money.
    const res = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      coinsReturned: 500,
      coinsReversed: 10,
      refund: { amountPaise: TOTAL - 50_000 },
    });
    expect(body.message).toMatch(
      /^Booking cancelled\. Your 500 Supar Coins are back in your wallet\. Your payment of ₹29,000/,
    );
    const back = (await ledger(t, guest.user.id)).find((r) => r.type === 'refund');
    expect(back).toMatchObject({
      suparCoins: 500,
      valuePaise: 50_000,
      relatedBookingId: booking.id,
      adjustsId: debit!.id,
      description: `Returned: booking ${booking.bookingCode} cancelled`,
    });
    expect(await balance(t, guest.headers)).toBe(600);
    const refundVoucher = (await documentsOf(t, booking.id)).find((d) => d.type === 'refund_voucher');
    expect(refundVoucher!.snapshot).toMatchObject({
      totals: { cgstPaise: 225_000, sgstPaise: 225_000, totalPaise: TOTAL },
      settlement: { coins: 500, coinsPaise: 50_000, moneyPaise: TOTAL - 50_000 },
    });
    expect((await summaryOf(t, guest.headers, booking.id)).coins.spent).toEqual({
      coins: 500,
      coinsPaise: 50_000,
      returned: true,
    });
  });

  it('refuses more coins than the balance or the cap allows, and signed out, changing nothing', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 600);
    const before = await stateOf(t, guest.user.id, booking.id);

    const over = await orderWith(t, guest.headers, booking.id, 601);
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      code: 'COINS_REFUSED',
      message: 'You have 600 Supar Coins; you cannot spend 601.',
    });
    await giveCoins(t, guest.user.id, 20_000);
    const afterGift = await stateOf(t, guest.user.id, booking.id);
    const capped = await orderWith(t, guest.headers, booking.id, 14_751);
    expect(capped.status).toBe(409);
    expect((await capped.json()).message).toBe(
      'Supar Coins may pay up to 50% of a booking: at most 14750 coins on this one.',
    );
    const whole = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: booking.id, coins: 20_000 },
      headers: guest.headers,
    });
    expect(whole.status).toBe(409);
    expect(await stateOf(t, guest.user.id, booking.id)).toEqual(afterGift);

    const signedOut = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, coins: 5 },
    });
    expect(signedOut.status).toBe(401);
    for (const coins of [-1, 2.5, 'many']) {
      const bad = await orderWith(t, guest.headers, booking.id, coins as number);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/coins/);
    }
    expect(await stateOf(t, guest.user.id, booking.id)).toEqual(afterGift);
    expect(before.payments).toBe(0);
  });

  it('spends nothing when the payment fails or the hold lapses', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 300);
    const { order } = await (await orderWith(t, guest.headers, booking.id, 300)).json();
    const failed = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'failure' } })
    ).json();
    expect(failed.error).toMatchObject({ reason: 'payment_failed' });
    expect(await balance(t, guest.headers)).toBe(300);
    // The hold lapses unpaid: still nothing spent, and the booking no longer takes payment.
    const later = await createTestApp(
      {},
      { now: () => new Date(now.getTime() + 20 * 60_000), sharing: t.database },
    );
    const lapsed = await later.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, coins: 300 },
      headers: guest.headers,
    });
    expect(lapsed.status).toBe(409);
    expect(await balance(later, guest.headers)).toBe(300);
    expect((await ledger(t, guest.user.id)).map((r) => r.type)).toEqual(['credit']);
    await later.close();
  });

  it('a second booking paid with coins already spent is not confirmed, and its payment is owed back', async () => {
    const first = await pendingStay(t, now, '2027-05-10');
    const { guest } = first;
    await giveCoins(t, guest.user.id, 500);
    const second = await pendingStay(t, now, '2027-05-20');
    // The second stay belongs to the same guest.
    await t.db
      .update(roomBookings)
      .set({ userId: guest.user.id })
      .where(eq(roomBookings.id, second.booking.id));
    const a = (await (await orderWith(t, guest.headers, first.booking.id, 500)).json()).order;
    const b = (await (await orderWith(t, guest.headers, second.booking.id, 500)).json()).order;
    expect((await paySandbox(t, guest.headers, first.booking.id, a.id)).status).toBe(200);
    expect((await paySandbox(t, guest.headers, second.booking.id, b.id)).status).toBe(200);

    const [paidB] = await paymentsWithLedger(
      t.db,
      and(eq(payments.bookingId, second.booking.id), eq(payments.providerOrderId, b.id)),
    );
    expect(paidB).toMatchObject({ status: 'refund_pending', amountPaise: TOTAL - 50_000 });
    expect(paidB!.failureReason).toMatch(
      /^The Supar Coins this payment counted on were spent on another booking/,
    );
    const summary = await summaryOf(t, guest.headers, second.booking.id);
    expect(summary).toMatchObject({ status: 'pending', coins: { spent: null } });
    const debits = (await ledger(t, guest.user.id)).filter((r) => r.type === 'debit');
    expect(debits).toHaveLength(1);
    expect(await balance(t, guest.headers)).toBe(10);
  });
});

describe('an order given up for other coins and still paid in a window left open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COIN_MAX_SHARE_PERCENT: '100' }, { now: () => now });
  });
  afterAll(() => t.close());

  it('confirms nothing a second time: the late payment is owed back and no coins are spent twice', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 30_000);
    const first = (await (await orderWith(t, guest.headers, booking.id, 100)).json()).order;
    const second = (await (await orderWith(t, guest.headers, booking.id, 200)).json()).order;
    expect(second.id).not.toBe(first.id);
    const [givenUp] = await paymentsWithLedger(t.db, eq(payments.providerOrderId, first.id));
    expect(givenUp).toMatchObject({ status: 'failed', failureReason: REPLACED_ORDER });
    expect((await paySandbox(t, guest.headers, booking.id, second.id)).status).toBe(200);

    expect((await paySandbox(t, guest.headers, booking.id, first.id)).status).toBe(200);
    const [late] = await paymentsWithLedger(t.db, eq(payments.providerOrderId, first.id));
    expect(late).toMatchObject({ status: 'refund_pending' });
    expect(late!.failureReason).toMatch(/^This booking was already paid/);
    const debits = (await ledger(t, guest.user.id)).filter((r) => r.type === 'debit');
    expect(debits.map((d) => d.suparCoins)).toEqual([200]);

    // Paid wholly with coins while an order was open: that order, paid late, is owed back too.
    const other = await pendingStay(t, now, '2027-06-10');
    await t.db
      .update(roomBookings)
      .set({ userId: guest.user.id })
      .where(eq(roomBookings.id, other.booking.id));
    const open = (await (await orderWith(t, guest.headers, other.booking.id, 0)).json()).order;
    const paid = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: other.booking.id, coins: 29_500 },
      headers: guest.headers,
    });
    expect(paid.status).toBe(200);
    expect((await paySandbox(t, guest.headers, other.booking.id, open.id)).status).toBe(200);
    const [afterCoins] = await paymentsWithLedger(t.db, eq(payments.providerOrderId, open.id));
    expect(afterCoins).toMatchObject({ status: 'refund_pending' });
    expect(afterCoins!.failureReason).toMatch(/^This booking was already paid/);
    expect((await ledger(t, guest.user.id)).filter((r) => r.type === 'debit')).toHaveLength(2);
  });
});

describe('a booking paid wholly with Supar Coins (COIN_MAX_SHARE_PERCENT=100)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COIN_MAX_SHARE_PERCENT: '100' }, { now: () => now });
  });
  afterAll(() => t.close());

  it("states the hotel's own terms on Refer & Earn", async () => {
    const { guest } = await pendingStay(t, now);
    const dashboard = await (await t.call('GET', '/api/dashboard', { headers: guest.headers })).json();
    expect(dashboard.coinTermsText).toBe('1 Supar Coin = ₹1; coins may pay up to 100% of a booking.');
  });

  it('confirms without the provider, and a cancellation gives every coin back with a refund voucher', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 30_000);
    // An order for nothing is not opened: the whole bill goes through /payments/coins.
    expect((await orderWith(t, guest.headers, booking.id, 29_500)).status).toBe(409);
    const short = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: booking.id, coins: 29_000 },
      headers: guest.headers,
    });
    expect(short.status).toBe(409);
    expect((await short.json()).message).toBe(
      '29000 Supar Coins do not pay the whole booking: pay the rest of ₹500 at checkout.',
    );

    const paid = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: booking.id, coins: 29_500 },
      headers: guest.headers,
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      booking: { id: booking.id, status: 'confirmed' },
      coins: 29_500,
    });
    expect(await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id))).toEqual([]);
    expect(await balance(t, guest.headers)).toBe(30_000 - 29_500 + 10);
    const [voucher] = await documentsOf(t, booking.id);
    expect(voucher!.snapshot).toMatchObject({
      totals: { totalPaise: TOTAL, cgstPaise: 225_000 },
      settlement: { coins: 29_500, coinsPaise: TOTAL, moneyPaise: 0 },
    });
    // Paying again is refused: the booking is paid.
    const again = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: booking.id, coins: 29_500 },
      headers: guest.headers,
    });
    expect(again.status).toBe(409);

    const cancelled = await (
      await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers })
    ).json();
    expect(cancelled).toMatchObject({ coinsReturned: 29_500, refund: null, coinsReversed: 10 });
    expect(await balance(t, guest.headers)).toBe(30_000);
    const refundVoucher = (await documentsOf(t, booking.id)).find((d) => d.type === 'refund_voucher');
    expect(refundVoucher!.snapshot).toMatchObject({
      totals: { totalPaise: TOTAL, cgstPaise: 225_000, sgstPaise: 225_000 },
      settlement: { coins: 29_500, coinsPaise: TOTAL, moneyPaise: 0 },
    });
  });

  it('owes back a payment made in another tab after the booking was paid with coins, never keeping it twice', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await giveCoins(t, guest.user.id, 30_000);
    // The checkout opened in one tab, for the whole total in money...
    const { order } = await (await orderWith(t, guest.headers, booking.id)).json();
    // ...then paid wholly with coins in another...
    const coins = await t.call('POST', '/api/payments/coins', {
      json: { booking_id: booking.id, coins: 29_500 },
      headers: guest.headers,
    });
    expect(coins.status).toBe(200);
    // ...and the first tab's payment goes through at the provider afterwards.
    await paySandbox(t, guest.headers, booking.id, order.id);
    const [payment] = await paymentsWithLedger(t.db, eq(payments.providerOrderId, order.id));
    expect(payment).toMatchObject({ status: 'refund_pending', amountPaise: TOTAL });
    expect(payment!.failureReason).toContain('This booking was already paid');
    // One receipt voucher: the coins'.
    expect((await documentsOf(t, booking.id)).filter((d) => d.type === 'receipt_voucher')).toHaveLength(1);
  });
});
