import { addDays, type IsoDate } from '~/lib/dates';
import { rupees } from '~/lib/money';
import type { RateOverride, RateSeason, StayRule } from '~/lib/rates';

// The demo's Udaipur year (issue 43, decision 149), computed from the hotel's today so that a demo started on any
// day sells the year ahead and the one after it at the right prices: a high season from October to March (the cool
// months, the wedding season and the festivals), a monsoon low from May to September, April at each listing's own
// prices (the shoulder as the heat comes), Christmas, New Year's Eve and Diwali a night at their own price, and a
// stay over New Year's Eve at least three nights.

/** One listing's prices through the year, in rupees: weeknight and Friday/Saturday night of each season. */
interface ListingYear {
  high: { weekday: number; weekend: number };
  monsoon: { weekday: number; weekend: number };
  christmas: number;
  newYearsEve: number;
  diwali: number;
}

/**
 * Each listing's year, each listing below the next in every part of it. The standard rooms keep a night between
 * ₹7,501 and ₹8,333 every night of the year but the festivals' (the Courtyard Twin's weeknights all year, the
 * Heritage Room's high-season nights and April weekends, the Courtyard Twin's monsoon weekends), so WELCOME10's 10%
 * takes one of them under the ₹7,500 GST slab whatever the night: the journeys of decisions 099 and 102.
 */
export const demoListingYears: Record<string, ListingYear> = {
  'heritage-room': {
    high: { weekday: 8_000, weekend: 8_300 },
    monsoon: { weekday: 6_000, weekend: 6_500 },
    christmas: 11_000,
    newYearsEve: 14_000,
    diwali: 11_000,
  },
  'courtyard-twin': {
    high: { weekday: 8_300, weekend: 9_500 },
    monsoon: { weekday: 7_800, weekend: 8_300 },
    christmas: 11_500,
    newYearsEve: 15_000,
    diwali: 11_500,
  },
  'deluxe-king-room': {
    high: { weekday: 15_000, weekend: 17_500 },
    monsoon: { weekday: 9_500, weekend: 10_500 },
    christmas: 22_000,
    newYearsEve: 25_000,
    diwali: 22_000,
  },
  'zenana-deluxe': {
    high: { weekday: 16_500, weekend: 19_000 },
    monsoon: { weekday: 11_000, weekend: 12_000 },
    christmas: 24_000,
    newYearsEve: 28_000,
    diwali: 24_000,
  },
  'maharaja-suite': {
    high: { weekday: 38_000, weekend: 44_000 },
    monsoon: { weekday: 26_000, weekend: 28_000 },
    christmas: 52_000,
    newYearsEve: 60_000,
    diwali: 52_000,
  },
  'rani-mahal-suite': {
    high: { weekday: 45_000, weekend: 52_000 },
    monsoon: { weekday: 30_000, weekend: 33_000 },
    christmas: 60_000,
    newYearsEve: 70_000,
    diwali: 60_000,
  },
};

/** The season names the rate grid and the catalogue show. */
export const HIGH_SEASON = 'High season (winter and weddings)';
export const MONSOON = 'Monsoon';

/** Diwali's night (Lakshmi Puja) by year: a lunar date, so named, not computed. */
export const DIWALI_NIGHTS: readonly IsoDate[] = ['2026-11-08', '2027-10-29', '2028-10-17', '2029-11-05'];

/**
 * How far ahead the demo's year reaches: the bookable year and the one after it. A season ends within it, so the
 * nights from two years ahead are free for a season an admin adds (tests/e2e/staff-catalogue-plans.e2e.ts).
 */
export const DEMO_RATE_REACH_DAYS = 730;

/** The years whose seasons, nights and rules may touch [today, today + reach). */
function yearsFrom(today: IsoDate): number[] {
  const first = Number(today.slice(0, 4)) - 1;
  const last = Number(addDays(today, DEMO_RATE_REACH_DAYS).slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A listing's seasons from the one under way today to the last that ends within the reach. */
export function demoSeasons(slug: string, today: IsoDate): RateSeason[] {
  const year = demoListingYears[slug];
  if (!year) return [];
  const until = addDays(today, DEMO_RATE_REACH_DAYS);
  return yearsFrom(today)
    .flatMap((y): RateSeason[] => [
      {
        name: MONSOON,
        startsOn: `${y}-05-01`,
        endsOn: `${y}-10-01`,
        weekdayPaise: rupees(year.monsoon.weekday),
        weekendPaise: rupees(year.monsoon.weekend),
      },
      {
        name: HIGH_SEASON,
        startsOn: `${y}-10-01`,
        endsOn: `${y + 1}-04-01`,
        weekdayPaise: rupees(year.high.weekday),
        weekendPaise: rupees(year.high.weekend),
      },
    ])
    .filter((s) => s.endsOn > today && s.endsOn <= until);
}

/** A listing's single nights at their own price: Christmas, New Year's Eve and Diwali, from today to the reach. */
export function demoOverrides(slug: string, today: IsoDate): RateOverride[] {
  const year = demoListingYears[slug];
  if (!year) return [];
  const until = addDays(today, DEMO_RATE_REACH_DAYS);
  return [
    ...yearsFrom(today).flatMap((y): RateOverride[] => [
      { night: `${y}-12-25`, pricePaise: rupees(year.christmas), label: 'Christmas' },
      { night: `${y}-12-31`, pricePaise: rupees(year.newYearsEve), label: "New Year's Eve" },
    ]),
    ...DIWALI_NIGHTS.map((night) => ({ night, pricePaise: rupees(year.diwali), label: 'Diwali' })),
  ]
    .filter((o) => o.night >= today && o.night < until)
    .sort((a, b) => (a.night < b.night ? -1 : 1));
}

/** The hotel's stay rules for every listing: a stay over New Year's Eve is at least three nights, each year. */
export function demoStayRules(today: IsoDate): StayRule[] {
  const until = addDays(today, DEMO_RATE_REACH_DAYS);
  return yearsFrom(today)
    .map(
      (y): StayRule => ({
        label: "New Year's Eve",
        startsOn: `${y}-12-31`,
        endsOn: `${y + 1}-01-01`,
        minStay: 3,
        maxStay: null,
        closedToArrival: false,
        closedToDeparture: false,
        stopSell: false,
      }),
    )
    .filter((r) => r.endsOn > today && r.startsOn < until);
}
