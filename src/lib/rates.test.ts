import { describe, expect, it } from 'vitest';
import { deluxeKingYear, diwaliRules, newYearRules, stateVisit } from './fixtures/rates';
import { rupees } from './money';
import {
  nearestAllowedStay,
  nightlyPrices,
  nightPrice,
  ruleDates,
  stayRuleProblem,
  weekdayOf,
} from './rates';

describe('the price of a night', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-12-06')).toBe(0); // a Sunday
    expect(weekdayOf('2026-12-11')).toBe(5);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('is the base price outside every season, the weekend price on Friday and Saturday nights', () => {
    // April 2027 is between the high season and the monsoon.
    expect(nightlyPrices(deluxeKingYear, '2027-04-08', '2027-04-12')).toEqual([
      rupees(12_500), // Thursday
      rupees(14_000), // Friday
      rupees(14_000), // Saturday
      rupees(12_500), // Sunday
    ]);
  });

  it('takes each night from its own season across a boundary', () => {
    // 29 September – 3 October 2026: two monsoon-free base nights, then the high season.
    expect(nightlyPrices(deluxeKingYear, '2026-09-29', '2026-10-03')).toEqual([
      rupees(12_500), // Tue 29 Sep, base
      rupees(12_500), // Wed 30 Sep, base
      rupees(15_000), // Thu 1 Oct, high season
      rupees(17_500), // Fri 2 Oct, high season weekend
    ]);
    expect(nightPrice(deluxeKingYear, '2027-03-31')).toBe(rupees(15_000));
    expect(nightPrice(deluxeKingYear, '2027-04-01')).toBe(rupees(12_500));
  });

  it('puts an override above its season, whatever the weekday', () => {
    expect(nightlyPrices(deluxeKingYear, '2026-12-30', '2027-01-02')).toEqual([
      rupees(15_000),
      rupees(25_000),
      rupees(17_500), // 1 Jan 2027 is a Friday
    ]);
  });

  it('is the weekday price on a weekend night when no weekend price is set', () => {
    const flat = { ...deluxeKingYear, baseWeekendPaise: null, seasons: [], overrides: [] };
    expect(nightlyPrices(flat, '2027-04-09', '2027-04-11')).toEqual([rupees(12_500), rupees(12_500)]);
  });
});

describe('stay rules', () => {
  it('says a minimum stay over a night in words, and lets a stay that meets it through', () => {
    expect(stayRuleProblem(newYearRules, '2026-12-30', '2027-01-01', 'Deluxe King Room')).toBe(
      "A stay over New Year's Eve (31 December) is at least 3 nights.",
    );
    expect(stayRuleProblem(newYearRules, '2026-12-31', '2027-01-03', 'Deluxe King Room')).toBeNull();
    // A stay that does not take the 31st is not bound by it.
    expect(stayRuleProblem(newYearRules, '2026-12-29', '2026-12-31', 'Deluxe King Room')).toBeNull();
  });

  it('refuses a departure on a date closed to departure', () => {
    expect(stayRuleProblem(newYearRules, '2026-12-29', '2027-01-01', 'Deluxe King Room')).toBe(
      "No stay can end on 1 January (New Year's Day).",
    );
  });

  it('refuses an arrival on a date closed to arrival, and a stay over a maximum', () => {
    expect(stayRuleProblem(diwaliRules, '2026-11-08', '2026-11-10', 'Deluxe King Room')).toBe(
      'No stay can begin on 8 November (Diwali).',
    );
    expect(stayRuleProblem(diwaliRules, '2026-11-04', '2026-11-11', 'Deluxe King Room')).toBe(
      'A stay over Diwali (6–10 November) is at most 5 nights.',
    );
    expect(stayRuleProblem(diwaliRules, '2026-11-07', '2026-11-11', 'Deluxe King Room')).toBeNull();
  });

  it('refuses any night of a stop-sell, naming the room', () => {
    expect(stayRuleProblem([stateVisit], '2027-02-16', '2027-02-18', 'Maharaja Suite')).toBe(
      'The Maharaja Suite is not sold for State visit (14–16 February).',
    );
    expect(stayRuleProblem([stateVisit], '2027-02-17', '2027-02-18', 'Maharaja Suite')).toBeNull();
  });

  it('writes dates across two months in full', () => {
    expect(ruleDates({ startsOn: '2026-12-24', endsOn: '2027-01-03' })).toBe('24 December – 2 January');
  });
});

describe('the nearest allowed stay', () => {
  const bounds = { today: '2026-12-01', longest: 30 };

  it('lengthens a stay too short for a minimum stay', () => {
    expect(
      nearestAllowedStay(newYearRules, { checkIn: '2026-12-30', checkOut: '2027-01-01' }, bounds),
    ).toEqual({
      checkIn: '2026-12-30',
      checkOut: '2027-01-02',
    });
  });

  it('moves an arrival off a closed date by the least', () => {
    expect(
      nearestAllowedStay(
        diwaliRules,
        { checkIn: '2026-11-08', checkOut: '2026-11-10' },
        { ...bounds, today: '2026-11-01' },
      ),
    ).toEqual({
      checkIn: '2026-11-07',
      checkOut: '2026-11-10',
    });
  });

  it('finds none before today, and says so when none is within reach', () => {
    const everything = [{ ...stateVisit, startsOn: '2026-11-01', endsOn: '2027-03-01' }];
    expect(
      nearestAllowedStay(everything, { checkIn: '2027-01-10', checkOut: '2027-01-12' }, bounds),
    ).toBeNull();
  });
});
