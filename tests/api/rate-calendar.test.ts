import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import {
  roomBookings,
  roomRateOverrides,
  roomRateSeasons,
  rooms,
  stayRules,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, decision 132: a night costs what the listing's rate calendar says for its date (an override, else its
// season's weekday or weekend price, else the base), a stay that breaks a stay rule is refused in words with the
// nearest stay the rules allow and nothing held, a booked night keeps its price, and a change prices only the
// nights it adds by today's calendar.
let t: TestApp;
let lake: Awaited<ReturnType<typeof createRoom>>;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  // ₹9,000 a weeknight, ₹10,000 a Friday or Saturday; the high season from 1 December at ₹12,000 and ₹14,000;
  // New Year's Eve ₹20,000; a stay over it at least 3 nights; nobody leaves on 1 January.
  lake = await createRoom(t.db, { name: 'Lake Suite', pricePaise: 900_000, maxGuests: 2 }, 3);
  await t.db.update(rooms).set({ weekendPricePaise: 1_000_000 }).where(eq(rooms.id, lake.id));
  await t.db.insert(roomRateSeasons).values({
    roomId: lake.id,
    name: 'High season',
    startsOn: '2026-12-01',
    endsOn: '2027-03-01',
    weekdayPricePaise: 1_200_000,
    weekendPricePaise: 1_400_000,
  });
  await t.db
    .insert(roomRateOverrides)
    .values({ roomId: lake.id, night: '2026-12-31', pricePaise: 2_000_000, label: "New Year's Eve" });
  await t.db.insert(stayRules).values([
    { roomId: lake.id, label: "New Year's Eve", startsOn: '2026-12-31', endsOn: '2027-01-01', minStay: 3 },
    {
      roomId: null,
      label: "New Year's Day",
      startsOn: '2027-01-01',
      endsOn: '2027-01-02',
      closedToDeparture: true,
    },
  ]);
});
afterAll(() => t.close());

const setSeasonWeekday = (pricePaise: number) =>
  t.db
    .update(roomRateSeasons)
    .set({ weekdayPricePaise: pricePaise })
    .where(eq(roomRateSeasons.roomId, lake.id));
const newGuest = () => signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
const stay = (checkInDate: string, checkOutDate: string) => ({
  roomId: lake.id,
  checkInDate,
  checkOutDate,
  numGuests: 2,
});
const quote = (checkIn: string, checkOut: string) =>
  t.call('POST', '/api/quotes/room', { json: stay(checkIn, checkOut) });

async function book(who: Guest, checkIn: string, checkOut: string) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: stay(checkIn, checkOut),
    headers: who.headers,
  });
  const body = await res.json();
  expect(res.status, body.message).toBe(201);
  return body.data as { id: string; bookingCode: string };
}

describe('a night is priced by the calendar', () => {
  it('prices each night across the season’s edge at its own weekday or weekend price', async () => {
    // Thu 26 Nov, Fri 27 Nov (weekend), Sat 28 Nov (weekend) … Mon 30 Nov base; Tue 1 Dec high season.
    const res = await quote('2026-11-26', '2026-12-02');
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0].detail).toBe(
      '₹9,000 × 1 night + ₹10,000 × 2 nights + ₹9,000 × 2 nights + ₹12,000 × 1 night',
    );
    expect(body.subtotalPaise).toBe(900_000 + 2 * 1_000_000 + 2 * 900_000 + 1_200_000);
    // One GST line a night, each at its own slab (all above ₹7,500: 18%).
    expect(body.gst.lines.map((l: { grossPaise: number }) => l.grossPaise)).toEqual([
      900_000, 1_000_000, 1_000_000, 900_000, 900_000, 1_200_000,
    ]);
  });

  it('books exactly what it quoted, and keeps each night’s price on the booking', async () => {
    const quoted = await (await quote('2026-12-29', '2027-01-03')).json();
    const guest = await newGuest();
    const { id } = await book(guest, '2026-12-29', '2027-01-03');
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    // Tue 29, Wed 30 high season; Thu 31 the override; Fri 1 and Sat 2 Jan high-season weekend.
    expect(row!.nightlyPaise).toEqual([1_200_000, 1_200_000, 2_000_000, 1_400_000, 1_400_000]);
    expect(row!.pricePerNightPaise).toBe(1_200_000);
    expect(row!.subtotalPaise).toBe(quoted.subtotalPaise);
    expect(row!.totalPaise).toBe(quoted.totalPaise);

    // The hotel raises the season afterwards: the booking's bill does not move.
    await setSeasonWeekday(1_500_000);
    try {
      const read = await (await t.call('GET', `/api/bookings/${id}`, { headers: guest.headers })).json();
      expect(read.booking).toMatchObject({ totalPaise: quoted.totalPaise, pricePerNightPaise: 1_200_000 });
    } finally {
      await setSeasonWeekday(1_200_000);
    }
  });
});

describe('a stay that breaks a rule', () => {
  it('is refused in the rule’s words with the nearest stay it allows, and nothing is held', async () => {
    const before = (await t.db.select().from(roomBookings)).length;
    const quoted = await quote('2026-12-30', '2027-01-01');
    expect(quoted.status).toBe(409);
    expect(await quoted.json()).toMatchObject({
      code: 'STAY_RULE_UNMET',
      message: "A stay over New Year's Eve (31 December) is at least 3 nights.",
      nearestStay: { checkIn: '2026-12-30', checkOut: '2027-01-02' },
    });
    const guest = await newGuest();
    const refused = await t.call('POST', '/api/bookings/create', {
      json: stay('2026-12-30', '2027-01-01'),
      headers: guest.headers,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "A stay over New Year's Eve (31 December) is at least 3 nights.",
    );
    expect((await t.db.select().from(roomBookings)).length).toBe(before);
  });

  it('refuses a departure on a date closed to departure, a rule of every listing', async () => {
    const res = await quote('2026-12-28', '2027-01-01');
    expect(await res.json()).toMatchObject({
      code: 'STAY_RULE_UNMET',
      message: "No stay can end on 1 January (New Year's Day).",
      nearestStay: { checkIn: '2026-12-28', checkOut: '2027-01-02' },
    });
  });

  it('lets a stay that meets every rule through', async () => {
    expect((await quote('2026-12-31', '2027-01-03')).status).toBe(200);
    expect((await quote('2026-12-20', '2026-12-22')).status).toBe(200);
  });
});

describe('the room list', () => {
  it('prices each listing tonight by its calendar and gives the nights of the stay asked for', async () => {
    // Tonight is Friday 20 November: the base weekend price. The stay asked crosses into the high season.
    const { rooms: list } = await (
      await t.call('GET', '/api/rooms/getrooms?checkIn=2026-11-29&checkOut=2026-12-02')
    ).json();
    expect(list.find((r: { id: string }) => r.id === lake.id)).toMatchObject({
      price: 10_000,
      pricePaise: 1_000_000,
      perNight: '₹10,000 / night',
      // Sun 29 Nov and Mon 30 Nov at the base weekday price, Tue 1 Dec in the high season.
      stayNightlyPaise: [900_000, 900_000, 1_200_000],
    });
    // A season's price written straight into the table (no console) still reaches the next list: its trigger
    // moves the availability generation the list is kept under (drizzle/0034).
    await setSeasonWeekday(1_250_000);
    try {
      const { rooms: again } = await (
        await t.call('GET', '/api/rooms/getrooms?checkIn=2026-11-29&checkOut=2026-12-02')
      ).json();
      expect(again.find((r: { id: string }) => r.id === lake.id).stayNightlyPaise).toEqual([
        900_000, 900_000, 1_250_000,
      ]);
    } finally {
      await setSeasonWeekday(1_200_000);
    }
  });
});

describe('one listing', () => {
  it('is priced for tonight by its calendar, as the room list prices it', async () => {
    // Friday 20 November: the base weekend price, not the ₹9,000 base weeknight price.
    const res = await t.call('GET', `/api/rooms/${lake.id}`);
    expect(res.status).toBe(200);
    const { room } = await res.json();
    expect(room).toMatchObject({ price: 10_000, pricePaise: 1_000_000, perNight: '₹10,000 / night' });
    const { rooms: list } = await (await t.call('GET', '/api/rooms/getrooms')).json();
    expect(list.find((r: { id: string }) => r.id === lake.id).pricePaise).toBe(room.pricePaise);
  });
});

describe('a change', () => {
  it('keeps the price of the nights the stay had, and prices only the nights it adds by today’s calendar', async () => {
    const guest = await newGuest();
    // Mon 7 – Wed 9 Dec, high season weeknights at ₹12,000.
    const { id } = await book(guest, '2026-12-07', '2026-12-09');
    // The hotel raises the season to ₹13,000 a weeknight; the guest adds Wednesday night.
    await setSeasonWeekday(1_300_000);
    try {
      const changed = await t.call('POST', `/api/bookings/${id}/change`, {
        json: { checkInDate: '2026-12-07', checkOutDate: '2026-12-10' },
        headers: guest.headers,
      });
      const body = await changed.json();
      expect(changed.status, body.message).toBe(200);
      const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
      expect(row!.nightlyPaise).toEqual([1_200_000, 1_200_000, 1_300_000]);
      expect(row!.subtotalPaise).toBe(3_700_000);
    } finally {
      await setSeasonWeekday(1_200_000);
    }
  });
});

describe('the database', () => {
  it('refuses two seasons of one listing over the same night, and a booking whose nights do not add up', async () => {
    await expect(
      t.db.insert(roomRateSeasons).values({
        roomId: lake.id,
        name: 'Overlap',
        startsOn: '2027-02-20',
        endsOn: '2027-03-10',
        weekdayPricePaise: 1_000_000,
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(
      t.db.insert(stayRules).values({ roomId: lake.id, startsOn: '2027-02-01', endsOn: '2027-02-02' }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    const [row] = await t.db.select().from(roomBookings).limit(1);
    await expect(
      t.db
        .update(roomBookings)
        .set({ nightlyPaise: [1] })
        .where(eq(roomBookings.id, row!.id)),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
