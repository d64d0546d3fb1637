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
});
