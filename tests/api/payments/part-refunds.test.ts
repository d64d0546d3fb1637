import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, taxDocuments } from '../../../src/server/db/schema';
import { AppError } from '../../../src/server/errors';
import { owePartRefund } from '../../../src/server/services/ledger/entries';
import { requestRefunds } from '../../../src/server/services/ledger/refunds';
import { paymentsWithLedger, refundsOf } from '../../fixtures/ledger';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { paidStay, secondPayment, watchedSandbox } from './setup';

// Decision 111: money owed back in parts across a booking's payments. The stay is ₹29,500 (₹4,500 of it GST) paid
// through the sandbox, and a second payment of ₹5,900 is the order a dearer change was paid with.
const now = new Date('2027-03-01T10:00:00Z');
const quiet = pino({ level: 'silent' });
const cheaper = {
  amountPaise: 700_000,
  cgstPaise: 53_389,
  sgstPaise: 53_389,
  reason: 'Cheaper change: one night fewer',
};

const watched = watchedSandbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now, payments: watched.provider });
});
afterAll(() => t.close());

/** A paid stay with a second payment of ₹5,900; its payments oldest first, and the booking as owePartRefund takes it. */
async function twicePaid(checkIn: string) {
  const { guest, booking } = await paidStay(t, now, checkIn);
  const second = await secondPayment(t, booking, 590_000, now);
  const [first] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, (await paymentsOf(booking.id))[0]!.providerOrderId));
  return {
    guest,
    booking,
    first: first!,
    second,
    ref: { kind: 'room' as const, id: booking.id, rowIds: [booking.id] },
  };
}
const paymentsOf = (bookingId: string) => paymentsWithLedger(t.db, eq(payments.bookingId, bookingId));
/** The booking's refunds as the ledger tells them, oldest first (the larger first when owed at once). */
const partsOf = async (bookingId: string) => {
  const [payment] = await paymentsOf(bookingId);
  const ours = (await refundsOf(t.db)).filter((r) => r.paymentId && r.owedAt && payment && r.id);
  const mine = await paymentsOf(bookingId);
  const ids = new Set(mine.map((p) => p.id));
  return ours
    .filter((r) => ids.has(r.paymentId))
    .sort((a, b) => a.owedAt.getTime() - b.owedAt.getTime() || b.amountPaise - a.amountPaise)
    .map((r) => ({
      id: r.id,
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      reason: r.reason,
      status: r.state === 'refunded' ? 'refunded' : 'pending',
      providerRefundId: r.providerRefundId,
      refundedAt: r.settledAt,
      failureReason: r.state === 'by_hand' ? r.guestNote : null,
    }));
};

describe('owePartRefund', () => {
  it('takes the amount from the newest payment first, then the one before, sharing the GST between them', async () => {
    const { booking, first, second, ref } = await twicePaid('2027-04-10');
    const owed = await t.db.transaction((tx) => owePartRefund(tx, ref, cheaper, now));
    expect(owed.map((o) => [o.paymentId, o.amountPaise, o.entry])).toEqual([
      [second.id, 590_000, 'refund_owed'],
      [first.id, 110_000, 'refund_owed'],
    ]);
    // ₹1,067.78 of CGST and as much SGST, in proportion to each part (rounded down, the last taking the rest).
    expect(owed.map((o) => [o.cgstPaise, o.sgstPaise])).toEqual([
      [44_999, 44_999],
      [8_390, 8_390],
    ]);
    expect(owed[0]!.providerPaymentId).toBe(second.providerPaymentId);
    expect((await partsOf(booking.id)).map((p) => p.reason)).toEqual([cheaper.reason, cheaper.reason]);
    // The payments are still paid: only parts of them are owed back.
    expect((await paymentsOf(booking.id)).map((p) => p.status)).toEqual(['paid', 'paid']);
  });

  it('never owes more than the payments have left, and the database refuses it too', async () => {
    const { booking, second, ref } = await twicePaid('2027-04-12');
    await t.db.transaction((tx) => owePartRefund(tx, ref, cheaper, now));
    // ₹35,400 paid, ₹7,000 owed back: ₹28,400 is left, and one paisa more is refused, writing nothing.
    const tooMuch = t.db.transaction((tx) =>
      owePartRefund(tx, ref, { ...cheaper, amountPaise: 2_840_001, cgstPaise: 0, sgstPaise: 0 }, now),
    );
    await expect(tooMuch).rejects.toSatisfy(
      (e) =>
        e instanceof AppError &&
        e.code === 'CONFLICT' &&
        /Only ₹28,400 of this booking's payments/.test(e.message),
    );
    expect(await partsOf(booking.id)).toHaveLength(2);
    const all = await t.db.transaction((tx) =>
      owePartRefund(tx, ref, { ...cheaper, amountPaise: 2_840_000, cgstPaise: 0, sgstPaise: 0 }, now),
    );
    expect(all.map((o) => o.amountPaise)).toEqual([2_840_000]);
    // Written past the service, a part beyond its payment is refused by the database.
    const [first] = await paymentsOf(booking.id);
    const beyond = t.db.insert(ledgerEntries).values({
      entry: 'refund_owed',
      paymentId: second.id,
      userId: second.userId,
      bookingKind: 'room',
      bookingId: booking.id,
      amountPaise: 1,
      reason: 'test',
      cause: 'staff',
    });
    await expect(beyond).rejects.toThrow();
    const sums = await t.db.execute<{ payment_id: string; back: number }>(
      sql`select payment_id, sum(amount_paise)::int as back from ledger_entries where booking_id = ${booking.id} and entry = 'refund_owed' group by payment_id`,
    );
    expect(Object.fromEntries(sums.rows.map((r) => [r.payment_id, r.back]))).toEqual({
      [first!.id]: 2_950_000,
      [second.id]: 590_000,
    });
  });
});

describe('requestRefunds', () => {
  it('asks the provider for each part, in paise, and records it refunded', async () => {
    const { booking, first, second, ref } = await twicePaid('2027-04-14');
    const owed = await t.db.transaction((tx) => owePartRefund(tx, ref, cheaper, now));
    const before = watched.asked.length;
    const refunds = await requestRefunds(t.db, watched.provider, quiet, owed, now);
    expect(
      watched.asked.slice(before).map((a) => [a.paymentId, a.amountPaise, a.notes.part_refund_id]),
    ).toEqual([
      [second.providerPaymentId, 590_000, owed[0]!.id],
      [first.providerPaymentId, 110_000, owed[1]!.id],
    ]);
    expect(refunds).toEqual([
      {
        status: 'refunded',
        amountPaise: 590_000,
        gstPaise: 89_998,
        message:
          '₹5,900 (₹899.98 of it GST) of your payment has been refunded to the card or account you paid with.',
      },
      expect.objectContaining({ status: 'refunded', amountPaise: 110_000, gstPaise: 16_780 }),
    ]);
    const parts = await partsOf(booking.id);
    expect(parts.map((p) => [p.status, p.refundedAt])).toEqual([
      ['refunded', now],
      ['refunded', now],
    ]);
    for (const p of parts) expect(p.providerRefundId).toMatch(/^rfnd_sbx_/);
    // The payments themselves stay paid: the booking keeps the rest.
    expect((await paymentsOf(booking.id)).map((p) => p.status)).toEqual(['paid', 'paid']);
  });

  it('leaves a part owed, for the front desk, with a message saying so, when the provider fails', async () => {
    const { booking, ref } = await twicePaid('2027-04-16');
    const owed = await t.db.transaction((tx) =>
      owePartRefund(
        tx,
        ref,
        { amountPaise: 236_000, cgstPaise: 18_000, sgstPaise: 18_000, reason: 'Cheaper room' },
        now,
      ),
    );
    watched.answer.refunds = 'refused';
    try {
      const [refund] = await requestRefunds(t.db, watched.provider, quiet, owed, now);
      expect(refund).toEqual({
        status: 'refund_pending',
        amountPaise: 236_000,
        gstPaise: 36_000,
        message:
          '₹2,360 (₹360 of it GST) of your payment will be refunded; our front desk is arranging it and will write to you.',
      });
    } finally {
      watched.answer.refunds = 'processed';
    }
    const [part] = await partsOf(booking.id);
    expect(part).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(part!.failureReason).toMatch(/our front desk is arranging it/);
  });
});

describe('cancelling after a part refund', () => {
  it('gives back exactly the rest, across both payments, with one refund document for all of it', async () => {
    const { guest, booking, first, second, ref } = await twicePaid('2027-05-02');
    // A cheaper change gave back ₹3,000, all of it from the newest payment.
    const part = { amountPaise: 300_000, cgstPaise: 22_881, sgstPaise: 22_881, reason: 'Cheaper change' };
    const owed = await t.db.transaction((tx) => owePartRefund(tx, ref, part, now));
    await requestRefunds(t.db, watched.provider, quiet, owed, now);
    const before = watched.asked.length;

    const res = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    // ₹35,400 paid less ₹3,000 given back: ₹29,500 of the first payment (whole) and ₹2,900 left of the second.
    expect(watched.asked.slice(before).map((a) => [a.paymentId, a.amountPaise])).toEqual([
      [first.providerPaymentId, 2_950_000],
      [second.providerPaymentId, 290_000],
    ]);
    expect(body.refund).toMatchObject({ status: 'refunded', amountPaise: 3_240_000 });
    expect(body.refund.message).toMatch(/^₹32,400 \(₹.* of it GST\) of your payments has been refunded/);
    const after = await paymentsOf(booking.id);
    expect(after.map((p) => [p.id, p.status])).toEqual([
      [first.id, 'refunded'],
      [second.id, 'refunded'],
    ]);
    expect(after[0]!.providerRefundId).toMatch(/^rfnd_sbx_/);
    const parts = await partsOf(booking.id);
    expect(parts.map((p) => [p.paymentId, p.amountPaise, p.status, p.reason]).sort()).toEqual(
      [
        [first.id, 2_950_000, 'refunded', 'Booking cancelled'],
        [second.id, 290_000, 'refunded', 'Booking cancelled'],
        [second.id, 300_000, 'refunded', 'Cheaper change'],
      ].sort(),
    );
    const documents = await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, booking.id));
    expect(documents.find((d) => d.type === 'refund_voucher')?.totalPaise).toBe(3_240_000);

    // The guest's list reads it as refunded, and the details page tells all of it.
    const list = await (
      await t.call('POST', '/api/orders/orderlistdetails', {
        json: { user_id: guest.user.id },
        headers: guest.headers,
      })
    ).json();
    const entry = list.orders.find((o: { id: string }) => o.id === booking.id);
    expect(entry.payment).toMatchObject({
      amountPaise: 3_540_000,
      refundedPaise: 3_540_000,
      refundPendingPaise: 0,
      standing: 'refunded',
    });
  });

  it('reads as refunded in part while the booking keeps the rest, for the guest and the staff', async () => {
    const { guest, booking, ref } = await twicePaid('2027-05-04');
    const part = { amountPaise: 236_000, cgstPaise: 18_000, sgstPaise: 18_000, reason: 'Cheaper room' };
    const owed = await t.db.transaction((tx) => owePartRefund(tx, ref, part, now));
    await requestRefunds(t.db, watched.provider, quiet, owed, now);
    const summary = await (
      await t.call('GET', `/api/payments/booking/${booking.id}`, { headers: guest.headers })
    ).json();
    expect(summary.status).toBe('confirmed');
    expect(summary.payment.refund).toEqual({
      status: 'refunded',
      amountPaise: 236_000,
      gstPaise: 36_000,
      message:
        '₹2,360 (₹360 of it GST) of your payment has been refunded to the card or account you paid with.',
    });
    const list = await (
      await t.call('POST', '/api/orders/orderlistdetails', {
        json: { user_id: guest.user.id },
        headers: guest.headers,
      })
    ).json();
    expect(list.orders.find((o: { id: string }) => o.id === booking.id).payment).toMatchObject({
      amountPaise: 3_540_000,
      refundedPaise: 236_000,
      standing: 'refunded_in_part',
    });
    const admin = await import('../../fixtures/auth').then((m) =>
      m.signedInGuest(t.db, { role: 'admin' }, now),
    );
    const record = await (
      await t.call('GET', `/api/staff/bookings/${booking.id}`, { headers: admin.headers })
    ).json();
    expect(record.refund).toEqual({
      status: 'refunded',
      amountPaise: 236_000,
      at: now.toISOString(),
      inPart: true,
      paidPaise: 3_540_000,
      // Given back through the provider, not at the desk (decision 151).
      atDesk: false,
    });
    expect(record.history.map((h: { what: string }) => h.what)).toEqual(
      expect.arrayContaining(['Refund owed in part', 'Refunded in part']),
    );
  });
});

describe('the webhook and part refunds', () => {
  const sign = (raw: string) => createHmac('sha256', 'sandbox-secret').update(raw).digest('hex');
  const deliver = (event: object, eventId: string) => {
    const raw = JSON.stringify(event);
    return t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(raw),
        'x-razorpay-event-id': eventId,
      },
    });
  };
  const processed = (refundId: string, paymentId: string, notes: object = {}) => ({
    event: 'refund.processed',
    payload: { refund: { entity: { id: refundId, payment_id: paymentId, status: 'processed', notes } } },
  });

  it('settles a part by its refund id, once: a replay changes nothing', async () => {
    const { booking, second, ref } = await twicePaid('2027-06-02');
    const owed = await t.db.transaction((tx) =>
      owePartRefund(
        tx,
        ref,
        { amountPaise: 236_000, cgstPaise: 18_000, sgstPaise: 18_000, reason: 'Cheaper room' },
        now,
      ),
    );
    watched.answer.refunds = 'pending';
    try {
      const [refund] = await requestRefunds(t.db, watched.provider, quiet, owed, now);
      expect(refund).toMatchObject({ status: 'refund_pending' });
      expect(refund!.message).toMatch(/is being refunded .* within 5-7 working days/);
    } finally {
      watched.answer.refunds = 'processed';
    }
    const [pending] = await partsOf(booking.id);
    expect(pending).toMatchObject({ status: 'pending', refundedAt: null });

    const event = processed(pending!.providerRefundId!, second.providerPaymentId!);
    expect(await (await deliver(event, 'evt_part_1')).json()).toEqual({ status: 'processed' });
    const [settled] = await partsOf(booking.id);
    expect(settled).toMatchObject({ status: 'refunded', refundedAt: now });
    // The same event again, and the same refund under another event id: nothing more happens.
    expect(await (await deliver(event, 'evt_part_1')).json()).toEqual({ status: 'duplicate' });
    expect(await (await deliver(event, 'evt_part_2')).json()).toEqual({ status: 'ignored' });
    expect(await partsOf(booking.id)).toEqual([settled]);
    // The payment is untouched: it is still paid, less the part.
    expect((await paymentsOf(booking.id)).map((p) => p.status)).toEqual(['paid', 'paid']);
  });

  it('settles a part whose webhook outran the recording of its refund id, by the id in its notes', async () => {
    const { booking, second, ref } = await twicePaid('2027-06-04');
    const [owed] = await t.db.transaction((tx) =>
      owePartRefund(
        tx,
        ref,
        { amountPaise: 100_000, cgstPaise: 7_627, sgstPaise: 7_627, reason: 'Cheaper room' },
        now,
      ),
    );
    const event = processed('rfnd_early', second.providerPaymentId!, { part_refund_id: owed!.id });
    expect(await (await deliver(event, 'evt_part_3')).json()).toEqual({ status: 'processed' });
    expect(await partsOf(booking.id)).toEqual([
      expect.objectContaining({ status: 'refunded', providerRefundId: 'rfnd_early' }),
    ]);
  });

  it('leaves a part the provider failed to return owed, for the front desk (refund.failed)', async () => {
    const { booking, second, ref } = await twicePaid('2027-06-06');
    const owed = await t.db.transaction((tx) =>
      owePartRefund(
        tx,
        ref,
        { amountPaise: 236_000, cgstPaise: 18_000, sgstPaise: 18_000, reason: 'Cheaper room' },
        now,
      ),
    );
    watched.answer.refunds = 'pending';
    try {
      await requestRefunds(t.db, watched.provider, quiet, owed, now);
    } finally {
      watched.answer.refunds = 'processed';
    }
    const [pending] = await partsOf(booking.id);
    const failed = {
      event: 'refund.failed',
      payload: {
        refund: { entity: { id: pending!.providerRefundId, payment_id: second.providerPaymentId } },
      },
    };
    expect(await (await deliver(failed, 'evt_part_4')).json()).toEqual({ status: 'processed' });
    const [still] = await partsOf(booking.id);
    expect(still).toMatchObject({ status: 'pending' });
    expect(still!.failureReason).toBe(
      '₹2,360 (₹360 of it GST) of your payment will be refunded; our front desk is arranging it and will write to you.',
    );
  });
});
