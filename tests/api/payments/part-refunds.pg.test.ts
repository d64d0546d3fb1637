import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { ledgerEntries, payments, roomBookings } from '../../../src/server/db/schema';
import { owePartRefund } from '../../../src/server/services/ledger/entries';
import { requestRefunds } from '../../../src/server/services/ledger/refunds';
import { paymentsWithLedger } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { statusCounts } from '../../fixtures/transitions';
import { paidStay, secondPayment, watchedSandbox } from './setup';

// PostgreSQL only: part refunds and cancellations of one booking truly at once (decision 111).
const now = new Date('2027-03-01T10:00:00Z');
const watched = watchedSandbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now, payments: watched.provider });
});
afterAll(() => t.close());

describe('twenty part refunds and cancellations of one booking at once', () => {
  it('never owe back more than was paid in all, and the cancellation owes exactly the rest', async () => {
    expect(t.database.driver).toBe('postgres');
    for (let round = 0; round < 3; round++) {
      const { guest, booking } = await paidStay(t, now, `2027-0${4 + round}-10`);
      await secondPayment(t, booking, 590_000, now);
      const ref = { kind: 'room' as const, id: booking.id, rowIds: [booking.id] };
      const part = { amountPaise: 400_000, cgstPaise: 30_508, sgstPaise: 30_508, reason: 'Cheaper change' };
      // Ten part refunds of ₹4,000 (more than the ₹35,400 paid, together) and ten cancellations, interleaved.
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          if (i % 2 === 1) {
            const res = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
            return { what: 'cancel', status: res.status };
          }
          try {
            const owed = await (t.db as Db).transaction(async (tx) => {
              // Only a live booking changes: a cancellation that came first leaves nothing to change.
              const [row] = await tx
                .select()
                .from(roomBookings)
                .where(eq(roomBookings.id, booking.id))
                .for('update');
              if (row!.status !== 'confirmed') return null;
              return owePartRefund(tx, ref, part, now);
            });
            if (owed)
              await requestRefunds(t.db as Db, watched.provider, pino({ level: 'silent' }), owed, now);
            return { what: 'part', status: owed ? 200 : 409 };
          } catch {
            return { what: 'part', status: 409 };
          }
        }),
      );
      expect(statusCounts(answers.filter((a) => a.what === 'cancel'))[200]).toBe(1);
      const paid = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
      // Every refund the ledger owes of the booking's payments, whole or in part.
      const parts = paid.flatMap((p) => p.refunds);
      const back = parts.reduce((n, p) => n + p.amountPaise, 0);
      // Everything given back: exactly the ₹35,400 paid, never more, and no payment left paid.
      expect(back).toBe(3_540_000);
      expect(paid.map((p) => p.status).sort()).toEqual(['refunded', 'refunded']);
      for (const p of paid) {
        const own = parts.filter((r) => r.paymentId === p.id).reduce((n, r) => n + r.amountPaise, 0);
        expect(own).toBeLessThanOrEqual(p.amountPaise);
      }
      // Each part refund answered 200 wrote its part, and no other did.
      const partsMade = answers.filter((a) => a.what === 'part' && a.status === 200).length;
      const changed = parts
        .filter((r) => r.reason === 'Cheaper change')
        .reduce((n, r) => n + r.amountPaise, 0);
      expect(changed).toBe(partsMade * 400_000);
    }
  });

  it('refuses, in the database, a part written past the service that would take a payment below zero', async () => {
    const { booking } = await paidStay(t, now, '2027-08-10');
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    const part = (amountPaise: number) =>
      t.db.insert(ledgerEntries).values({
        entry: 'refund_owed',
        paymentId: payment!.id,
        userId: payment!.userId,
        bookingKind: 'room',
        bookingId: booking.id,
        amountPaise,
        reason: 'written by hand',
        cause: 'staff',
      });
    // Twenty writers of ₹2,000 at once against ₹29,500: fourteen get in, the rest are refused by the trigger.
    const tried = await Promise.allSettled(Array.from({ length: 20 }, () => part(200_000)));
    const refusals = tried.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { cause?: { constraint?: string } }).cause?.constraint] : [],
    );
    expect(refusals).toEqual(Array(6).fill('ledger_refund_within_payment'));
    const { rows } = await t.db.execute<{ back: number }>(
      sql`select sum(amount_paise)::int as back from ledger_entries where payment_id = ${payment!.id} and entry = 'refund_owed'`,
    );
    expect(rows[0]!.back).toBe(2_800_000);
  });
});
