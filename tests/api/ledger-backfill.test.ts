import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentStanding, reckon, refundMessage } from '../../src/lib/ledger';
import { ledgerEntries } from '../../src/server/db/schema';
import { databaseBefore } from '../fixtures/migrations';

// Issue 41, decision 113: a database that recorded money the old way (refunds on the payment row, parts in
// payment_refunds, coins only in the wallet) keeps every movement when it migrates: the ledger starts from them,
// and every payment reads as it did.
let opened: Awaited<ReturnType<typeof databaseBefore>> | undefined;
afterAll(async () => {
  await opened?.close();
});

const uuid = () => crypto.randomUUID();

describe('the migration to one money ledger', () => {
  it('carries every payment, refund and coin movement into the ledger, each reading as before', async () => {
    opened = await databaseBefore('_money_ledger');
    const { database, toHead } = opened;
    const { db } = database;

    const [guest] = (
      await db.execute<{ id: string }>(
        sql`insert into users (name, phone, referral_code) values ('Asha Verma', '+919812300113', 'LEDGER113') returning id`,
      )
    ).rows;
    const booking = { kept: uuid(), refunded: uuid(), desk: uuid(), lapsed: uuid(), parted: uuid() };
    const lapsedWhy =
      'Your 15-minute hold lapsed and the room was booked by another guest before your payment arrived.';
    const desk =
      'Your payment of ₹29,500 (₹4,500 of it GST) will be refunded in full; our front desk is arranging it and will write to you.';
    const pay = async (
      bookingId: string,
      status: string,
      amount: number,
      extra: { refundId?: string; refundedAt?: string; why?: string; gst?: number } = {},
    ) => {
      const [row] = (
        await db.execute<{ id: string }>(sql`insert into payments
          (user_id, booking_kind, booking_id, provider, provider_order_id, provider_payment_id, amount_paise, receipt,
           status, failure_reason, provider_refund_id, refunded_at, refund_cgst_paise, refund_sgst_paise, created_at, updated_at)
          values (${guest!.id}, 'room', ${bookingId}, 'sandbox', ${`order_${uuid()}`},
            ${status === 'created' ? null : `pay_${uuid()}`}, ${amount}, 'PAL-1', ${status}, ${extra.why ?? null},
            ${extra.refundId ?? null}, ${extra.refundedAt ?? null}, ${extra.gst ?? null}, ${extra.gst ?? null},
            '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z')
          returning id`)
      ).rows;
      return row!.id;
    };
    const kept = await pay(booking.kept, 'paid', 2_950_000);
    const refunded = await pay(booking.refunded, 'refunded', 2_950_000, {
      refundId: 'rfnd_old_1',
      refundedAt: '2026-10-03T10:00:00Z',
      gst: 225_000,
    });
    const atDesk = await pay(booking.desk, 'refund_pending', 2_950_000, { why: desk, gst: 225_000 });
    const lapsed = await pay(booking.lapsed, 'refund_pending', 2_950_000, { why: lapsedWhy, gst: 225_000 });
    const parted = await pay(booking.parted, 'paid', 3_540_000);
    const open = await pay(uuid(), 'created', 100_000);
    const failed = await pay(uuid(), 'failed', 100_000, { why: 'Your bank declined the payment.' });
    const [partBack, partOwed] = [uuid(), uuid()];
    await db.execute(sql`insert into payment_refunds
      (id, payment_id, user_id, booking_kind, booking_id, amount_paise, cgst_paise, sgst_paise, reason, status,
       provider_refund_id, refunded_at, created_at, updated_at)
      values
      (${partBack}, ${parted}, ${guest!.id}, 'room', ${booking.parted}, 236000, 18000, 18000, 'Cheaper change', 'refunded',
       'rfnd_old_2', '2026-10-05T10:00:00Z', '2026-10-04T10:00:00Z', '2026-10-05T10:00:00Z'),
      (${partOwed}, ${parted}, ${guest!.id}, 'room', ${booking.parted}, 100000, 7627, 7627, 'Cheaper change', 'pending',
       null, null, '2026-10-06T10:00:00Z', '2026-10-06T10:00:00Z')`);
    await db.execute(sql`insert into wallet_transactions
      (user_id, type, supar_coins, description, related_booking_id, reward_key, value_paise)
      values (${guest!.id}, 'credit', 1000, 'Welcome gift', null, null, null),
             (${guest!.id}, 'debit', 500, 'Spent on booking PAL-1', ${booking.kept}, ${`coins-spent:room:${booking.kept}`}, 50000)`);
    await db.execute(sql`insert into wallet_transactions
      (user_id, type, supar_coins, description, related_booking_id, adjusts_id, reward_key, value_paise)
      select user_id, 'refund', 200, 'Returned: booking PAL-1 changed to a lower total', related_booking_id, id,
             ${`coins-returned:room:${booking.kept}:2026-10-07`}, 20000
      from wallet_transactions where reward_key = ${`coins-spent:room:${booking.kept}`}`);

    // Migrated to the ledger and on.
    await toHead();

    const statuses = Object.fromEntries(
      (await db.execute<{ id: string; status: string }>(sql`select id, status from payments`)).rows.map(
        (r) => [r.id, r.status],
      ),
    );
    expect(statuses).toEqual({
      [kept]: 'paid',
      [refunded]: 'paid',
      [atDesk]: 'paid',
      [lapsed]: 'paid',
      [parted]: 'paid',
      [open]: 'created',
      [failed]: 'failed',
    });
    const rows = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.seq));
    const of = (bookingId: string) => reckon(rows.filter((r) => r.bookingId === bookingId));
    const standing = (bookingId: string) => paymentStanding('paid', of(bookingId).payments[0]);

    // Kept: captured, and the coins spent on it with those given back.
    expect(of(booking.kept)).toMatchObject({
      paidPaise: 2_950_000,
      keptPaise: 2_950_000,
      coinsSpent: 500,
      coinsSpentPaise: 50_000,
      coinsReturned: 200,
      coinsReturnedPaise: 20_000,
    });
    expect(standing(booking.kept)).toBe('paid');
    // Refunded whole: owed, asked of the provider and returned, with its GST; it reads as it did.
    const whole = of(booking.refunded);
    expect(standing(booking.refunded)).toBe('refunded');
    expect(whole.refunds).toEqual([
      expect.objectContaining({
        amountPaise: 2_950_000,
        cgstPaise: 225_000,
        sgstPaise: 225_000,
        cause: 'cancelled',
        state: 'refunded',
        providerRefundId: 'rfnd_old_1',
        settledAt: new Date('2026-10-03T10:00:00Z'),
      }),
    ]);
    expect(refundMessage(whole.refunds[0]!)).toBe(
      'Your payment of ₹29,500 (₹4,500 of it GST) has been refunded to the card or account you paid with.',
    );
    // Owed and left to the front desk: still owed, and the guest reads the same words.
    expect(standing(booking.desk)).toBe('refund_pending');
    expect(refundMessage(of(booking.desk).refunds[0]!)).toBe(desk);
    // A capture that confirmed nothing: owed back for that cause, the guest reading why.
    expect(standing(booking.lapsed)).toBe('refund_pending');
    expect(of(booking.lapsed).refunds).toEqual([
      expect.objectContaining({ cause: 'unconfirmed', state: 'pending', guestNote: lapsedWhy }),
    ]);
    // Parts keep their ids (a webhook names them in its notes), their states and the provider's ids.
    const parts = of(booking.parted);
    expect(standing(booking.parted)).toBe('paid');
    expect(parts.refunds.map((r) => [r.id, r.amountPaise, r.state, r.providerRefundId, r.cause])).toEqual([
      [partBack, 236_000, 'refunded', 'rfnd_old_2', 'change'],
      [partOwed, 100_000, 'pending', null, 'change'],
    ]);
    expect(parts).toMatchObject({
      paidPaise: 3_540_000,
      refundedPaise: 236_000,
      refundPendingPaise: 100_000,
    });
    // Run again, nothing changes; and the ledger refuses to be edited.
    await toHead();
    expect(await db.select().from(ledgerEntries)).toHaveLength(rows.length);
    await expect(db.execute(sql`update ledger_entries set amount_paise = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});
