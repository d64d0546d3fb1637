import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiningTable, createRoom } from '../../src/server/db/factories';
import { roomBookings, tableBookings } from '../../src/server/db/schema';
import { NO_ROOMS_MESSAGE } from '../../src/server/services/bookings/stays/plan';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 34, decision 107): changes of a stay racing each other and other guests' bookings. A change
// moves its rows by updates in place (decision 119): never set aside, so its old nights are held until it commits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
  // The restaurant has one table, for four.
  await createDiningTable(t.db, { number: 1, seats: 4 });
});
afterAll(() => t.close());

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
const hold = async (who: Guest, roomId: string, checkInDate: string, checkOutDate: string) => {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId, checkInDate, checkOutDate, numGuests: 1 },
    headers: who.headers,
  });
  const body = await res.json();
  expect(res.status, body.message).toBe(201);
  return body.data.id as string;
};
const live = (roomId: string) =>
  t.db
    .select()
    .from(roomBookings)
    .where(and(eq(roomBookings.roomId, roomId), inArray(roomBookings.status, ['pending', 'confirmed'])));
const change = (who: Guest, id: string, json: Record<string, unknown>) =>
  t.call('POST', `/api/bookings/${id}/change`, { json, headers: who.headers });
/** How many pairs of live stays share a unit's night, over the whole table. */
async function overlappingStays() {
  const [{ overlaps }] = (
    await t.db.execute<{ overlaps: number }>(sql`
      select count(*)::int as overlaps from room_bookings a join room_bookings b
        on a.room_unit_id = b.room_unit_id and a.id < b.id
       and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
       where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`)
  ).rows as [{ overlaps: number }];
  return overlaps;
}
/** The night `n` days after 1 January 2027, as a date. */
const night = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);

describe('changes on PostgreSQL', () => {
  it('twenty parallel changes of one stay to different nights give one stay, on one of those nights', async () => {
    const room = await createRoom(t.db, { maxGuests: 2 }, 1);
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const id = await hold(guest, room.id, '2027-03-01', '2027-03-02');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const day = String(2 + i).padStart(2, '0');
        return t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: `2027-03-${day}`, checkOutDate: `2027-03-${String(3 + i).padStart(2, '0')}` },
          headers: guest.headers,
        });
      }),
    );
    // One after the other under the guest's lock: each moves the same booking; the last one decided stands.
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await live(room.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(id);
    expect(rows[0]!.nights).toBe(1);
  });

  it('a change to nights another guest is booking at that moment: one of them has them, and the first guest keeps a room', async () => {
    const outcomes = { changed: 0, booked: 0 };
    for (let round = 0; round < 6; round++) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const night = `2027-04-${String(1 + round * 3).padStart(2, '0')}`;
      const next = `2027-04-${String(2 + round * 3).padStart(2, '0')}`;
      const wanted = `2027-04-${String(3 + round * 3).padStart(2, '0')}`;
      const id = await hold(first, room.id, night, next);
      const [changed, booked] = await Promise.all([
        t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: next, checkOutDate: wanted },
          headers: first.headers,
        }),
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: next, checkOutDate: wanted, numGuests: 1 },
          headers: second.headers,
        }),
      ]);
      // Exactly one of them has the night: the change (200) or the new booking (201); the other hears 409.
      const won = [changed.status === 200, booked.status === 201].filter(Boolean);
      expect(won, `round ${round}: ${changed.status} ${booked.status}`).toHaveLength(1);
      expect([changed.status, booked.status]).toContain(409);
      outcomes[changed.status === 200 ? 'changed' : 'booked']++;
      const rows = await live(room.id);
      // The first guest's booking is live either way: moved, or still on its old night.
      const theirs = rows.find((r) => r.id === id)!;
      expect(theirs.checkIn).toBe(changed.status === 200 ? next : night);
      // No two live stays of the unit overlap.
      const [{ overlaps }] = (
        await t.db.execute<{ overlaps: number }>(sql`
          select count(*)::int as overlaps from room_bookings a join room_bookings b
            on a.room_unit_id = b.room_unit_id and a.id < b.id
           and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
           where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`)
      ).rows as [{ overlaps: number }];
      expect(overlaps).toBe(0);
    }
    console.log(`the change won ${outcomes.changed} rounds, the other guest ${outcomes.booked}`);
  });

  it('two guests changing their stays onto the same night at once: one has it, the other hears the stay’s 409, thirty rounds', async () => {
    const won = { first: 0, second: 0 };
    for (let round = 0; round < 30; round++) {
      // One room; the first guest holds night 1 of the round, the second night 2; both ask for night 3.
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const d = round * 3;
      const mine = await hold(first, room.id, night(d), night(d + 1));
      const theirs = await hold(second, room.id, night(d + 1), night(d + 2));
      const wanted = { checkInDate: night(d + 2), checkOutDate: night(d + 3) };
      const answers = await Promise.all([change(first, mine, wanted), change(second, theirs, wanted)]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.sort(), `round ${round}`).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(await refused.json()).toMatchObject({ code: 'ROOM_UNAVAILABLE', message: NO_ROOMS_MESSAGE });
      const winner = answers[0]!.status === 200 ? mine : theirs;
      won[winner === mine ? 'first' : 'second']++;
      // Both stays live: the winner on night 3, the other still on its own night.
      const rows = await live(room.id);
      expect(rows.map((r) => r.id).sort()).toEqual([mine, theirs].sort());
      for (const row of rows) {
        const own = row.id === mine ? night(d) : night(d + 1);
        expect(row.checkIn).toBe(row.id === winner ? wanted.checkInDate : own);
      }
      expect(await overlappingStays()).toBe(0);
    }
    console.info('two changes onto one night, rounds won:', won);
    expect(won.first + won.second).toBe(30);
  });

  it('a change racing another guest’s booking of its old nights: the change stands, the old nights go to the other guest or are refused, never both, thirty rounds', async () => {
    const outcomes = { booked: 0, refused: 0 };
    for (let round = 0; round < 30; round++) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const d = 100 + round * 3;
      // Two nights, moved one night later: the change overlaps its own old nights.
      const id = await hold(first, room.id, night(d), night(d + 2));
      const [changed, booked] = await Promise.all([
        change(first, id, { checkInDate: night(d + 1), checkOutDate: night(d + 3) }),
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: night(d), checkOutDate: night(d + 1), numGuests: 1 },
          headers: second.headers,
        }),
      ]);
      // Nobody else wants the new nights: the change always stands.
      expect(changed.status, `round ${round}`).toBe(200);
      expect([201, 409], `round ${round}`).toContain(booked.status);
      if (booked.status === 409) {
        // Asked while the old nights were still the first guest's: told so, with the stay's words.
        expect(await booked.json()).toMatchObject({ code: 'ROOM_UNAVAILABLE', message: NO_ROOMS_MESSAGE });
      }
      outcomes[booked.status === 201 ? 'booked' : 'refused']++;
      // Once the change has committed, its old night is free: the other guest has it now if not before.
      if (booked.status === 409) await hold(second, room.id, night(d), night(d + 1));
      const rows = await live(room.id);
      expect(rows.find((r) => r.id === id)).toMatchObject({ checkIn: night(d + 1), nights: 2 });
      expect(rows).toHaveLength(2);
      expect(await overlappingStays()).toBe(0);
    }
    console.info('a change vs a booking of its old night, the other guest:', outcomes);
    expect(outcomes.booked + outcomes.refused).toBe(30);
  });

  it('a paid stay shortened while another guest books the night it gives up: it stays paid for the night it keeps, thirty rounds', async () => {
    const outcomes = { booked: 0, refused: 0 };
    for (let round = 0; round < 30; round++) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const d = 200 + round * 2;
      const id = await hold(first, room.id, night(d), night(d + 2));
      await payStay(t, first.headers, id);
      const [changed, booked] = await Promise.all([
        change(first, id, { checkInDate: night(d), checkOutDate: night(d + 1) }),
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: night(d + 1), checkOutDate: night(d + 2), numGuests: 1 },
          headers: second.headers,
        }),
      ]);
      expect(changed.status, `round ${round}`).toBe(200);
      expect([201, 409], `round ${round}`).toContain(booked.status);
      outcomes[booked.status === 201 ? 'booked' : 'refused']++;
      // The night given up is free once the change has committed.
      if (booked.status === 409) await hold(second, room.id, night(d + 1), night(d + 2));
      const rows = await live(room.id);
      expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'confirmed', nights: 1 });
      expect(rows).toHaveLength(2);
      expect(await overlappingStays()).toBe(0);
    }
    console.info('a paid stay shortened vs a booking of the night it gave up, the other guest:', outcomes);
    expect(outcomes.booked + outcomes.refused).toBe(30);
  });

  it('two guests changing their tables onto the one free table at once: one has it, the other hears the table’s 409, ten rounds', async () => {
    const won = { first: 0, second: 0 };
    const table = async (who: Guest, date: string, time: string) => {
      const res = await t.call('POST', '/api/bookings/create', {
        json: { date, time, partySize: 2, name: 'Asha Verma', phone: '9812345678' },
        headers: who.headers,
      });
      const body = await res.json();
      expect(res.status, body.message).toBe(201);
      return body.booking.id as string;
    };
    for (let round = 0; round < 10; round++) {
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const date = `2026-12-${String(1 + round).padStart(2, '0')}`;
      // The one table at noon for the first guest, at two for the second; both ask for it at dinner.
      const mine = await table(first, date, '12:00');
      const theirs = await table(second, date, '14:00');
      const wanted = { date, time: '19:30', partySize: 2 };
      const answers = await Promise.all([change(first, mine, wanted), change(second, theirs, wanted)]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const refused = await answers.find((a) => a.status === 409)!.json();
      expect(refused.code).toBe('TABLE_UNAVAILABLE');
      const winner = answers[0]!.status === 200 ? mine : theirs;
      won[winner === mine ? 'first' : 'second']++;
      const rows = await t.db
        .select()
        .from(tableBookings)
        .where(and(eq(tableBookings.date, date), inArray(tableBookings.status, ['pending', 'confirmed'])));
      expect(rows.map((r) => [r.id === mine ? 'first' : 'second', r.time]).sort()).toEqual(
        winner === mine
          ? [
              ['first', '19:30'],
              ['second', '14:00'],
            ]
          : [
              ['first', '12:00'],
              ['second', '19:30'],
            ],
      );
    }
    console.info('two table changes onto one table, rounds won:', won);
    expect(won.first + won.second).toBe(10);
  });
});
