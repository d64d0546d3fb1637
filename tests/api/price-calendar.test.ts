import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { roomRateOverrides, roomRateSeasons, rooms, stayRules } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, decision 136: the date picker's price calendar. Each date of a month carries the lowest price of one
// night from it for the guest's party (the quote of that night, to the paisa), whether the rooms are free, and the
// rule that closes it or the minimum stay that begins there, in words; a rate edit shows in the next month asked.
let t: TestApp;
let lake: Awaited<ReturnType<typeof createRoom>>;
let garden: Awaited<ReturnType<typeof createRoom>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;

interface Day {
  date: string;
  fromPaise: number | null;
  available: boolean;
  minNights: number;
  closed: string | null;
  note: string | null;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  admin = await signedInGuest(t.db, { role: 'admin', name: 'Revenue Manager' }, HOTEL_NOON);
  // The Lake Suite: ₹9,000 a weeknight, ₹10,000 a Friday or Saturday; its high season from 15 December at ₹12,000
  // and ₹14,000; New Year's Eve ₹20,000. It takes three, two in the price; an extra child (6-11) ₹1,500 a night.
  lake = await createRoom(
    t.db,
    {
      name: 'Lake Suite',
      pricePaise: 900_000,
      maxGuests: 3,
      baseOccupancy: 2,
      maxAdults: 3,
      maxChildren: 1,
      extraAdultPaise: 300_000,
      extraChildPaise: 150_000,
    },
    1,
  );
  await t.db.update(rooms).set({ weekendPricePaise: 1_000_000 }).where(eq(rooms.id, lake.id));
  await t.db.insert(roomRateSeasons).values({
    roomId: lake.id,
    name: 'High season',
    startsOn: '2026-12-15',
    endsOn: '2027-03-01',
    weekdayPricePaise: 1_200_000,
    weekendPricePaise: 1_400_000,
  });
  await t.db
    .insert(roomRateOverrides)
    .values({ roomId: lake.id, night: '2026-12-31', pricePaise: 2_000_000, label: "New Year's Eve" });
  // The Garden Room: ₹11,000 every night, for two at most.
  garden = await createRoom(t.db, { name: 'Garden Room', pricePaise: 1_100_000, maxGuests: 2 }, 1);
  await t.db.insert(stayRules).values([
    { roomId: null, label: "New Year's Eve", startsOn: '2026-12-31', endsOn: '2027-01-01', minStay: 3 },
    {
      roomId: null,
      label: 'Christmas Eve',
      startsOn: '2026-12-24',
      endsOn: '2026-12-25',
      closedToArrival: true,
    },
    { roomId: lake.id, label: 'Private event', startsOn: '2026-12-08', endsOn: '2026-12-10', stopSell: true },
  ]);
});
afterAll(() => t.close());

async function month(query: string): Promise<Day[]> {
  const res = await t.call('GET', `/api/rooms/price-calendar?${query}`);
  const body = await res.json();
  expect(res.status, body.message).toBe(200);
  return body.days;
}
const on = (days: Day[], date: string) => days.find((d) => d.date === date)!;
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The quote the booking pages ask for one night of a listing, for a party in one room. */
async function quotedNight(roomId: string, date: string, adults: number, childAges: number[]) {
  const res = await t.call('POST', '/api/quotes/room', {
    json: {
      roomId,
      checkInDate: date,
      checkOutDate: nextDay(date),
      numGuests: adults + childAges.length,
      adults,
      childAges,
    },
  });
  return res.status === 200 ? ((await res.json()).subtotalPaise as number) : null;
}

describe('the price calendar of a month', () => {
  it('gives each date the lowest quote of one night among the rooms that take two adults', async () => {
    const days = await month('month=2026-12&adults=2');
    expect(days.map((d) => d.date)).toHaveLength(31);
    for (const day of days) {
      if (day.closed || day.minNights > 1) continue;
      const quotes = [
        await quotedNight(lake.id, day.date, 2, []),
        await quotedNight(garden.id, day.date, 2, []),
      ];
      const lowest = Math.min(...quotes.filter((q): q is number => q !== null));
      expect(day.fromPaise, day.date).toBe(lowest);
    }
    // A weekend: Thursday 3 December ₹9,000, Friday 4 December ₹10,000 (the Lake Suite's).
    expect([on(days, '2026-12-03').fromPaise, on(days, '2026-12-04').fromPaise]).toEqual([
      900_000, 1_000_000,
    ]);
    // The season's edge: from 15 December the Lake Suite costs ₹12,000, and the Garden Room's ₹11,000 is lowest.
    expect([on(days, '2026-12-14').fromPaise, on(days, '2026-12-15').fromPaise]).toEqual([
      900_000, 1_100_000,
    ]);
    // The Lake Suite is not sold 8-9 December: the Garden Room is.
    expect(on(days, '2026-12-08')).toMatchObject({ fromPaise: 1_100_000, closed: null });
  });

  it('prices 2 adults and a child of 9 at the one room that takes them, with its extra-child price', async () => {
    const days = await month('month=2026-12&adults=2&childAges=9');
    for (const day of days) {
      if (day.closed || day.minNights > 1) continue;
      expect(day.fromPaise, day.date).toBe(await quotedNight(lake.id, day.date, 2, [9]));
    }
    expect(on(days, '2026-12-03').fromPaise).toBe(900_000 + 150_000);
    expect(on(days, '2026-12-15').fromPaise).toBe(1_200_000 + 150_000);
    // Only the Lake Suite takes three: while it is not sold, no room is.
    expect(on(days, '2026-12-08')).toMatchObject({
      fromPaise: null,
      closed: 'not-sold',
      note: 'The Lake Suite is not sold for Private event (8–9 December).',
    });
  });

  it('marks a date closed to arrival, and the minimum stay that begins on New Year’s Eve, in words', async () => {
    const days = await month(`month=2026-12&adults=2&roomId=${lake.id}`);
    expect(on(days, '2026-12-24')).toMatchObject({
      fromPaise: null,
      closed: 'no-arrivals',
      note: 'No stay can begin on 24 December (Christmas Eve).',
    });
    expect(on(days, '2026-12-31')).toMatchObject({
      fromPaise: 2_000_000,
      closed: null,
      minNights: 3,
      note: "A stay over New Year's Eve (31 December) is at least 3 nights.",
    });
    expect(on(days, '2026-12-30')).toMatchObject({ fromPaise: 1_200_000, minNights: 1, note: null });
    expect(on(days, '2026-12-09')).toMatchObject({ closed: 'not-sold', available: true });
    // Dates before the hotel's today (20 November) are past.
    const november = await month(`month=2026-11&adults=2&roomId=${lake.id}`);
    expect(on(november, '2026-11-19')).toMatchObject({ closed: 'past', fromPaise: null });
    expect(on(november, '2026-11-20')).toMatchObject({ closed: null, fromPaise: 1_000_000 });
  });

  it('shows a rate edit, a new rule and a booking in the next call', async () => {
    const before = await month(`month=2026-12&adults=2&roomId=${lake.id}`);
    expect(on(before, '2026-12-02').fromPaise).toBe(900_000);
    const edit = {
      roomIds: [lake.id],
      from: '2026-12-02',
      to: '2026-12-03',
      weekdays: [3],
      pricePaise: 950_000,
      label: 'Wedding week',
    };
    const res = await t.call('POST', '/api/staff/rates', { json: edit, headers: admin.headers });
    expect(res.status, (await res.json()).message).toBe(200);
    const edited = await month(`month=2026-12&adults=2&roomId=${lake.id}`);
    expect(on(edited, '2026-12-02').fromPaise).toBe(950_000);
    expect(await quotedNight(lake.id, '2026-12-02', 2, [])).toBe(950_000);

    const rule = await t.call('POST', '/api/staff/stay-rules', {
      json: {
        roomId: lake.id,
        label: 'Lake festival',
        startsOn: '2026-12-11',
        endsOn: '2026-12-12',
        minStay: 2,
        maxStay: null,
        closedToArrival: false,
        closedToDeparture: false,
        stopSell: false,
      },
      headers: admin.headers,
    });
    expect(rule.status, (await rule.json()).message).toBe(201);
    expect(on(await month(`month=2026-12&adults=2&roomId=${lake.id}`), '2026-12-11')).toMatchObject({
      minNights: 2,
      note: 'A stay over Lake festival (11 December) is at least 2 nights.',
    });

    // The suite's one room booked on 5 December: the date is full.
    await createRoomBooking(t.db, {
      userId: admin.user.id,
      roomId: lake.id,
      roomUnitId: lake.units[0]!.id,
      checkIn: '2026-12-05',
      nights: 1,
      status: 'confirmed',
    });
    expect(on(await month(`month=2026-12&adults=2&roomId=${lake.id}`), '2026-12-05')).toMatchObject({
      available: false,
      closed: 'full',
      fromPaise: null,
    });
  });

  it('refuses a month out of the bookable year, too many children, ages out of range and a party no room takes', async () => {
    const refused = async (query: string, status = 400) => {
      const res = await t.call('GET', `/api/rooms/price-calendar?${query}`);
      expect(res.status, query).toBe(status);
      return (await res.json()).message as string;
    };
    expect(await refused('month=2026-10&adults=2')).toBe(
      'Choose a month from 2026-11 to 2027-11: stays are booked up to a year ahead.',
    );
    expect(await refused('month=2027-12&adults=2')).toMatch(/up to a year ahead/);
    expect(await refused('month=2027-13&adults=2')).toMatch(/YYYY-MM/);
    expect(await refused('month=2026-12&adults=2&childAges=1,2,3,4,5,6,7,8,9,10,11')).toMatch(/at most 10/);
    expect(await refused('month=2026-12&adults=2&childAges=4,19')).toBe(
      'A child is 17 or younger: count an older guest as an adult.',
    );
    expect(await refused('month=2026-12&adults=1&rooms=2')).toBe(
      'Each room needs an adult: 2 rooms need at least 2 adults.',
    );
    expect(await refused('month=2026-12&adults=4')).toBe(
      'No room takes 4 adults in one room: choose more rooms.',
    );
    expect(await refused(`month=2026-12&adults=2&childAges=4,9&roomId=${garden.id}`)).toBe(
      'The Garden Room takes at most 2 guests a room.',
    );
    expect(await refused('month=2026-12&adults=2&roomId=00000000-0000-4000-8000-000000000000', 404)).toBe(
      'That room does not exist.',
    );
  });
});
