import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, walletTransactions } from '../../src/server/db/schema';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import {
  book,
  capturedWebhook,
  couponFor,
  effectsOf,
  fireAtOnce,
  guestWithEmail,
  hallBody,
  hotelAdmin,
  paidInSandbox,
  payFor,
  requestHall,
  statusCounts,
  stayBody,
  tableBody,
} from '../fixtures/transitions';

// PostgreSQL only: each booking status change (placed, confirmed, answered, cancelled, expired) fired twenty
// times at once through the API, and every effect a guest or the hotel would notice read back from the
// database: it must happen once. Only HTTP drives the server, so these hold while its services are rearranged.
const SECRET = 'whsec_transitions';
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof hotelAdmin>>;
let heritageId: string;
beforeAll(async () => {
  t = await seededHotel({ SANDBOX_PAYMENT_SECRET: SECRET });
  expect(t.database.driver).toBe('postgres');
  admin = await hotelAdmin(t, HOTEL_NOON);
  heritageId = (await demoRoom(t.db, 'heritage-room')).id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const hallId = async (slug: string) =>
  (await t.db.select({ id: halls.id }).from(halls).where(eq(halls.slug, slug)))[0]!.id;
const hallRow = async (id: string) =>
  (await t.db.select().from(hallBookings).where(eq(hallBookings.id, id)))[0]!;
const notices = (event: string, rows: string[], status = 'queued') =>
  rows.map((r) => `${event} ${r} ${status}`);
const GUEST_AND_HOTEL = ['email guest', 'email hotel', 'sms guest'];
const GUEST_ONLY = ['email guest', 'sms guest'];

/**
 * Another guest's use of the same coupon on a booking that stays live (paid, so no hold lapses), so that a use
 * given back twice would show as a count one too low rather than stopping at zero.
 */
async function anotherPaidUse(body: object) {
  const other = await guestWithEmail(t, t.clock.at);
  await payFor(t, other.headers, await book(t, other.headers, body));
}

describe('placed: one create fired 20 times at once with one Idempotency-Key', () => {
  it('books one stay and uses its coupon once; every answer is that booking or "still being processed"', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const coupon = await couponFor(t, admin, 'rooms');
    const headers = { ...guest.headers, 'idempotency-key': `stay-${guest.user.id}` };
    const body = stayBody(heritageId, '2026-12-10', '2026-12-12', { couponCode: coupon.code });
    const answers = await fireAtOnce(20, () =>
      t.call('POST', '/api/bookings/create', { json: body, headers }),
    );

    const booked = answers.filter((a) => a.status === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked.map((a) => (a.body.data as { id: string }).id)).size).toBe(1);
    const others = answers.filter((a) => a.status !== 201);
    expect(new Set(others.map((a) => `${a.status} ${a.body.code}`))).toEqual(
      new Set(others.length ? ['409 IDEMPOTENCY_CONFLICT'] : []),
    );
    const id = (booked[0]!.body.data as { id: string }).id;
    expect(await effectsOf(t, 'room', { id, userId: guest.user.id, couponId: coupon.id })).toEqual({
      statuses: ['pending'],
      couponUses: [id],
      couponUsedCount: 1,
      coins: [],
      balance: 0,
      payments: [],
      refundIds: [],
      notices: [],
    });
  });

  it('holds one hall request and queues its "request received" notices once', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const headers = { ...guest.headers, 'idempotency-key': `hall-${guest.user.id}` };
    const body = hallBody(await hallId('grand-durbar-hall'), '2026-12-05');
    const answers = await fireAtOnce(20, () =>
      t.call('POST', '/api/hallbookings/create-booking', { json: body, headers }),
    );
    const booked = answers.filter((a) => a.status === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    const others = answers.filter((a) => a.status !== 201);
    expect(new Set(others.map((a) => `${a.status} ${a.body.code}`))).toEqual(
      new Set(others.length ? ['409 IDEMPOTENCY_CONFLICT'] : []),
    );
    const id = (booked[0]!.body.booking as { id: string }).id;
    expect(await effectsOf(t, 'hall', { id, userId: guest.user.id })).toMatchObject({
      statuses: ['pending'],
      coins: [],
      payments: [],
      notices: notices('hall_request_received', GUEST_AND_HOTEL),
    });
  });
});

describe('confirmed: 20 verify calls and webhook deliveries at once for one paid order', () => {
  /** Half verify calls by the guest's browser, half webhook deliveries (four distinct event ids). */
  async function payTwentyTimes(headers: Record<string, string>, bookingId: string) {
    const { order, result } = await paidInSandbox(t, headers, bookingId);
    return fireAtOnce(20, (i) => {
      if (i % 2) return t.call('POST', '/api/payments/verify', { json: result, headers });
      const hook = capturedWebhook(SECRET, order.id, result.razorpay_payment_id, `evt_${bookingId}_${i % 4}`);
      return t.call('POST', '/api/payments/webhook', hook);
    });
  }

  it('confirm a stay once: one paid payment, 10 coins, one confirmation set and one stay reminder', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const id = await book(t, guest.headers, stayBody(heritageId, '2026-12-14', '2026-12-16'));
    const answers = await payTwentyTimes(guest.headers, id);
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(await effectsOf(t, 'room', { id, userId: guest.user.id })).toMatchObject({
      statuses: ['confirmed'],
      coins: ['credit 10'],
      payments: ['paid'],
      notices: [...notices('booking_confirmed', GUEST_AND_HOTEL), ...notices('stay_reminder', GUEST_ONLY)],
    });
  });

  it('confirm a table once: one paid payment, 10 coins, one confirmation set and one table reminder', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const id = await book(t, guest.headers, await tableBody(t, '2026-12-03'));
    const answers = await payTwentyTimes(guest.headers, id);
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(await effectsOf(t, 'table', { id, userId: guest.user.id })).toMatchObject({
      statuses: ['confirmed'],
      coins: ['credit 10'],
      payments: ['paid'],
      notices: [...notices('booking_confirmed', GUEST_AND_HOTEL), ...notices('table_reminder', GUEST_ONLY)],
    });
  });

  it('confirm a hall the hotel accepted once: one paid payment, no coins, one confirmation set', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const id = await requestHall(t, guest.headers, hallBody(await hallId('chandra-mahal'), '2026-12-06'));
    const answer = { json: { status: 'confirmed' }, headers: admin.headers };
    expect((await t.call('PUT', `/api/hallbookings/${id}/status`, answer)).status).toBe(200);
    const answers = await payTwentyTimes(guest.headers, id);
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(await effectsOf(t, 'hall', { id, userId: guest.user.id })).toMatchObject({
      statuses: ['confirmed'],
      coins: [],
      payments: ['paid'],
      notices: [
        ...notices('booking_confirmed', GUEST_AND_HOTEL),
        ...notices('hall_confirmed', GUEST_ONLY),
        ...notices('hall_request_received', GUEST_AND_HOTEL),
      ],
    });
  });
});

describe('answered: 20 admin answers at once to one hall request', () => {
  it.each([
    ['confirmed', 'confirmed', 'pending', 'hall_confirmed', 'sheesh-mahal-lawns'],
    ['declined', 'declined', 'cancelled', 'hall_declined', 'jharokha-boardroom'],
  ])('%s: one 200, nineteen 409, one notice set', async (answer, hotelAnswer, status, event, slug) => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const id = await requestHall(t, guest.headers, hallBody(await hallId(slug), '2026-12-07', 50));
    const answers = await fireAtOnce(20, () =>
      t.call('PUT', `/api/hallbookings/${id}/status`, { json: { status: answer }, headers: admin.headers }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set([`This request was already ${hotelAnswer}.`]),
    );
    expect(await hallRow(id)).toMatchObject({ hotelAnswer, status });
    expect(await effectsOf(t, 'hall', { id, userId: guest.user.id })).toMatchObject({
      coins: [],
      payments: [],
      notices: [...notices('hall_request_received', GUEST_AND_HOTEL), ...notices(event, GUEST_ONLY)].sort(),
    });
  });
});

describe('cancelled: a paid stay with a coupon', () => {
  it('cancelled 20 times at once: one 200 and nineteen 409 "already cancelled"; every effect once', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const coupon = await couponFor(t, admin, 'rooms');
    const withCoupon = { couponCode: coupon.code };
    await anotherPaidUse(stayBody(heritageId, '2026-12-20', '2026-12-22', withCoupon));
    const id = await book(t, guest.headers, stayBody(heritageId, '2026-12-20', '2026-12-22', withCoupon));
    await payFor(t, guest.headers, id);
    const before = await effectsOf(t, 'room', { id, userId: guest.user.id, couponId: coupon.id });
    expect(before).toMatchObject({ couponUsedCount: 2, coins: ['credit 10'], payments: ['paid'] });

    const answers = await fireAtOnce(20, () =>
      t.call('PUT', `/api/bookings/${id}/cancel`, { headers: guest.headers }),
    );
    expect(await effectsOf(t, 'room', { id, userId: guest.user.id, couponId: coupon.id })).toEqual({
      statuses: ['cancelled'],
      couponUses: before.couponUses.filter((use) => use !== id),
      couponUsedCount: 1,
      coins: ['credit 10', 'debit 10'],
      balance: 0,
      payments: ['refunded'],
      refundIds: [expect.stringMatching(/^rfnd_/)],
      notices: [
        ...notices('booking_cancelled', GUEST_AND_HOTEL),
        ...notices('booking_confirmed', GUEST_AND_HOTEL),
        ...notices('stay_reminder', GUEST_ONLY, 'skipped'),
      ],
    });
    const done = answers.filter((a) => a.status === 200).map((a) => a.body);
    expect(done.filter((body) => body.refund !== null)).toMatchObject([
      { booking: { status: 'cancelled' }, refund: { status: 'refunded' }, coinsReversed: 10 },
    ]);
    // Being built: today several racing cancels answer 200 (they found the booking live before another cancelled it).
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toMatch(/already cancelled/i);
    }
  });

  it('takes back no more coins than the booking still holds after the hotel reversed its reward', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const id = await book(t, guest.headers, stayBody(heritageId, '2026-12-26', '2026-12-28'));
    await payFor(t, guest.headers, id);
    const [credit] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(credit).toMatchObject({ type: 'credit', suparCoins: 10, relatedBookingId: id });
    const reverse = `/api/wallet-transactions/${credit!.id}?reason=credited%20in%20error`;
    expect((await t.call('DELETE', reverse, { headers: admin.headers })).status).toBe(200);
    const balance = async () => {
      const res = await t.call('GET', `/api/wallet-transactions/user/${guest.user.id}`, {
        headers: guest.headers,
      });
      return ((await res.json()) as { balance: number }).balance;
    };
    expect(await balance()).toBe(0);

    expect((await t.call('PUT', `/api/bookings/${id}/cancel`, { headers: guest.headers })).status).toBe(200);
    // Being built: today the cancellation debits the full 10 coins again, leaving the guest at -10.
    expect(await balance()).toBe(0);
    expect((await effectsOf(t, 'room', { id, userId: guest.user.id })).balance).toBe(0);
  });
});

// Last in the file: it moves the hotel's clock past every 15-minute hold made above.
describe('expired: unpaid holds with coupons, their hold lapsed, swept by 20 requests at once', () => {
  it('expire once and give each coupon use back once; nothing else happens', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const roomCoupon = await couponFor(t, admin, 'rooms');
    const tableCoupon = await couponFor(t, admin, 'dining');
    const stayWith = stayBody(heritageId, '2027-01-10', '2027-01-12', { couponCode: roomCoupon.code });
    const tableWith = await tableBody(t, '2026-12-04', { couponCode: tableCoupon.code });
    await anotherPaidUse(stayWith);
    await anotherPaidUse(tableWith);
    const stay = {
      id: await book(t, guest.headers, stayWith),
      userId: guest.user.id,
      couponId: roomCoupon.id,
    };
    const table = {
      id: await book(t, guest.headers, tableWith),
      userId: guest.user.id,
      couponId: tableCoupon.id,
    };
    expect((await effectsOf(t, 'room', stay)).couponUsedCount).toBe(2);
    expect((await effectsOf(t, 'table', table)).couponUsedCount).toBe(2);

    t.advance(16);
    // Reads of availability leave lapsed holds be (they count as free); the services that read or change
    // bookings expire them first: here the guest's own lists, twenty at once.
    const answers = await fireAtOnce(20, (i) =>
      t.call('GET', `/api/bookings/user/${guest.user.id}?kind=${i % 2 ? 'table' : 'room'}`, {
        headers: guest.headers,
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    // The other guest's paid use is all that is left of each coupon.
    const expiredOnly = (id: string) => ({
      statuses: ['expired'],
      couponUses: [expect.not.stringContaining(id)],
      couponUsedCount: 1,
      coins: [],
      balance: 0,
      payments: [],
      refundIds: [],
      notices: [],
    });
    expect(await effectsOf(t, 'room', stay)).toEqual(expiredOnly(stay.id));
    expect(await effectsOf(t, 'table', table)).toEqual(expiredOnly(table.id));
  });
});
