import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '~/lib/dates';
import { rupees } from '~/lib/money';
import {
  nearestAllowedStay,
  nightlyPrices,
  nightRate,
  type RateCalendar,
  stayRuleProblem,
} from '~/lib/rates';
import { DEMO_RATE_REACH_DAYS, demoListingYears, demoOverrides, demoSeasons, demoStayRules } from './rates';
import { demoRooms } from './rooms';

// Decision 149: the demo's Udaipur year, computed from the hotel's today. Named fixtures: the Deluxe King Room's year
// seen from 7 December 2026, a stay across the March/April edge of the high season, a weekend in each part of the
// year, the festival nights, the New Year rule; and the year seen from any day covering the bookable year.

/** A listing's calendar as the seed writes it for `today`. */
function calendarOf(slug: string, today: IsoDate): RateCalendar {
  const room = demoRooms.find((r) => r.slug === slug)!;
  return {
    basePaise: room.pricePaise,
    baseWeekendPaise: room.weekendPricePaise,
    seasons: demoSeasons(slug, today),
    overrides: demoOverrides(slug, today),
  };
}

const TODAY = '2026-12-07';
const deluxeKing = calendarOf('deluxe-king-room', TODAY);

describe("the demo's Udaipur year (the Deluxe King Room, from 7 December 2026)", () => {
  it('prices a stay across the end of the high season: March at the season, April at the listing’s own', () => {
    // Tuesday 30 and Wednesday 31 March in the high season, Thursday 1 April the base weeknight, Friday 2 April the
    // base weekend night.
    expect(nightlyPrices(deluxeKing, '2027-03-30', '2027-04-03')).toEqual([
      rupees(15_000),
      rupees(15_000),
      rupees(12_500),
      rupees(14_000),
    ]);
    expect(nightRate(deluxeKing, '2027-03-31')).toMatchObject({
      source: 'season',
      label: 'High season (winter and weddings)',
    });
    expect(nightRate(deluxeKing, '2027-04-01')).toEqual({
      pricePaise: rupees(12_500),
      source: 'base',
      label: null,
    });
  });

  it('prices Friday and Saturday nights at the weekend price of each part of the year', () => {
    // A high-season weekend in February, an April one, a monsoon one in July.
    expect(nightlyPrices(deluxeKing, '2027-02-11', '2027-02-14')).toEqual([
      rupees(15_000),
      rupees(17_500),
      rupees(17_500),
    ]);
    expect(nightlyPrices(deluxeKing, '2027-04-16', '2027-04-18')).toEqual([rupees(14_000), rupees(14_000)]);
    expect(nightlyPrices(deluxeKing, '2027-07-08', '2027-07-11')).toEqual([
      rupees(9_500),
      rupees(10_500),
      rupees(10_500),
    ]);
  });

  it('prices Christmas, New Year’s Eve and Diwali 2027 at their own supplement, whatever the day', () => {
    for (const [night, price, label] of [
      ['2026-12-25', 22_000, 'Christmas'],
      ['2026-12-31', 25_000, "New Year's Eve"],
      ['2027-10-29', 22_000, 'Diwali'],
      ['2027-12-25', 22_000, 'Christmas'],
      ['2027-12-31', 25_000, "New Year's Eve"],
    ] as const)
      expect(nightRate(deluxeKing, night)).toEqual({ pricePaise: rupees(price), source: 'override', label });
    // Each above the season's own price of that night.
    expect(rupees(demoListingYears['deluxe-king-room']!.christmas)).toBeGreaterThan(rupees(17_500));
  });

  it('holds a stay over New Year’s Eve to at least 3 nights, this year and next, in the rule’s words', () => {
    const rules = demoStayRules(TODAY);
    expect(rules.map((r) => [r.startsOn, r.endsOn])).toEqual([
      ['2026-12-31', '2027-01-01'],
      ['2027-12-31', '2028-01-01'],
    ]);
    for (const eve of ['2026-12-31', '2027-12-31']) {
      expect(stayRuleProblem(rules, eve, addDays(eve, 1), 'Deluxe King Room')).toBe(
        "A stay over New Year's Eve (31 December) is at least 3 nights.",
      );
      expect(stayRuleProblem(rules, addDays(eve, -1), addDays(eve, 2), 'Deluxe King Room')).toBeNull();
      expect(stayRuleProblem(rules, addDays(eve, -3), eve, 'Deluxe King Room')).toBeNull();
    }
    // The nearest stay to one night over the eve: three nights to the same departure (as near as three nights from
    // the same arrival, and earlier).
    expect(
      nearestAllowedStay(
        rules,
        { checkIn: '2027-12-31', checkOut: '2028-01-01' },
        { today: TODAY, longest: 30 },
      ),
    ).toEqual({ checkIn: '2027-12-29', checkOut: '2028-01-01' });
  });
});

describe('the year seen from any day', () => {
  it('covers the bookable year at every listing: a season each night but April’s, weekends and festivals', () => {
    for (const today of ['2026-12-07', '2027-03-31', '2027-06-15', '2027-12-31', '2028-02-29']) {
      for (const { slug } of demoRooms) {
        const calendar = calendarOf(slug, today);
        for (let day = 0; day <= 365; day++) {
          const night = addDays(today, day);
          const { source } = nightRate(calendar, night);
          if (night.slice(5, 7) === '04') expect(source, `${slug} ${night}`).toBe('base');
          else expect(source, `${slug} ${night}`).not.toBe('base');
        }
        // Never a season or an override that ended before today, nor a season ending beyond the reach: the nights
        // from two years on are free for a season an admin adds.
        expect(calendar.seasons.every((s) => s.endsOn > today)).toBe(true);
        expect(calendar.seasons.every((s) => s.endsOn <= addDays(today, DEMO_RATE_REACH_DAYS))).toBe(true);
        expect(calendar.overrides.every((o) => o.night >= today)).toBe(true);
      }
      const eve = `${today.slice(0, 4)}-12-31`;
      expect(demoStayRules(today).some((r) => r.startsOn === eve && r.minStay === 3)).toBe(true);
    }
  });

  it('keeps the seasons of a listing apart, as the database requires', () => {
    const seasons = demoSeasons('heritage-room', '2026-12-07');
    for (let i = 1; i < seasons.length; i++)
      expect(seasons[i]!.startsOn >= seasons[i - 1]!.endsOn).toBe(true);
  });

  it('sells a standard room every night but the festivals’ that 10% off takes under the ₹7,500 slab', () => {
    const today = '2026-12-07';
    const standard = ['heritage-room', 'courtyard-twin'].map((slug) => calendarOf(slug, today));
    for (let day = 0; day <= 365; day++) {
      const night = addDays(today, day);
      const prices = standard.map((c) => nightRate(c, night));
      if (prices.some((p) => p.source === 'override')) continue;
      const crosses = prices.some((p) => p.pricePaise > rupees(7_500) && p.pricePaise * 0.9 <= rupees(7_500));
      expect(crosses, night).toBe(true);
    }
  });

  it('prices the Courtyard Twin’s weeknights between ₹7,500 and ₹8,333, so 10% off takes any under the slab', () => {
    const twin = demoListingYears['courtyard-twin']!;
    const room = demoRooms.find((r) => r.slug === 'courtyard-twin')!;
    for (const weeknight of [twin.high.weekday, twin.monsoon.weekday, room.pricePaise / 100]) {
      expect(weeknight).toBeGreaterThan(7_500);
      expect(weeknight * 0.9).toBeLessThanOrEqual(7_500);
    }
  });
});

describe('the listings in order', () => {
  it('keeps each listing cheaper than the next in every part of the year, weeknights and weekends', () => {
    const order = demoRooms.map((r) => r.slug);
    for (let i = 1; i < order.length; i++) {
      const [cheaper, dearer] = [demoListingYears[order[i - 1]!]!, demoListingYears[order[i]!]!];
      for (const part of ['high', 'monsoon'] as const)
        for (const night of ['weekday', 'weekend'] as const)
          expect(cheaper[part][night], `${order[i - 1]} ${part} ${night}`).toBeLessThan(dearer[part][night]);
      expect(demoRooms[i - 1]!.pricePaise).toBeLessThan(demoRooms[i]!.pricePaise);
    }
  });
});
