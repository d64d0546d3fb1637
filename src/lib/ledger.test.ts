import { describe, expect, it } from 'vitest';
import { type LedgerLine, paymentStanding, reckon, refundMessage, refundView } from './ledger';

let seq = 0;
const at = new Date('2027-03-01T10:00:00Z');
const line = (entry: LedgerLine['entry'], fields: Partial<LedgerLine> = {}): LedgerLine => ({
  id: `row-${++seq}`,
  entry,
  paymentId: 'p1',
  refundId: null,
  amountPaise: 0,
  coins: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  reason: null,
  guestNote: null,
  cause: null,
  providerRefundId: null,
  createdAt: at,
  ...fields,
});

describe('reckoning a booking from its ledger rows', () => {
  it('adds up what was taken, what went back and what the hotel keeps', () => {
    const owed = line('refund_owed', {
      amountPaise: 236_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
      cause: 'change',
      reason: 'Cheaper room',
    });
    const money = reckon([
      line('captured', { amountPaise: 2_950_000 }),
      line('captured', { paymentId: 'p2', amountPaise: 590_000 }),
      line('coins_spent', { paymentId: null, coins: 500, amountPaise: 50_000 }),
      owed,
      line('refund_requested', { refundId: owed.id, providerRefundId: 'rfnd_1' }),
    ]);
    expect(money).toMatchObject({
      paidPaise: 3_540_000,
      refundedPaise: 0,
      refundPendingPaise: 236_000,
      keptPaise: 3_304_000,
      coinsSpent: 500,
      coinsSpentPaise: 50_000,
      standing: 'refunded_in_part',
    });
    expect(money.refunds[0]).toMatchObject({ state: 'pending', providerRefundId: 'rfnd_1', whole: false });
    expect(refundMessage(money.refunds[0]!)).toBe(
      '₹2,360 (₹360 of it GST) of your payment is being refunded to the card or account you paid with; it reaches you within 5-7 working days.',
    );
  });

  it('reads a refund the provider refused as the front desk’s, and once returned as refunded', () => {
    const owed = line('refund_owed', {
      amountPaise: 2_950_000,
      cgstPaise: 225_000,
      sgstPaise: 225_000,
      cause: 'cancelled',
      reason: 'Booking cancelled',
    });
    const rows = [
      line('captured', { amountPaise: 2_950_000 }),
      owed,
      line('refund_failed', { refundId: owed.id }),
    ];
    const refused = reckon(rows);
    expect(refused.refunds[0]).toMatchObject({ state: 'by_hand', whole: true });
    expect(refundMessage(refused.refunds[0]!)).toBe(
      'Your payment of ₹29,500 (₹4,500 of it GST) will be refunded in full; our front desk is arranging it and will write to you.',
    );
    expect(paymentStanding('paid', refused.payments[0])).toBe('refund_pending');
    const settled = reckon([
      ...rows,
      line('refund_requested', { refundId: owed.id, providerRefundId: 'rfnd_2' }),
      line('refund_settled', { refundId: owed.id, providerRefundId: 'rfnd_2' }),
    ]);
    expect(settled.refunds[0]).toMatchObject({
      state: 'refunded',
      providerRefundId: 'rfnd_2',
      settledAt: at,
    });
    expect(paymentStanding('paid', settled.payments[0])).toBe('refunded');
    expect(refundView(settled)).toEqual({
      status: 'refunded',
      amountPaise: 2_950_000,
      gstPaise: 450_000,
      message:
        'Your payment of ₹29,500 (₹4,500 of it GST) has been refunded to the card or account you paid with.',
    });
  });

  it('keeps a payment paid while a change gives parts of it back, even all of it', () => {
    const owed = line('refund_owed', {
      paymentId: 'p2',
      amountPaise: 590_000,
      cause: 'change',
      reason: 'Cheaper change',
    });
    const money = reckon([line('captured', { paymentId: 'p2', amountPaise: 590_000 }), owed]);
    expect(paymentStanding('paid', money.payments[0])).toBe('paid');
    expect(paymentStanding('created', undefined)).toBe('created');
  });

  it('tells a capture that confirmed nothing in its own words while it is owed', () => {
    const why =
      'Your 15-minute hold lapsed and the room was booked by another guest before your payment arrived.';
    const owed = line('refund_owed', {
      amountPaise: 2_950_000,
      cause: 'unconfirmed',
      reason: 'The payment confirmed nothing',
      guestNote: why,
    });
    const money = reckon([line('captured', { amountPaise: 2_950_000 }), owed]);
    expect(refundMessage(money.refunds[0]!)).toBe(why);
    expect(money.keptPaise).toBe(0);
  });

  it('adds several refunds of a booking as one for the guest', () => {
    const a = line('refund_owed', {
      paymentId: 'p1',
      amountPaise: 2_950_000,
      cause: 'cancelled',
      reason: 'Booking cancelled',
    });
    const b = line('refund_owed', {
      paymentId: 'p2',
      amountPaise: 290_000,
      cause: 'cancelled',
      reason: 'Booking cancelled',
    });
    const money = reckon([
      line('captured', { paymentId: 'p1', amountPaise: 2_950_000 }),
      line('captured', { paymentId: 'p2', amountPaise: 590_000 }),
      a,
      b,
      line('refund_settled', { paymentId: 'p1', refundId: a.id }),
      line('refund_settled', { paymentId: 'p2', refundId: b.id }),
    ]);
    expect(refundView(money)).toMatchObject({ status: 'refunded', amountPaise: 3_240_000 });
    expect(refundView(money)!.message).toBe(
      '₹32,400 of your payments has been refunded to the card or account you paid with.',
    );
    expect(refundView(reckon([]))).toBeNull();
  });
});
