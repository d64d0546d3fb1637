import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { ledgerEntries, walletTransactions } from '../../src/server/db/schema';
import { claimBookingReward } from '../../src/server/services/bookings/rewards';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// PostgreSQL only (decision 151): the two new money paths under two desks at once. Money owed back at the desk after a
// cancellation is given once (one settled row per refund, the other desk told it was given); a stay to pay at the
// hotel settled by two desks at once takes one payment and earns one reward, even with the guest claiming it too.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let admin: Awaited<ReturnType<typeof signedInGuest>>;
const ROUNDS = 5;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
  admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const post = (desk: number, path: string, json: unknown) =>
  t.call('POST', path, { json, headers: desks[desk]!.headers });

/** A walk-in in a room of their own for two nights, booked at desk one, settled as `settlement` says. */
async function walkIn(round: string, settlement: 'desk' | 'hotel') {
  const room = await createRoom(t.db, { name: `Race Suite ${round}` }, 1);
  const added = await post(0, '/api/staff/desk/guests', { phone: `+9197100${round}`, name: 'Race Guest' });
  const guest = (await added.json()).guest;
  if (settlement === 'hotel') {
    await t.call('POST', `/api/staff/guests/${guest.id}/trust`, {
      json: { trusted: true, reason: 'Corporate account' },
      headers: admin.headers,
    });
  }
  const res = await post(0, '/api/staff/desk/bookings', {
    kind: 'room',
    guestId: guest.id,
    roomId: room.id,
    checkIn: '2026-12-05',
    checkOut: '2026-12-07',
    adults: 2,
    settlement,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { booking } = await res.json();
  return { guestId: guest.id as string, id: booking.id as string, totalPaise: booking.totalPaise as number };
}

describe('two desks at once, on PostgreSQL', () => {
  it('give back a cancelled booking’s desk money once: one 201, one 409, one settled row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const stay = await walkIn(`1${round}001`, 'desk');
      const amount = stay.totalPaise / 100;
      expect(
        (await post(0, `/api/staff/bookings/${stay.id}/folio/payments`, { method: 'cash', amount })).status,
      ).toBe(201);
      const cancelled = await post(0, `/api/staff/bookings/${stay.id}/cancel`, {
        reason: 'Plans changed',
        override: true,
      });
      expect(cancelled.status).toBe(200);
      const answers = await Promise.all(
        [0, 1].map((desk) =>
          post(desk, `/api/staff/bookings/${stay.id}/folio/refunds`, {
            method: 'cash',
            amount,
            reason: 'Cancelled',
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect((await loser.json()).message).toBe(
        'Nothing is owed back at the desk on this booking: it was given.',
      );
      const settled = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingId, stay.id), eq(ledgerEntries.entry, 'refund_settled')));
      expect(settled).toHaveLength(1);
      expect(settled[0]!.deskMethod).toBe('cash');
    }
  });

  it('settle a stay to pay at the hotel once, and credit its reward once, the guest claiming it meanwhile', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const stay = await walkIn(`2${round}002`, 'hotel');
      const amount = stay.totalPaise / 100;
      const [first, second, claim] = await Promise.all([
        post(0, `/api/staff/bookings/${stay.id}/folio/payments`, { method: 'cash', amount }),
        post(1, `/api/staff/bookings/${stay.id}/folio/payments`, { method: 'cash', amount }),
        claimBookingReward(t.db, stay.guestId, stay.id),
      ]);
      expect([first!.status, second!.status].sort()).toEqual([201, 409]);
      // The claim either came first (told it comes with payment) or answered the one credit.
      expect([false, true]).toContain(claim.credited);
      const captured = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingId, stay.id), eq(ledgerEntries.entry, 'captured')));
      expect(captured).toHaveLength(1);
      const coins = await t.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.relatedBookingId, stay.id));
      expect(coins.map((c) => [c.type, c.suparCoins])).toEqual([['credit', 10]]);
    }
  });
});
