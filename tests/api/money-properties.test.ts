import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { payments, roomBookings, walletTransactions } from '../../src/server/db/schema';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { walletBalance } from '../../src/server/services/wallet';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { bankStandIn, ledgerAndBank, paymentsWithLedger } from '../fixtures/ledger';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signedDelivery } from '../fixtures/transitions';

// Issue 41, decision 113: random sequences of pay, change, cancel, coin spend, admin correction and webhook replay
// on one booking. After every step: no balance below zero, never more given back than was paid, and the money and
// coins the hotel keeps are exactly the price of the nights it holds (nothing kept for a booking not held).
const bank = bankStandIn(sandboxProvider('sandbox-secret'));
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON, payments: bank.provider });
  admin = await signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON);
});
afterAll(() => t.close());

const deliver = (event: object) =>
  t.call(
    'POST',
    '/api/payments/webhook',
    signedDelivery('sandbox-secret', event, `evt_${crypto.randomUUID()}`),
  );

type Step =
  | { op: 'pay'; coins: number }
  | { op: 'change'; nights: number; shift: number; payDifference: boolean }
  | { op: 'cancel' }
  | { op: 'correct'; to: number }
  | { op: 'replay' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), coins: fc.integer({ min: 0, max: 3_000 }) }),
  fc.record({
    op: fc.constant('change' as const),
    nights: fc.integer({ min: 1, max: 3 }),
    shift: fc.integer({ min: 0, max: 1 }),
    payDifference: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancel' as const) }),
  fc.record({ op: fc.constant('correct' as const), to: fc.integer({ min: 0, max: 3_000 }) }),
  fc.record({ op: fc.constant('replay' as const) }),
);

let runNo = 0;
/** What the steps answered, over every run: `op:status` of each step's last answer. */
const tally: Record<string, number> = {};

/** One run: a guest with 2,000 coins holds two nights (₹29,500), then the steps; the invariants after each. */
async function run(steps: Step[]) {
  runNo++;
  const room = await createRoom(t.db, { pricePaise: 1_250_000, maxGuests: 2 }, 1);
  const guest = await signedInGuest(t.db, {}, HOTEL_NOON);
  const [gift] = await t.db
    .insert(walletTransactions)
    .values({ userId: guest.user.id, type: 'credit', suparCoins: 2_000, description: 'Welcome gift' })
    .returning();
  const day = (n: number) => new Date(Date.UTC(2027, 1, 1 + n)).toISOString().slice(0, 10);
  const created = await t.call('POST', '/api/bookings/create', {
    json: { roomId: room.id, checkInDate: day(0), checkOutDate: day(2), numGuests: 1 },
    headers: guest.headers,
  });
  expect(created.status).toBe(201);
  const id = (await created.json()).data.id as string;
  const answered: number[] = [];

  const payOrder = async (orderId: string) => {
    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: orderId, outcome: 'success' } })
    ).json();
    const verified = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    answered.push(verified.status);
  };

  for (const s of steps) {
    if (s.op === 'pay') {
      const opened = await t.call('POST', '/api/payments/create', {
        json: { booking_id: id, coins: s.coins },
        headers: guest.headers,
      });
      answered.push(opened.status);
      if (opened.status === 200) await payOrder((await opened.json()).order.id);
    } else if (s.op === 'change') {
      const body = { checkInDate: day(s.shift), checkOutDate: day(s.shift + s.nights) };
      const quote = await t.call('POST', `/api/bookings/${id}/change/quote`, {
        json: body,
        headers: guest.headers,
      });
      answered.push(quote.status);
      if (quote.status !== 200) continue;
      const quotedTotalPaise = (await quote.json()).after.totalPaise;
      const changed = await t.call('POST', `/api/bookings/${id}/change`, {
        json: { ...body, quotedTotalPaise },
        headers: guest.headers,
      });
      answered.push(changed.status);
      const answer = changed.status === 200 ? await changed.json() : null;
      if (answer?.payment && s.payDifference) await payOrder(answer.payment.order.id);
    } else if (s.op === 'cancel') {
      answered.push((await t.call('PUT', `/api/bookings/${id}/cancel`, { headers: guest.headers })).status);
    } else if (s.op === 'correct') {
      const res = await t.call('PUT', `/api/wallet-transactions/${gift!.id}`, {
        json: { suparCoins: s.to, reason: 'Property test correction' },
        headers: admin.headers,
      });
      answered.push(res.status);
    } else {
      // The provider tells again what it already told: a capture, and a refund returned.
      const taken = await paymentsWithLedger(t.db, eq(payments.bookingId, id));
      for (const p of taken.filter((p) => p.providerPaymentId)) {
        const captured = {
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: p.providerPaymentId,
                order_id: p.providerOrderId,
                amount: p.amountPaise,
                currency: 'INR',
              },
            },
          },
        };
        answered.push((await deliver(captured)).status);
        for (const r of p.refunds.filter((r) => r.providerRefundId)) {
          const refunded = {
            event: 'refund.processed',
            payload: { refund: { entity: { id: r.providerRefundId, payment_id: p.providerPaymentId } } },
          };
          answered.push((await deliver(refunded)).status);
        }
      }
    }
    const key = `${s.op}:${answered.at(-1) ?? '-'}`;
    tally[key] = (tally[key] ?? 0) + 1;
    await holdsAfter(s);
  }

  async function holdsAfter(s: Step) {
    const where = `run ${runNo} after ${JSON.stringify(s)}`;
    expect(
      answered.filter((status) => status >= 500),
      where,
    ).toEqual([]);
    expect(await walletBalance(t.db, guest.user.id), where).toBeGreaterThanOrEqual(0);
    const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    const { money, bankTookPaise, bankGaveBackPaise } = await ledgerAndBank(t.db, bank, 'room', id);
    // Never more given back than was taken, money or coins.
    expect(money.refundedPaise + money.refundPendingPaise, where).toBeLessThanOrEqual(money.paidPaise);
    expect(money.coinsReturned, where).toBeLessThanOrEqual(money.coinsSpent);
    for (const p of money.payments) expect(p.owedBackPaise, where).toBeLessThanOrEqual(p.capturedPaise);
    // What is kept pays for exactly the nights held: all of them while confirmed, none otherwise.
    const coinsKept = money.coinsSpentPaise - money.coinsReturnedPaise;
    const held = stay!.status === 'confirmed' ? stay!.totalPaise : 0;
    expect(money.keptPaise + coinsKept, where).toBe(held);
    if (stay!.status === 'confirmed') expect(stay!.totalPaise, where).toBe(stay!.nights * 1_475_000);
    // The bank took what the ledger says was captured, and gave back what it says was returned.
    expect(bankGaveBackPaise, where).toBe(money.refundedPaise);
    expect(bankTookPaise, where).toBe(money.paidPaise);
  }
}

describe('money and coins on one booking, under any sequence of steps', () => {
  it('keep their invariants after every step (fast-check, 40 runs)', async () => {
    await fc.assert(
      // Most runs pay first (with some of the guest's coins), so that the later steps move paid money.
      fc.asyncProperty(
        fc.option(fc.integer({ min: 0, max: 2_000 }), { freq: 4 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (coins, steps) => run(coins === null ? steps : [{ op: 'pay', coins }, ...steps]),
      ),
      { numRuns: 40, seed: 41 },
    );
    console.info(
      `money properties: ${runNo} runs of up to 9 steps, every invariant held; steps answered:`,
      tally,
    );
  }, 600_000);
});
