import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaid } from '../../src/contracts/orders';
import {
  couponRedemptions,
  coupons,
  hallBookings,
  halls,
  notifications,
  users,
  walletTransactions,
} from '../../src/server/db/schema';
import { DEMO_EVENTS_DESK, seedDemoStaff } from '../../src/server/db/seed/staff';
import { halls as hallKind } from '../../src/server/services/bookings/halls';
import { hallBookingIdByCode, pendingHallRequests } from '../../src/server/services/bookings/halls/pending';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// The hotel's today is Friday 2026-11-20; the events below are in December.
const SATURDAY = '2026-12-19';
const HOUR = 60;

let t: Awaited<ReturnType<typeof seededHotel>>;
let hallId: Record<string, string>;
let asha: Awaited<ReturnType<typeof signedInGuest>>;
let ravi: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  const rows = await t.db.select().from(halls);
  hallId = Object.fromEntries(rows.map((h) => [h.slug, h.id]));
  asha = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  ravi = await signedInGuest(t.db, { name: 'Ravi Menon' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Events Desk', role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  hall_Id: hallId['chandra-mahal'],
  date: SATURDAY,
  timeSlot: 'Evening',
  eventType: 'Anniversary',
  guests: 150,
  price: '₹1',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.in',
  customerPhone: '+91 98123 45678',
  eventDetails: 'Silver jubilee dinner, live ghazal singer',
  ...overrides,
});
const create = (headers: Record<string, string>, body: unknown) =>
  t.call('POST', '/api/hallbookings/create-booking', { json: body, headers });
const rowCount = async () => (await t.db.select({ id: hallBookings.id }).from(hallBookings)).length;
const availability = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/halls/check-availability', { json: body });
  return { status: res.status, body: await res.json() };
};
const freeHalls = async (body: Record<string, unknown>) =>
  (await availability(body)).body.halls
    .filter((h: { available: boolean }) => h.available)
    .map((h: { slug: string }) => h.slug);

describe('the hall catalogue', () => {
  it('lists the four halls, smallest first, with the ₹ price, its paise, features and the slot table', async () => {
    const res = await t.call('GET', '/api/halls/gethalls');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.halls.map((h: { name: string }) => h.name)).toEqual([
      'Jharokha Boardroom',
      'Chandra Mahal Ballroom',
      'Sheesh Mahal Lawns',
      'Grand Durbar Banquet Hall',
    ]);
    expect(body.halls[3]).toMatchObject({
      price: '₹2,50,000',
      pricePaise: 25_000_000,
      capacity: 500,
      rating: 4.8,
      reviews: 156,
      location: 'Palace ground floor, north wing',
    });
    expect(body.halls[3].features).toContain('Crystal chandeliers');
    expect(body.slots.map((s: { label: string }) => s.label)).toContain('Evening (4 PM - 8 PM)');
  });

  it('reads one hall, and refuses a malformed or unknown id', async () => {
    expect((await t.call('GET', `/api/halls/${hallId['sheesh-mahal-lawns']}`)).status).toBe(200);
    expect((await t.call('GET', '/api/halls/not-an-id')).status).toBe(400);
    const missing = await t.call('GET', '/api/halls/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Hall not found.');
  });

  it('lets only staff add, change and withdraw a hall', async () => {
    const hall = {
      name: 'Rooftop Terrace',
      description: 'Open terrace over the lake.',
      price: 90_000,
      capacity: 120,
      location: 'Roof',
    };
    expect((await t.call('POST', '/api/halls', { json: hall })).status).toBe(401);
    expect((await t.call('POST', '/api/halls', { json: hall, headers: asha.headers })).status).toBe(403);
    const bad = await t.call('POST', '/api/halls', {
      json: { ...hall, capacity: 0 },
      headers: staff.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(['capacity']);
    const added = await t.call('POST', '/api/halls', { json: hall, headers: staff.headers });
    expect(added.status).toBe(201);
    const { hall: made } = await added.json();
    expect(made).toMatchObject({ price: '₹90,000', pricePaise: 9_000_000, capacity: 120 });
    const changed = await t.call('PUT', `/api/halls/${made.id}`, {
      json: { price: 95_000 },
      headers: staff.headers,
    });
    expect((await changed.json()).hall.price).toBe('₹95,000');
    expect((await t.call('PUT', `/api/halls/${made.id}`, { json: {}, headers: staff.headers })).status).toBe(
      400,
    );
    expect((await t.call('DELETE', `/api/halls/${made.id}`, { headers: asha.headers })).status).toBe(403);
    expect((await t.call('DELETE', `/api/halls/${made.id}`, { headers: staff.headers })).status).toBe(200);
    expect((await t.call('GET', `/api/halls/${made.id}`)).status).toBe(404);
  });
});

describe('check-availability', () => {
  it('finds the halls that seat 150 on a Saturday evening, within a capacity filter', async () => {
    expect(await freeHalls({ date: '2026-12-26', timeSlot: 'Evening', guests: 150 })).toEqual([
      'chandra-mahal',
      'sheesh-mahal-lawns',
      'grand-durbar-hall',
    ]);
    const { body } = await availability({
      date: '2026-12-26',
      timeSlot: 'Evening',
      guests: 150,
      capacity: '100-200',
    });
    expect(body.halls.map((h: { slug: string }) => h.slug)).toEqual(['chandra-mahal']);
  });

  it('reads the spec’s capacity labels and slot labels with hours, and says which slot it understood', async () => {
    const asked = (timeSlot: string, capacity?: string) =>
      availability({
        date: '2026-12-26',
        timeSlot,
        guests: 50,
        ...(capacity === undefined ? {} : { capacity }),
      });
    const boardroom = await asked('Morning (9 AM - 12 PM)', 'Less than 100');
    expect(boardroom.status).toBe(200);
    expect(boardroom.body.halls.map((h: { slug: string }) => h.slug)).toEqual(['jharokha-boardroom']);
    expect(boardroom.body.slot).toEqual({
      name: 'Morning',
      label: 'Morning (9 AM - 12 PM)',
      startHour: 9,
      endHour: 12,
    });
    const largest = await asked('Evening (6 PM - 9 PM)', '500+');
    expect(largest.status).toBe(200);
    expect(largest.body.halls.map((h: { slug: string }) => h.slug)).toEqual(['grand-durbar-hall']);
    // The spec §4 form's evening is 6 to 9 PM; the hotel's one slot table has Evening from 4 to 8 PM, and says so.
    expect(largest.body.slot).toMatchObject({ name: 'Evening', label: 'Evening (4 PM - 8 PM)' });
    expect((await asked('Full Day (9 AM - 12 AM)', '100-200')).body.slot.name).toBe('Full Day');
    expect((await asked('Evening', 'lt100')).status).toBe(200);
    const planner = await signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
    const made = await create(
      planner.headers,
      request({ date: '2027-04-17', timeSlot: 'Afternoon (1 PM - 4 PM)' }),
    );
    expect(made.status).toBe(201);
    expect((await made.json()).booking).toMatchObject({
      timeSlot: 'Afternoon',
      timeSlotLabel: 'Afternoon (12 PM - 4 PM)',
    });
  });

  it('says no hall fits when the party is larger than every hall', async () => {
    const { body } = await availability({ date: '2026-12-26', timeSlot: 'Night', guests: 900 });
    expect(body.available).toBe(false);
  });

  it.each([
    [{ timeSlot: 'Evening', guests: 50 }, 'date', /./],
    [{ date: '2026-12-26', guests: 50 }, 'timeSlot', /./],
    [{ date: '2026-12-26', timeSlot: 'Brunch', guests: 50 }, 'timeSlot', /^Choose Morning/],
    [{ date: '2026-11-19', timeSlot: 'Evening', guests: 50 }, 'date', /^Choose a date from today on/],
    [{ date: '2026-12-26', endDate: '2026-12-25', timeSlot: 'Evening', guests: 50 }, 'endDate', /./],
    [
      { date: '2026-12-26', endDate: '2027-01-10', timeSlot: 'Evening', guests: 50 },
      'endDate',
      /^An event can run at most 7 days/,
    ],
    [{ date: '2026-12-26', timeSlot: 'Evening', guests: 0 }, 'guests', /./],
    [{ date: '2026-12-26', timeSlot: 'Evening', guests: 50, capacity: 'huge' }, 'capacity', /./],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await availability(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.fields).toHaveProperty([field], res.body.message);
  });
});

describe('requesting a hall', () => {
  it('holds the hall 48 hours, prices it on the server, tells the hotel, and answers in the spec shape', async () => {
    const res = await create(asha.headers, request({ user_id: asha.user.id }));
    expect(res.status).toBe(201);
    const body = await res.json();
    // A request the hotel will answer, not a booking: the answer never says "confirmed" (decision 114).
    expect(body.message).toBe(
      'Request sent for Chandra Mahal Ballroom: the hotel will confirm or decline it within 48 hours. ' +
        'Nothing is charged until it confirms.',
    );
    expect(body.booking).toMatchObject({
      status: 'pending',
      hotelAnswer: 'awaiting',
      date: SATURDAY,
      timeSlot: 'Evening',
      timeSlotLabel: 'Evening (4 PM - 8 PM)',
      guests: 150,
      // ₹1,20,000 hire with 18% GST: the deposit charged once the hotel confirms (decision 099).
      totalPaise: 14_160_000,
      charge: {
        subtotalPaise: 12_000_000,
        taxablePaise: 12_000_000,
        cgstPaise: 1_080_000,
        totalPaise: 14_160_000,
      },
      payment_id: null,
      eventDetails: 'Silver jubilee dinner, live ghazal singer',
      Hall: { name: 'Chandra Mahal Ballroom', price: '₹1,20,000', location: 'First floor, east wing' },
    });
    expect(Date.parse(body.booking.holdExpiresAt)).toBe(HOTEL_NOON.getTime() + 48 * HOUR * 60_000);
    expect(body.booking.startsAt).toBe('2026-12-19T10:30:00.000Z');

    // The hotel's notice and the guest's SMS are in the outbox, written with the request itself.
    const owed = await t.db.select().from(notifications).where(eq(notifications.bookingId, body.booking.id));
    expect(owed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'hall_request_received',
          channel: 'email',
          audience: 'hotel',
          status: 'queued',
        }),
        expect.objectContaining({
          event: 'hall_request_received',
          channel: 'sms',
          audience: 'guest',
          recipient: asha.user.phone,
        }),
      ]),
    );

    const mine = await (
      await t.call('GET', `/api/hallbookings/${asha.user.id}`, { headers: asha.headers })
    ).json();
    expect(mine.bookings.map((b: { id: string }) => b.id)).toContain(body.booking.id);
    const byHall = await (
      await t.call('GET', `/api/bookings?hallId=${hallId['chandra-mahal']}`, { headers: asha.headers })
    ).json();
    expect(byHall.bookings.map((b: { id: string }) => b.id)).toEqual([body.booking.id]);
  });

  it('refuses the same hall for an overlapping time with a 409, and a Full Day that day too', async () => {
    const before = await rowCount();
    const taken = await create(ravi.headers, request({ customerName: 'Ravi Menon', timeSlot: 'Evening' }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe(
      'This hall is already booked for that time. Please choose another slot or date.',
    );
    expect((await create(ravi.headers, request({ timeSlot: 'Full Day' }))).status).toBe(409);
    expect(await rowCount()).toBe(before);
    expect(await freeHalls({ date: SATURDAY, timeSlot: 'Full Day', guests: 150 })).not.toContain(
      'chandra-mahal',
    );
    // The slot after it is free: one event may start as another ends.
    expect(
      (await create(ravi.headers, request({ timeSlot: 'Night', eventType: 'Birthday Party' }))).status,
    ).toBe(201);
  });

  it("refuses guests past the hall's capacity, naming it", async () => {
    const res = await create(asha.headers, request({ hall_Id: hallId['jharokha-boardroom'] }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Jharokha Boardroom seats up to 60 guests.');
  });

  it('gives the event form, which names no hall, the smallest free hall that seats its guests', async () => {
    const { hall_Id: _none, ...form } = request({ date: '2027-01-09', guests: 200, eventType: 'wedding' });
    const res = await create(asha.headers, form);
    expect(res.status).toBe(201);
    expect((await res.json()).booking).toMatchObject({
      eventType: 'Wedding Reception',
      Hall: { name: 'Sheesh Mahal Lawns' },
    });
  });

  it('holds a two-day wedding through the Sunday morning, so a seminar then is refused', async () => {
    const wedding = await create(
      asha.headers,
      request({
        hall_Id: hallId['grand-durbar-hall'],
        date: '2027-01-16',
        endDate: '2027-01-17',
        guests: 400,
        eventType: 'Wedding Reception',
      }),
    );
    expect(wedding.status).toBe(201);
    expect((await wedding.json()).booking).toMatchObject({ days: 2, totalPaise: 2 * 29_500_000 });
    const seminar = await create(
      ravi.headers,
      request({
        hall_Id: hallId['grand-durbar-hall'],
        date: '2027-01-17',
        timeSlot: 'Morning',
        guests: 80,
        eventType: 'Seminar',
      }),
    );
    expect(seminar.status).toBe(409);
  });

  it('prices a Full Day as two slots', async () => {
    const res = await create(
      asha.headers,
      request({
        hall_Id: hallId['jharokha-boardroom'],
        date: '2027-01-20',
        timeSlot: 'Full Day',
        guests: 40,
      }),
    );
    expect((await res.json()).booking.charge).toMatchObject({
      subtotalPaise: 2 * 4_500_000,
      totalPaise: 2 * 5_310_000,
    });
  });

  it('books only for the caller, and refuses bad input, creating nothing', async () => {
    const before = await rowCount();
    const forOther = await create(asha.headers, request({ user_id: ravi.user.id, date: '2027-02-01' }));
    expect(forOther.status).toBe(403);
    expect((await create({}, request({ date: '2027-02-01' }))).status).toBe(401);
    for (const [bad, field] of [
      [{ customerEmail: 'not-an-email' }, 'customerEmail'],
      [{ customerName: '' }, 'customerName'],
      [{ customerPhone: 'call me' }, 'customerPhone'],
      [{ guests: 0 }, 'guests'],
      [{ eventType: 'Rave' }, 'eventType'],
      [{ timeSlot: 'Brunch' }, 'timeSlot'],
      [{ date: '2026-11-19' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ hall_Id: 'durbar' }, 'hall_Id'],
      [{ status: 'confirmed' }, 'body'],
    ] as const) {
      const res = await create(asha.headers, request({ date: '2027-02-01', ...bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      if (field !== 'body') expect((await res.json()).fields).toHaveProperty([field]);
    }
    const unknownHall = await create(
      asha.headers,
      request({ date: '2027-02-01', hall_Id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownHall.status).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an event beyond the booking horizon stays have, in the same words, writing nothing', async () => {
    // The hotel's today is 2026-11-20: a year ahead is 2027-11-20 (decision 114).
    const before = {
      rows: await rowCount(),
      notices: (await t.db.select({ id: notifications.id }).from(notifications)).length,
    };
    for (const date of ['9999-12-31', '2027-11-21']) {
      const res = await create(asha.headers, request({ date }));
      expect(res.status, date).toBe(400);
      const body = await res.json();
      expect(body.message).toBe('Events can be booked at most 365 days ahead.');
      expect(body.fields).toEqual({ date: body.message });
      const search = await availability({ date, timeSlot: 'Evening', guests: 150 });
      expect(search.status, date).toBe(400);
      expect(search.body.message).toBe('Events can be booked at most 365 days ahead.');
    }
    expect(await rowCount()).toBe(before.rows);
    expect((await t.db.select({ id: notifications.id }).from(notifications)).length).toBe(before.notices);
    // The last day of the horizon is still taken.
    const last = await create(
      ravi.headers,
      request({ date: '2027-11-20', hall_Id: hallId['jharokha-boardroom'], guests: 20 }),
    );
    expect(last.status).toBe(201);
  });

  it('shows a guest only their own requests', async () => {
    expect((await t.call('GET', `/api/hallbookings/${ravi.user.id}`, { headers: asha.headers })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/hallbookings/${ravi.user.id}`)).status).toBe(401);
  });
});

describe("the hotel's answer, then the deposit", () => {
  const payFor = async (headers: Record<string, string>, bookingId: string) => {
    const created = await t.call('POST', '/api/payments/create', {
      json: { booking_id: bookingId },
      headers,
    });
    return created;
  };

  /** The events the guest has been sent an SMS about for a booking, from the notices outbox. */
  const guestTexts = async (id: string) =>
    (
      await t.db
        .select({ event: notifications.event })
        .from(notifications)
        .where(and(eq(notifications.bookingId, id), eq(notifications.channel, 'sms')))
    )
      .map((n) => n.event)
      .sort();

  it('takes no deposit before the hotel confirms; once it does, the guest pays and the booking is confirmed, with no coins', async () => {
    const made = await (await create(asha.headers, request({ date: '2027-02-06' }))).json();
    const early = await payFor(asha.headers, made.booking.id);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toMatch(/^The hotel has not confirmed this request yet/);

    const answer = (headers: Record<string, string>, status: string) =>
      t.call('PUT', `/api/hallbookings/${made.booking.id}/status`, { json: { status }, headers });
    expect((await answer(asha.headers, 'confirmed')).status).toBe(403);
    expect((await answer(staff.headers, 'maybe')).status).toBe(400);
    t.advance(6 * HOUR);
    const yes = await answer(staff.headers, 'confirmed');
    expect(yes.status).toBe(200);
    const confirmed = (await yes.json()).booking;
    expect(confirmed).toMatchObject({ status: 'pending', hotelAnswer: 'confirmed' });
    expect(Date.parse(confirmed.holdExpiresAt)).toBe(t.clock.at.getTime() + 48 * HOUR * 60_000);
    expect((await answer(staff.headers, 'declined')).status).toBe(409);
    expect(await guestTexts(made.booking.id)).toEqual(['hall_confirmed', 'hall_request_received']);

    const order = await payFor(asha.headers, made.booking.id);
    expect(order.status).toBe(200);
    const { order: o } = await order.json();
    expect(o.amount).toBe(14_160_000);
    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: o.id, outcome: 'success' } })
    ).json();
    expect(
      (await t.call('POST', '/api/payments/verify', { json: result, headers: asha.headers })).status,
    ).toBe(200);
    const after = await (
      await t.call('GET', `/api/bookings/${made.booking.id}`, { headers: asha.headers })
    ).json();
    expect(after.booking).toMatchObject({ status: 'confirmed', hotelAnswer: 'confirmed' });
    expect(after.booking.payment_id).toBeTruthy();
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.relatedBookingId, made.booking.id));
    expect(coins).toEqual([]);
    t.clock.at = HOTEL_NOON;
  });

  it('frees the hall when the hotel declines (also through PUT /bookings/{id}/status)', async () => {
    const made = await (await create(asha.headers, request({ date: '2027-02-13' }))).json();
    const no = await t.call('PUT', `/api/bookings/${made.booking.id}/status`, {
      json: { status: 'cancelled' },
      headers: staff.headers,
    });
    expect(no.status).toBe(200);
    expect((await no.json()).booking).toMatchObject({ status: 'cancelled', hotelAnswer: 'declined' });
    expect(await guestTexts(made.booking.id)).toEqual(['hall_declined', 'hall_request_received']);
    expect((await create(ravi.headers, request({ date: '2027-02-13' }))).status).toBe(201);
  });

  it('refuses a second confirmation through PUT /bookings/{id}/status: the deposit confirms the booking', async () => {
    const made = await (await create(asha.headers, request({ date: '2027-02-14' }))).json();
    const setConfirmed = () =>
      t.call('PUT', `/api/bookings/${made.booking.id}/status`, {
        json: { status: 'confirmed' },
        headers: staff.headers,
      });
    const yes = await setConfirmed();
    expect(yes.status).toBe(200);
    expect((await yes.json()).booking).toMatchObject({ status: 'pending', hotelAnswer: 'confirmed' });
    const again = await setConfirmed();
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'This request was already answered: it becomes a confirmed booking when the guest pays the deposit.',
    );
    const [row] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, made.booking.id));
    expect(row).toMatchObject({ status: 'pending', hotelAnswer: 'confirmed' });
  });

  it('takes a hall coupon off the hire through the same redeem as rooms and tables, and gives its use back on a decline', async () => {
    const durbar = { hall_Id: hallId['grand-durbar-hall'], guests: 300, eventType: 'Wedding' };
    const quote = await t.call('POST', '/api/quotes/hall', {
      json: request({ ...durbar, date: '2027-02-27', couponCode: 'shaadi25k' }),
      headers: ravi.headers,
    });
    expect(await quote.json()).toMatchObject({
      subtotalPaise: 25_000_000,
      discounts: [{ label: 'Coupon SHAADI25K', code: 'SHAADI25K', amountPaise: 2_500_000 }],
      // The coupon comes off the hire before GST; what is charged is the rest with 18% (decision 099).
      taxablePaise: 22_500_000,
      totalPaise: 26_550_000,
      gst: {
        placeOfSupply: '08-Rajasthan',
        lines: [{ sac: '997212', ratePercent: 18, grossPaise: 25_000_000, discountPaise: 2_500_000 }],
        taxablePaise: 22_500_000,
        cgstPaise: 2_025_000,
        sgstPaise: 2_025_000,
        totalWithTaxPaise: 26_550_000,
      },
    });
    const usedCount = async () =>
      (await t.db.select().from(coupons).where(eq(coupons.code, 'SHAADI25K')))[0]!.usedCount;
    const before = await usedCount();
    const made = await create(
      ravi.headers,
      request({ ...durbar, date: '2027-02-27', couponCode: 'SHAADI25K' }),
    );
    expect(made.status).toBe(201);
    const { booking } = await made.json();
    expect(booking).toMatchObject({
      totalPaise: 26_550_000,
      discountPaise: 2_500_000,
      couponCode: 'SHAADI25K',
    });
    expect(await usedCount()).toBe(before + 1);
    const uses = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, booking.id));
    expect(uses).toMatchObject([{ bookingKind: 'hall', discountPaise: 2_500_000 }]);

    const roomCoupon = await create(
      ravi.headers,
      request({ ...durbar, date: '2027-02-28', couponCode: 'ROYALSTAY' }),
    );
    expect(roomCoupon.status).toBe(400);
    expect((await roomCoupon.json()).message).toBe('This coupon does not apply to hall bookings.');

    const declined = await t.call('PUT', `/api/hallbookings/${booking.id}/status`, {
      json: { status: 'declined' },
      headers: staff.headers,
    });
    expect(declined.status).toBe(200);
    expect(await usedCount()).toBe(before);
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('frees the hall when a request lapses unanswered after 48 hours, and not before', async () => {
    const made = await (await create(asha.headers, request({ date: '2027-02-20' }))).json();
    t.advance(48 * HOUR - 1);
    expect((await create(ravi.headers, request({ date: '2027-02-20' }))).status).toBe(409);
    t.advance(1);
    expect((await create(ravi.headers, request({ date: '2027-02-20' }))).status).toBe(201);
    const lapsed = await (
      await t.call('GET', `/api/bookings/${made.booking.id}`, { headers: asha.headers })
    ).json();
    expect(lapsed.booking.status).toBe('expired');
    const late = await t.call('PUT', `/api/hallbookings/${made.booking.id}/status`, {
      json: { status: 'confirmed' },
      headers: staff.headers,
    });
    expect(late.status).toBe(409);
    t.clock.at = HOTEL_NOON;
  });
});

describe('what the hotel sees (npm run admin -- halls) and what other parts read', () => {
  it('lists live pending requests, saying whose move it is, soonest hold first', async () => {
    const made = await (await create(asha.headers, request({ date: '2027-03-06' }))).json();
    const pending = await pendingHallRequests(t.db, HOTEL_NOON);
    const mine = pending.find((p) => p.id === made.booking.id);
    expect(mine).toMatchObject({ hallName: 'Chandra Mahal Ballroom', waitingFor: 'hotel', guests: 150 });
    expect(await hallBookingIdByCode(t.db, made.booking.bookingCode.toLowerCase())).toBe(made.booking.id);
  });

  it("gives the bookings list each of a guest's hall bookings with its payment, and the facts for messages", async () => {
    const clock = {
      now: HOTEL_NOON,
      today: '2026-11-20',
      timeZone: 'Asia/Kolkata',
      imageUrl: (k: string) => `/images/${k}.jpg`,
    };
    const orders = await hallKind.orders(t.db, asha.user.id, clock);
    const ashas = await t.db.select().from(hallBookings).where(eq(hallBookings.userId, asha.user.id));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => ashas.some((b) => b.id === o.id && b.status === o.status))).toBe(true);
    // A request whose hold lapsed stays listed, as lapsed (issue 31, item 12).
    for (const lapsed of ashas.filter((b) => b.status === 'expired'))
      expect(orders.map((o) => o.id)).toContain(lapsed.id);
    const paid = orders.find((o) => isPaid(o.payment));
    expect(paid?.payment).toMatchObject({ amount: 1_41_600, transaction_id: expect.any(String) });
    const first = orders[0]!;
    const ref = (await hallKind.find(t.db, first.id))!;
    const notice = await hallKind.notice(t.db, ref, 'Asia/Kolkata');
    expect(notice).toMatchObject({ reservationType: 'EventReservation', detailsPage: '/booking-details' });
    expect(notice.title).toContain(first.kind === 'hall' ? first.hallBooking.Hall.name : '');
    // An event is over when its last slot ends: the list and the messages read the same instant.
    expect({ date: first.overOn, time: first.overAt }).toEqual(notice.ends);
  });

  it('adds the demo events desk once', async () => {
    expect(await seedDemoStaff(t.db)).toBe(true);
    expect(await seedDemoStaff(t.db)).toBe(false);
    const [desk] = await t.db.select().from(users).where(eq(users.phone, DEMO_EVENTS_DESK.phone));
    expect(desk).toMatchObject({ role: 'admin', name: 'Events Desk (demo)' });
  });
});
