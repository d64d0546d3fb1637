import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEntry } from '../../src/contracts/orders';
import {
  hallBookings,
  halls,
  menuItems,
  payments,
  roomBookings,
  tableBookings,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';

// The spec's own client (spec §3 payloads, §7 calls), run against the API unchanged: forms send numbers as
// text, the payment page creates its booking on every load, the menu page pays the menu rate it shows.
// The hold limits are the hotel's defaults (three unpaid bookings a guest), so each test has guests of its own.
let t: Awaited<ReturnType<typeof seededHotel>>;
let fishFry: { id: string; pricePaise: number };
let hallId: Record<string, string>;
beforeAll(async () => {
  t = await seededHotel();
  const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'amritsari-fish-fry'));
  fishFry = { id: dish!.id, pricePaise: dish!.pricePaise };
  hallId = Object.fromEntries((await t.db.select().from(halls)).map((h) => [h.slug, h.id]));
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
const newGuest = () => signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
const post = (path: string, json: unknown, guest?: Guest) =>
  t.call('POST', `/api${path}`, { json, headers: guest?.headers ?? {} });
const rowsOf = async () => ({
  rooms: (await t.db.select({ id: roomBookings.id }).from(roomBookings)).length,
  tables: (await t.db.select({ id: tableBookings.id }).from(tableBookings)).length,
  halls: (await t.db.select({ id: hallBookings.id }).from(hallBookings)).length,
  payments: (await t.db.select({ id: payments.id }).from(payments)).length,
});

/** Spec §3 "Room booking create payload (payment page)", numbers as the page's form state holds them: text. */
const paymentPagePayload = (guest: Guest, roomId: string, over: Record<string, unknown> = {}) => ({
  userId: guest.user.id,
  roomId,
  checkInDate: '2027-01-11',
  checkOutDate: '2027-01-13',
  numGuests: '2',
  specialRequests: '',
  name: 'Deluxe King Room',
  image: '/images/room-deluxe-1.jpg',
  description: 'A king bed over the lake',
  ...over,
});

/** Spec §3 "Room booking create payload (reservation page)". */
const reservationPayload = (guest: Guest, room_id: string, over: Record<string, unknown> = {}) => ({
  user_id: guest.user.id,
  room_id,
  check_in_date: '2027-01-21',
  check_out_date: '2027-01-22',
  num_guests: '2',
  offer_code: null,
  ...over,
});

/** Spec §3 "Table booking sent" from the menu page's modal: a dish chosen, the menu rate as totalAmount. */
const tablePayload = (guest: Guest, over: Record<string, unknown> = {}) => ({
  date: '2026-12-08',
  time: '19:30',
  partySize: '4',
  name: 'Meera Iyer',
  phone: '98123 45678',
  totalAmount: '745',
  note: '',
  menuId: fishFry.id,
  userId: guest.user.id,
  couponCode: null,
  menuname: 'Amritsari Fish Fry',
  image: '/images/dish-starter-1.jpg',
  description: 'River sole in a carom and gram-flour batter',
  ...over,
});

/** Spec §3 "Hall booking sent". */
const hallPayload = (guest: Guest, over: Record<string, unknown> = {}) => ({
  user_id: guest.user.id,
  hall_Id: hallId['chandra-mahal'],
  date: '2027-02-13',
  timeSlot: 'Evening',
  eventType: 'Anniversary',
  guests: '150',
  price: '₹1,20,000',
  customerName: 'Meera Iyer',
  customerEmail: 'meera@example.in',
  customerPhone: '+91 98123 45678',
  eventDetails: 'Ruby anniversary dinner',
  ...over,
});

async function pay(guest: Guest, bookingId: string, amount: unknown) {
  const res = await post(
    '/payments/create',
    { amount, booking_id: bookingId, user_id: guest.user.id },
    guest,
  );
  return { status: res.status, body: await res.json() };
}

async function payInSandbox(guest: Guest, bookingId: string) {
  const { body } = await pay(guest, bookingId, undefined);
  const result = await (
    await post('/dev/sandbox/pay', { order_id: body.order.id, outcome: 'success' })
  ).json();
  const verified = await post('/payments/verify', result, guest);
  expect(verified.status).toBe(200);
}

async function orders(guest: Guest): Promise<OrderEntry[]> {
  const res = await post('/orders/orderlistdetails', { user_id: guest.user.id }, guest);
  expect(res.status).toBe(200);
  return (await res.json()).orders;
}

describe('item 1: the menu page pays the menu rate it shows; the order is the server’s price', () => {
  it('opens the order for the dish rate × party whatever amount the page sends, and never for less', async () => {
    const guest = await newGuest();
    const created = await post('/bookings/create', tablePayload(guest), guest);
    expect(created.status).toBe(201);
    const { booking } = await created.json();
    // ₹745 × 4 with the restaurant's 18% GST (decision 099): the spec's totalAmount is what the guest pays.
    const total = Math.round(fishFry.pricePaise * 4 * 1.18);
    expect(booking.totalPaise).toBe(total);
    expect(booking.totalAmount).toBe(total / 100);

    // The spec's page sends the menu rate it shows (₹745) for a party of four: the order is ₹2,980 with GST.
    const menuRate = await pay(guest, booking.id, '745');
    expect(menuRate.status).toBe(200);
    expect(menuRate.body.order).toMatchObject({ amount: total, currency: 'INR' });
    // Less, or nothing at all, still opens the one order at the server's price; more does not raise it.
    for (const amount of [1, '0.5', 99_999]) {
      const again = await pay(guest, booking.id, amount);
      expect(again.status, String(amount)).toBe(200);
      expect(again.body.order).toEqual(menuRate.body.order);
    }
    const summary = await (
      await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })
    ).json();
    expect(summary.totalPaise).toBe(total);
    const stored = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(stored.map((p) => p.amountPaise)).toEqual([total]);
  });

  it('still refuses an amount that is not a number, naming it and opening nothing', async () => {
    const guest = await newGuest();
    const made = await post('/bookings/create', tablePayload(guest, { time: '20:00' }), guest);
    const answer = await made.json();
    expect(made.status, answer.message).toBe(201);
    const { booking } = answer;
    const before = await rowsOf();
    for (const amount of ['seven hundred', '', true, '₹745', -5]) {
      const res = await pay(guest, booking.id, amount);
      expect([res.status, Object.keys(res.body.fields)], JSON.stringify(amount)).toEqual([400, ['amount']]);
    }
    expect(await rowsOf()).toEqual(before);
  });
});

describe('item 4: POST /bookings/createbooking is the spec’s other create path', () => {
  it('books a stay, a table and a hall request as /bookings/create does, and is documented', async () => {
    const guest = await newGuest();
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const stay = await post('/bookings/createbooking', paymentPagePayload(guest, king.id), guest);
    expect(stay.status).toBe(201);
    expect((await stay.json()).data).toMatchObject({ roomId: king.id, status: 'pending', numGuests: 2 });
    const table = await post('/bookings/createbooking', tablePayload(guest, { time: '13:00' }), guest);
    expect(table.status).toBe(201);
    expect((await table.json()).booking).toMatchObject({ partySize: 4, status: 'pending' });

    const stranger = await post('/bookings/createbooking', paymentPagePayload(guest, king.id));
    expect(stranger.status).toBe(401);
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    expect(doc.paths['/api/bookings/createbooking']?.post?.requestBody).toBeDefined();
  });
});

describe('item 5: the payment page’s booking on every load is one booking', () => {
  it('answers three reloads with the stay already held, and a fourth is not refused', async () => {
    const guest = await newGuest();
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const before = await rowsOf();
    const answers = [];
    for (let load = 0; load < 4; load++) {
      const res = await post('/bookings/create', paymentPagePayload(guest, king.id), guest);
      expect(res.status, `load ${load + 1}`).toBeLessThan(300);
      answers.push((await res.json()).data);
    }
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[3]).toMatchObject({ status: 'pending', holdExpiresAt: answers[0].holdExpiresAt });
    expect((await rowsOf()).rooms).toBe(before.rooms + 1);
  });

  it('holds the same table and the same hall request once, and books other dates anew', async () => {
    const guest = await newGuest();
    const first = await (
      await post('/bookings/create', tablePayload(guest, { time: '14:00' }), guest)
    ).json();
    const again = await post('/bookings/create', tablePayload(guest, { time: '14:00', partySize: 4 }), guest);
    expect(again.status).toBeLessThan(300);
    expect((await again.json()).booking.id).toBe(first.booking.id);

    const hall = await (await post('/hallbookings/create-booking', hallPayload(guest), guest)).json();
    const hallAgain = await post('/hallbookings/create-booking', hallPayload(guest), guest);
    expect(hallAgain.status).toBeLessThan(300);
    expect((await hallAgain.json()).booking.id).toBe(hall.booking.id);

    // Another party size at that time is another table; the unpaid cap (three) then counts three bookings.
    const bigger = await post(
      '/bookings/create',
      tablePayload(guest, { time: '14:00', partySize: '2' }),
      guest,
    );
    expect(bigger.status).toBe(201);
    expect((await bigger.json()).booking.id).not.toBe(first.booking.id);
  });

  it('books anew once the held booking lapsed or was cancelled', async () => {
    const guest = await newGuest();
    const heritage = await demoRoom(t.db, 'heritage-room');
    const payload = paymentPagePayload(guest, heritage.id, {
      checkInDate: '2027-01-15',
      checkOutDate: '2027-01-16',
    });
    const first = (await (await post('/bookings/create', payload, guest)).json()).data;
    t.advance(16);
    try {
      const afterLapse = await post('/bookings/create', payload, guest);
      expect(afterLapse.status).toBe(201);
      const second = (await afterLapse.json()).data;
      expect(second.id).not.toBe(first.id);
      const cancelled = await t.call('PUT', `/api/bookings/${second.id}/cancel`, { headers: guest.headers });
      expect(cancelled.status).toBe(200);
      const third = (await (await post('/bookings/create', payload, guest)).json()).data;
      expect([first.id, second.id]).not.toContain(third.id);
    } finally {
      t.advance(-16);
    }
  });
});

describe('item 6: either room id in either payload', () => {
  it('books a listing id sent as the reservation form’s room_id', async () => {
    const guest = await newGuest();
    const courtyard = await demoRoom(t.db, 'courtyard-twin');
    const res = await post('/bookings/create', reservationPayload(guest, courtyard.id), guest);
    expect(res.status).toBe(201);
    const { booking } = await res.json();
    expect(booking).toMatchObject({ roomId: courtyard.id, numGuests: 2, checkInDate: '2027-01-21' });
    expect(courtyard.units.map((u) => u.id)).toContain(booking.room.unitId);
  });

  it('books the very unit sent as the payment page’s roomId', async () => {
    const guest = await newGuest();
    const courtyard = await demoRoom(t.db, 'courtyard-twin');
    const unit = courtyard.units.at(-1)!;
    const res = await post(
      '/bookings/create',
      paymentPagePayload(guest, unit.id, { checkInDate: '2027-01-25', checkOutDate: '2027-01-26' }),
      guest,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ roomId: courtyard.id, room: { unitId: unit.id } });
  });

  it('still answers 404 for an id that is neither, in either payload, booking nothing', async () => {
    const guest = await newGuest();
    const before = await rowsOf();
    for (const body of [
      reservationPayload(guest, crypto.randomUUID()),
      paymentPagePayload(guest, crypto.randomUUID()),
    ]) {
      const res = await post('/bookings/create', body, guest);
      expect([res.status, (await res.json()).message]).toEqual([404, 'That room does not exist.']);
    }
    expect(await rowsOf()).toEqual(before);
  });
});

describe('item 7: numbers sent as text', () => {
  it('reads num_guests, numGuests, partySize, guests, totalAmount and amount sent as numerals', async () => {
    const guest = await newGuest();
    const suite = await demoRoom(t.db, 'maharaja-suite');
    const stay = await post(
      '/bookings/create',
      reservationPayload(guest, suite.units[0]!.id, { num_guests: '3', adults: '2', children: '1' }),
      guest,
    );
    expect(stay.status).toBe(201);
    expect((await stay.json()).booking.numGuests).toBe(3);
    const withTotal = await post(
      '/bookings/create',
      paymentPagePayload(guest, suite.id, {
        checkInDate: '2027-02-01',
        checkOutDate: '2027-02-02',
        totalAmount: '32000',
      }),
      guest,
    );
    expect(withTotal.status).toBe(201);
    const hall = await post(
      '/hallbookings/create-booking',
      hallPayload(guest, { date: '2027-02-20' }),
      guest,
    );
    expect(hall.status).toBe(201);
    expect((await hall.json()).booking.guests).toBe(150);

    const coupon = await post('/coupons/apply-coupon', { code: 'WELCOME10', amount: '25000' }, guest);
    expect(coupon.status).toBe(200);
    expect(await coupon.json()).toMatchObject({ valid: true, discount: 1500, finalAmount: 23_500 });
    const slots = await t.call('GET', '/api/dining/slots?date=2026-12-03&partySize=4');
    expect(slots.status).toBe(200);
  });

  it('reads the /dining form’s guests sent as text', async () => {
    const guest = await newGuest();
    const res = await post(
      '/bookings/create',
      {
        fullName: 'Meera Iyer',
        phone: '98123 45678',
        email: 'meera@example.in',
        date: '2026-12-04',
        timeSlot: 'evening',
        specialFor: 'Birthday',
        capacity: '1-5',
        guestEmail: 'friend@example.in',
        guests: '5',
        userId: guest.user.id,
      },
      guest,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).booking.partySize).toBe(5);
  });

  it('still refuses text that is not a number with a 400 naming the field, booking nothing', async () => {
    const guest = await newGuest();
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const before = await rowsOf();
    const cases: [string, unknown, string][] = [
      ['/bookings/create', reservationPayload(guest, king.units[0]!.id, { num_guests: 'two' }), 'num_guests'],
      ['/bookings/create', paymentPagePayload(guest, king.id, { numGuests: '' }), 'numGuests'],
      ['/bookings/create', paymentPagePayload(guest, king.id, { totalAmount: 'lots' }), 'totalAmount'],
      ['/bookings/create', tablePayload(guest, { partySize: 'four' }), 'partySize'],
      ['/bookings/create', tablePayload(guest, { partySize: '4 guests' }), 'partySize'],
      ['/bookings/create', tablePayload(guest, { partySize: '2.5' }), 'partySize'],
      ['/bookings/create', tablePayload(guest, { totalAmount: '7,45' }), 'totalAmount'],
      ['/hallbookings/create-booking', hallPayload(guest, { guests: 'many' }), 'guests'],
      ['/hallbookings/create-booking', hallPayload(guest, { guests: true }), 'guests'],
      ['/coupons/apply-coupon', { code: 'WELCOME10', amount: '1e3' }, 'amount'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(path, body, guest);
      const refused = await res.json();
      expect([res.status, Object.keys(refused.fields ?? {})], `${path} ${field}`).toEqual([400, [field]]);
      expect(refused.message).toBe(refused.fields[field]);
    }
    expect(await rowsOf()).toEqual(before);
  });
});

describe('item 8: the fields the spec’s pages read are never null', () => {
  it('gives an unpaid booking an empty payment, and a sandbox payment the method "sandbox"', async () => {
    const guest = await newGuest();
    const unpaid = (
      await (await post('/bookings/create', tablePayload(guest, { time: '18:00' }), guest)).json()
    ).booking;
    const paid = (
      await (
        await post('/bookings/create', tablePayload(guest, { time: '18:30', date: '2026-12-05' }), guest)
      ).json()
    ).booking;
    await payInSandbox(guest, paid.id);
    const list = await orders(guest);
    const entry = (id: string) => list.find((o) => o.id === id)!;
    expect(entry(unpaid.id).payment).toEqual({});
    expect(entry(paid.id).payment).toMatchObject({
      amount: Math.round(fishFry.pricePaise * 4 * 1.18) / 100,
      payment_method: 'sandbox',
      transaction_id: expect.any(String),
    });
  });

  it('answers an invalid discount code with valid false and a discount_percent of 0', async () => {
    const res = await post('/bookings/validate-code', { code: 'NOPE', codeType: 'promo' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      valid: false,
      discount_percent: 0,
      message: 'Invalid discount code',
    });
  });

  it('documents the safe values in the OpenAPI document', async () => {
    const { components } = await (await t.call('GET', '/api/openapi.json')).json();
    const { OrderPayment, NoOrderPayment, DiscountCodeResult } = components.schemas;
    expect(OrderPayment.properties.payment_method.description).toMatch(/"sandbox"/);
    expect(NoOrderPayment.description).toMatch(/empty object until/);
    const refused = DiscountCodeResult.anyOf.find(
      (branch: { properties: { valid: { enum: boolean[] } } }) => branch.properties.valid.enum[0] === false,
    );
    expect(refused.properties.discount_percent.description).toMatch(/^Always 0/);
  });
});
