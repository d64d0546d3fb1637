import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import {
  notifications,
  payments,
  roomBookings,
  taxDocuments,
  walletTransactions,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, TODAY } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 34, decision 107: a guest changes a paid stay from its page while it could be cancelled for nothing. A
// dearer change is an order for the difference, the stay moved in place when it is captured; a cheaper one moves
// at once and gives the difference back, coins first. Outside the window the guest is sent to the front desk.
let t: TestApp;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;
// ₹9,000 a night: 18% GST, so two nights are ₹21,240 and three ₹31,860.
let deluxe: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  deluxe = await createRoom(t.db, { name: 'Deluxe Lake Room', pricePaise: 900_000, maxGuests: 2 }, 2);
});
afterAll(() => t.close());

const newGuest = () => signedInGuest(t.db, { name: 'Asha Rao' }, HOTEL_NOON);

async function paidStay(who: Guest, checkInDate: string, checkOutDate: string) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId: deluxe.id, numGuests: 2, checkInDate, checkOutDate },
    headers: who.headers,
  });
  const body = await res.json();
  expect(res.status, body.message).toBe(201);
  await payStay(t, who.headers, body.data.id);
  return body.data as { id: string; bookingCode: string };
}
const change = (who: Guest, id: string, json: Record<string, unknown>, quote = false) =>
  t.call('POST', `/api/bookings/${id}/change${quote ? '/quote' : ''}`, { json, headers: who.headers });
const stayRow = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const paymentsOf = (id: string) => paymentsWithLedger(t.db, eq(payments.bookingId, id));
/** A booking's tax documents as (type, total), by type then number: the clock stands still in these tests. */
const documentsOf = async (id: string) =>
  (await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id)))
    .sort((a, b) => a.type.localeCompare(b.type) || a.serial - b.serial)
    .map((d) => [d.type, d.totalPaise]);
const summaryOf = async (who: Guest, id: string) =>
  (await t.call('GET', `/api/payments/booking/${id}`, { headers: who.headers })).json();

async function payOrder(who: Guest, orderId: string) {
  const result = await (
    await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: orderId, outcome: 'success' } })
  ).json();
  return t.call('POST', '/api/payments/verify', { json: result, headers: who.headers });
}

describe('a dearer change of a paid stay', () => {
  it('is an order for the difference only; the stay moves when it is paid and stays paid', async () => {
    const guest = await newGuest();
    const stay = await paidStay(guest, '2027-01-10', '2027-01-12');
    const longer = { checkInDate: '2027-01-10', checkOutDate: '2027-01-13' };

    const quote = await (await change(guest, stay.id, longer, true)).json();
    expect(quote).toMatchObject({
      paid: true,
      beforeTotalPaise: 2_124_000,
      differencePaise: 1_062_000,
      refund: null,
      message:
        'The total becomes ₹31,860: you pay the difference of ₹10,620 now, and the booking changes when it is paid.',
    });

    const res = await change(guest, stay.id, longer);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.payment.order.amount).toBe(1_062_000);
    // Nothing moves until the difference is paid; the page still shows the stay as paid.
    expect(await stayRow(stay.id)).toMatchObject({ checkOut: '2027-01-12', status: 'confirmed' });
    expect((await summaryOf(guest, stay.id)).payment.status).toBe('paid');

    const verified = await payOrder(guest, answer.payment.order.id);
    expect(verified.status).toBe(200);
    expect(await stayRow(stay.id)).toMatchObject({
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
      nights: 3,
      status: 'confirmed',
      bookingCode: stay.bookingCode,
    });
    const paid = await paymentsOf(stay.id);
    expect(paid.map((p) => [p.status, p.amountPaise])).toEqual([
      ['paid', 2_124_000],
      ['paid', 1_062_000],
    ]);
    const summary = await summaryOf(guest, stay.id);
    expect(summary).toMatchObject({ status: 'confirmed', totalPaise: 3_186_000 });
    // The difference is an advance of its own: a second receipt voucher (decision 112).
    expect(await documentsOf(stay.id)).toEqual([
      ['receipt_voucher', 2_124_000],
      ['receipt_voucher', 1_062_000],
    ]);
    // The reward stays the one the stay earned.
    const rewards = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, guest.user.id), eq(walletTransactions.type, 'credit')));
    expect(rewards).toHaveLength(1);
  });

  it('owes the difference back, and leaves the stay as it was, when the nights were taken before it was paid', async () => {
    const guest = await newGuest();
    const other = await newGuest();
    const stay = await paidStay(guest, '2027-02-10', '2027-02-12');
    const answer = await (
      await change(guest, stay.id, { checkInDate: '2027-02-10', checkOutDate: '2027-02-13' })
    ).json();
    // Another guest books both rooms for the night of the 12th meanwhile.
    await paidStay(other, '2027-02-12', '2027-02-13');
    await paidStay(other, '2027-02-12', '2027-02-13');

    expect((await payOrder(guest, answer.payment.order.id)).status).toBe(200);
    expect(await stayRow(stay.id)).toMatchObject({ checkOut: '2027-02-12', status: 'confirmed' });
    const [, difference] = await paymentsOf(stay.id);
    expect(difference).toMatchObject({ status: 'refund_pending', amountPaise: 1_062_000 });
    expect(difference!.failureReason).toMatch(/^Your booking was not changed: No rooms available/);
  });
});

describe('a cheaper change of a paid stay', () => {
  it('moves at once and says what comes back', async () => {
    const guest = await newGuest();
    const stay = await paidStay(guest, '2027-03-10', '2027-03-13');
    const shorter = { checkInDate: '2027-03-10', checkOutDate: '2027-03-12' };
    const quote = await (await change(guest, stay.id, shorter, true)).json();
    expect(quote).toMatchObject({
      paid: true,
      differencePaise: -1_062_000,
      refund: { coins: 0, coinsPaise: 0, moneyPaise: 1_062_000 },
      message:
        'The total becomes ₹21,240: ₹10,620 comes back to you (₹10,620 to the card or account you paid with, within 5-7 working days), in full as the free-cancellation policy allows.',
    });
    const res = await change(guest, stay.id, shorter);
    expect(res.status).toBe(200);
    expect((await res.json()).payment).toBeNull();
    expect(await stayRow(stay.id)).toMatchObject({ checkOut: '2027-03-12', nights: 2, status: 'confirmed' });
    expect(await documentsOf(stay.id)).toEqual([
      ['receipt_voucher', 3_186_000],
      ['refund_voucher', 1_062_000],
    ]);
    // The part is owed back from the payment and asked of the sandbox at once, with its GST (18% of ₹9,000).
    const [payment] = await paymentsOf(stay.id);
    expect(payment!.refunds.map((p) => [p.amountPaise, p.cgstPaise + p.sgstPaise, p.state])).toEqual([
      [1_062_000, 162_000, 'refunded'],
    ]);
    // The guest and the hotel are told what changed.
    const told = await t.db.select().from(notifications).where(eq(notifications.bookingId, stay.id));
    expect(
      told
        .filter((n) => n.event === 'booking_changed')
        .map((n) => `${n.channel}:${n.audience}`)
        .sort(),
    ).toEqual(['email:hotel', 'sms:guest']);

    // Cancelled afterwards, only what is left comes back: ₹21,240.
    const cancelled = await t.call('PUT', `/api/bookings/${stay.id}/cancel`, { headers: guest.headers });
    expect(cancelled.status).toBe(200);
    const [paymentAfter] = await paymentsOf(stay.id);
    expect(paymentAfter!.refunds.map((p) => p.amountPaise).sort((a, b) => a - b)).toEqual([
      1_062_000, 2_124_000,
    ]);
  });
});

describe('a cheaper change of a stay paid partly with Supar Coins', () => {
  it('gives the coins back first, as a credit naming the booking, and the rest as money', async () => {
    const guest = await newGuest();
    await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 1_000, description: 'Welcome gift' });
    const res = await t.call('POST', '/api/bookings/create', {
      json: { roomId: deluxe.id, numGuests: 2, checkInDate: '2027-04-10', checkOutDate: '2027-04-13' },
      headers: guest.headers,
    });
    const { id } = (await res.json()).data;
    const created = await t.call('POST', '/api/payments/create', {
      json: { booking_id: id, coins: 1_000 },
      headers: guest.headers,
    });
    const { order } = await created.json();
    expect(order.amount).toBe(3_186_000 - 100_000);
    expect((await payOrder(guest, order.id)).status).toBe(200);

    const shorter = { checkInDate: '2027-04-10', checkOutDate: '2027-04-12' };
    const quote = await (await change(guest, id, shorter, true)).json();
    expect(quote.refund).toEqual({ coins: 1_000, coinsPaise: 100_000, moneyPaise: 962_000 });
    expect(quote.message).toBe(
      'The total becomes ₹21,240: ₹10,620 comes back to you (1,000 Supar Coins back to your wallet, and ₹9,620 to the card or account you paid with, within 5-7 working days), in full as the free-cancellation policy allows.',
    );
    expect((await change(guest, id, shorter)).status).toBe(200);
    const wallet = await (await t.call('GET', '/api/get-suparcoins', { headers: guest.headers })).json();
    expect(wallet.balance).toBe(1_000 + 10);
    const returned = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, guest.user.id), eq(walletTransactions.type, 'refund')));
    expect(returned).toMatchObject([
      {
        suparCoins: 1_000,
        valuePaise: 100_000,
        relatedBookingId: id,
        description: expect.stringContaining('changed'),
      },
    ]);
    // A second look at the quote offers no coins twice: none are left on the booking.
    const again = await (
      await change(guest, id, { checkInDate: '2027-04-10', checkOutDate: '2027-04-11' }, true)
    ).json();
    expect(again.refund).toMatchObject({ coins: 0, moneyPaise: 1_062_000 });
  });
});

describe('a paid stay outside the free-cancellation window', () => {
  it('is sent to the front desk, and nothing changes', async () => {
    const guest = await newGuest();
    // The hotel's today is 20 November: a stay arriving today can no longer be cancelled, nor changed, online.
    const stay = await paidStay(guest, TODAY, '2026-11-22');
    const before = await stayRow(stay.id);
    const res = await change(guest, stay.id, { checkInDate: TODAY, checkOutDate: '2026-11-21' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'A paid stay can be changed online until the day before check-in: please call the front desk, who will move it for you.',
    );
    expect(await stayRow(stay.id)).toEqual(before);
    expect((await summaryOf(guest, stay.id)).change).toEqual({
      allowed: false,
      refusal:
        'A paid stay can be changed online until the day before check-in: please call the front desk, who will move it for you.',
    });
  });
});
