import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEntry } from '../../src/contracts/orders';
import {
  createHall,
  createHallBooking,
  createMenuItem,
  createRoom,
  createRoomBooking,
  createTableBooking,
} from '../../src/server/db/factories';
import { payments, roomBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// The bookings list (spec §7 Orders) over every kind, at the tests' frozen noon of 20 Nov 2026 in Udaipur.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
});
afterAll(() => t.close());

async function list(guest: { user: { id: string }; headers: Record<string, string> }) {
  const res = await t.call('POST', '/api/orders/orderlistdetails', {
    json: { user_id: guest.user.id },
    headers: guest.headers,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; orders: OrderEntry[] };
  expect(body.success).toBe(true);
  return body.orders;
}

describe('POST /api/orders/orderlistdetails', () => {
  it("lists a stay, a table and an event in the spec's shapes, each with its payment or an empty one", async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const room = await createRoom(t.db, { name: 'Lake View Suite' }, 2);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2026-11-27',
      nights: 3,
      status: 'confirmed',
    });
    await t.db.insert(payments).values({
      userId: guest.user.id,
      bookingKind: 'room',
      bookingId: stay.id,
      provider: 'sandbox',
      providerOrderId: 'order_test_1',
      providerPaymentId: 'pay_test_1',
      amountPaise: stay.totalPaise,
      receipt: stay.bookingCode,
      status: 'paid',
      method: 'card',
    });
    const dish = await createMenuItem(t.db, { name: 'Laal Maas' });
    await createTableBooking(t.db, { userId: guest.user.id, date: '2026-11-22', menuItemId: dish.id });
    const hall = await createHall(t.db, { name: 'Durbar Hall' });
    await createHallBooking(t.db, {
      userId: guest.user.id,
      hallId: hall.id,
      date: '2026-12-12',
      startsAt: new Date('2026-12-12T12:30:00Z'),
      endsAt: new Date('2026-12-12T15:30:00Z'),
    });

    const orders = await list(guest);
    expect(orders.map((o) => o.kind).sort()).toEqual(['hall', 'room', 'table']);
    const roomEntry = orders.find((o) => o.kind === 'room')!;
    expect(roomEntry).toMatchObject({
      id: stay.id,
      overOn: '2026-11-30',
      overAt: '12:00',
      detailsHref: `/booking-details?id=${stay.id}`,
      // ₹12,500 × 3 nights with 18% GST: what was paid, and the charge it is made of (decision 099).
      payment: { amount: 44_250, transaction_id: 'pay_test_1', payment_method: 'card', status: 'paid' },
      charge: {
        subtotalPaise: 3_750_000,
        discountPaise: 0,
        taxablePaise: 3_750_000,
        cgstPaise: 337_500,
        sgstPaise: 337_500,
        totalPaise: 4_425_000,
      },
      roomBooking: {
        name: 'Lake View Suite',
        checkInDate: '2026-11-27',
        checkOutDate: '2026-11-30',
        nights: 3,
      },
    });
    const table = orders.find((o) => o.kind === 'table');
    expect(table).toMatchObject({
      diningReservation: { menuname: 'Laal Maas', date: '2026-11-22', time: '19:30', numberOfGuests: 2 },
    });
    // Nothing paid: an empty object, never null, as the spec's pages read its fields (decision 092).
    expect(table?.payment).toEqual({});
    expect(orders.find((o) => o.kind === 'hall')).toMatchObject({
      hallBooking: {
        eventType: 'Wedding Reception',
        date: '2026-12-12',
        endDate: '2026-12-12',
        // The list says a request waits for the hotel, not for payment.
        hotelAnswer: 'awaiting',
        Hall: { name: 'Durbar Hall' },
      },
    });
  });

  it('lists a group stay once, and agrees with the Total Bookings of the profile header', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const room = await createRoom(t.db, {}, 2);
    const groupId = crypto.randomUUID();
    for (const unit of room.units) {
      await createRoomBooking(t.db, {
        userId: guest.user.id,
        roomId: room.id,
        roomUnitId: unit.id,
        checkIn: '2026-12-01',
        groupId,
      });
    }
    // A hold that lapsed stays in the list, as lapsed, so the guest can book it again (issue 31, item 12); it was
    // never a booking, so the header's figure leaves it out.
    const lapsedRoom = await createRoom(t.db, {}, 1);
    const lapsed = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: lapsedRoom.id,
      roomUnitId: lapsedRoom.units[0]!.id,
      checkIn: '2026-12-05',
      status: 'expired',
    });
    const orders = await list(guest);
    expect(orders).toHaveLength(2);
    const group = orders.find((o) => o.id !== lapsed.id)!;
    expect(group).toMatchObject({ kind: 'room' });
    if (group.kind === 'room') expect(group.roomBooking.roomNumbers).toHaveLength(2);
    expect(orders.find((o) => o.id === lapsed.id)).toMatchObject({ kind: 'room', status: 'expired' });
    const profile = await (await t.call('GET', '/api/auth/profile', { headers: guest.headers })).json();
    expect(profile.stats.total_bookings).toBe(1);
  });

  it("answers another guest's user_id with a 404 and shows nothing of theirs", async () => {
    const owner = await signedInGuest(t.db, {}, HOTEL_NOON);
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    const res = await t.call('POST', '/api/orders/orderlistdetails', {
      json: { user_id: owner.user.id },
      headers: other.headers,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(owner.user.id);
  });

  it('refuses a missing or malformed user_id with a 400 naming it', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    for (const json of [{}, { user_id: 'me' }, { user_id: 42 }]) {
      const res = await t.call('POST', '/api/orders/orderlistdetails', { json, headers: guest.headers });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain('user_id');
    }
  });
});

describe("'Remove' on a cancelled booking", () => {
  it('hides it from the list and the header figure, and keeps the row', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const room = await createRoom(t.db, {}, 1);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2026-12-10',
      status: 'cancelled',
    });
    expect(await list(guest)).toHaveLength(1);
    const res = await t.call('POST', `/api/orders/${stay.id}/hide`, { headers: guest.headers });
    expect(res.status).toBe(200);
    expect(await list(guest)).toHaveLength(0);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.id));
    expect(row).toMatchObject({ status: 'cancelled', hiddenAt: HOTEL_NOON });
  });

  it('hides a lapsed hold too', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const room = await createRoom(t.db, {}, 1);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2026-12-10',
      status: 'expired',
    });
    expect(await list(guest)).toHaveLength(1);
    const res = await t.call('POST', `/api/orders/${stay.id}/hide`, { headers: guest.headers });
    expect(res.status).toBe(200);
    expect(await list(guest)).toHaveLength(0);
  });

  it('refuses an upcoming booking (409) and another guest’s (404), changing nothing', async () => {
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    const room = await createRoom(t.db, {}, 1);
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2026-12-10',
      status: 'confirmed',
    });
    const upcoming = await t.call('POST', `/api/orders/${stay.id}/hide`, { headers: guest.headers });
    expect(upcoming.status).toBe(409);
    expect((await upcoming.json()).message).toBe(
      'Only a cancelled booking or a lapsed hold can be removed from your list.',
    );
    await t.db.update(roomBookings).set({ status: 'cancelled' }).where(eq(roomBookings.id, stay.id));
    expect((await t.call('POST', `/api/orders/${stay.id}/hide`, { headers: other.headers })).status).toBe(
      404,
    );
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.id));
    expect(row!.hiddenAt).toBeNull();
  });
});
