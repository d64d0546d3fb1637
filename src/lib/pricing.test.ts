import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feast500, longWeekend, welcome10 } from './fixtures/stays';
import { rupees } from './money';
import { type CouponTerms, couponDiscount, percentOf, shareDiscount, stayQuote } from './pricing';

describe('stayQuote: price x nights x rooms less the discount', () => {
  it('prices a long weekend in a deluxe room', () => {
    expect(stayQuote({ pricePerNightPaise: longWeekend.pricePerNightPaise, nights: 3 })).toEqual({
      subtotalPaise: rupees(37_500),
      discountPaise: 0,
      totalPaise: rupees(37_500),
    });
  });

  it('multiplies by the room count and takes the discount percent off the whole', () => {
    expect(
      stayQuote({ pricePerNightPaise: rupees(7_500), nights: 2, rooms: 3, discountPercent: 20 }),
    ).toEqual({
      subtotalPaise: rupees(45_000),
      discountPaise: rupees(9_000),
      totalPaise: rupees(36_000),
    });
  });

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
  it('a stay total is never negative and never above the undiscounted price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -50, max: 200 }),
        (pricePerNightPaise, nights, rooms, discountPercent) => {
          const quote = stayQuote({ pricePerNightPaise, nights, rooms, discountPercent });
          expect(quote.totalPaise).toBeGreaterThanOrEqual(0);
          expect(quote.totalPaise).toBeLessThanOrEqual(pricePerNightPaise * nights * rooms);
          expect(quote.subtotalPaise - quote.discountPaise).toBe(quote.totalPaise);
        },
      ),
    );
  });

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
