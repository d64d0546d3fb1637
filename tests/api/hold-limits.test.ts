import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { hallBookings, halls } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let listingId: string;
beforeAll(async () => {
  // The default settings: 3 unpaid bookings per guest, 20 booking attempts a guest and 60 an address an hour.
  t = await seededHotel();
  listingId = (await demoRoom(t.db, 'heritage-room')).id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const stay = (daysAhead: number, nights = 1, numRooms = 1) => ({
  roomId: listingId,
  checkInDate: addDays(TODAY, daysAhead),
  checkOutDate: addDays(TODAY, daysAhead + nights),
  numGuests: 1,
  numRooms,
});
const book = (json: object, headers: Record<string, string>) =>
  t.call('POST', '/api/bookings/create', { json, headers });

describe('one guest cannot hold the hotel', () => {
  it('refuses a fourth unpaid booking with the reason, and takes it once one is cancelled', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const held = [];
    for (const day of [10, 12, 14]) {
      const res = await book(stay(day), guest.headers);
      expect(res.status).toBe(201);
      held.push((await res.json()).data.id);
    }
    const fourth = await book(stay(16), guest.headers);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      message:
        'You already have 3 bookings waiting for payment. Pay for one, or cancel one, before booking again.',
    });
    const mine = await (
      await t.call('GET', `/api/bookings/user/${guest.user.id}`, { headers: guest.headers })
    ).json();
    expect(mine.count).toBe(3);

    expect((await t.call('PUT', `/api/bookings/${held[0]}/cancel`, { headers: guest.headers })).status).toBe(
      200,
    );
    expect((await book(stay(16), guest.headers)).status).toBe(201);
  });

  it('counts rooms booked together as one booking, and frees the place when a hold lapses', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect((await book(stay(20, 1, 3), guest.headers)).status).toBe(201);
    expect((await book(stay(22), guest.headers)).status).toBe(201);
    expect((await book(stay(24), guest.headers)).status).toBe(201);
    expect((await book(stay(26), guest.headers)).status).toBe(429);
    t.advance(16);
    try {
      expect((await book(stay(26), guest.headers)).status).toBe(201);
    } finally {
      t.advance(-16);
    }
  });

  it('counts a hall request the hotel has not answered, and says it waits for the hotel, not for payment', async () => {
    const [hall] = await t.db.select({ id: halls.id }).from(halls).where(eq(halls.slug, 'chandra-mahal'));
    const hallRequest = (date: string) => ({
      hall_Id: hall?.id,
      date,
      timeSlot: 'Evening',
      eventType: 'Anniversary',
      guests: 100,
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.in',
      customerPhone: '+91 98123 45678',
    });
    const requestHall = (date: string, headers: Record<string, string>) =>
      t.call('POST', '/api/hallbookings/create-booking', { json: hallRequest(date), headers });

    const mixed = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect((await book(stay(50), mixed.headers)).status).toBe(201);
    expect((await book(stay(52), mixed.headers)).status).toBe(201);
    expect((await requestHall(addDays(TODAY, 54), mixed.headers)).status).toBe(201);
    const refused = await book(stay(56), mixed.headers);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "You already have 3 bookings on hold: 2 waiting for payment and 1 waiting for the hotel's answer. Pay for one, or cancel one, before booking again.",
    );

    const planner = await signedInGuest(t.db, {}, HOTEL_NOON);
    for (const day of [60, 61, 62])
      expect((await requestHall(addDays(TODAY, day), planner.headers)).status).toBe(201);
    const fourth = await requestHall(addDays(TODAY, 63), planner.headers);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe(
      "You already have 3 requests waiting for the hotel's answer. Cancel one before booking again, or pay for one once the hotel confirms it.",
    );
    expect(
      await t.db
        .select({ id: hallBookings.id })
        .from(hallBookings)
        .where(eq(hallBookings.userId, planner.user.id)),
    ).toHaveLength(3);
  });

  it('refuses more than 60 unpaid room-nights, naming the bound', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect((await book(stay(100, 25, 2), guest.headers)).status).toBe(201);
    const over = await book(stay(140, 11), guest.headers);
    expect(over.status).toBe(429);
    expect((await over.json()).message).toBe(
      'Unpaid bookings can hold at most 60 room-nights at a time. Pay for a booking first, or call us for a larger stay.',
    );
    expect((await book(stay(140, 10), guest.headers)).status).toBe(201);
  });
});

describe('booking attempts are limited per hour', () => {
  it('refuses a guest past 20 attempts an hour, counting refused attempts too', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    // Stays in the past are refused, but each attempt counts.
    for (let i = 0; i < 20; i++) expect((await book(stay(-1), guest.headers)).status).toBe(400);
    const res = await book(stay(30), guest.headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect((await res.json()).message).toBe(
      'You have made many bookings in the last hour. Please wait a little, or call us to book more.',
    );
  });

  it('refuses one address past 60 attempts an hour, whoever is signed in', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 4; i++) {
      const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
      for (let j = 0; j < 15; j++) await book(stay(-1), { ...guest.headers, ...address });
    }
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const res = await book(stay(40), { ...guest.headers, ...address });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(
      'Many bookings came from your connection in the last hour. Please try again later.',
    );
    // Another address is not held back.
    expect((await book(stay(40), { ...guest.headers, 'x-forwarded-for': '203.0.113.10' })).status).toBe(201);
  });
});

describe('the quote says the hold limit before the guest books (issue 31, item 12)', () => {
  it("answers a signed-in guest's hall quote with the refusal create would give, and nothing for a repeat", async () => {
    const [hall] = await t.db.select({ id: halls.id }).from(halls).where(eq(halls.slug, 'chandra-mahal'));
    const request = (date: string) => ({
      hall_Id: hall?.id,
      date,
      timeSlot: 'Morning',
      eventType: 'Seminar',
      guests: 80,
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.in',
      customerPhone: '+91 98123 45678',
    });
    const quote = async (json: object, headers: Record<string, string> = {}) => {
      const res = await t.call('POST', '/api/quotes/hall', { json, headers });
      expect(res.status).toBe(200);
      return res.json();
    };
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    expect(await quote(request(addDays(TODAY, 70)), guest.headers)).toMatchObject({ holdRefusal: null });
    for (const day of [10, 12, 14]) expect((await book(stay(day + 60), guest.headers)).status).toBe(201);

    const asked = await quote(request(addDays(TODAY, 70)), guest.headers);
    expect(asked.holdRefusal).toBe(
      'You already have 3 bookings waiting for payment. Pay for one, or cancel one, before booking again.',
    );
    const refused = await t.call('POST', '/api/hallbookings/create-booking', {
      json: request(addDays(TODAY, 70)),
      headers: guest.headers,
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(asked.holdRefusal);
    // Signed out, a quote prices and says nothing of anyone's holds.
    expect(await quote(request(addDays(TODAY, 70)))).toMatchObject({ holdRefusal: null });
    // The same stay again answers the stay held (decision 092): its quote refuses nothing.
    const again = await t.call('POST', '/api/quotes/room', { json: stay(70), headers: guest.headers });
    expect((await again.json()).holdRefusal).toBeNull();
  });
});
