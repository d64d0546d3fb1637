import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../src/server/db/schema';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { oweAllBack } from '../../src/server/services/ledger/entries';
import { requestForgottenRefunds } from '../../src/server/services/ledger/refunds';
import { bankStandIn, moneyOf, paymentsWithLedger } from '../fixtures/ledger';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { paidStay, secondPayment } from './payments/setup';

// Issue 41, decision 113: one ledger for every movement of money, written in the transaction that causes it; the
// one refund function always sends the provider an idempotency key, so a refund asked again is never paid twice.
const now = new Date('2027-03-01T10:00:00Z');
const quiet = pino({ level: 'silent' });
const bank = bankStandIn(sandboxProvider('sandbox-secret'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now, payments: bank.provider });
});
afterAll(() => t.close());

describe('the money ledger', () => {
  it('writes a captured row in the same transaction whoever marks a payment paid, and never lets it change', async () => {
    const { booking } = await paidStay(t, now, '2027-04-02');
    const second = await secondPayment(t, booking, 590_000, now);
    const money = await moneyOf(t.db, 'room', [booking.id]);
    expect(money.payments.map((p) => p.capturedPaise).sort()).toEqual([2_950_000, 590_000].sort());
    expect(money.paidPaise).toBe(3_540_000);
    // A paid payment's amount and state stay what the provider took.
    await expect(
      t.db.update(payments).set({ amountPaise: 1 }).where(eq(payments.id, second.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, second.id)),
    ).rejects.toThrow();
    // And the ledger is never edited nor emptied.
    await expect(
      t.db.update(ledgerEntries).set({ amountPaise: 1 }).where(eq(ledgerEntries.paymentId, second.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
  });

  it('asks again, with the same key, a refund whose request never left: the bank returns it once', async () => {
    const { booking } = await paidStay(t, now, '2027-04-04');
    // The cancellation's transaction owed the money back; the process stopped before asking the provider.
    const owed = await t.db.transaction((tx) =>
      oweAllBack(tx, { ...booking, kind: 'room', rowIds: [booking.id] }, now, 'staff'),
    );
    expect(owed.amountPaise).toBe(2_950_000);
    const [pending] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(pending!.status).toBe('refund_pending');
    const before = bank.refundedPaise(pending!.providerPaymentId!);
    // Too recent: left for the request after commit.
    expect(
      await requestForgottenRefunds(t.db, bank.provider, quiet, new Date(now.getTime() - 60_000), now),
    ).toBe(0);
    // Later, the job asks for it; asked again (a second job, a lost answer), the bank knows the key.
    const later = new Date(now.getTime() + 15 * 60_000);
    expect(await requestForgottenRefunds(t.db, bank.provider, quiet, now, later)).toBeGreaterThanOrEqual(1);
    const { requestRefund } = await import('../../src/server/services/ledger/refunds');
    await requestRefund(t.db, bank.provider, quiet, owed.refunds[0]!, later);
    expect(bank.refundedPaise(pending!.providerPaymentId!) - before).toBe(2_950_000);
    const [done] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    expect(done!.status).toBe('refunded');
    const money = await moneyOf(t.db, 'room', [booking.id]);
    expect(money).toMatchObject({ paidPaise: 2_950_000, refundedPaise: 2_950_000, keptPaise: 0 });
    // Nothing is left to ask.
    expect(await requestForgottenRefunds(t.db, bank.provider, quiet, later, later)).toBe(0);
  });
});
