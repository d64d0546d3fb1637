import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feast500, welcome10 } from './fixtures/stays';
import { rupees } from './money';
import { type CouponTerms, couponDiscount, percentOf, shareDiscount } from './pricing';

describe('percentOf', () => {
  it('rounds a percent to the paisa', () => {
    expect(percentOf(999, 15)).toBe(150);
    expect(percentOf(1000, 100)).toBe(1000);
    expect(percentOf(1000, 250)).toBe(1000);
  });
});

describe('couponDiscount', () => {
  it('takes a percent off', () => {
    expect(couponDiscount(welcome10, rupees(10_000))).toBe(rupees(1_000));
  });

  it('caps a percent coupon at its maximum discount', () => {
    expect(couponDiscount(welcome10, rupees(37_500))).toBe(rupees(1_500));
  });

  it('refuses an amount below the minimum, and accepts exactly the minimum', () => {
    expect(couponDiscount(welcome10, rupees(2_999))).toBeNull();
    expect(couponDiscount(welcome10, rupees(3_000))).toBe(rupees(300));
  });

  it('takes a flat amount off', () => {
    expect(couponDiscount(feast500, rupees(2_400))).toBe(rupees(500));
  });

  it('never takes off more than the amount', () => {
    expect(couponDiscount({ ...feast500, minAmountPaise: 0 }, rupees(300))).toBe(rupees(300));
  });
});

describe('shareDiscount', () => {
  it('splits a discount over rooms so the parts add up', () => {
    expect(shareDiscount(1000, [3000, 3000, 3000])).toEqual([334, 333, 333]);
    expect(shareDiscount(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(shareDiscount(0, [1, 2])).toEqual([0, 0]);
  });
});

const terms: fc.Arbitrary<CouponTerms> = fc.record({
  discountType: fc.constantFrom('percent' as const, 'flat' as const),
  discountValue: fc.integer({ min: 1, max: 10_000_000 }),
  minAmountPaise: fc.integer({ min: 0, max: 10_000_000 }),
  maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
});

describe('properties', () => {
  it('a coupon never makes the total negative nor larger than the amount', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 50_000_000 }), (t, amount) => {
        const discount = couponDiscount(t, amount);
        if (discount === null) {
          expect(amount).toBeLessThan(t.minAmountPaise);
          return;
        }
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(amount - discount).toBeGreaterThanOrEqual(0);
        expect(amount - discount).toBeLessThanOrEqual(amount);
        if (t.maxDiscountPaise !== null) expect(discount).toBeLessThanOrEqual(t.maxDiscountPaise);
      }),
    );
  });

  it('shared discounts always add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (subtotals, percent) => {
          const whole = subtotals.reduce((a, b) => a + b, 0);
          const discount = percentOf(whole, percent);
          const parts = shareDiscount(discount, subtotals);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
          for (const [i, p] of parts.entries()) expect(p).toBeLessThanOrEqual(subtotals[i]!);
        },
      ),
    );
  });
});
