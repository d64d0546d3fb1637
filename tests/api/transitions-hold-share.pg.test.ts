import { and, eq, gt, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, roomBookings, roomUnits } from '../../src/server/db/schema';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import {
  fireAtOnce,
  guestWithEmail,
  hallBody,
  hotelAdmin,
  statusCounts,
  stayBody,
} from '../fixtures/transitions';

// PostgreSQL only: the share of the hotel one guest's unpaid holds may take, under bursts of requests at once.
// The rule (being built; these tests fail until it lands): a guest's live unpaid holds take at most a quarter
// of the room units in service on any night, and at most one hall on a date. The count cap on unpaid bookings
// and the hourly limits are raised here, so that only the share rule can be what refuses.
let t: Awaited<ReturnType<typeof seededHotel>>;
let pavilionId: string;
/** The most units one guest may hold unpaid on a night: a quarter of the units in service. */
let share: number;
beforeAll(async () => {
  t = await seededHotel({
    UNPAID_BOOKINGS_PER_GUEST: '1000',
    BOOKINGS_PER_GUEST_PER_HOUR: '1000',
    BOOKINGS_PER_ADDRESS_PER_HOUR: '1000',
  });
  expect(t.database.driver).toBe('postgres');
  // A listing large enough that a third booking of three of its rooms would still find them free: the share
  // rule, not a full listing, must be what stops it.
  const admin = await hotelAdmin(t, HOTEL_NOON);
  const res = await t.call('POST', '/api/createroom/rooms', {
    json: {
      name: 'Lake Pavilion',
      description: 'Nine garden rooms along the lake wall, each with a veranda.',
      roomType: 'deluxe',
      price: 15_000,
      maxGuests: 3,
      roomNumbers: ['401', '402', '403', '404', '405', '406', '407', '408', '409'],
    },
    headers: admin.headers,
  });
  expect(res.status).toBe(201);
  pavilionId = ((await res.json()) as { room: { id: string } }).room.id;
  const inService = await t.db.select().from(roomUnits).where(eq(roomUnits.inService, true));
  expect(inService).toHaveLength(24 + 9);
  share = Math.floor(inService.length / 4);
  // Whole bookings of three rooms within the share: two (six units of eight), as on the demo hotel's 24 units.
  expect(Math.floor(share / 3)).toBe(2);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

/** The units a guest holds unpaid on the night of `night`. */
async function unitsHeldOn(userId: string, night: string): Promise<number> {
  const rows = await t.db
    .select()
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.userId, userId),
        eq(roomBookings.status, 'pending'),
        gt(roomBookings.holdExpiresAt, t.clock.at),
        lte(roomBookings.checkIn, night),
        gt(roomBookings.checkOut, night),
      ),
    );
  return rows.length;
}

const threeRooms = (roomId: string, checkIn: string, checkOut: string) =>
  stayBody(roomId, checkIn, checkOut, { numGuests: 3, numRooms: 3 });

describe('one guest asking 30 times at once for three rooms of one listing', () => {
  it('holds two of the bookings (six units); the other 28 hear TOO_MANY_HOLDS', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    // Thirty different stays, each over the nights of 24 and 25 December (the same request again would answer
    // the stay it holds: decision 092): arrivals 19-24 December, departures 26-30 December.
    const answers = await fireAtOnce(30, (i) => {
      const body = threeRooms(pavilionId, `2026-12-${19 + (i % 6)}`, `2026-12-${26 + Math.floor(i / 6)}`);
      return t.call('POST', '/api/bookings/create', { json: body, headers: guest.headers });
    });
    expect(statusCounts(answers)).toEqual({ 201: 2, 429: 28 });
    expect(new Set(answers.filter((a) => a.status === 429).map((a) => a.body.code))).toEqual(
      new Set(['TOO_MANY_HOLDS']),
    );
    expect(await unitsHeldOn(guest.user.id, '2026-12-24')).toBe(6);
    expect(await unitsHeldOn(guest.user.id, '2026-12-25')).toBe(6);
  });
});

describe('two guests asking 15 times each at once for three rooms, each on listings of their own', () => {
  it('lets each hold six units, though their listings have room for more', async () => {
    const pair = await Promise.all([0, 1].map(() => guestWithEmail(t, HOTEL_NOON)));
    const slugs = [
      ['heritage-room', 'deluxe-king-room', 'maharaja-suite'],
      ['courtyard-twin', 'zenana-deluxe'],
    ];
    const listings = await Promise.all(
      slugs.map(async (of) => Promise.all(of.map(async (slug) => (await demoRoom(t.db, slug)).id))),
    );
    listings[1]!.push(pavilionId);
    const answers = await fireAtOnce(30, (i) => {
      const mine = listings[i % 2]!;
      const body = threeRooms(mine[Math.floor(i / 2) % mine.length]!, '2027-01-14', '2027-01-15');
      return t.call('POST', '/api/bookings/create', { json: body, headers: pair[i % 2]!.headers });
    });
    // A guest's request that repeats a booking they hold answers that booking, 200 (decision 092).
    const idOf = (a: { body: Record<string, unknown> }) => (a.body.data as { id: string }).id;
    const held = answers.filter((a) => a.status === 201).map(idOf);
    for (const again of answers.filter((a) => a.status === 200)) expect(held).toContain(idOf(again));
    const refusals = new Set(answers.filter((a) => a.status >= 300).map((a) => `${a.status} ${a.body.code}`));
    for (const refusal of refusals) expect(['409 ROOM_UNAVAILABLE', '429 TOO_MANY_HOLDS']).toContain(refusal);
    const units = await Promise.all(pair.map((guest) => unitsHeldOn(guest.user.id, '2027-01-14')));
    expect(units).toEqual([6, 6]);
  });
});

describe('one guest asking for every hall on one date, 30 times at once', () => {
  it('holds exactly one hall that date; the others are refused as taken or TOO_MANY_HOLDS', async () => {
    const guest = await guestWithEmail(t, HOTEL_NOON);
    const hallIds = (await t.db.select({ id: halls.id }).from(halls)).map((h) => h.id);
    expect(hallIds).toHaveLength(4);
    const answers = await fireAtOnce(30, (i) =>
      t.call('POST', '/api/hallbookings/create-booking', {
        json: hallBody(hallIds[i % hallIds.length]!, '2026-12-31', 50),
        headers: guest.headers,
      }),
    );
    const live = await t.db
      .select()
      .from(hallBookings)
      .where(
        and(
          eq(hallBookings.userId, guest.user.id),
          eq(hallBookings.status, 'pending'),
          lte(hallBookings.date, '2026-12-31'),
          gte(hallBookings.endDate, '2026-12-31'),
        ),
      );
    expect(live).toHaveLength(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // The same hall asked again answers the request held, 200 (decision 092).
    for (const again of answers.filter((a) => a.status === 200)) {
      expect((again.body.booking as { id: string }).id).toBe(live[0]!.id);
    }
    const refusals = new Set(answers.filter((a) => a.status >= 300).map((a) => `${a.status} ${a.body.code}`));
    for (const refusal of refusals) expect(['409 HALL_UNAVAILABLE', '429 TOO_MANY_HOLDS']).toContain(refusal);
  });
});
