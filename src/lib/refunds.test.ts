import { describe, expect, it } from 'vitest';
import { moneyStanding, paidLine, shareInProportion } from './refunds';

describe('shareInProportion', () => {
  it('shares a tax over parts in proportion, the shares adding up to it exactly', () => {
    expect(shareInProportion(53_389, [590_000, 110_000])).toEqual([44_999, 8_390]);
    expect(shareInProportion(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(shareInProportion(450_000, [2_950_000])).toEqual([450_000]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('a booking money line', () => {
  const paid = { amountPaise: 2_950_000, method: 'card' };
  it('reads as paid, refunded in part, or refunded', () => {
    expect(moneyStanding({ ...paid, refundedPaise: 0, refundPendingPaise: 0 })).toBe('paid');
    expect(moneyStanding({ ...paid, refundedPaise: 236_000, refundPendingPaise: 0 })).toBe(
      'refunded_in_part',
    );
    expect(moneyStanding({ ...paid, refundedPaise: 0, refundPendingPaise: 2_950_000 })).toBe('refunded');
    expect(paidLine({ ...paid, refundedPaise: 0, refundPendingPaise: 0 })).toBe('Paid ₹29,500 by card');
    expect(paidLine({ ...paid, refundedPaise: 236_000, refundPendingPaise: 100_000 })).toBe(
      'Paid ₹29,500 by card · ₹2,360 refunded · ₹1,000 being refunded',
    );
    expect(paidLine({ ...paid, refundedPaise: 0, refundPendingPaise: 2_950_000 })).toBe(
      'Paid ₹29,500 by card · refund pending',
    );
    expect(paidLine({ ...paid, refundedPaise: 2_950_000, refundPendingPaise: 0 })).toBe(
      'Paid ₹29,500 by card · refunded',
    );
  });
});
