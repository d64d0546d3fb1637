import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomBooking } from '../../src/server/db/factories';
import { rooms } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel();
  admin = await signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, {}, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /api/rooms/getrooms', () => {
  it('lists the six demo listings cheapest first, with the fields the pages read', async () => {
    const res = await t.call('GET', '/api/rooms/getrooms');
    expect(res.status).toBe(200);
    const { rooms: list } = await res.json();
    expect(list.map((r: { name: string }) => r.name)).toEqual([
      'Heritage Room',
      'Courtyard Twin Room',
      'Deluxe King Room',
      'Zenana Deluxe Room',
      'Maharaja Suite',
      'Rani Mahal Suite',
    ]);
    // Its price tonight by the demo's calendar (decision 149): the test's tonight, Friday 20 November, is a
    // high-season weekend night.
    expect(list[2]).toMatchObject({
      price: 17_500,
      pricePaise: 1_750_000,
      perNight: '₹17,500 / night',
      rating: 4.7,
      reviews: 243,
      tag: 'Most booked',
      maxGuests: 3,
      roomType: 'deluxe',
      available: true,
      image: '/images/room-deluxe-1.jpg',
    });
    expect(list[2].amenities).toContain('Soaking tub');
  });

  it('says which listings have a free unit for the dates asked', async () => {
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    for (const unit of rani.units) {
      await createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: rani.id,
        roomUnitId: unit.id,
        checkIn: '2026-12-24',
        nights: 3,
        status: 'confirmed',
      });
    }
    const res = await t.call('GET', '/api/rooms/getrooms?checkIn=2026-12-25&checkOut=2026-12-26');
    const { rooms: list } = await res.json();
    const byName = Object.fromEntries(list.map((r: { name: string }) => [r.name, r]));
    expect(byName['Rani Mahal Suite']).toMatchObject({ available: false, freeUnits: 0 });
    expect(byName['Maharaja Suite']).toMatchObject({ available: true, freeUnits: 3 });
    const after = await (
      await t.call('GET', '/api/rooms/getrooms?checkIn=2026-12-27&checkOut=2026-12-28')
    ).json();
    expect(after.rooms.find((r: { name: string }) => r.name === 'Rani Mahal Suite').available).toBe(true);
  });

  it('filters by room type', async () => {
    const { rooms: list } = await (await t.call('GET', '/api/rooms/getrooms?roomType=suite')).json();
    expect(list.map((r: { roomType: string }) => r.roomType)).toEqual(['suite', 'suite']);
  });

  it('refuses half a stay or a reversed one, naming the field', async () => {
    const half = await t.call('GET', '/api/rooms/getrooms?checkIn=2026-12-25');
    expect(half.status).toBe(400);
    expect((await half.json()).message).toBe('Give both an arrival and a departure date, or neither.');
    const reversed = await t.call('GET', '/api/rooms/getrooms?checkIn=2026-12-25&checkOut=2026-12-24');
    expect((await reversed.json()).message).toBe('Departure must be after arrival.');
    const bad = await t.call('GET', '/api/rooms/getrooms?checkIn=2026-02-30&checkOut=2026-03-02');
    expect((await bad.json()).message).toBe('Use a real date in YYYY-MM-DD form.');
  });
});

describe('GET /api/rooms/{id}', () => {
  it('answers one listing, 404 for an unknown one and 400 for a malformed id', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const res = await t.call('GET', `/api/rooms/${king.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).room).toMatchObject({ id: king.id, name: 'Deluxe King Room' });
    const missing = await t.call('GET', `/api/rooms/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Room not found.');
    expect((await t.call('GET', '/api/rooms/not-a-uuid')).status).toBe(400);
  });
});

describe('admin room management', () => {
  const newRoom = {
    name: 'Lake Pavilion',
    description: 'A pavilion on the water with its own jetty.',
    roomType: 'suite',
    price: 45_000,
    maxGuests: 4,
    amenities: ['Private jetty'],
    roomNumbers: ['401', '402'],
  };

  it('creates a listing with its units, and it appears in getrooms', async () => {
    const res = await t.call('POST', '/api/createroom/rooms', { json: newRoom, headers: admin.headers });
    expect(res.status).toBe(201);
    const { room } = await res.json();
    expect(room).toMatchObject({ name: 'Lake Pavilion', pricePaise: 4_500_000, maxGuests: 4 });
    const units = await demoRoom(t.db, room.slug);
    expect(units.units.map((u) => u.roomNumber)).toEqual(['401', '402']);
  });

  it('refuses a guest (403), no token (401) and a bad body (400, nothing created)', async () => {
    const asGuest = await t.call('POST', '/api/createroom/rooms', { json: newRoom, headers: guest.headers });
    expect(asGuest.status).toBe(403);
    expect((await t.call('POST', '/api/createroom/rooms', { json: newRoom })).status).toBe(401);
    const before = (await t.db.select().from(rooms)).length;
    const bad = await t.call('POST', '/api/createroom/rooms', {
      json: { ...newRoom, price: -5, roomNumbers: ['501'] },
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('The price must be above zero.');
    expect((await t.db.select().from(rooms)).length).toBe(before);
  });

  it('refuses a room number that already exists', async () => {
    const res = await t.call('POST', '/api/createroom/rooms', {
      json: { ...newRoom, roomNumbers: ['101'] },
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Room number 101 already exists.');
  });

  it('refuses a room number listed twice (400, nothing created)', async () => {
    const before = (await t.db.select().from(rooms)).length;
    const res = await t.call('POST', '/api/createroom/rooms', {
      json: { ...newRoom, roomNumbers: ['-', '-', 'S00-P'] },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Each room number is listed once.');
    expect((await t.db.select().from(rooms)).length).toBe(before);
  });

  it('updates a listing (admin only)', async () => {
    const twin = await demoRoom(t.db, 'courtyard-twin');
    const res = await t.call('PUT', `/api/rooms/${twin.id}`, {
      json: { price: 8_500 },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).room.pricePaise).toBe(850_000);
    const asGuest = await t.call('PUT', `/api/rooms/${twin.id}`, {
      json: { price: 1 },
      headers: guest.headers,
    });
    expect(asGuest.status).toBe(403);
    const massAssign = await t.call('PUT', `/api/rooms/${twin.id}`, {
      json: { active: false },
      headers: admin.headers,
    });
    expect(massAssign.status).toBe(400);
    const [row] = await t.db.select().from(rooms).where(eq(rooms.id, twin.id));
    expect(row).toMatchObject({ pricePaise: 850_000, active: true });
  });

  it('refuses to delete a room with upcoming bookings, and withdraws one without', async () => {
    const zenana = await demoRoom(t.db, 'zenana-deluxe');
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: zenana.id,
      roomUnitId: zenana.units[0]!.id,
      checkIn: '2027-01-10',
      status: 'confirmed',
    });
    const refused = await t.call('DELETE', `/api/rooms/${zenana.id}`, { headers: admin.headers });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This room has upcoming bookings and cannot be deleted.');

    const created = await (
      await t.call('POST', '/api/createroom/rooms', {
        json: { ...newRoom, name: 'Garden Cottage', roomNumbers: ['601'] },
        headers: admin.headers,
      })
    ).json();
    expect((await t.call('DELETE', `/api/rooms/${created.room.id}`, { headers: guest.headers })).status).toBe(
      403,
    );
    const gone = await t.call('DELETE', `/api/rooms/${created.room.id}`, { headers: admin.headers });
    expect(gone.status).toBe(200);
    expect((await t.call('GET', `/api/rooms/${created.room.id}`)).status).toBe(404);
  });
});
