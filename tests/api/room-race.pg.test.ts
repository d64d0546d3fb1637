import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, rooms, roomUnits } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: through the API, many guests race for the last free unit at the same moment.
let t: TestApp;
let guests: Awaited<ReturnType<typeof signedInGuest>>[];
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
  guests = await Promise.all(Array.from({ length: 50 }, () => signedInGuest(t.db, {}, HOTEL_NOON)));
});
afterAll(() => t.close());

async function race(roomId: string, stays: [string, string][], who = guests) {
  const answers = await Promise.all(
    stays.map(([checkInDate, checkOutDate], i) =>
      t.call('POST', '/api/bookings/create', {
        json: { roomId, checkInDate, checkOutDate, numGuests: 1 },
        headers: who[i % who.length]!.headers,
      }),
    ),
  );
  return Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
}

describe('fifty guests, one last room, on PostgreSQL', () => {
  it('books the last free unit of a night exactly once; 49 hear the spec message', async () => {
    const room = await createRoom(t.db, { maxGuests: 2 }, 3);
    // Two of the three units are already taken that night, by two guests outside the race (a racer's request
    // that repeats a stay it holds would answer that stay: decision 092).
    const warmers = await Promise.all([1, 2].map(() => signedInGuest(t.db, {}, HOTEL_NOON)));
    const warmup = await race(
      room.id,
      [
        ['2026-12-24', '2026-12-25'],
        ['2026-12-24', '2026-12-25'],
      ],
      warmers,
    );
    expect(warmup.map((a) => a.status)).toEqual([201, 201]);

    const answers = await race(
      room.id,
      Array.from({ length: 50 }, () => ['2026-12-24', '2026-12-25']),
    );
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(
      new Set(['No rooms available for selected dates.']),
    );
    const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.roomId, room.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.roomUnitId)).size).toBe(3);
  });

  it('gives overlapping partial stays of one unit to exactly one guest', async () => {
    const room = await createRoom(t.db, {}, 1);
    // Every stay below includes the night of 11 January, so any two overlap.
    const shapes: [string, string][] = [
      ['2027-01-09', '2027-01-12'],
      ['2027-01-10', '2027-01-12'],
      ['2027-01-11', '2027-01-12'],
      ['2027-01-10', '2027-01-13'],
      ['2027-01-11', '2027-01-14'],
    ];
    const answers = await race(
      room.id,
      Array.from({ length: 50 }, (_, i) => shapes[i % shapes.length]!),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
  });

  it('lets a stay ending on a date and one starting that date both succeed at once', async () => {
    const room = await createRoom(t.db, {}, 1);
    // Two guests of their own: a guest who won both races above already holds three unpaid bookings.
    const pair = await Promise.all([1, 2].map(() => signedInGuest(t.db, {}, HOTEL_NOON)));
    const answers = await race(
      room.id,
      [
        ['2027-02-01', '2027-02-03'],
        ['2027-02-03', '2027-02-05'],
      ],
      pair,
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
  });
});

describe('two admins adding the same room number at once, on PostgreSQL', () => {
  it('adds it once; the other hears a 409 and leaves no listing behind', async () => {
    const admins = await Promise.all([0, 1].map(() => signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON)));
    const answers = await Promise.all(
      admins.map((admin, i) =>
        t.call('POST', '/api/createroom/rooms', {
          json: {
            name: `Boat House ${i + 1}`,
            description: 'A room over the water, with its own steps down to the lake.',
            roomType: 'suite',
            price: 30_000,
            maxGuests: 2,
            roomNumbers: ['901'],
          },
          headers: admin.headers,
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect((await refused.json()).code).toBe('CONFLICT');
    expect(await t.db.select().from(roomUnits).where(eq(roomUnits.roomNumber, '901'))).toHaveLength(1);
    const listings = await t.db.select({ name: rooms.name }).from(rooms);
    expect(listings.filter((r) => r.name.startsWith('Boat House'))).toHaveLength(1);
  });
});
