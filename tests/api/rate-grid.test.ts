import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, decision 132: the staff console's rate grid. Staff read every listing's nights with their prices and
// rules; an admin sets chosen nights to a price or moves them by a percentage, and adds or removes a stay rule, each
// audited; a guest's quote follows at once, and a night already booked keeps its price.
let t: TestApp;
let garden: Awaited<ReturnType<typeof createRoom>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  garden = await createRoom(t.db, { name: 'Garden Room', pricePaise: 800_000, maxGuests: 2 }, 2);
  admin = await signedInGuest(t.db, { role: 'admin', name: 'Revenue Manager' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { role: 'staff', name: 'Front Desk' }, HOTEL_NOON);
});
afterAll(() => t.close());

const grid = async (from: string, to: string) => {
  const res = await t.call('GET', `/api/staff/rates?from=${from}&to=${to}`, { headers: staff.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    rules: Record<string, unknown>[];
    listings: {
      id: string;
      nights: { night: string; pricePaise: number; source: string; label: string | null; rules: string[] }[];
    }[];
  };
};
const gardenNights = async (from: string, to: string) =>
  (await grid(from, to)).listings.find((l) => l.id === garden.id)!.nights;
const quoteTotal = async (checkInDate: string, checkOutDate: string) => {
  const res = await t.call('POST', '/api/quotes/room', {
    json: { roomId: garden.id, checkInDate, checkOutDate, numGuests: 1 },
  });
  return { status: res.status, body: await res.json() };
};

describe('the rate grid', () => {
  it('shows each night at the base price before any edit', async () => {
    const nights = await gardenNights('2026-12-04', '2026-12-07');
    expect(nights.map((n) => [n.night, n.pricePaise, n.source])).toEqual([
      ['2026-12-04', 800_000, 'base'],
      ['2026-12-05', 800_000, 'base'],
      ['2026-12-06', 800_000, 'base'],
    ]);
  });

  it('raises the December weekends by 10% for an admin, audited, and the quote follows', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    // A guest books Friday 11 December before the edit: that night keeps ₹8,000.
    const booked = await t.call('POST', '/api/bookings/create', {
      json: { roomId: garden.id, checkInDate: '2026-12-11', checkOutDate: '2026-12-12', numGuests: 1 },
      headers: guest.headers,
    });
    expect(booked.status).toBe(201);
    const bookingId = (await booked.json()).data.id as string;

    const edit = {
      roomIds: [garden.id],
      from: '2026-12-01',
      to: '2027-01-01',
      weekdays: [5, 6],
      percent: 10,
      label: 'December weekends',
    };
    expect((await t.call('POST', '/api/staff/rates', { json: edit, headers: staff.headers })).status).toBe(
      403,
    );
    const res = await t.call('POST', '/api/staff/rates', { json: edit, headers: admin.headers });
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    // Fridays and Saturdays of December 2026: 4, 5, 11, 12, 18, 19, 25, 26.
    expect(body).toMatchObject({
      nights: 8,
      message: '8 nights of Garden Room raised by 10%, 4 Dec 2026 to 26 Dec 2026.',
    });

    const nights = await gardenNights('2026-12-10', '2026-12-13');
    expect(nights.map((n) => [n.night, n.pricePaise, n.source, n.label])).toEqual([
      ['2026-12-10', 800_000, 'base', null],
      ['2026-12-11', 880_000, 'override', 'December weekends'],
      ['2026-12-12', 880_000, 'override', 'December weekends'],
    ]);
    const quoted = await quoteTotal('2026-12-10', '2026-12-13');
    expect(quoted.body.subtotalPaise).toBe(800_000 + 880_000 + 880_000);

    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, bookingId));
    expect(row!.nightlyPaise).toEqual([800_000]);

    const [audit] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'rates.edit'));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetKind: 'room', targetId: garden.id });
    expect(audit!.before).toMatchObject({ '2026-12-11': 800_000 });
    expect(audit!.after).toMatchObject({ '2026-12-11': 880_000, label: 'December weekends' });
  });

  it('refuses an edit that names no nights, two ways of pricing at once, or a price and a percentage both', async () => {
    const base = {
      roomIds: [garden.id],
      from: '2026-12-01',
      to: '2026-12-03',
      weekdays: [0],
      label: 'Sundays',
    };
    const refused = async (json: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/staff/rates', { json, headers: admin.headers });
      return { status: res.status, message: (await res.json()).message as string };
    };
    expect(await refused({ ...base, pricePaise: 900_000 })).toEqual({
      status: 400,
      message: 'None of those nights falls on the days chosen.',
    });
    expect((await refused({ ...base, weekdays: [1], pricePaise: 900_000, percent: 5 })).status).toBe(400);
    expect(
      (await refused({ ...base, weekdays: [1], from: '2026-12-03', to: '2026-12-01', percent: 5 })).message,
    ).toBe('The last date must be after the first.');
  });

  it('adds a stay rule the grid shows and a quote obeys, and removes it, each audited', async () => {
    const rule = {
      roomId: garden.id,
      label: 'Christmas',
      startsOn: '2026-12-24',
      endsOn: '2026-12-26',
      minStay: 2,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
    };
    const added = await t.call('POST', '/api/staff/stay-rules', { json: rule, headers: admin.headers });
    const { id, message } = await added.json();
    expect(added.status, message).toBe(201);
    expect(message).toBe('Rule added for 24–25 December.');
    expect((await gardenNights('2026-12-24', '2026-12-25'))[0]!.rules).toEqual([
      'At least 2 nights (Christmas)',
    ]);
    // The grid lists the rule once, with its id, for the screen to remove it by.
    const listed = (await grid('2026-12-20', '2026-12-27')).rules;
    expect(listed).toEqual([
      {
        id,
        roomId: garden.id,
        label: 'Christmas',
        startsOn: '2026-12-24',
        endsOn: '2026-12-26',
        dates: '24–25 December',
        says: ['At least 2 nights'],
        stopSell: false,
      },
    ]);
    expect(await quoteTotal('2026-12-24', '2026-12-25')).toMatchObject({
      status: 409,
      body: { message: 'A stay over Christmas (24–25 December) is at least 2 nights.' },
    });
    const removed = await t.call('DELETE', `/api/staff/stay-rules/${id}`, { headers: admin.headers });
    expect(removed.status).toBe(200);
    expect((await quoteTotal('2026-12-24', '2026-12-25')).status).toBe(200);
    const actions = await t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['stay_rule.add', 'stay_rule.remove']);
  });
});
