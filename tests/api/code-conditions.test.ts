import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatHotelDate as formatted } from '../../src/lib/dates';
import { createCoupon } from '../../src/server/db/factories';
import { menuItems, roomBookings, tableBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

// Issue 31, item 3: a code's conditions (minimum rooms, minimum nights, kinds, dates) hold on every path (the
// code checks, the quote, every create payload), and the refusal says the condition.

let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let listings: { id: string; name: string; roomType: string }[];
let galouti: string;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  guest = await signedInGuest(t.db, {}, HOTEL_NOON);
  listings = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
  galouti = (await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab')))[0]!.id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const ONE_ROOM = 'GROUP20 is for bookings of 5 rooms or more; this one has 1 room.';
const checkIn = addDays(TODAY, 30);
const roomRows = async () => (await t.db.select({ n: count() }).from(roomBookings))[0]!.n;
const call = (path: string, json: unknown) => t.call('POST', path, { json, headers: guest.headers });

async function freeUnit(roomType: string, nights = 2) {
  const free = await (
    await call('/api/bookings/availability', {
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, nights),
      room_type: roomType,
    })
  ).json();
  return free.rooms[0].id as string;
}

describe('GROUP20, "groups of five rooms or more"', () => {
  it('is refused for one room by the code check, the quote and both create payloads, naming the condition', async () => {
    const check = await call('/api/bookings/validate-code', {
      code: 'GROUP20',
      codeType: 'group',
      num_rooms: 1,
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, 2),
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ valid: false, discount_percent: 0, message: ONE_ROOM });

    const reservation = {
      room_id: await freeUnit('suite'),
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, 2),
      num_guests: 2,
      num_rooms: 1,
      offer_code: 'GROUP20',
      code_type: 'group',
    };
    const payment = {
      roomId: listings.find((l) => l.roomType === 'suite')!.id,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 2),
      numGuests: 2,
      offerCode: 'GROUP20',
      codeType: 'group',
    };
    const before = await roomRows();
    for (const json of [reservation, payment]) {
      const quoted = await call('/api/quotes/room', json);
      expect(quoted.status).toBe(400);
      expect((await quoted.json()).message).toBe(ONE_ROOM);
      const booked = await call('/api/bookings/create', json);
      expect(booked.status).toBe(400);
      expect(await booked.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', message: ONE_ROOM });
    }
    expect(await roomRows()).toBe(before);
  });

  it('still answers valid to a check that sends no room count (the spec’s client), and comes off five rooms', async () => {
    const bare = await (
      await call('/api/bookings/validate-code', { code: 'GROUP20', codeType: 'group' })
    ).json();
    expect(bare).toMatchObject({ valid: true, discount_percent: 20 });
    const five = await (
      await call('/api/bookings/validate-code', { code: 'GROUP20', codeType: 'group', num_rooms: '5' })
    ).json();
    expect(five).toMatchObject({ valid: true, discount_percent: 20 });

    const quote = await call('/api/quotes/room', {
      room_id: await freeUnit('standard'),
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, 2),
      num_guests: 5,
      num_rooms: 5,
      offer_code: 'GROUP20',
      code_type: 'group',
    });
    expect(quote.status).toBe(200);
    const body = await quote.json();
    expect(body.discounts).toEqual([
      { label: 'Group code GROUP20 (20%)', code: 'GROUP20', amountPaise: body.subtotalPaise / 5 },
    ]);
  });
});

describe('a coupon with a minimum of nights and a window of dates', () => {
  it('is refused for a shorter stay or other dates on apply-coupon, the quote and the booking, and said so', async () => {
    await createCoupon(t.db, {
      validFrom: new Date('2026-01-01'),
      code: 'LONGSTAY',
      minNights: 3,
      datesFrom: addDays(TODAY, 10),
      datesUntil: addDays(TODAY, 60),
      appliesTo: ['rooms'],
    });
    const tooShort = 'LONGSTAY is for stays of 3 nights or more; this one is 2 nights.';
    const asked = await (
      await call('/api/coupons/apply-coupon', {
        code: 'LONGSTAY',
        amount: 20_000,
        scope: 'rooms',
        check_in_date: checkIn,
        check_out_date: addDays(checkIn, 2),
      })
    ).json();
    expect(asked).toEqual({ valid: false, discount: 0, finalAmount: 20_000, message: tooShort });

    const stay = {
      room_id: await freeUnit('deluxe'),
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, 2),
      num_guests: 1,
      coupon_code: 'LONGSTAY',
    };
    const quoted = await call('/api/quotes/room', stay);
    expect(quoted.status).toBe(400);
    expect((await quoted.json()).message).toBe(tooShort);
    const booked = await call('/api/bookings/create', stay);
    expect(booked.status).toBe(400);
    expect((await booked.json()).message).toBe(tooShort);

    const late = addDays(TODAY, 90);
    const outside = await call('/api/quotes/room', {
      ...stay,
      check_in_date: late,
      check_out_date: addDays(late, 4),
      room_id: listings.find((l) => l.roomType === 'deluxe')!.id,
    });
    expect(outside.status).toBe(400);
    expect((await outside.json()).message).toBe(
      `LONGSTAY is for dates from ${formatted(addDays(TODAY, 10))} to ${formatted(addDays(TODAY, 60))}; this booking starts on ${formatted(late)}.`,
    );

    const fits = await call('/api/quotes/room', { ...stay, check_out_date: addDays(checkIn, 3) });
    expect(fits.status).toBe(200);
    expect((await fits.json()).discounts).toEqual([expect.objectContaining({ code: 'LONGSTAY' })]);
  });

  it('is judged on the booking apply-coupon names, whatever the page sends', async () => {
    const short = await (
      await call('/api/bookings/create', {
        room_id: await freeUnit('standard', 1),
        check_in_date: checkIn,
        check_out_date: addDays(checkIn, 1),
        num_guests: 1,
      })
    ).json();
    const asked = await (
      await call('/api/coupons/apply-coupon', {
        code: 'LONGSTAY',
        amount: 8_000,
        booking_id: short.booking.id,
        check_in_date: checkIn,
        check_out_date: addDays(checkIn, 5),
      })
    ).json();
    expect(asked).toMatchObject({
      valid: false,
      message: 'LONGSTAY is for stays of 3 nights or more; this one is 1 night.',
    });
  });
});

describe('a coupon whose condition only a stay can meet', () => {
  it('is refused on a table with the condition, and nothing is booked', async () => {
    await createCoupon(t.db, {
      validFrom: new Date('2026-01-01'),
      code: 'SUITEGROUP',
      minRooms: 2,
      appliesTo: ['rooms', 'dining'],
    });
    const before = (await t.db.select({ n: count() }).from(tableBookings))[0]!.n;
    const res = await call('/api/bookings/create', {
      date: '2026-11-25',
      time: '19:30',
      partySize: 4,
      name: 'Asha Verma',
      phone: '98123 45678',
      menuId: galouti,
      couponCode: 'SUITEGROUP',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('SUITEGROUP is for room stays of 2 rooms or more.');
    expect((await t.db.select({ n: count() }).from(tableBookings))[0]!.n).toBe(before);
  });
});

describe('the admin sets a coupon’s conditions', () => {
  it('stores and shows minimum rooms and nights and the dates, and refuses nonsense naming the field', async () => {
    const admin = await signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON);
    const created = await t.call('POST', '/api/coupons/create-coupon', {
      headers: admin.headers,
      json: {
        code: 'FAMILY3',
        discountType: 'percent',
        discountValue: 10,
        minRooms: 3,
        minNights: 2,
        datesFrom: '2026-12-01',
        datesUntil: '2027-01-31',
      },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).coupon).toMatchObject({
      minRooms: 3,
      minNights: 2,
      datesFrom: '2026-12-01',
      datesUntil: '2027-01-31',
    });
    const bad = await t.call('POST', '/api/coupons/create-coupon', {
      headers: admin.headers,
      json: { code: 'FAMILY4', discountType: 'percent', discountValue: 10, minRooms: 0 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ minRooms: 'Rooms must be at least one.' });
  });
});
