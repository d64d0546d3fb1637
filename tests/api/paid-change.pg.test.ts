import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { payments, roomBookings, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 34, decision 107): changes of a paid stay racing each other, and the capture of a change's
// difference racing another guest's booking of the same night.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
async function paidStay(who: Guest, roomId: string, checkInDate: string, checkOutDate: string) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId, checkInDate, checkOutDate, numGuests: 1 },
    headers: who.headers,
  });
  expect(res.status).toBe(201);
  const id = (await res.json()).data.id as string;
  await payStay(t, who.headers, id);
  return id;
}
const live = (roomId: string) =>
  t.db
    .select()
    .from(roomBookings)
    .where(and(eq(roomBookings.roomId, roomId), inArray(roomBookings.status, ['pending', 'confirmed'])));

describe('paid changes on PostgreSQL', () => {
  it('twenty parallel shortenings of one paid stay give back the difference once: coins and money together', async () => {
    // ₹9,000 a night at 18%: three nights ₹31,860, two ₹21,240; the difference ₹10,620.
    const room = await createRoom(t.db, { pricePaise: 900_000, maxGuests: 2 }, 1);
    const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
    await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 500, description: 'Welcome gift' });
    const res = await t.call('POST', '/api/bookings/create', {
      json: { roomId: room.id, checkInDate: '2027-05-01', checkOutDate: '2027-05-04', numGuests: 1 },
      headers: guest.headers,
    });
    const id = (await res.json()).data.id as string;
    const { order } = await (
      await t.call('POST', '/api/payments/create', {
        json: { booking_id: id, coins: 500 },
        headers: guest.headers,
      })
    ).json();
    const paidResult = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
    ).json();
    expect(
      (await t.call('POST', '/api/payments/verify', { json: paidResult, headers: guest.headers })).status,
    ).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: '2027-05-01', checkOutDate: '2027-05-03' },
          headers: guest.headers,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    // One of them was the change; every other found the stay already at two nights.
    expect(bodies.filter((b) => b.differencePaise === -1_062_000)).toHaveLength(1);
    expect(bodies.filter((b) => b.differencePaise === 0)).toHaveLength(19);
    const returned = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.relatedBookingId, id), eq(walletTransactions.type, 'refund')));
    expect(returned.map((r) => r.suparCoins)).toEqual([500]);
    const [stay] = await live(room.id);
    expect(stay).toMatchObject({ id, nights: 2, status: 'confirmed' });
  });

  it('the capture of a change’s difference and another guest’s booking of the new night: one has it, never both', async () => {
    const outcomes = { changed: 0, booked: 0 };
    for (let round = 0; round < 6; round++) {
      const room = await createRoom(t.db, { maxGuests: 2 }, 1);
      const first = await signedInGuest(t.db, {}, HOTEL_NOON);
      const second = await signedInGuest(t.db, {}, HOTEL_NOON);
      const day = 1 + round * 3;
      const date = (d: number) => `2027-06-${String(d).padStart(2, '0')}`;
      const id = await paidStay(first, room.id, date(day), date(day + 1));
      const answer = await (
        await t.call('POST', `/api/bookings/${id}/change`, {
          json: { checkInDate: date(day), checkOutDate: date(day + 2) },
          headers: first.headers,
        })
      ).json();
      const paid = await (
        await t.call('POST', '/api/dev/sandbox/pay', {
          json: { order_id: answer.payment.order.id, outcome: 'success' },
        })
      ).json();
      const [verified, booked] = await Promise.all([
        t.call('POST', '/api/payments/verify', { json: paid, headers: first.headers }),
        t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: date(day + 1), checkOutDate: date(day + 2), numGuests: 1 },
          headers: second.headers,
        }),
      ]);
      expect(verified.status).toBe(200);
      const rows = await live(room.id);
      const mine = rows.find((r) => r.id === id)!;
      // The first guest always keeps the stay they paid for.
      expect(mine.status).toBe('confirmed');
      const [, difference] = await paymentsWithLedger(t.db, eq(payments.bookingId, id));
      if (mine.nights === 2) {
        outcomes.changed++;
        expect(booked.status).toBe(409);
        expect(difference!.status).toBe('paid');
      } else {
        outcomes.booked++;
        expect(booked.status).toBe(201);
        expect(difference!.status).toBe('refund_pending');
      }
      // Never two live stays on one night.
      const nights = rows.flatMap((r) =>
        Array.from({ length: r.nights }, (_, i) =>
          new Date(Date.parse(r.checkIn) + i * 86_400_000).toISOString(),
        ),
      );
      expect(new Set(nights).size).toBe(nights.length);
    }
    console.info('capture of the difference vs another guest, rounds won:', outcomes);
    expect(outcomes.changed + outcomes.booked).toBe(6);
  });
});
