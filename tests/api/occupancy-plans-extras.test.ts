import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import {
  bookingTaxLines,
  roomBookingExtras,
  roomBookings,
  roomMealPlans,
  rooms,
  stayExtras,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, decision 133: a room is priced for who stays in it (its base occupancy, extra adults and children by the
// hotel's age bands: 0-5 free, 6-11 the child rate), on the meal plan chosen, with extras before payment; every
// refusal says why in words and holds nothing; the booking keeps what it was sold at.
let t: TestApp;
let suite: Awaited<ReturnType<typeof createRoom>>;
let heritage: Awaited<ReturnType<typeof createRoom>>;
let transfer: string;
let yoga: string;
let retired: string;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  // ₹25,000 a night for two; up to three adults and two children, four in all; ₹3,500 an extra adult, ₹1,800 an
  // extra child; half board at ₹1,800 an adult and ₹900 a child.
  suite = await createRoom(
    t.db,
    {
      name: 'Family Suite',
      roomType: 'suite',
      pricePaise: 2_500_000,
      maxGuests: 4,
      baseOccupancy: 2,
      maxAdults: 3,
      maxChildren: 2,
      extraAdultPaise: 350_000,
      extraChildPaise: 180_000,
    },
    12,
  );
  // ₹6,000 for two; two adults and one child at most; breakfast at ₹900 an adult and ₹450 a child.
  heritage = await createRoom(t.db, {
    name: 'Heritage Room',
    roomType: 'standard',
    pricePaise: 600_000,
    maxGuests: 3,
    baseOccupancy: 2,
    maxAdults: 2,
    maxChildren: 1,
  });
  await t.db.insert(roomMealPlans).values([
    { roomId: suite.id, plan: 'MAP', adultPaise: 180_000, childPaise: 90_000 },
    { roomId: heritage.id, plan: 'CP', adultPaise: 90_000, childPaise: 45_000 },
  ]);
  const extras = await t.db
    .insert(stayExtras)
    .values([
      {
        slug: 'airport-transfer',
        name: 'Airport transfer',
        description: 'A car and driver between Udaipur airport and the palace.',
        basis: 'stay',
        pricePaise: 250_000,
        supply: 'transport',
        maxQuantity: 2,
      },
      {
        slug: 'terrace-yoga',
        name: 'Morning yoga on the terrace',
        description: 'An hour at sunrise with the palace’s teacher.',
        basis: 'guest_night',
        pricePaise: 60_000,
        supply: 'wellness',
      },
      {
        slug: 'retired',
        name: 'Vintage car tour',
        description: 'No longer offered.',
        basis: 'stay',
        pricePaise: 500_000,
        supply: 'transport',
        active: false,
      },
    ])
    .returning();
  [transfer, yoga, retired] = extras.map((e) => e.id) as [string, string, string];
});
afterAll(() => t.close());

const newGuest = () => signedInGuest(t.db, { name: 'Kavya Menon' }, HOTEL_NOON);
// Mon 7 – Wed 9 December 2026: two weeknights.
const family = (extra: Record<string, unknown> = {}) => ({
  roomId: suite.id,
  checkInDate: '2026-12-07',
  checkOutDate: '2026-12-09',
  numGuests: 5,
  numRooms: 2,
  adults: 3,
  childAges: [4, 9],
  mealPlan: 'MAP',
  extras: [{ id: transfer, quantity: 1 }],
  ...extra,
});
const quote = (json: object) => t.call('POST', '/api/quotes/room', { json });
const heldBy = async (who: Guest) =>
  t.db.select().from(roomBookings).where(eq(roomBookings.userId, who.user.id));

describe('a family of 3 adults and children of 4 and 9 in two rooms on half board, with an airport transfer', () => {
  it('quotes each room for its share of the party, the meal plan for whom it feeds, and the transfer at 5%', async () => {
    const res = await quote(family());
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    const labels = body.lines.map((l: { label: string; detail: string; amountPaise: number }) => [
      l.label.replace(/Room \d+/, 'Room N'),
      l.detail,
      l.amountPaise,
    ]);
    // Room one: two adults and the child of 4 (free); room two: one adult and the child of 9, inside the base.
    expect(labels).toEqual([
      ['Room N · Family Suite', '₹25,000 × 2 nights', 5_000_000],
      [
        'Half board · Room N',
        'Breakfast and lunch or dinner for 2 adults, 1 child (4), ₹3,600 × 2 nights',
        720_000,
      ],
      ['Airport transfer', '₹2,500', 250_000],
      ['Room N · Family Suite', '₹25,000 × 2 nights', 5_000_000],
      [
        'Half board · Room N',
        'Breakfast and lunch or dinner for 1 adult, 1 child (9), ₹2,700 × 2 nights',
        540_000,
      ],
    ]);
    expect(body.subtotalPaise).toBe(5_000_000 + 720_000 + 250_000 + 5_000_000 + 540_000);
    // Nights above ₹7,500 with their meals: 18%; the transfer: 5% (decision 134).
    expect(body.taxes).toEqual([
      { label: 'CGST 2.5%', amountPaise: 6_250 },
      { label: 'CGST 9%', amountPaise: Math.round((5_720_000 + 5_540_000) * 0.09) },
      { label: 'SGST 2.5%', amountPaise: 6_250 },
      { label: 'SGST 9%', amountPaise: Math.round((5_720_000 + 5_540_000) * 0.09) },
    ]);
  });

  it('books exactly what was quoted: each room with its party, plan and supplements, the transfer on the first', async () => {
    const guest = await newGuest();
    const quoted = await (await quote(family())).json();
    const res = await t.call('POST', '/api/bookings/create', { json: family(), headers: guest.headers });
    const body = await res.json();
    expect(res.status, body.message).toBe(201);
    const rows = await t.db
      .select()
      .from(roomBookings)
      .where(eq(roomBookings.userId, guest.user.id))
      .orderBy(asc(roomBookings.adults));
    expect(
      rows.map((r) => [r.adults, r.childAges, r.numGuests, r.mealPlan, r.mealPaise, r.extraGuestsPaise]),
    ).toEqual([
      [1, [9], 2, 'MAP', 270_000, 0],
      [2, [4], 3, 'MAP', 360_000, 0],
    ]);
    expect(rows.reduce((s, r) => s + r.totalPaise, 0)).toBe(quoted.totalPaise);
    const extras = await t.db
      .select()
      .from(roomBookingExtras)
      .where(
        inArray(
          roomBookingExtras.bookingId,
          rows.map((r) => r.id),
        ),
      );
    expect(extras.map((e) => [e.name, e.quantity, e.amountPaise])).toEqual([
      ['Airport transfer', 1, 250_000],
    ]);
    const lines = await t.db
      .select()
      .from(bookingTaxLines)
      .where(eq(bookingTaxLines.bookingId, extras[0]!.bookingId))
      .orderBy(asc(bookingTaxLines.position));
    expect(lines.map((l) => [l.sac, l.rateBp])).toEqual([
      ['996311', 1800],
      ['996311', 1800],
      ['996412', 500],
    ]);
    // The booking's page shows the same bill, the party, the plan and the extra.
    const page = await t.call('GET', `/api/payments/booking/${body.data.id}`, { headers: guest.headers });
    const detail = await page.json();
    expect(page.status).toBe(200);
    const view = detail.data ?? detail;
    expect(JSON.stringify(view)).toContain('Half board (breakfast and lunch or dinner)');
    expect(JSON.stringify(view)).toContain('Airport transfer');
  });

  it('charges a suite for 3 adults and a child of 9 one extra adult and one extra child a night', async () => {
    const res = await quote(
      family({ numGuests: 4, numRooms: 1, adults: 3, childAges: [9], mealPlan: 'EP', extras: [] }),
    );
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    expect(body.lines[1]).toMatchObject({
      label: expect.stringMatching(/^Extra guests · Room \d+$/),
      detail: "Above the room's own occupancy, for 3 adults, 1 child (9): ₹5,300 × 2 nights",
      amountPaise: 1_060_000,
    });
    expect(body.subtotalPaise).toBe(5_000_000 + 1_060_000);
  });

  it('counts yoga for every guest every night, the free child too', async () => {
    const res = await quote(family({ extras: [{ id: yoga, quantity: 1 }] }));
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    expect(body.lines.find((l: { label: string }) => l.label === 'Morning yoga on the terrace')).toEqual({
      label: 'Morning yoga on the terrace',
      detail: '₹600 × 5 guests × 2 nights',
      amountPaise: 600_000,
    });
  });
});

describe('refusals say why and hold nothing', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    [
      'a meal plan the listing does not sell',
      () => ({ mealPlan: 'AP' }),
      'The Family Suite is not sold with full board; choose another meal plan.',
    ],
    [
      'more adults than a room takes',
      () => ({ numRooms: 1, numGuests: 4, adults: 4, childAges: [], extras: [] }),
      'The Family Suite takes at most 3 adults a room.',
    ],
    [
      'a room left to children',
      () => ({ numRooms: 2, numGuests: 3, adults: 1, childAges: [9, 4] }),
      'Each room needs an adult: 2 rooms need at least 2 adults.',
    ],
    ['guests that do not add up', () => ({ numGuests: 6 }), 'Guests must equal adults plus children.'],
    [
      'an extra no longer offered',
      () => ({ extras: [{ id: retired, quantity: 1 }] }),
      'That extra is not on offer.',
    ],
    [
      'more of an extra than a booking takes',
      () => ({ extras: [{ id: transfer, quantity: 3 }] }),
      'A booking takes at most 2 of Airport transfer.',
    ],
    [
      'an extra named twice',
      () => ({
        extras: [
          { id: transfer, quantity: 1 },
          { id: transfer, quantity: 1 },
        ],
      }),
      'Choose each extra once, with its quantity.',
    ],
  ];
  for (const [what, change, message] of cases)
    it(`refuses ${what}`, async () => {
      const guest = await newGuest();
      const res = await t.call('POST', '/api/bookings/create', {
        json: family(change()),
        headers: guest.headers,
      });
      const body = await res.json();
      expect([res.status, body.message]).toEqual([400, message]);
      expect(await heldBy(guest)).toEqual([]);
    });

  it('refuses a child older than 17 and a child’s age below 0 at the edge', async () => {
    for (const childAges of [[18], [-1]]) {
      const res = await quote(family({ childAges, numGuests: 4 }));
      expect(res.status).toBe(400);
    }
  });

  it('takes the spec’s reservation form’s children without ages at the child rate', async () => {
    const guest = await newGuest();
    const res = await t.call('POST', '/api/bookings/create', {
      json: {
        room_id: heritage.id,
        check_in_date: '2026-12-07',
        check_out_date: '2026-12-08',
        num_guests: 3,
        adults: 2,
        children: 1,
        meal_plan: 'CP',
      },
      headers: guest.headers,
    });
    const body = await res.json();
    expect(res.status, body.message).toBe(201);
    const [row] = await heldBy(guest);
    expect([row!.adults, row!.childAges, row!.mealPaise]).toEqual([2, [null], 90_000 * 2 + 45_000]);
  });
});

describe('a change keeps what was sold', () => {
  it('keeps the meal plan and the transfer at their prices when the stay moves, re-counting per-night extras', async () => {
    const guest = await newGuest();
    const json = family({
      numRooms: 1,
      numGuests: 3,
      adults: 2,
      childAges: [9],
      extras: [{ id: transfer, quantity: 2 }],
    });
    const made = await t.call('POST', '/api/bookings/create', { json, headers: guest.headers });
    const { data } = await made.json();
    // The hotel raises its half board and its transfer; the guest stays a night longer.
    await t.db.update(roomMealPlans).set({ adultPaise: 250_000 }).where(eq(roomMealPlans.roomId, suite.id));
    await t.db.update(stayExtras).set({ pricePaise: 300_000 }).where(eq(stayExtras.id, transfer));
    try {
      const res = await t.call('POST', `/api/bookings/${data.id}/change`, {
        json: { checkInDate: '2026-12-07', checkOutDate: '2026-12-10' },
        headers: guest.headers,
      });
      const body = await res.json();
      expect(res.status, body.message).toBe(200);
      const [row] = await heldBy(guest);
      expect([row!.nights, row!.mealPlan, row!.mealPaise, row!.adults, row!.childAges]).toEqual([
        3,
        'MAP',
        180_000 * 2 + 90_000,
        2,
        [9],
      ]);
      const extras = await t.db
        .select()
        .from(roomBookingExtras)
        .where(eq(roomBookingExtras.bookingId, row!.id));
      expect(extras.map((e) => [e.quantity, e.unitPricePaise, e.amountPaise])).toEqual([
        [2, 250_000, 500_000],
      ]);
      // The child of 9 is above the suite's base of two: ₹1,800 a night, kept as booked.
      expect(row!.subtotalPaise).toBe(3 * (2_500_000 + 450_000 + 180_000) + 500_000);
    } finally {
      await t.db.update(roomMealPlans).set({ adultPaise: 180_000 }).where(eq(roomMealPlans.roomId, suite.id));
      await t.db.update(stayExtras).set({ pricePaise: 250_000 }).where(eq(stayExtras.id, transfer));
    }
  });
});

describe('the database', () => {
  it('refuses a party that does not add up, a child’s age out of range, a meal charge on room only and a bad listing', async () => {
    const guest = await newGuest();
    const res = await t.call('POST', '/api/bookings/create', {
      json: family({ numRooms: 1, numGuests: 2, adults: 2, childAges: [], extras: [] }),
      headers: guest.headers,
    });
    const { data } = await res.json();
    const update = (set: Partial<typeof roomBookings.$inferInsert>) =>
      t.db.update(roomBookings).set(set).where(eq(roomBookings.id, data.id));
    for (const set of [
      { adults: 1 },
      { childAges: [19], numGuests: 3 },
      { mealPlan: 'EP', mealPaise: 100 },
      { mealPlan: 'XP' },
    ])
      await expect(update(set)).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      t.db.update(rooms).set({ maxChildren: 4 }).where(eq(rooms.id, heritage.id)),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      t.db.insert(roomMealPlans).values({ roomId: heritage.id, plan: 'EP', adultPaise: 1, childPaise: 0 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
