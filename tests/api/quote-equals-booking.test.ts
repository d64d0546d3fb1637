import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let listings: { id: string; roomType: string }[];
beforeAll(async () => {
  t = await seededHotel();
  listings = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const codes = [
  null,
  ['PALACE10', 'promo'],
  ['FESTIVE15', 'promo'],
  ['GROUP20', 'group'],
  ['SUMMER23', 'promo'],
] as const;
const coupons = [null, 'WELCOME10', 'ROYALSTAY', 'FEAST500', 'MONSOON24'] as const;

/** A stay a guest might ask for: either payload, any listing, dates, rooms, a discount code and a coupon. */
const stayAsked = fc.record({
  form: fc.constantFrom('reservation', 'payment'),
  listing: fc.nat({ max: 5 }),
  unit: fc.nat({ max: 8 }),
  daysAhead: fc.integer({ min: 1, max: 300 }),
  nights: fc.integer({ min: 1, max: 10 }),
  rooms: fc.integer({ min: 1, max: 4 }),
  code: fc.constantFrom(...codes),
  coupon: fc.constantFrom(...coupons),
});

type Asked = typeof stayAsked extends fc.Arbitrary<infer A> ? A : never;

/** The body the island sends to /quotes/room and then, unchanged, to /bookings/create. */
async function bodyFor(asked: Asked) {
  const listing = listings[asked.listing % listings.length]!;
  const checkIn = addDays(TODAY, asked.daysAhead);
  const checkOut = addDays(checkIn, asked.nights);
  const [code, codeType] = asked.code ?? [null, null];
  if (asked.form === 'payment') {
    return {
      roomId: listing.id,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      numGuests: 1,
      numRooms: Math.min(asked.rooms, 2),
      offerCode: code,
      codeType,
      couponCode: asked.coupon,
    };
  }
  const free = await (
    await t.call('POST', '/api/bookings/availability', {
      json: { check_in_date: checkIn, check_out_date: checkOut, room_type: listing.roomType },
    })
  ).json();
  const unit = free.rooms[asked.unit % Math.max(free.rooms.length, 1)];
  return {
    room_id: unit?.id ?? listing.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: asked.rooms,
    num_rooms: asked.rooms,
    offer_code: code,
    code_type: codeType,
    coupon_code: asked.coupon,
  };
}

describe('the price a guest is shown is the price they are charged', () => {
  it('quotes exactly what a booking then carries, or refuses both with the same reason', async () => {
    const outcomes = { booked: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(stayAsked, async (asked) => {
        const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
        const json = await bodyFor(asked);
        const quoted = await t.call('POST', '/api/quotes/room', { json, headers: guest.headers });
        const booked = await t.call('POST', '/api/bookings/create', { json, headers: guest.headers });
        const quote = await quoted.json();
        const answer = await booked.json();
        if (quoted.status !== 200) {
          outcomes.refused += 1;
          expect(booked.status).toBe(quoted.status);
          expect(answer.message).toBe(quote.message);
          return;
        }
        expect(booked.status).toBe(201);
        outcomes.booked += 1;
        const bookings = answer.bookings ?? answer.data.bookings;
        const charged = bookings.reduce((sum: number, b: { totalPaise: number }) => sum + b.totalPaise, 0);
        expect(charged).toBe(quote.totalPaise);
        const first = bookings[0];
        const summary = await (
          await t.call('GET', `/api/payments/booking/${first.id}`, { headers: guest.headers })
        ).json();
        expect(summary.totalPaise).toBe(quote.totalPaise);
        expect(summary.bill.totalPaise).toBe(quote.totalPaise);
        expect(quote.lines).toHaveLength(bookings.length);
        // The amount charged is the taxable value with its GST, one line per room per night, adding up (decision 099).
        expect(quote.gst.taxablePaise).toBe(quote.taxablePaise);
        expect(quote.taxablePaise).toBe(quote.subtotalPaise - quote.discountPaise);
        expect(quote.gst.lines).toHaveLength(bookings.length * asked.nights);
        expect(quote.gst.totalWithTaxPaise).toBe(quote.totalPaise);
        expect(quote.totalPaise).toBe(quote.taxablePaise + quote.cgstPaise + quote.sgstPaise);
        expect(summary.bill).toMatchObject({
          taxablePaise: quote.taxablePaise,
          cgstPaise: quote.cgstPaise,
          sgstPaise: quote.sgstPaise,
          taxes: quote.taxes,
        });
        // Free the rooms and the coupon for the next run.
        const cancelled = await t.call('PUT', `/api/bookings/${first.id}/cancel`, { headers: guest.headers });
        expect(cancelled.status).toBe(200);
      }),
      { numRuns: 60, seed: 20261123 },
    );
    // Both sides of the property were exercised: stays booked (codes and coupons among them) and refusals.
    expect(outcomes.booked).toBeGreaterThan(15);
    expect(outcomes.refused).toBeGreaterThan(5);
  }, 300_000);

  it('checks the dates of a quote as a booking does: the same 400 naming the field for both', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const stay = (checkInDate: string, checkOutDate: string) => ({
      roomId: listings[0]!.id,
      checkInDate,
      checkOutDate,
      numGuests: 1,
    });
    for (const json of [
      stay(addDays(TODAY, -1), addDays(TODAY, 1)),
      stay(addDays(TODAY, 5), addDays(TODAY, 3)),
      stay(addDays(TODAY, 5), addDays(TODAY, 60)),
    ]) {
      const quoted = await t.call('POST', '/api/quotes/room', { json });
      const booked = await t.call('POST', '/api/bookings/create', { json, headers: guest.headers });
      expect(quoted.status).toBe(400);
      expect(booked.status).toBe(400);
      const { message, fields } = await quoted.json();
      expect(Object.keys(fields)).toEqual([expect.stringMatching(/^check_(in|out)_date$/)]);
      expect(await booked.json()).toMatchObject({ message, fields });
    }
  });

  it('prices rooms of one type at their own rates when a party takes more than one listing offers', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const twin = listings.find((l) => l.roomType === 'standard' && l.id !== listings[0]!.id)!;
    // A Monday of April, between the demo's seasons (decision 149): each listing at its own weeknight price.
    const checkIn = '2027-04-05';
    const free = await (
      await t.call('POST', '/api/bookings/availability', {
        json: { check_in_date: checkIn, check_out_date: addDays(checkIn, 2), room_type: 'standard' },
      })
    ).json();
    // Four Courtyard Twins at ₹8,200 and six Heritage rooms at ₹7,500: five rooms from a Twin take all four
    // Twins and one Heritage room (the old browser sum said 5 × ₹8,200 × 2 nights = ₹82,000).
    const aTwin = free.rooms.find((r: { roomId: string }) => r.roomId === twin.id);
    const json = {
      room_id: aTwin.id,
      check_in_date: checkIn,
      check_out_date: addDays(checkIn, 2),
      num_guests: 5,
      num_rooms: 5,
      offer_code: 'GROUP20',
      code_type: 'group',
    };
    const quote = await (await t.call('POST', '/api/quotes/room', { json, headers: guest.headers })).json();
    const booked = await (
      await t.call('POST', '/api/bookings/create', { json, headers: guest.headers })
    ).json();
    const charged = booked.bookings.reduce((sum: number, b: { totalPaise: number }) => sum + b.totalPaise, 0);
    expect(quote.subtotalPaise).toBe(2 * (4 * 820_000 + 750_000));
    expect(quote.lines.map((l: { detail: string }) => l.detail)).toEqual([
      ...Array(4).fill('₹8,200 × 2 nights'),
      '₹7,500 × 2 nights',
    ]);
    expect(charged).toBe(quote.totalPaise);
    expect(quote.discounts).toEqual([
      { label: 'Group code GROUP20 (20%)', code: 'GROUP20', amountPaise: quote.subtotalPaise / 5 },
    ]);
  });
});
