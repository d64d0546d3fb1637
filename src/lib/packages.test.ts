import { describe, expect, it } from 'vitest';
import { isPackageExpired, packageNightlyPaise } from './packages';

describe('stay packages', () => {
  it('can be booked through the last day of validity, not after', () => {
    expect(isPackageExpired('2026-03-31', '2026-03-31')).toBe(false);
    expect(isPackageExpired('2026-03-31', '2026-04-01')).toBe(true);
    expect(isPackageExpired('2026-03-31', '2025-12-31')).toBe(false);
  });

  it('takes the discount off the nightly price, to the rupee', () => {
    expect(packageNightlyPaise(24_500, 20)).toBe(1_960_000);
    expect(packageNightlyPaise(12_499, 12)).toBe(1_099_900);
    expect(packageNightlyPaise(10_000, 0)).toBe(1_000_000);
  });
});
