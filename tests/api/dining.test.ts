import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaid } from '../../src/contracts/orders';
import { createTableBooking } from '../../src/server/db/factories';
import { diningDays, menuItems, tableBookings, walletTransactions } from '../../src/server/db/schema';
import { sqlState } from '../../src/server/errors';
import { tables } from '../../src/server/services/bookings/tables';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let galouti: string;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  galouti = (await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab')))[0]!.id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const table = (over: Record<string, unknown> = {}) => ({
  date: '2026-11-25',
  time: '19:30',
  partySize: 4,
  name: 'Asha Verma',
  phone: '98123 45678',
  totalAmount: 3180,
  note: 'A window table, please',
  menuId: galouti,
  userId: guest.user.id,
  couponCode: null,
  menuname: 'Galouti Kebab',
  image: '/images/dish.jpg',
  description: 'Lamb patties',
  ...over,
});
const book = (json: unknown, headers = guest.headers) =>
  t.call('POST', '/api/bookings/create', { json, headers });
const slots = async (date: string, partySize: number) =>
  (await t.call('GET', `/api/dining/slots?date=${date}&partySize=${partySize}`)).json();
const openTimes = (answer: { slots: { time: string; open: boolean }[] }) =>
  answer.slots.filter((s) => s.open).map((s) => s.time);

describe('GET /api/dining/slots', () => {
  it('answers the twelve times, today’s closing 30 minutes before they begin', async () => {
    const today = await slots('2026-11-20', 2);
    expect(today.slots).toHaveLength(12);
    // Noon in Udaipur: 12:00 and 12:30 have begun or begin within 30 minutes.
    expect(openTimes(today)).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
    ]);
    expect(today.slots[1]).toEqual({ time: '12:30', open: false, reason: 'too-soon' });
  });

  it('refuses today after its last time has closed, saying booking for today has closed', async () => {
    t.advance(9 * 60 - 25); // 20:35 in Udaipur: 21:00 begins within 30 minutes.
    try {
      const late = await slots('2026-11-20', 4);
      expect(late.slots.every((s: { reason: string }) => s.reason === 'too-soon')).toBe(true);
      const res = await book(table({ date: '2026-11-20', time: '21:00' }));
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(
        'No table for 4 guests is free at 9:00 PM on 20 Nov 2026. Booking for today has closed: a table is booked at least 30 minutes before its time.',
      );
    } finally {
      t.advance(-(9 * 60 - 25));
    }
  });

  it('opens nothing on a day the restaurant is closed (from data)', async () => {
    await t.db.insert(diningDays).values({ date: '2026-12-24', closed: true });
    const closed = await slots('2026-12-24', 2);
    expect(closed.closedDay).toBe(true);
    expect(openTimes(closed)).toEqual([]);
    const res = await book(table({ date: '2026-12-24' }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'The restaurant is closed on 24 Dec 2026. Please choose another date.',
    );
    // Any date's answer lists it among the closed days ahead, for the picker's note (issue 45).
    expect((await slots('2026-11-25', 2)).closedAhead).toContainEqual({
      date: '2026-12-24',
      label: 'Thu 24 Dec',
    });
  });

  it('prices the party as it changes, with GST, to the paisa of the quote (issue 45)', async () => {
    const quote = async (over: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/quotes/table', { json: table(over), headers: guest.headers });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.totalPaise;
    };
    const plain = await slots('2026-11-25', 4);
    expect(plain.price).toEqual({
      totalPaise: 236_000,
      summary: '₹2,360 with GST for 4 guests: a ₹500 deposit a guest, taken off your bill',
    });
    expect(plain.price.totalPaise).toBe(await quote({ menuId: null, menuname: null }));
    expect((await slots('2026-11-25', 1)).price.summary).toBe(
      '₹590 with GST for 1 guest: a ₹500 deposit a guest, taken off your bill',
    );
    const withDish = await (
      await t.call('GET', `/api/dining/slots?date=2026-11-25&partySize=4&menuId=${galouti}`)
    ).json();
    expect(withDish.price.summary).toMatch(
      /^₹[\d,]+(\.\d\d)? with GST for 4 guests: Galouti Kebab at ₹[\d,]+ a guest$/,
    );
    expect(withDish.price.totalPaise).toBe(await quote({}));
    const unknown = await t.call(
      'GET',
      '/api/dining/slots?date=2026-11-25&partySize=4&menuId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it.each([
    ['date=2026-11-19&partySize=2', 'date'],
    ['date=2026-02-30&partySize=2', 'date'],
    ['date=2026-11-25&partySize=13', 'partySize'],
    ['date=2026-11-25&partySize=0', 'partySize'],
    ['date=2026-11-25', 'partySize'],
    ['partySize=2', 'date'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.call('GET', `/api/dining/slots?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty([field]);
  });
});

describe('POST /api/bookings/create with a table', () => {
  it('holds the smallest free table for 15 minutes at the dish’s rate for each guest, and answers {booking}', async () => {
    const res = await book(table());
    expect(res.status).toBe(201);
    const { booking } = await res.json();
    expect(booking).toMatchObject({
      bookingCode: expect.stringMatching(/^DIN/),
      status: 'pending',
      date: '2026-11-25',
      time: '19:30',
      table: 'Table 7',
      partySize: 4,
      menuname: 'Galouti Kebab',
      // ₹795 × 4 with the restaurant's 18% GST (a specified premises): the amount charged (decision 099).
      totalPaise: 375_240,
      totalAmount: 3_752.4,
      charge: { taxablePaise: 318_000, cgstPaise: 28_620, sgstPaise: 28_620, totalPaise: 375_240 },
      phone: '+919812345678',
      holdExpiresAt: '2026-11-20T06:45:00.000Z',
    });
    const quote = await t.call('POST', '/api/quotes/table', {
      json: table({ time: '20:00' }),
      headers: guest.headers,
    });
    expect(await quote.json()).toMatchObject({
      taxablePaise: 318_000,
      totalPaise: 375_240,
      // A specified premises: restaurant service at 18%, included in the amount charged (decisions 094, 099).
      gst: {
        lines: [{ sac: '996331', ratePercent: 18, taxablePaise: 318_000 }],
        cgstPaise: 28_620,
        sgstPaise: 28_620,
        totalWithTaxPaise: 375_240,
        includedInTotal: true,
      },
    });
  });

  it('takes a dining coupon, refuses one for rooms only, and needs a dish for a coupon', async () => {
    const feast = await book(table({ couponCode: 'feast500', time: '13:00' }));
    expect(feast.status).toBe(201);
    expect((await feast.json()).booking).toMatchObject({
      couponCode: 'FEAST500',
      discountPaise: 50_000,
      // The coupon comes off before GST: 18% on ₹2,680.
      totalPaise: 316_240,
    });
    const rooms = await book(table({ couponCode: 'ROYALSTAY', time: '13:30' }));
    expect(rooms.status).toBe(400);
    expect((await rooms.json()).message).toBe('This coupon does not apply to dining bookings.');
    const noDish = await book(table({ couponCode: 'FEAST500', menuId: null }));
    expect(noDish.status).toBe(400);
    expect((await noDish.json()).fields).toHaveProperty(['couponCode']);
  });

  it('holds a table without a dish with the per-guest deposit', async () => {
    const res = await book(table({ menuId: null, partySize: 2, time: '12:00' }));
    expect((await res.json()).booking).toMatchObject({
      menuname: 'Table reservation',
      totalPaise: 118_000,
      table: 'Table 1',
    });
  });

  it.each([
    [{ partySize: 13 }, 'partySize'],
    [{ partySize: 0 }, 'partySize'],
    [{ time: '19:15' }, 'time'],
    [{ date: '2026-11-19' }, 'date'],
    [{ date: '2027-12-01' }, 'date'],
    [{ phone: '12' }, 'phone'],
    [{ name: '' }, 'name'],
    [{ menuId: 'galouti' }, 'menuId'],
    [{ note: 'x'.repeat(501) }, 'note'],
    [{ price: 1 }, 'body'],
  ])('refuses %j with a 400 naming the field, booking nothing', async (over, field) => {
    const before = (await t.db.select().from(tableBookings)).length;
    const res = await book(table(over));
    expect(res.status).toBe(400);
    const { fields } = await res.json();
    if (field !== 'body') expect(fields).toHaveProperty([field]);
    expect((await t.db.select().from(tableBookings)).length).toBe(before);
  });

  it("refuses another guest's userId, a signed-out caller, and a dish no longer on the menu", async () => {
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect((await book(table({ userId: other.user.id }))).status).toBe(403);
    expect((await t.call('POST', '/api/bookings/create', { json: table() })).status).toBe(401);
    const gone = await book(table({ menuId: '00000000-0000-4000-8000-000000000000' }));
    expect(gone.status).toBe(404);
  });

  it('answers a full time with 409 naming the open times of the day', async () => {
    // Every table that seats eight is taken at 20:00 on 26 Nov: both 8-seat tables and the joinable pairs. A
    // guest each fills them, as one guest's same request again answers the table they hold (decision 092).
    const eight = table({ date: '2026-11-26', time: '20:00', partySize: 8, menuId: null });
    const held: string[] = [];
    for (let i = 0; i < 7; i++) {
      const party = await signedInGuest(t.db, { name: `Party ${i + 1}` }, HOTEL_NOON);
      const res = await book({ ...eight, userId: party.user.id }, party.headers);
      if (res.status !== 201) break;
      held.push((await res.json()).booking.table);
    }
    expect(held).toEqual(['Table 16', 'Table 17', 'Tables 9 + 10', 'Tables 11 + 12', 'Tables 13 + 14']);
    const full = await book(eight);
    expect(full.status).toBe(409);
    const { message, code } = await full.json();
    expect(code).toBe('TABLE_UNAVAILABLE');
    expect(message).toBe(
      'No table for 8 guests is free at 8:00 PM on 26 Nov 2026. Open times that day: 12:00 PM, 12:30 PM, 1:00 PM, 1:30 PM, 2:00 PM, 6:00 PM.',
    );
    expect(openTimes(await slots('2026-11-26', 8))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '18:00',
    ]);
  });

  it('seats the /dining form at the first open time of its part of the day, and sends 11-20 to private dining', async () => {
    const form = {
      fullName: 'Rohan Mehta',
      phone: '98290 11111',
      email: 'rohan@example.in',
      date: '2026-11-27',
      timeSlot: 'evening',
      specialFor: 'Anniversary',
      capacity: '1-5',
      guestEmail: 'meera@example.in',
      guests: 2,
      specialRequest: 'Rose petals on the table',
    };
    const res = await book(form);
    expect(res.status).toBe(201);
    expect((await res.json()).booking).toMatchObject({
      time: '18:00',
      partySize: 2,
      name: 'Rohan Mehta',
      totalPaise: 118_000,
    });
    const big = await book({ ...form, capacity: '11-20', guests: 15 });
    expect(big.status).toBe(400);
    expect((await big.json()).fields).toHaveProperty(['capacity']);
    const request = await t.call('POST', '/api/dining/private-requests', {
      json: { ...form, capacity: '11-20', guests: 15 },
      headers: guest.headers,
    });
    expect(request.status).toBe(202);
    expect((await request.json()).message).toMatch(/will call you/);
    const outbox = await (await t.call('GET', '/api/dev/mail-outbox')).json();
    expect(JSON.stringify(outbox)).toContain('Private dining request');
    expect((await book({ ...form, timeSlot: 'midnight' })).status).toBe(400);
    expect((await book({ ...form, guests: 11 })).status).toBe(400);
  });
});

describe('paying for, cancelling and listing a table', () => {
  it('confirms on payment in the sandbox and credits 10 coins once, as a Dining booking reward', async () => {
    const { booking } = await (await book(table({ time: '14:00' }))).json();
    const created = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, amount: 3180 },
      headers: guest.headers,
    });
    const { order } = await created.json();
    expect(order.amount).toBe(375_240);
    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
    ).json();
    const verified = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect(verified.status).toBe(200);
    await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    const summary = await (
      await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })
    ).json();
    expect(summary).toMatchObject({
      kind: 'table',
      status: 'confirmed',
      table: { table: 'Table 8', partySize: 4 },
    });
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.relatedBookingId, booking.id));
    expect(coins).toMatchObject([{ suparCoins: 10, description: 'Dining booking reward', type: 'credit' }]);

    const clock = {
      now: HOTEL_NOON,
      today: '2026-11-20',
      imageUrl: (k: string) => `/i/${k}`,
      timeZone: 'Asia/Kolkata',
    };
    const orders = await tables.orders(t.db, guest.user.id, clock);
    const paid = orders.find((o) => o.id === booking.id)!;
    expect(paid.payment).toMatchObject({ amount: 3_752.4, amountPaise: 375_240, status: 'paid' });
    expect(orders.some((o) => !isPaid(o.payment))).toBe(true);
    const ref = (await tables.find(t.db, booking.id))!;
    expect(await tables.notice(t.db, ref, 'Asia/Kolkata')).toMatchObject({
      title: 'Table for 4 guests',
      summary: 'Galouti Kebab, party of 4',
      starts: { date: '2026-11-25', time: '14:00' },
      ends: { date: '2026-11-25', time: '15:30' },
      guests: 4,
      reservationType: 'FoodEstablishmentReservation',
    });
  });

  it('lets the guest cancel until 2 hours before the sitting, through the rooms’ cancel route', async () => {
    const { booking } = await (
      await book(table({ date: '2026-11-20', time: '14:00', menuId: null, partySize: 2 }))
    ).json();
    const ok = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
    expect(ok.status).toBe(200);
    const late = await (
      await book(table({ date: '2026-11-20', time: '13:30', menuId: null, partySize: 2 }))
    ).json();
    const refused = await t.call('DELETE', `/api/bookings/${late.booking.id}/cancel`, {
      headers: guest.headers,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'A table can be cancelled up to 2 hours before it is set. Please call the restaurant.',
    );
    const stranger = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect(
      (await t.call('PUT', `/api/bookings/${late.booking.id}/cancel`, { headers: stranger.headers })).status,
    ).toBe(404);
  });

  it('lists the guest’s tables with ?kind=table', async () => {
    const res = await t.call('GET', `/api/bookings/user/${guest.user.id}?kind=table`, {
      headers: guest.headers,
    });
    const { bookings } = await res.json();
    expect(bookings.length).toBeGreaterThan(3);
    expect(bookings.every((b: { userId: string }) => b.userId === guest.user.id)).toBe(true);
  });

  it('shows the note typed in Book a Table as the special requests of its details page, until the guest edits them', async () => {
    const made = await book(
      table({ date: '2026-11-27', time: '13:00', note: 'Window seat, one vegetarian' }),
    );
    expect(made.status).toBe(201);
    const { booking } = await made.json();
    const summary = async () =>
      (await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })).json();
    expect((await summary()).table).toMatchObject({
      note: 'Window seat, one vegetarian',
      specialRequests: 'Window seat, one vegetarian',
    });
    const cleared = await t.call('PUT', `/api/bookings/${booking.id}/special-requests`, {
      json: { specialRequests: '' },
      headers: guest.headers,
    });
    expect(cleared.status).toBe(200);
    expect((await summary()).table.specialRequests).toBe('');
  });
});

describe('the database as the last line', () => {
  const rejection = async (promise: Promise<unknown>) =>
    sqlState(
      await promise.then(
        () => null,
        (e) => e,
      ),
    );

  it('refuses two live bookings of one table at overlapping times, a pair sharing a table, not a lapsed one', async () => {
    const at = (
      time: string,
      firstTable: number,
      tableCount = 1,
      status: 'pending' | 'expired' = 'pending',
    ) =>
      createTableBooking(t.db, {
        userId: guest.user.id,
        date: '2027-02-10',
        time,
        firstTable,
        tableCount,
        partySize: 2,
        status,
      });
    await at('19:00', 14);
    expect(await rejection(at('20:00', 14))).toBe('23P01');
    expect(await rejection(at('19:30', 13, 2))).toBe('23P01');
    // 90 minutes from 19:00 end at 20:30: a sitting from 20:30 on the same table is fine.
    await at('20:30', 14);
    await at('19:00', 15);
    await at('19:30', 13, 1, 'expired');
    await at('19:30', 13);
  });
});
