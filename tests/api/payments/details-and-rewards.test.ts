import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHall,
  createHallBooking,
  createMenuItem,
  createTableBooking,
} from '../../../src/server/db/factories';
import { roomBookings, walletTransactions } from '../../../src/server/db/schema';
import { signedInGuest } from '../../fixtures/auth';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { payInSandbox, pendingStay } from './setup';

let t: TestApp;
const now = new Date('2027-03-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

const claim = (bookingId: string, headers: Record<string, string>) =>
  t.call('POST', '/api/wallet-transactions/create-suparcoins', {
    json: {
      related_booking_id: bookingId,
      type: 'credit',
      suparCoins: 500,
      description: 'Room booking reward',
    },
    headers,
  });

describe('GET /api/payments/booking/{id}', () => {
  it('gives the room stay, its totals, the hold and the payment state to its owner only', async () => {
    const { guest, booking } = await pendingStay(t, now);
    const res = await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers });
    expect(res.status).toBe(200);
    const summary = await res.json();
    expect(summary).toMatchObject({
      kind: 'room',
      status: 'pending',
      // Two ₹12,500 nights with 18% GST: the bill says so, line by tax (decision 099).
      totalPaise: 2_950_000,
      bill: {
        subtotalPaise: 2_500_000,
        taxablePaise: 2_500_000,
        taxes: [
          { label: 'CGST 9%', amountPaise: 225_000 },
          { label: 'SGST 9%', amountPaise: 225_000 },
        ],
        totalPaise: 2_950_000,
      },
      holdExpiresAt: '2027-03-01T10:15:00.000Z',
      payment: null,
      room: { name: 'Deluxe King Room', nights: 2, pricePerNightPaise: 1_250_000, checkInDate: '2027-04-10' },
    });
    const stranger = await signedInGuest(t.db, {}, now);
    expect(
      (await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: stranger.headers })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/payments/booking/${booking.id}`)).status).toBe(401);
  });

  it('gives a table booking with its dish, date and party', async () => {
    const guest = await signedInGuest(t.db, {}, now);
    const dish = await createMenuItem(t.db, { name: 'Laal Maas', image: 'dish-main-1' });
    const table = await createTableBooking(t.db, {
      userId: guest.user.id,
      date: '2027-03-05',
      menuItemId: dish.id,
      partySize: 4,
    });
    const summary = await (
      await t.call('GET', `/api/payments/booking/${table.id}`, { headers: guest.headers })
    ).json();
    expect(summary).toMatchObject({
      kind: 'table',
      table: { menuName: 'Laal Maas', partySize: 4, date: '2027-03-05', time: '19:30' },
    });
  });
});

describe('PUT /api/bookings/{id}/special-requests', () => {
  it('saves the text for the owner and refuses others and overlong text', async () => {
    const { guest, booking } = await pendingStay(t, now);
    const res = await t.call('PUT', `/api/bookings/${booking.id}/special-requests`, {
      json: { specialRequests: 'A cot for our toddler, please.' },
      headers: guest.headers,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.specialRequests).toBe('A cot for our toddler, please.');

    const stranger = await signedInGuest(t.db, {}, now);
    const foreign = await t.call('PUT', `/api/bookings/${booking.id}/special-requests`, {
      json: { specialRequests: 'x' },
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    const long = await t.call('PUT', `/api/bookings/${booking.id}/special-requests`, {
      json: { specialRequests: 'x'.repeat(1001) },
      headers: guest.headers,
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('Keep special requests under 1,000 characters.');
  });
});

describe("the client's reward call", () => {
  it('credits nothing before payment, and exactly 10 coins once after it, whatever amount is asked', async () => {
    const { guest, booking } = await pendingStay(t, now);
    const early = await claim(booking.id, guest.headers);
    expect(early.status).toBe(202);
    expect((await early.json()).message).toBe('Your 10 Supar Coins are credited when this booking is paid.');

    const { result } = await payInSandbox(t, guest.headers, booking.id);
    await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    const late = await claim(booking.id, guest.headers);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ created: false, transaction: { suparCoins: 10 } });
    const coins = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(coins.map((c) => c.suparCoins)).toEqual([10]);
  });

  it("refuses another guest's booking and gives nothing for events", async () => {
    const { booking } = await pendingStay(t, now);
    const stranger = await signedInGuest(t.db, {}, now);
    expect((await claim(booking.id, stranger.headers)).status).toBe(404);

    const hall = await createHall(t.db);
    const event = await createHallBooking(t.db, {
      userId: stranger.user.id,
      hallId: hall.id,
      date: '2027-05-01',
      startsAt: new Date('2027-05-01T12:30:00Z'),
      endsAt: new Date('2027-05-01T15:30:00Z'),
      status: 'confirmed',
    });
    const res = await claim(event.id, stranger.headers);
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe('Event bookings do not earn Supar Coins.');
  });
});
