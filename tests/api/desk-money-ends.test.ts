import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reckon, refundView } from '../../src/lib/ledger';
import { formatInr } from '../../src/lib/money';
import { ledgerEntries, payments, staffActions, walletTransactions } from '../../src/server/db/schema';
import { claimBookingReward } from '../../src/server/services/bookings/rewards';
import { requestForgottenRefunds } from '../../src/server/services/ledger/refunds';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Decision 151 (issue 44's desk money left over): a booking paid at the desk and cancelled owes its money back at the
// desk (the provider, which never held it, is never asked), given back from the console with who, how and the
// reference; a stay confirmed to pay at the hotel earns its reward once, when its folio is settled at the desk.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let room: Awaited<ReturnType<typeof demoRoom>>;

const post = (path: string, json: unknown, headers: Record<string, string> = desk.headers) =>
  t.call('POST', path, { json, headers });
const folioOf = async (id: string) =>
  (await t.call('GET', `/api/staff/bookings/${id}/folio`, { headers: desk.headers })).json();
const ledgerOf = (bookingId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(ledgerEntries.seq);
const coinsOf = (userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

/** A walk-in registered by phone and booked for two nights from `checkIn`, settled as `settlement` says. */
async function walkIn(phone: string, checkIn: string, checkOut: string, settlement: 'desk' | 'hotel') {
  const guest = (await (await post('/api/staff/desk/guests', { phone, name: 'Nisha Kapoor' })).json()).guest;
  if (settlement === 'hotel') {
    const trusted = await post(
      `/api/staff/guests/${guest.id}/trust`,
      { trusted: true, reason: 'Regular corporate guest' },
      admin.headers,
    );
    expect(trusted.status).toBe(200);
  }
  const res = await post('/api/staff/desk/bookings', {
    kind: 'room',
    guestId: guest.id,
    roomId: room.id,
    checkIn,
    checkOut,
    adults: 2,
    settlement,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { booking } = await res.json();
  return { guestId: guest.id as string, id: booking.id as string, totalPaise: booking.totalPaise as number };
}

beforeAll(async () => {
  t = await seededHotel();
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
  room = await demoRoom(t.db, 'deluxe-king-room');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('a booking paid at the desk, then cancelled', () => {
  let stay: Awaited<ReturnType<typeof walkIn>>;

  it('owes the money back at the desk, in the guest’s words, never asking the provider', async () => {
    stay = await walkIn('98450 31001', '2026-12-14', '2026-12-16', 'desk');
    const paid = await post(`/api/staff/bookings/${stay.id}/folio/payments`, {
      method: 'cash',
      amount: stay.totalPaise / 100,
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const cancelled = await post(`/api/staff/bookings/${stay.id}/cancel`, {
      reason: 'Guest’s plans changed',
      override: true,
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const { message } = await cancelled.json();
    expect(message).toContain(
      `${formatInr(stay.totalPaise)} (${formatInr(Math.round(stay.totalPaise - stay.totalPaise / 1.18))} of it GST) paid at our front desk will be given back by the desk, in cash, by card or by UPI`,
    );
    // Owed, and neither asked of the provider nor failed by it, now or by the retry job later.
    const entries = async () => (await ledgerOf(stay.id)).map((e) => e.entry);
    expect(await entries()).toEqual(['captured', 'refund_owed']);
    const later = new Date(HOTEL_NOON.getTime() + 24 * 60 * 60_000);
    const provider = { refund: () => Promise.reject(new Error('the desk’s money is not the provider’s')) };
    const quiet = { warn: () => {} };
    await requestForgottenRefunds(t.db, provider as never, quiet, later, later);
    expect(await entries()).toEqual(['captured', 'refund_owed']);
    const folio = await folioOf(stay.id);
    expect(folio.owedAtDeskPaise).toBe(stay.totalPaise);
    expect(folio.money.at(-1)).toMatchObject({ what: 'refund', how: 'Owed back at the desk', by: null });
  });

  it('refuses another amount, and a card without its reference, in words, writing nothing', async () => {
    const path = `/api/staff/bookings/${stay.id}/folio/refunds`;
    const wrong = await post(path, { method: 'cash', amount: 100, reason: 'Cancelled' });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).message).toBe(
      `${formatInr(stay.totalPaise)} is owed back at the desk on this booking: give back exactly that, not ₹100.`,
    );
    const bare = await post(path, { method: 'card', amount: stay.totalPaise / 100, reason: 'Cancelled' });
    expect(bare.status).toBe(400);
    expect((await ledgerOf(stay.id)).map((e) => e.entry)).toEqual(['captured', 'refund_owed']);
  });

  it('gives it back by UPI from the console: settled with who, how and the reference, audited, once', async () => {
    const path = `/api/staff/bookings/${stay.id}/folio/refunds`;
    const body = {
      method: 'upi',
      amount: stay.totalPaise / 100,
      reference: 'UPI9988776655',
      reason: 'Cancelled',
    };
    const given = await post(path, body);
    expect(given.status, await given.clone().text()).toBe(201);
    expect((await given.json()).message).toBe(`Gave back ${formatInr(stay.totalPaise)} by UPI QR.`);
    const settled = (await ledgerOf(stay.id)).find((e) => e.entry === 'refund_settled');
    expect(settled).toMatchObject({
      deskMethod: 'upi',
      deskReference: 'UPI9988776655',
      staffId: desk.user.id,
    });
    const [audit] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.targetId, stay.id), eq(staffActions.action, 'folio.refund')));
    expect(audit).toMatchObject({
      actorId: desk.user.id,
      reason: 'Cancelled',
      after: { amountPaise: stay.totalPaise, method: 'upi', reference: 'UPI9988776655' },
    });
    const folio = await folioOf(stay.id);
    expect(folio.owedAtDeskPaise).toBe(0);
    expect(folio.money.at(-1)).toMatchObject({ how: 'UPI QR at the desk', by: 'Front Desk' });
    // The guest reads it given back at the desk (the ledger's one reading, which their pages and messages use).
    expect(refundView(reckon(await ledgerOf(stay.id)))).toMatchObject({
      status: 'refunded',
      message: expect.stringMatching(
        /^Your payment of ₹[\d,]+ \(.+ of it GST\) has been given back to you at our front desk\.$/,
      ),
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.bookingId, stay.id));
    expect(row!.provider).toBe('desk');
    const again = await post(path, { ...body, reference: 'UPI9988776656' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'Nothing is owed back at the desk on this booking: it was given.',
    );
    expect((await ledgerOf(stay.id)).filter((e) => e.entry === 'refund_settled')).toHaveLength(1);
  });
});

describe('a stay confirmed to pay at the hotel', () => {
  it('earns its reward once, when its folio is settled at the desk, and not before', async () => {
    const stay = await walkIn('98450 31002', '2026-12-18', '2026-12-20', 'hotel');
    expect(await coinsOf(stay.guestId)).toEqual([]);
    // Confirmed but unpaid: the guest's own claim is told it comes with payment.
    expect(await claimBookingReward(t.db, stay.guestId, stay.id)).toMatchObject({
      credited: false,
      message: 'Your 10 Supar Coins are credited when this booking is paid.',
    });
    const part = await post(`/api/staff/bookings/${stay.id}/folio/payments`, {
      method: 'cash',
      amount: 1000,
    });
    expect(part.status).toBe(201);
    expect(await coinsOf(stay.guestId)).toEqual([]);
    const rest = await post(`/api/staff/bookings/${stay.id}/folio/payments`, {
      method: 'card',
      amount: stay.totalPaise / 100 - 1000,
      reference: 'TID-40012',
    });
    expect(rest.status, await rest.clone().text()).toBe(201);
    expect((await rest.json()).balance.duePaise).toBe(0);
    const coins = await coinsOf(stay.guestId);
    expect(coins.map((c) => [c.type, c.suparCoins, c.relatedBookingId])).toEqual([['credit', 10, stay.id]]);
    const [audit] = (await t.db.select().from(staffActions).where(eq(staffActions.targetId, stay.id))).filter(
      (a) => a.action === 'folio.payment' && (a.after as { rewardCoins?: number }).rewardCoins,
    );
    expect(audit).toMatchObject({ after: { rewardCoins: 10, method: 'card' } });
    // The claim now answers the one credit; nothing is credited twice.
    expect(await claimBookingReward(t.db, stay.guestId, stay.id)).toMatchObject({
      credited: true,
      created: false,
    });
    expect(await coinsOf(stay.guestId)).toHaveLength(1);
  });
});
