import { describe, expect, it } from 'vitest';
import { rupees } from './money';
import {
  comparePackage,
  firstPackageStay,
  isPackageExpired,
  type PackageStay,
  type PackageTerms,
  packageNightsWords,
  packageRefusal,
  packageRoomsWords,
  weekdayOf,
} from './packages';

describe('stay packages', () => {
  it('can be booked through the last day of validity, not after', () => {
    expect(isPackageExpired('2026-03-31', '2026-03-31')).toBe(false);
    expect(isPackageExpired('2026-03-31', '2026-04-01')).toBe(true);
    expect(isPackageExpired('2026-03-31', '2025-12-31')).toBe(false);
  });
});

/** The Lakeside Weekend as migration 0043 set it: two nights, Friday to Sunday, in a deluxe room, with breakfast. */
const weekend: PackageTerms = {
  title: 'Lakeside Weekend',
  guests: 2,
  roomTypes: ['deluxe'],
  pricePerNightPaise: rupees(12_580),
  mealPlan: 'CP',
  bundles: ['recreation'],
  inclusions: ['Breakfast in the courtyard', 'Late check-out till 2 PM'],
  minNights: 2,
  maxNights: 2,
  arrivalDays: ['Friday'],
  validUntil: '2099-12-31',
  checkOutTime: '14:00',
};
/** A package of suites or deluxe rooms, two nights or more, for winter nights only. */
const winterSuites: PackageTerms = {
  title: 'Winter Suites',
  guests: 2,
  roomTypes: ['suite', 'deluxe'],
  pricePerNightPaise: rupees(30_000),
  mealPlan: 'EP',
  bundles: [],
  inclusions: ['Bonfire evenings'],
  minNights: 2,
  staysFrom: '2026-12-01',
  staysUntil: '2027-02-28',
  validUntil: '2027-01-31',
};
// 2026-11-27 is a Friday.
const FRIDAY = '2026-11-27';
const stay = (checkIn: string, checkOut: string, roomType: PackageStay['roomType'] = 'deluxe') => ({
  checkIn,
  checkOut,
  roomType,
  roomName: roomType === 'deluxe' ? 'Deluxe King Room' : 'Heritage Room',
  today: '2026-11-20',
});

describe('a package as a rate plan', () => {
  it("prices a stay at its own price a night, set against the room's own price for the same nights", () => {
    // A Friday and a Saturday at a weekend price of ₹14,000: the package is ₹2,840 cheaper than the room alone.
    expect(comparePackage(weekend, [rupees(14_000), rupees(14_000)])).toEqual({
      packagePaise: rupees(25_160),
      roomAlonePaise: rupees(28_000),
      differencePaise: -rupees(2_840),
    });
    // On two ₹12,500 nights the package costs ₹160 more: what breakfast, the walk and the late check-out cost.
    expect(comparePackage(weekend, [rupees(12_500), rupees(12_500)])).toEqual({
      packagePaise: rupees(25_160),
      roomAlonePaise: rupees(25_000),
      differencePaise: rupees(160),
    });
    // Across a season's edge, each of the room's nights at its own price; the package's price stays its own.
    expect(comparePackage(winterSuites, [rupees(32_000), rupees(38_000), rupees(38_000)])).toEqual({
      packagePaise: rupees(90_000),
      roomAlonePaise: rupees(108_000),
      differencePaise: -rupees(18_000),
    });
  });

  it('knows the day of the week', () => {
    expect(weekdayOf(FRIDAY)).toBe('Friday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
    expect(weekdayOf('1969-12-31')).toBe('Wednesday');
  });

  it('says its terms in words', () => {
    expect(packageNightsWords(weekend)).toBe('2 nights, Friday to Sunday');
    expect(packageNightsWords(winterSuites)).toBe('2 nights or more');
    expect(packageNightsWords({ ...winterSuites, maxNights: 4 })).toBe('2 to 4 nights');
    expect(packageNightsWords({ ...winterSuites, minNights: 1, maxNights: 1 })).toBe('1 night');
    expect(packageRoomsWords(winterSuites)).toBe('suites or deluxe rooms');
  });

  it('allows the stay its terms describe', () => {
    expect(packageRefusal(weekend, stay(FRIDAY, '2026-11-29'))).toBeNull();
    expect(packageRefusal(winterSuites, stay('2026-12-01', '2026-12-05', 'suite'))).toBeNull();
  });

  it('refuses any other stay, naming the term and what was chosen', () => {
    expect(packageRefusal(weekend, stay(FRIDAY, '2026-11-28'))).toBe(
      'The Lakeside Weekend package is 2 nights, Friday to Sunday; this stay is 1 night.',
    );
    expect(packageRefusal(weekend, stay(FRIDAY, '2026-11-30'))).toBe(
      'The Lakeside Weekend package is 2 nights, Friday to Sunday; this stay is 3 nights.',
    );
    expect(packageRefusal(weekend, stay('2026-11-26', '2026-11-28'))).toBe(
      'The Lakeside Weekend package is 2 nights, Friday to Sunday; this stay begins on a Thursday.',
    );
    expect(packageRefusal(weekend, stay(FRIDAY, '2026-11-29', 'standard'))).toBe(
      'The Lakeside Weekend package is for deluxe rooms; the Heritage Room is not one.',
    );
    expect(packageRefusal(winterSuites, stay('2027-02-27', '2027-03-02', 'suite'))).toBe(
      'The Winter Suites package covers stays from 1 Dec 2026 until the night of 28 Feb 2027; this stay is 27 Feb 2027 to 2 Mar 2027.',
    );
  });

  it('is refused once expired, whatever the stay', () => {
    const after = { ...stay(FRIDAY, '2026-11-29'), today: '2100-01-01' };
    expect(packageRefusal(weekend, after)).toBe(
      'The Lakeside Weekend package ended on 31 Dec 2099 and can no longer be booked.',
    );
  });

  it('opens the room search on the first stay it allows', () => {
    expect(firstPackageStay(weekend, '2026-11-21')).toEqual({ checkIn: FRIDAY, checkOut: '2026-11-29' });
    expect(firstPackageStay(weekend, FRIDAY)).toEqual({ checkIn: FRIDAY, checkOut: '2026-11-29' });
    expect(firstPackageStay(winterSuites, '2026-11-20')).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    });
    expect(firstPackageStay(winterSuites, '2027-02-28')).toBeNull();
  });
});
