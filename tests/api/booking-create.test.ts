import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomBooking } from '../../src/server/db/factories';
import { couponRedemptions, coupons, roomBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let asha: Awaited<ReturnType<typeof signedInGuest>>;
let rohan: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  asha = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  rohan = await signedInGuest(t.db, { name: 'Rohan Mehta' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const countBookings = async () => (await t.db.select().from(roomBookings)).length;
const book = (json: unknown, headers: Record<string, string> = asha.headers) =>
  t.call('POST', '/api/bookings/create', { json, headers });

async function availability(check_in_date: string, check_out_date: string, room_type = 'deluxe') {
  const res = await t.call('POST', '/api/bookings/availability', {
    json: { check_in_date, check_out_date, room_type },
  });
  return res.json();
}

describe('POST /api/bookings/availability', () => {
  it('lists free units of a type with id, roomNumber, type and price', async () => {
    const body = await availability('2026-12-01', '2026-12-03');
    expect(body.available).toBe(true);
    expect(body.rooms).toHaveLength(9);
    expect(body.rooms[0]).toMatchObject({
      roomNumber: '201',
      type: 'deluxe',
      price: 12_500,
      name: 'Deluxe King Room',
      // The form offers it in these words, so the page carries no money or tax code.
      label: 'Room 201 · Deluxe King Room · ₹12,500 / night + 18% GST',
    });
  });

  it('answers the same on /bookings/check-availability, and all types for "all"', async () => {
    const res = await t.call('POST', '/api/bookings/check-availability', {
      json: { check_in_date: '2026-12-01', check_out_date: '2026-12-03', room_type: 'all' },
    });
    expect((await res.json()).rooms).toHaveLength(24);
  });

  it('refuses past arrivals, reversed stays, over-long stays and far-off dates with the rule', async () => {
    const cases: [string, string, string][] = [
      ['2026-11-19', '2026-11-21', 'Arrival must be today or later.'],
      ['2026-12-05', '2026-12-05', 'Departure must be after arrival.'],
      ['2026-12-01', '2027-01-01', 'A stay can be at most 30 nights.'],
      ['2027-11-21', '2027-11-22', 'Stays can be booked at most 365 days ahead.'],
    ];
    for (const [check_in_date, check_out_date, message] of cases) {
      const res = await t.call('POST', '/api/bookings/availability', {
        json: { check_in_date, check_out_date },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const typo = await t.call('POST', '/api/bookings/availability', {
      json: { check_in_date: '2026-12-01', check_out_date: '2026-12-02', room_type: 'palace' },
    });
    expect(typo.status).toBe(400);
    expect((await typo.json()).fields).toHaveProperty(['room_type']);
  });
});

describe('POST /api/bookings/create, the reservation form payload', () => {
  it('books the chosen unit, prices it on the server and holds it for 15 minutes', async () => {
    const { rooms } = await availability('2026-12-10', '2026-12-13');
    const unit = rooms[0];
    const res = await book({
      user_id: asha.user.id,
      room_id: unit.id,
      check_in_date: '2026-12-10',
      check_out_date: '2026-12-13',
      num_guests: 2,
      offer_code: null,
      total_amount: 1,
    });
    expect(res.status).toBe(201);
    const { booking } = await res.json();
    expect(booking).toMatchObject({
      status: 'pending',
      nights: 3,
      numGuests: 2,
      room: { roomNumber: '201' },
      // The Deluxe King's high season (decision 149): ₹15,000 on Thursday, ₹17,500 on Friday and Saturday.
      pricePerNightPaise: 1_500_000,
      subtotalPaise: 5_000_000,
      discountPaise: 0,
      // 18% GST on each night: the amount charged (decision 099).
      totalPaise: 5_900_000,
      total: 59_000,
      charge: { taxablePaise: 5_000_000, cgstPaise: 450_000, sgstPaise: 450_000, totalPaise: 5_900_000 },
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-13',
      userId: asha.user.id,
    });
    expect(booking.bookingCode).toMatch(/^PAL-[A-Z0-9]{6}$/);
    expect(booking.holdExpiresAt).toBe(new Date(HOTEL_NOON.getTime() + 15 * 60_000).toISOString());
    // The guest's words for it come from the server (issue 42): the hotel's clock (12:00 + 15 minutes in
    // Udaipur), the dates written out, and the page that books the same stay again.
    expect(booking.display).toEqual({
      checkIn: '10 Dec 2026',
      checkOut: '13 Dec 2026',
      headline: 'Your room is held until 12:15: pay to confirm',
      note: 'Your booking is not confirmed until it is paid.',
      next: 'pay',
      againHref: '/room-booking?checkIn=2026-12-10&checkOut=2026-12-13&guests=2',
    });
    const after = await availability('2026-12-12', '2026-12-14');
    expect(after.rooms.map((r: { roomNumber: string }) => r.roomNumber)).not.toContain('201');
  });

  it('takes a valid discount code off the server price', async () => {
    const { rooms } = await availability('2026-12-10', '2026-12-12', 'standard');
    const res = await book({
      room_id: rooms[0].id,
      check_in_date: '2026-12-10',
      check_out_date: '2026-12-12',
      num_guests: 2,
      offer_code: 'palace10',
      code_type: 'promo',
    });
    expect(res.status).toBe(201);
    expect((await res.json()).booking).toMatchObject({
      // The Heritage Room's high-season Thursday and Friday, ₹8,000 and ₹8,300.
      subtotalPaise: 1_630_000,
      discountPaise: 163_000,
      // ₹7,200 and ₹7,470 after the code: both at 5% GST, ₹7,560 and ₹7,843.50.
      totalPaise: 1_540_350,
      offerCode: 'PALACE10',
    });
  });

  it('books several rooms of the type in one go, all or none', async () => {
    const { rooms } = await availability('2026-12-20', '2026-12-22', 'suite');
    const maharaja = rooms.find((r: { name: string }) => r.name === 'Maharaja Suite');
    const res = await book({
      room_id: maharaja.id,
      check_in_date: '2026-12-20',
      check_out_date: '2026-12-22',
      num_guests: 7,
      num_rooms: 2,
      adults: 4,
      children: 3,
      offer_code: 'CORP12',
      code_type: 'group',
    });
    expect(res.status).toBe(201);
    const { booking, bookings } = await res.json();
    expect(bookings).toHaveLength(2);
    expect(new Set(bookings.map((b: { groupId: string }) => b.groupId)).size).toBe(1);
    expect(booking.groupId).not.toBeNull();
    const total = bookings.reduce((s: number, b: { totalPaise: number }) => s + b.totalPaise, 0);
    // Two high-season weeknights at ₹38,000 a room; the rooms take two adults and two children, and two adults and
    // one child (ages not given: the child rate), the children above the two in the price at ₹2,500 a night each:
    // ₹1,67,000. CORP12's 12% off, then 18% GST on each room night.
    expect(total).toBe(17_341_280);
    // The details page reads the stay as one: both rooms, the whole party, one total (issue 31, item 2).
    const details = await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: asha.headers });
    expect(await details.json()).toMatchObject({
      totalPaise: 17_341_280,
      room: { rooms: 2, numGuests: 7, roomNumbers: expect.arrayContaining([expect.any(String)]) },
    });

    const before = await countBookings();
    const tooMany = await book({
      room_id: maharaja.id,
      check_in_date: '2026-12-20',
      check_out_date: '2026-12-22',
      num_guests: 4,
      num_rooms: 4,
    });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).message).toBe('No rooms available for selected dates.');
    expect(await countBookings()).toBe(before);
  });

  it('refuses a unit already taken for those nights with the spec message', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    await createRoomBooking(t.db, {
      userId: rohan.user.id,
      roomId: king.id,
      roomUnitId: king.units[1]!.id,
      checkIn: '2027-01-05',
      nights: 2,
      status: 'confirmed',
    });
    const res = await book({
      room_id: king.units[1]!.id,
      check_in_date: '2027-01-06',
      check_out_date: '2027-01-08',
      num_guests: 1,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'ROOM_UNAVAILABLE',
      message: 'No rooms available for selected dates.',
    });
  });

  it('lets a stay start on the day another ends', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const res = await book({
      room_id: king.units[1]!.id,
      check_in_date: '2027-01-07',
      check_out_date: '2027-01-09',
      num_guests: 1,
    });
    expect(res.status).toBe(201);
  });

  it('refuses more guests than the room takes, bad counts and bad codes, creating nothing', async () => {
    const heritage = await demoRoom(t.db, 'heritage-room');
    const base = {
      room_id: heritage.units[5]!.id,
      check_in_date: '2027-02-01',
      check_out_date: '2027-02-02',
      num_guests: 2,
    };
    const before = await countBookings();
    const cases: [unknown, number, string | RegExp][] = [
      [{ ...base, num_guests: 3 }, 400, 'This room takes at most 2 guests.'],
      [{ ...base, num_rooms: 6 }, 400, 'Number of rooms must be at most 5.'],
      [{ ...base, adults: 5, num_guests: 5 }, 400, /^Adults must be at most \d+\.$/],
      [{ ...base, adults: 1, children: 4, num_guests: 5 }, 400, /^Children must be at most \d+\.$/],
      [{ ...base, adults: 1, children: 0 }, 400, 'Guests must equal adults plus children.'],
      [{ ...base, num_guests: 0 }, 400, 'At least one guest.'],
      [{ ...base, check_in_date: '2026-11-19' }, 400, 'Arrival must be today or later.'],
      [{ ...base, check_out_date: '2027-02-01' }, 400, 'Departure must be after arrival.'],
      [{ ...base, check_in_date: '01/02/2027' }, 400, 'Use a real date in YYYY-MM-DD form.'],
      [{ ...base, room_id: 'abc' }, 400, 'Not a valid room id.'],
      [{ ...base, room_id: crypto.randomUUID() }, 404, 'That room does not exist.'],
      [{ ...base, offer_code: 'NOPE' }, 400, 'Invalid discount code'],
      [{ ...base, offer_code: 'SUMMER23' }, 400, 'This discount code has expired.'],
      [{ ...base, offer_code: 'GROUP20', code_type: 'promo' }, 400, 'Invalid discount code'],
      [{ ...base, coupon_code: 'FEAST500' }, 400, 'This coupon does not apply to room bookings.'],
      [{ ...base, user_id: rohan.user.id }, 403, 'You can only book for yourself.'],
    ];
    for (const [json, status, message] of cases) {
      const res = await book(json);
      const body = await res.json();
      expect([res.status, body.message], JSON.stringify(json)).toEqual([
        status,
        expect.stringMatching(message),
      ]);
    }
    expect(await countBookings()).toBe(before);
  });

  it('refuses mass assignment of price or status, creating nothing', async () => {
    const heritage = await demoRoom(t.db, 'heritage-room');
    const base = {
      room_id: heritage.units[4]!.id,
      check_in_date: '2027-02-01',
      check_out_date: '2027-02-02',
      num_guests: 2,
    };
    const before = await countBookings();
    for (const extra of [
      { status: 'confirmed' },
      { total_paise: 1 },
      { price_per_night_paise: 100 },
      { discount_paise: 999_999 },
    ]) {
      const res = await book({ ...base, ...extra });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^This form does not take /);
    }
    const camel = await book({
      roomId: heritage.id,
      checkInDate: '2027-02-01',
      checkOutDate: '2027-02-02',
      numGuests: 1,
      status: 'confirmed',
    });
    expect(camel.status).toBe(400);
    expect(await countBookings()).toBe(before);
  });

  it('refuses a caller without a token or with a dead one', async () => {
    const body = {
      room_id: crypto.randomUUID(),
      check_in_date: '2027-02-01',
      check_out_date: '2027-02-02',
      num_guests: 1,
    };
    const none = await t.call('POST', '/api/bookings/create', { json: body });
    expect(none.status).toBe(401);
    const forged = await t.call('POST', '/api/bookings/create', {
      json: body,
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('POST /api/bookings/create, the payment page payload', () => {
  it('picks a free unit of the listing and answers data.id', async () => {
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    const res = await book({
      userId: asha.user.id,
      roomId: rani.id,
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-04',
      numGuests: 2,
      specialRequests: 'Jasmine at turndown, please.',
      name: 'Rani Mahal Suite',
      image: '/whatever.jpg',
      description: 'ignored',
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({
      id: expect.any(String),
      roomId: rani.id,
      // Three high-season weeknights at ₹45,000, each with 18% GST.
      totalPaise: 5_310_000 * 3,
      specialRequests: 'Jasmine at turndown, please.',
      status: 'pending',
    });
    expect(['311', '312']).toContain(data.room.roomNumber);
  });

  it('moves on to the next free unit and then says none are left', async () => {
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    const json = { roomId: rani.id, checkInDate: '2027-03-02', checkOutDate: '2027-03-03', numGuests: 1 };
    const second = await book(json, rohan.headers);
    expect(second.status).toBe(201);
    // A third guest: Rohan's same request again would answer the stay he holds (decision 092).
    const meera = await signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
    const third = await book(json, meera.headers);
    expect(third.status).toBe(409);
    expect((await third.json()).message).toBe('No rooms available for selected dates.');
  });

  it('applies a coupon, records its use and refuses a second use by the same guest', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const json = {
      roomId: king.id,
      checkInDate: '2027-04-01',
      checkOutDate: '2027-04-03',
      numGuests: 2,
      couponCode: 'WELCOME10',
    };
    const res = await book(json);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    // April is between the seasons, at the listing's own prices: Thursday ₹12,500 and Friday ₹14,000. 10% of
    // ₹26,500 is ₹2,650, capped at ₹1,500.
    expect(data).toMatchObject({
      subtotalPaise: 2_650_000,
      discountPaise: 150_000,
      // ₹25,000 after the coupon, with 18% GST.
      totalPaise: 2_950_000,
      couponCode: 'WELCOME10',
    });
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome!.usedCount).toBe(1);
    const uses = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, welcome!.id));
    expect(uses).toMatchObject([{ userId: asha.user.id, bookingId: data.id, discountPaise: 150_000 }]);

    const again = await book({ ...json, checkInDate: '2027-04-10', checkOutDate: '2027-04-12' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('You have already used this coupon.');
  });

  it('says when a coupon has expired or is used up', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const json = { roomId: king.id, checkInDate: '2027-05-01', checkOutDate: '2027-05-03', numGuests: 2 };
    const expired = await book({ ...json, couponCode: 'MONSOON24' });
    expect((await expired.json()).message).toBe('This coupon has expired.');
    await t.db.update(coupons).set({ usageLimit: 3, usedCount: 3 }).where(eq(coupons.code, 'ROYALSTAY'));
    const usedUp = await book({ ...json, couponCode: 'ROYALSTAY' });
    expect(usedUp.status).toBe(400);
    expect((await usedUp.json()).message).toBe('This coupon has been fully used.');
  });

  it('returns the first answer to a retry with the same Idempotency-Key and books once', async () => {
    const courtyard = await demoRoom(t.db, 'courtyard-twin');
    const json = {
      roomId: courtyard.id,
      checkInDate: '2027-06-01',
      checkOutDate: '2027-06-02',
      numGuests: 1,
    };
    const headers = { ...asha.headers, 'idempotency-key': 'retry-me-1' };
    const before = await countBookings();
    const first = await book(json, headers);
    const second = await book(json, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await second.json()).data.id).toBe((await first.json()).data.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await countBookings()).toBe(before + 1);
    // Another guest's key of the same name is theirs alone.
    const other = await book(json, { ...rohan.headers, 'idempotency-key': 'retry-me-1' });
    expect(other.status).toBe(201);
    expect(await countBookings()).toBe(before + 2);
  });

  it('refuses a body that is neither payload', async () => {
    const res = await book({ hello: 'palace' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['room_id']);
  });
});
