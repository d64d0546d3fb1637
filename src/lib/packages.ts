import type { IsoDate } from './dates';
import { type Paise, rupees } from './money';

/** Whether a package can still be booked on `today`: it runs through its `validUntil` date. */
export function isPackageExpired(validUntil: IsoDate, today: IsoDate): boolean {
  return today > validUntil;
}

/** The nightly price after the package's discount, in paise, rounded to the rupee. */
export function packageNightlyPaise(pricePerNightRupees: number, discountPercent: number): Paise {
  const full = rupees(pricePerNightRupees);
  return Math.round((full * (100 - discountPercent)) / 100 / 100) * 100;
}
