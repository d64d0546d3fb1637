import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, menuItems, roomBookings, tableBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// PostgreSQL only: the spec's payment page creates its booking on every load, so one guest's identical requests
// can arrive at once (a double reload, two tabs). Of twenty at once, one holds and nineteen answer its booking.
let t: Awaited<ReturnType<typeof seededHotel>>;
beforeAll(async () => {
  t = await seededHotel();
  expect(t.database.driver).toBe('postgres');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const AT_ONCE = 20;

async function twentyAtOnce(path: string, json: object, headers: Record<string, string>) {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => t.call('POST', `/api/${path}`, { json, headers })),
  );
  return Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
}

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('twenty identical creates at once, on PostgreSQL', () => {
  it('holds one stay for the payment page’s twenty loads, and every load reads it', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const answers = await twentyAtOnce(
      'bookings/create',
      {
        userId: guest.user.id,
        roomId: king.id,
        checkInDate: '2027-01-11',
        checkOutDate: '2027-01-13',
        numGuests: '2',
        specialRequests: '',
        name: 'Deluxe King Room',
        image: '/images/room-deluxe-1.jpg',
        description: 'A king bed over the lake',
      },
      guest.headers,
    );
    expect(statuses(answers)).toEqual([...Array(AT_ONCE - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.user.id));
    expect(rows).toHaveLength(1);
  });

  it('holds one table, and one hall request, for twenty identical requests each', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'amritsari-fish-fry'));
    const tables = await twentyAtOnce(
      'bookings/create',
      {
        date: '2026-12-08',
        time: '19:30',
        partySize: '4',
        name: 'Meera Iyer',
        phone: '98123 45678',
        totalAmount: '745',
        menuId: dish!.id,
        userId: guest.user.id,
      },
      guest.headers,
    );
    expect(statuses(tables)).toEqual([...Array(AT_ONCE - 1).fill(200), 201]);
    expect(new Set(tables.map((a) => a.body.booking.id)).size).toBe(1);
    // Another guest: each create counts against the guest's hourly attempts (20), a repeat included.
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    const [chandra] = await t.db.select().from(halls).where(eq(halls.slug, 'chandra-mahal'));
    const requests = await twentyAtOnce(
      'hallbookings/create-booking',
      {
        user_id: other.user.id,
        hall_Id: chandra!.id,
        date: '2027-02-13',
        timeSlot: 'Evening',
        eventType: 'Anniversary',
        guests: '150',
        price: '₹1,20,000',
        customerName: 'Meera Iyer',
        customerEmail: 'meera@example.in',
        customerPhone: '+91 98123 45678',
      },
      other.headers,
    );
    expect(statuses(requests)).toEqual([...Array(AT_ONCE - 1).fill(200), 201]);
    expect(new Set(requests.map((a) => a.body.booking.id)).size).toBe(1);
    expect(
      await t.db.select().from(tableBookings).where(eq(tableBookings.userId, guest.user.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(hallBookings).where(eq(hallBookings.userId, other.user.id))).toHaveLength(
      1,
    );
  });
});
