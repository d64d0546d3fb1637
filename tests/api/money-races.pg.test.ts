import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { payments, roomBookings } from '../../src/server/db/schema';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { bankStandIn, ledgerAndBank, paymentsWithLedger } from '../fixtures/ledger';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { statusCounts } from '../fixtures/transitions';
import { payInSandbox } from './payments/setup';

// PostgreSQL only (issue 41, decision 113): changes of a paid stay racing each other and racing the capture of the
// booking's order. Each round ends exact: the money given back is what was paid less the price of the stay that
// stands, the provider stand-in gave back what the ledger says, and no answer is a 500.
const bank = bankStandIn(sandboxProvider('sandbox-secret'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON, payments: bank.provider });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
const day = (month: number, d: number) =>
  `2027-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A stay of `nights` nights at ₹12,500 a night (₹14,750 with GST), held and not yet paid. */
async function heldStay(guest: Guest, roomId: string, checkIn: string, checkOut: string) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId, checkInDate: checkIn, checkOutDate: checkOut, numGuests: 1 },
    headers: guest.headers,
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.id as string;
}

async function paidStay(guest: Guest, roomId: string, checkIn: string, checkOut: string) {
  const id = await heldStay(guest, roomId, checkIn, checkOut);
  const { result } = await payInSandbox(t, guest.headers, id);
  expect(
    (await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers })).status,
  ).toBe(200);
  return id;
}

const change = (guest: Guest, id: string, body: object) =>
  t.call('POST', `/api/bookings/${id}/change`, { json: body, headers: guest.headers });

/**
 * The stay as it stands and its money as the ledger and the bank tell it: what the hotel keeps must be exactly the
 * price of the stay that stands (while confirmed), and the bank gave back what the ledger owes.
 */
async function accounted(id: string) {
  const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
  const { money, bankTookPaise, bankGaveBackPaise } = await ledgerAndBank(t.db, bank, 'room', id);
  // What the bank took of every payment the ledger says was captured is what the ledger says.
  expect(bankTookPaise).toBe(money.paidPaise);
  return { stay: stay!, money, bankGaveBack: bankGaveBackPaise };
}

describe('money under racing changes of one paid stay', () => {
  it('twenty parallel changes of a ₹44,250 stay, five rounds: what is kept is always the price of the stay that stands', async () => {
    const rounds: Record<string, number>[] = [];
    for (let round = 0; round < 5; round++) {
      const room = await createRoom(t.db, { pricePaise: 1_250_000, maxGuests: 2 }, 1);
      const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
      const month = 3 + round;
      const id = await paidStay(guest, room.id, day(month, 1), day(month, 4));
      // One, two and three nights, from the 1st or the 2nd: cheaper, the same, and (once shortened) dearer.
      const bodies = Array.from({ length: 20 }, (_, i) => {
        const from = 1 + (i % 2);
        const nights = 1 + (i % 3);
        return { checkInDate: day(month, from), checkOutDate: day(month, from + nights) };
      });
      const answers = await Promise.all(bodies.map((body) => change(guest, id, body)));
      const counts = statusCounts(answers);
      rounds.push(counts);
      expect(counts[500]).toBeUndefined();
      const { stay, money, bankGaveBack } = await accounted(id);
      expect(stay.status).toBe('confirmed');
      expect(money.paidPaise).toBe(4_425_000);
      // Never a free night, never money kept for nights given back.
      expect(money.keptPaise).toBe(stay.totalPaise);
      expect(stay.totalPaise).toBe(stay.nights * 1_475_000);
      expect(money.refundedPaise + money.refundPendingPaise).toBe(4_425_000 - stay.totalPaise);
      expect(bankGaveBack).toBe(money.refundedPaise);
    }
    console.info('20 parallel changes of a paid stay, answers per round:', rounds);
  });

  it('twenty dearer changes of a paid one-night stay at once, five rounds: each gets its own order or a 409, one live order', async () => {
    const rounds: Record<string, number>[] = [];
    for (let round = 0; round < 5; round++) {
      const room = await createRoom(t.db, { pricePaise: 1_250_000, maxGuests: 2 }, 1);
      const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
      const month = 3 + round;
      const id = await paidStay(guest, room.id, day(month, 10), day(month, 11));
      // Two, three or four nights from the 9th or the 10th: each a difference to pay, most of them different.
      const bodies = Array.from({ length: 20 }, (_, i) => {
        const from = 9 + (i % 2);
        return { checkInDate: day(month, from), checkOutDate: day(month, from + 2 + (i % 3)) };
      });
      const answers = await Promise.all(bodies.map((body) => change(guest, id, body)));
      const counts = statusCounts(answers);
      rounds.push(counts);
      expect(counts[500]).toBeUndefined();
      // Whatever each answer said, one order at most is live, and it is the one its answer named.
      const orders = await paymentsWithLedger(t.db, eq(payments.bookingId, id));
      const live = orders.filter((o) => o.status === 'created');
      expect(live.length).toBeLessThanOrEqual(1);
      const named = await Promise.all(
        answers.filter((a) => a.status === 200).map(async (a) => (await a.json()).payment?.order?.id),
      );
      if (live[0]) expect(named).toContain(live[0].providerOrderId);
      const { stay, money } = await accounted(id);
      expect(stay).toMatchObject({ status: 'confirmed', nights: 1 });
      expect(money.keptPaise).toBe(stay.totalPaise);
    }
    console.info('20 dearer changes at once, answers per round:', rounds);
  });

  it('a cheaper change racing a same-price change, thirty rounds: never a free night', async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < 30; round++) {
      // Each round a room and a stay of its own: three nights (₹44,250).
      const room = await createRoom(t.db, { pricePaise: 1_250_000, maxGuests: 2 }, 1);
      const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
      const start = new Date(Date.UTC(2027, 8, 1));
      const at = (n: number) => new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
      const id = await paidStay(guest, room.id, at(0), at(3));
      const quote = async (body: object) =>
        (
          await (
            await t.call('POST', `/api/bookings/${id}/change/quote`, { json: body, headers: guest.headers })
          ).json()
        ).after.totalPaise as number;
      const shorter = { checkInDate: at(0), checkOutDate: at(2) };
      const moved = { checkInDate: at(1), checkOutDate: at(4) };
      // Each guest's page shows a quote, and the change carries it.
      const [shorterTotal, movedTotal] = [await quote(shorter), await quote(moved)];
      const [a, b] = await Promise.all([
        change(guest, id, { ...shorter, quotedTotalPaise: shorterTotal }),
        change(guest, id, { ...moved, quotedTotalPaise: movedTotal }),
      ]);
      const key = `${a.status}/${b.status}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      expect([a.status, b.status]).not.toContain(500);
      const { stay, money, bankGaveBack } = await accounted(id);
      expect(stay.status).toBe('confirmed');
      expect(money.keptPaise).toBe(stay.totalPaise);
      expect(money.refundedPaise + money.refundPendingPaise).toBe(4_425_000 - stay.totalPaise);
      expect(bankGaveBack).toBe(money.refundedPaise);
      if (b.status === 409) expect((await b.json()).code).toBe('QUOTE_CHANGED');
    }
    console.info('cheaper vs same-price change, 30 rounds (cheaper/same-price answers):', outcomes);
  });

  it('a change racing the capture of the booking’s own order, thirty rounds: no 500, one outcome, the money accounted', async () => {
    const outcomes = { confirmedAsBooked: 0, changedThenOwedBack: 0, paidThenChanged: 0 };
    for (let round = 0; round < 30; round++) {
      const room = await createRoom(t.db, { pricePaise: 1_250_000, maxGuests: 2 }, 1);
      const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
      const start = new Date(Date.UTC(2027, 9, 1));
      const at = (n: number) => new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
      const id = await heldStay(guest, room.id, at(0), at(3));
      const { result } = await payInSandbox(t, guest.headers, id);
      const [verify, changed] = await Promise.all([
        t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers }),
        change(guest, id, { checkInDate: at(0), checkOutDate: at(2) }),
      ]);
      expect(verify.status).toBe(200);
      expect(changed.status).not.toBe(500);
      const { stay, money, bankGaveBack } = await accounted(id);
      expect(money.paidPaise).toBe(4_425_000);
      if (stay.status === 'confirmed') {
        // Paid first: the change, if it came after, gave the difference back.
        expect(money.keptPaise).toBe(stay.totalPaise);
        if (stay.nights === 3) outcomes.confirmedAsBooked++;
        else outcomes.paidThenChanged++;
      } else {
        // Changed first: the order for the old total was given up, and its payment is owed back whole.
        expect(stay).toMatchObject({ status: 'pending', nights: 2 });
        expect(money.keptPaise).toBe(0);
        expect(money.refundPendingPaise + money.refundedPaise).toBe(4_425_000);
        outcomes.changedThenOwedBack++;
      }
      expect(bankGaveBack).toBe(money.refundedPaise);
    }
    console.info('change vs capture of the order, 30 rounds:', outcomes);
    expect(outcomes.confirmedAsBooked + outcomes.changedThenOwedBack + outcomes.paidThenChanged).toBe(30);
  });
});
