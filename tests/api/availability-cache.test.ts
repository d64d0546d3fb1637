import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomBooking } from '../../src/server/db/factories';
import { roomBookings, rooms } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Availability is a read: no write on the way, and a remembered answer until something it depends on changes.
let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  guest = await signedInGuest(t.db, {}, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const suites = { check_in_date: '2026-12-24', check_out_date: '2026-12-26', room_type: 'suite' };
const freeSuites = async (stay = suites): Promise<string[]> => {
  const res = await t.call('POST', '/api/bookings/availability', { json: stay });
  expect(res.status).toBe(200);
  return (await res.json()).rooms.map((r: { roomNumber: string }) => r.roomNumber);
};

/** The guest books suite 312 (a Rani Mahal unit) for the asked nights through the API. */
async function bookSuite312() {
  const rani = await demoRoom(t.db, 'rani-mahal-suite');
  return t.call('POST', '/api/bookings/create', {
    json: {
      room_id: rani.units[1]!.id,
      check_in_date: '2026-12-24',
      check_out_date: '2026-12-26',
      num_guests: 1,
    },
    headers: guest.headers,
  });
}

/** Changes the database behind the server's back: with triggers off, the generation does not move. */
async function quietly(work: (tx: typeof t.db) => Promise<unknown>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx as unknown as typeof t.db);
  });
}

describe('the availability answer', () => {
  it('is remembered while nothing it depends on changes', async () => {
    const before = await freeSuites();
    expect(before).toEqual(['301', '302', '303', '311', '312']);
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    // A row written without the trigger is invisible to the remembered answer: it was not asked again.
    await quietly((tx) =>
      createRoomBooking(tx, {
        userId: guest.user.id,
        roomId: rani.id,
        roomUnitId: rani.units[0]!.id,
        checkIn: '2026-12-24',
        status: 'confirmed',
      }),
    );
    expect(await freeSuites()).toEqual(before);
    await t.db.delete(roomBookings);
  });

  it('changes at once when a booking is made, by the API or by anyone on the database', async () => {
    const before = await freeSuites();
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    const booked = await bookSuite312();
    expect(booked.status).toBe(201);
    expect(await freeSuites()).toEqual(before.filter((n) => n !== '312'));
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: rani.id,
      roomUnitId: rani.units[0]!.id,
      checkIn: '2026-12-25',
      nights: 1,
      status: 'confirmed',
    });
    expect(await freeSuites()).toEqual(['301', '302', '303']);
  });

  it('frees a lapsed hold without writing: the row stays pending until the sweep', async () => {
    t.advance(14);
    expect(await freeSuites()).toEqual(['301', '302', '303']);
    t.advance(2);
    expect(await freeSuites()).toEqual(['301', '302', '303', '312']);
    const [held] = await t.db.select().from(roomBookings).where(eq(roomBookings.status, 'pending'));
    expect(held).toBeDefined();
    // And the unit can be booked again: booking marks the lapsed hold expired first.
    const again = await bookSuite312();
    expect(again.status).toBe(201);
    expect(await freeSuites()).toEqual(['301', '302', '303']);
  });

  it('changes when the hotel edits its catalogue', async () => {
    const getRooms = async () =>
      (
        await (await t.call('GET', '/api/rooms/getrooms?checkIn=2027-01-10&checkOut=2027-01-12')).json()
      ).rooms.map((r: { name: string }) => r.name);
    expect(await getRooms()).toContain('Maharaja Suite');
    await t.db.update(rooms).set({ active: false }).where(eq(rooms.slug, 'maharaja-suite'));
    expect(await getRooms()).not.toContain('Maharaja Suite');
    expect(
      await freeSuites({ ...suites, check_in_date: '2027-01-10', check_out_date: '2027-01-12' }),
    ).toEqual(['311', '312']);
  });
});
