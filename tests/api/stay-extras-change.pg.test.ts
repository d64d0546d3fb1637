import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { payments, roomBookingExtras, roomBookings, stayExtras } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only (issue 43, decision 138): extras changes of one paid stay asked at once, from two tabs, each paid:
// the stay ends with the extras of one of them, and the money taken for the changes is that one's difference once.
let t: TestApp;
let transfer: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
  const [row] = await t.db
    .insert(stayExtras)
    .values({
      slug: `airport-transfer-race-${crypto.randomUUID()}`,
      name: 'Airport transfer',
      description: 'A car and driver between Udaipur airport and the palace.',
      basis: 'stay',
      pricePaise: 250_000,
      supply: 'transport',
      maxQuantity: 2,
    })
    .returning();
  transfer = row!.id;
});
afterAll(() => t.close());

// ₹9,000 a night at 18%: two nights ₹21,240; a transfer ₹2,500 at 5%, ₹2,625 each.
const ROOM_TOTAL = 2_124_000;
const TRANSFER_TOTAL = 262_500;

async function payAndVerify(headers: Record<string, string>, orderId: string) {
  const paid = await t.call('POST', '/api/dev/sandbox/pay', {
    json: { order_id: orderId, outcome: 'success' },
  });
  if (paid.status !== 200) return paid.status;
  return (await t.call('POST', '/api/payments/verify', { json: await paid.json(), headers })).status;
}

describe('extras changes of a paid stay on PostgreSQL', () => {
  for (const [what, quantities] of [
    ['the same transfer asked in two tabs at once', [1, 1]],
    ['one and two transfers asked in two tabs at once', [1, 2]],
  ] as const)
    it(`${what}, each paid at once: the difference is kept once, five rounds`, async () => {
      for (let round = 0; round < 5; round++) {
        const room = await createRoom(t.db, { pricePaise: 900_000, maxGuests: 2 }, 1);
        const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
        const made = await t.call('POST', '/api/bookings/create', {
          json: { roomId: room.id, checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numGuests: 2 },
          headers: guest.headers,
        });
        const id = (await made.json()).data.id as string;
        await payStay(t, guest.headers, id);

        const answers = await Promise.all(
          quantities.map((quantity) =>
            t.call('POST', `/api/bookings/${id}/change`, {
              json: {
                checkInDate: '2027-03-01',
                checkOutDate: '2027-03-03',
                extras: [{ id: transfer, quantity }],
              },
              headers: guest.headers,
            }),
          ),
        );
        const orders = new Set<string>();
        for (const answer of answers) {
          const body = await answer.json();
          if (answer.status === 200) orders.add(body.payment.order.id);
          else expect(body.code, body.message).toBe('CONFLICT');
        }
        expect(orders.size).toBeGreaterThan(0);
        // Every order is paid, twice each, all at once (the guest's two tabs).
        await Promise.all([...orders, ...orders].map((order) => payAndVerify(guest.headers, order)));

        const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
        const extras = await t.db.select().from(roomBookingExtras).where(eq(roomBookingExtras.bookingId, id));
        expect(extras).toHaveLength(1);
        const quantity = extras[0]!.quantity;
        expect(stay).toMatchObject({
          status: 'confirmed',
          totalPaise: ROOM_TOTAL + quantity * TRANSFER_TOTAL,
        });
        const all = await paymentsWithLedger(t.db, eq(payments.bookingId, id));
        const kept = all.filter((p) => p.status === 'paid');
        // The stay's first payment and one difference, exactly the stay's total; any other capture is owed back.
        expect(kept.map((p) => p.amountPaise).sort()).toEqual([ROOM_TOTAL, quantity * TRANSFER_TOTAL].sort());
      }
    });
});
