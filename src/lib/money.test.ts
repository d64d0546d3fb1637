import { describe, expect, it } from 'vitest';
import { formatInr, rupees, toRupees } from './money';

describe('money in paise', () => {
  it('converts rupees to whole paise', () => {
    expect(rupees(12_500)).toBe(1_250_000);
    expect(rupees(0.1 + 0.2)).toBe(30);
    expect(toRupees(1_250_050)).toBe(12_500.5);
  });

  it('formats with Indian digit grouping', () => {
    expect(formatInr(rupees(250_000))).toBe('₹2,50,000');
    expect(formatInr(1_250_050)).toBe('₹12,500.50');
  });

  it('prints what Intl prints for en-IN rupees, without making an Intl formatter', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const exact = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const amounts = [
      0, 1, 5, 99, 100, 105, 12_345, 99_999, 100_000, 1_234_567, 12_345_678, 123_456_789, 1_000_000_000_01,
    ];
    for (const paise of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      const expected = paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
      expect(formatInr(paise), `${paise} paise`).toBe(expected);
    }
  });
});
