import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { bookingTaxLines, halls, menuItems, payments, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';

// Issue 32, decision 099: the amount charged is the total with GST, for every kind, stored with the booking as it
// was priced; coupons come off before tax (and can move a night from 18% to 5%), refunds give GST back in
// proportion, and the Supar Coins reward stays a fixed 10 coins per paid booking, whatever the tax.
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let suiteId: string;
let galouti: string;
// 3 January 2027: clear of the demo's rule that a stay over New Year's Eve is at least 3 nights (decision 149).
const CHECK_IN = addDays(TODAY, 44);

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  admin = await signedInGuest(t.db, { name: 'Front Office', role: 'admin' }, HOTEL_NOON);
  // A ₹9,000 suite (issue 32's figure) with four rooms, and a 20% coupon for every kind.
  const suite = await t.call('POST', '/api/createroom/rooms', {
    json: {
      name: 'Lake Pavilion Suite',
      description: 'A pavilion suite over the water.',
      roomType: 'suite',
      price: 9_000,
      maxGuests: 2,
      roomNumbers: ['901', '902', '903', '904'],
    },
    headers: admin.headers,
  });
  expect(suite.status).toBe(201);
  suiteId = (await suite.json()).room.id;
  const coupon = await t.call('POST', '/api/coupons/create-coupon', {
    json: {
      code: 'PAVILION20',
      discountType: 'percent',
      discountValue: 20,
      appliesTo: ['rooms', 'dining', 'halls'],
      validFrom: HOTEL_NOON.toISOString(),
    },
    headers: admin.headers,
  });
  expect(coupon.status).toBe(201);
  galouti = (await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab')))[0]!.id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const stay = (over: Record<string, unknown> = {}) => ({
  roomId: suiteId,
  checkInDate: CHECK_IN,
  checkOutDate: addDays(CHECK_IN, 2),
  numGuests: 2,
  ...over,
});

type Guest = Awaited<ReturnType<typeof signedInGuest>>;

async function quote(kind: string, json: unknown, guest: Guest) {
  const res = await t.call('POST', `/api/quotes/${kind}`, { json, headers: guest.headers });
  expect(res.status).toBe(200);
  return res.json();
}

/** Opens the order, pays it in the sandbox and verifies it; answers the order and the verified payment. */
async function pay(guest: Guest, bookingId: string) {
  const created = await t.call('POST', '/api/payments/create', {
    json: { booking_id: bookingId, amount: 1 },
    headers: guest.headers,
  });
  expect(created.status).toBe(200);
  const { order } = await created.json();
  const result = await (
    await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
  ).json();
  const verified = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
  expect(verified.status).toBe(200);
  return { order, payment: (await verified.json()).payment };
}

const summaryOf = async (guest: Guest, id: string) =>
  (await t.call('GET', `/api/payments/booking/${id}`, { headers: guest.headers })).json();

const taxLinesOf = (ids: string[]) =>
  t.db.select().from(bookingTaxLines).where(inArray(bookingTaxLines.bookingId, ids));

describe('a stay: the order is the total with GST', () => {
  it('charges a ₹9,000 night at 18%, and at 5% once a 20% coupon brings it to ₹7,200', async () => {
    const guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
    const full = await quote('room', stay(), guest);
    expect(full).toMatchObject({
      subtotalPaise: 18_000_00,
      taxablePaise: 18_000_00,
      taxes: [
        { label: 'CGST 9%', amountPaise: 1_620_00 },
        { label: 'SGST 9%', amountPaise: 1_620_00 },
      ],
      totalPaise: 21_240_00,
    });

    const withCoupon = stay({ couponCode: 'PAVILION20' });
    const coupon = await quote('room', withCoupon, guest);
    expect(coupon).toMatchObject({
      discountPaise: 3_600_00,
      taxablePaise: 14_400_00,
      cgstPaise: 360_00,
      sgstPaise: 360_00,
      taxes: [
        { label: 'CGST 2.5%', amountPaise: 360_00 },
        { label: 'SGST 2.5%', amountPaise: 360_00 },
      ],
      totalPaise: 15_120_00,
      gst: { includedInTotal: true, totalWithTaxPaise: 15_120_00 },
    });

    const made = await t.call('POST', '/api/bookings/create', { json: withCoupon, headers: guest.headers });
    expect(made.status).toBe(201);
    const { data } = await made.json();
    expect(data).toMatchObject({
      totalPaise: 15_120_00,
      charge: {
        subtotalPaise: 18_000_00,
        discountPaise: 3_600_00,
        taxablePaise: 14_400_00,
        cgstPaise: 360_00,
        sgstPaise: 360_00,
        totalPaise: 15_120_00,
      },
    });
    // What the tax documents will print: a line per room night, SAC 996311, its value after the coupon, 5%.
    const lines = await taxLinesOf([data.id]);
    expect(
      lines.map((l) => [l.position, l.sac, l.grossPaise, l.taxablePaise, l.rateBp, l.cgstPaise]),
    ).toEqual([
      [1, '996311', 9_000_00, 7_200_00, 500, 180_00],
      [2, '996311', 9_000_00, 7_200_00, 500, 180_00],
    ]);

    const { order, payment } = await pay(guest, data.id);
    expect(order.amount).toBe(15_120_00);
    expect(payment).toMatchObject({ status: 'paid', amount: 15_120_00 });
    const summary = await summaryOf(guest, data.id);
    expect(summary).toMatchObject({ status: 'confirmed', totalPaise: 15_120_00 });
    expect(summary.bill).toMatchObject({
      subtotalPaise: 18_000_00,
      discountPaise: 3_600_00,
      taxablePaise: 14_400_00,
      taxes: coupon.taxes,
      totalPaise: 15_120_00,
    });
  });
});

describe('a table and a hall: the order is the total with GST', () => {
  it('charges a table the restaurant’s 18% on what the coupon leaves', async () => {
    const guest = await signedInGuest(t.db, { name: 'Rohan Mehta' }, HOTEL_NOON);
    const made = await t.call('POST', '/api/bookings/create', {
      json: {
        date: addDays(TODAY, 5),
        time: '19:30',
        partySize: 4,
        name: 'Rohan Mehta',
        phone: '98123 45678',
        totalAmount: 3180,
        menuId: galouti,
        userId: guest.user.id,
        couponCode: 'PAVILION20',
      },
      headers: guest.headers,
    });
    expect(made.status).toBe(201);
    const { booking } = await made.json();
    // ₹795 × 4 = ₹3,180, 20% off = ₹2,544, with 18% GST = ₹3,001.92: the spec's totalAmount is what is paid.
    expect(booking).toMatchObject({ totalPaise: 3_001_92, totalAmount: 3_001.92 });
    const [line] = await taxLinesOf([booking.id]);
    expect(line).toMatchObject({ sac: '996331', taxablePaise: 2_544_00, rateBp: 1800, cgstPaise: 228_96 });
    const { order } = await pay(guest, booking.id);
    expect(order.amount).toBe(3_001_92);
  });

  it('charges a hall deposit its hire with 18% GST once the hotel confirms', async () => {
    const guest = await signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
    const [hall] = await t.db.select().from(halls).where(eq(halls.slug, 'chandra-mahal'));
    const made = await t.call('POST', '/api/hallbookings/create-booking', {
      json: {
        hall_Id: hall!.id,
        date: addDays(TODAY, 50),
        timeSlot: 'Evening',
        eventType: 'Anniversary',
        guests: 120,
        customerName: 'Meera Iyer',
        customerEmail: 'meera@example.in',
        customerPhone: '+91 98123 45670',
        couponCode: 'PAVILION20',
      },
      headers: guest.headers,
    });
    expect(made.status).toBe(201);
    const { booking } = await made.json();
    // ₹1,20,000 less 20% = ₹96,000, with 18% GST = ₹1,13,280.
    expect(booking).toMatchObject({ totalPaise: 1_13_280_00, depositPaise: 1_13_280_00 });
    const [line] = await taxLinesOf([booking.id]);
    expect(line).toMatchObject({ sac: '997212', taxablePaise: 96_000_00, rateBp: 1800, cgstPaise: 8_640_00 });
    const answered = await t.call('PUT', `/api/hallbookings/${booking.id}/status`, {
      json: { status: 'confirmed' },
      headers: admin.headers,
    });
    expect(answered.status).toBe(200);
    const { order } = await pay(guest, booking.id);
    expect(order.amount).toBe(1_13_280_00);
  });
});

describe('refunds and coins on the taxed totals', () => {
  it('refunds a cancelled paid stay in full with its GST, and takes back exactly the 10 coins it earned', async () => {
    const guest = await signedInGuest(t.db, { name: 'Kavya Rao' }, HOTEL_NOON);
    const made = await t.call('POST', '/api/bookings/create', {
      json: stay({ checkInDate: addDays(CHECK_IN, 10), checkOutDate: addDays(CHECK_IN, 13) }),
      headers: guest.headers,
    });
    const { data } = await made.json();
    // Three ₹9,000 nights at 18%: ₹31,860, of which ₹4,860 GST.
    expect(data.totalPaise).toBe(31_860_00);
    await pay(guest, data.id);
    const coins = async () =>
      (await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, guest.user.id))).map(
        (w) => [w.type, w.suparCoins],
      );
    // The reward is 10 coins per paid booking, not a share of the amount (with or without its GST).
    expect(await coins()).toEqual([['credit', 10]]);

    const cancelled = await t.call('PUT', `/api/bookings/${data.id}/cancel`, { headers: guest.headers });
    expect(cancelled.status).toBe(200);
    const body = await cancelled.json();
    expect(body).toMatchObject({
      refund: { status: 'refunded', amountPaise: 31_860_00, gstPaise: 4_860_00 },
      coinsReversed: 10,
    });
    expect(body.refund.message).toContain('₹31,860 (₹4,860 of it GST)');
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, data.id));
    expect(payment).toMatchObject({
      status: 'refunded',
      amountPaise: 31_860_00,
      refundCgstPaise: 2_430_00,
      refundSgstPaise: 2_430_00,
    });
    expect((await coins()).sort()).toEqual([
      ['credit', 10],
      ['debit', 10],
    ]);
  });
});

describe('what a booking was charged does not follow the catalogue', () => {
  it('keeps the taxed total, its lines and its order when the room’s price changes after booking', async () => {
    const guest = await signedInGuest(t.db, { name: 'Ishaan Kapoor' }, HOTEL_NOON);
    const json = stay({ checkInDate: addDays(CHECK_IN, 20), checkOutDate: addDays(CHECK_IN, 21) });
    const made = await t.call('POST', '/api/bookings/create', { json, headers: guest.headers });
    const { data } = await made.json();
    expect(data.totalPaise).toBe(10_620_00);
    const before = { summary: await summaryOf(guest, data.id), lines: await taxLinesOf([data.id]) };

    const raised = await t.call('PUT', `/api/rooms/${suiteId}`, {
      json: { price: 12_000 },
      headers: admin.headers,
    });
    expect(raised.status).toBe(200);
    // A new quote follows the catalogue...
    expect(
      (
        await quote(
          'room',
          stay({ checkInDate: addDays(CHECK_IN, 30), checkOutDate: addDays(CHECK_IN, 31) }),
          guest,
        )
      ).totalPaise,
    ).toBe(14_160_00);
    // ...the booking made before does not: its bill, its GST lines, its list entry and its order.
    expect(await summaryOf(guest, data.id)).toEqual(before.summary);
    expect(await taxLinesOf([data.id])).toEqual(before.lines);
    const list = await (
      await t.call('POST', '/api/orders/orderlistdetails', {
        json: { user_id: guest.user.id },
        headers: guest.headers,
      })
    ).json();
    const entry = list.orders.find((o: { id: string }) => o.id === data.id);
    expect(entry.charge).toMatchObject({ taxablePaise: 9_000_00, cgstPaise: 810_00, totalPaise: 10_620_00 });
    const { order, payment } = await pay(guest, data.id);
    expect(order.amount).toBe(10_620_00);
    expect(payment.amount).toBe(10_620_00);
    await t.call('PUT', `/api/rooms/${suiteId}`, { json: { price: 9_000 }, headers: admin.headers });
  });
});
