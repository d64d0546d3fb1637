// A listing's rate calendar and stay rules as a booking reads them (decision 132): in one statement, so a booking
// made while the hotel edits its rates is priced wholly before or wholly after the edit (each statement sees one
// snapshot under READ COMMITTED), never half of it.
import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '~/lib/dates';
import type { MealPlanPrice, Occupancy } from '~/lib/party';
import {
  NEAREST_STAY_REACH_DAYS,
  nearestAllowedStay,
  type RateCalendar,
  type StayRule,
  stayRuleProblem,
} from '~/lib/rates';
import { MAX_STAY_NIGHTS } from '~/lib/stay';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';

/** A listing's calendar for some nights and the stay rules about them, with what its price depends on besides. */
export interface ListingRates {
  calendar: RateCalendar;
  rules: StayRule[];
  /** Who a room takes and what each guest above its base occupancy adds a night (decision 133). */
  occupancy: Occupancy;
  /** The meal plans it sells beyond room only, in the order CP, MAP, AP. */
  mealPlans: MealPlanPrice[];
}

interface RatesRow extends Record<string, unknown> {
  room_id: string;
  price_paise: number;
  weekend_price_paise: number | null;
  seasons: {
    name: string;
    startsOn: IsoDate;
    endsOn: IsoDate;
    weekdayPaise: number;
    weekendPaise: number | null;
  }[];
  overrides: { night: IsoDate; pricePaise: number; label: string }[];
  rules: StayRule[];
  base_occupancy: number;
  max_adults: number;
  max_children: number;
  max_guests: number;
  extra_adult_paise: number;
  extra_child_paise: number;
  meal_plans: MealPlanPrice[];
}

/**
 * The rate calendars of listings over the nights [from, to), with the stay rules that touch them (a listing's own
 * and those of every listing), their occupancy and meal plans, read in one statement.
 */
export async function listingRates(
  db: DbOrTx,
  roomIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, ListingRates>> {
  if (roomIds.length === 0) return new Map();
  const ids = sql.join(
    roomIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<RatesRow>(sql`
    select r.id as room_id, r.price_paise, r.weekend_price_paise, r.base_occupancy, r.max_adults,
      r.max_children, r.max_guests, r.extra_adult_paise, r.extra_child_paise,
      coalesce((
        select json_agg(json_build_object('plan', m.plan, 'adultPaise', m.adult_paise, 'childPaise', m.child_paise)
          order by array_position(array['CP', 'MAP', 'AP'], m.plan))
        from room_meal_plans m where m.room_id = r.id
      ), '[]'::json) as meal_plans,
      coalesce((
        select json_agg(json_build_object(
          'name', s.name, 'startsOn', s.starts_on, 'endsOn', s.ends_on,
          'weekdayPaise', s.weekday_price_paise, 'weekendPaise', s.weekend_price_paise) order by s.starts_on)
        from room_rate_seasons s
        where s.room_id = r.id and s.starts_on < ${to}::date and s.ends_on > ${from}::date
      ), '[]'::json) as seasons,
      coalesce((
        select json_agg(json_build_object('night', o.night, 'pricePaise', o.price_paise, 'label', o.label) order by o.night)
        from room_rate_overrides o
        where o.room_id = r.id and o.night >= ${from}::date and o.night < ${to}::date
      ), '[]'::json) as overrides,
      coalesce((
        select json_agg(json_build_object(
          'label', u.label, 'startsOn', u.starts_on, 'endsOn', u.ends_on, 'minStay', u.min_stay,
          'maxStay', u.max_stay, 'closedToArrival', u.closed_to_arrival,
          'closedToDeparture', u.closed_to_departure, 'stopSell', u.stop_sell) order by u.starts_on, u.created_at)
        from stay_rules u
        where (u.room_id = r.id or u.room_id is null) and u.starts_on <= ${to}::date and u.ends_on > ${from}::date
      ), '[]'::json) as rules
    from rooms r
    where r.id in (${ids})`);
  const rows = result.rows;
  return new Map(
    rows.map((row) => [
      row.room_id,
      {
        calendar: {
          basePaise: row.price_paise,
          baseWeekendPaise: row.weekend_price_paise,
          seasons: row.seasons,
          overrides: row.overrides,
        },
        rules: row.rules,
        occupancy: {
          baseOccupancy: row.base_occupancy,
          maxAdults: row.max_adults,
          maxChildren: row.max_children,
          maxGuests: row.max_guests,
          extraAdultPaise: row.extra_adult_paise,
          extraChildPaise: row.extra_child_paise,
        },
        mealPlans: row.meal_plans,
      },
    ]),
  );
}

/** The nights whose prices and rules a stay's plan reads: its own, and those its nearest allowed stay may take. */
export function ratesWindow(checkIn: IsoDate, checkOut: IsoDate): { from: IsoDate; to: IsoDate } {
  return {
    from: addDays(checkIn, -NEAREST_STAY_REACH_DAYS),
    to: addDays(checkOut, NEAREST_STAY_REACH_DAYS + MAX_STAY_NIGHTS),
  };
}

/**
 * Refuses a stay that breaks one of its listing's rules, saying the rule and offering the nearest stay the rules
 * allow (the fewest days moved, none before today).
 */
export function assertStayRules(
  rules: readonly StayRule[],
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  listing: string,
  today: IsoDate,
): void {
  const problem = stayRuleProblem(rules, stay.checkIn, stay.checkOut, listing);
  if (!problem) return;
  const nearest = nearestAllowedStay(rules, stay, { today, longest: MAX_STAY_NIGHTS }, listing);
  throw new AppError('STAY_RULE_UNMET', problem, nearest ? { nearestStay: nearest } : undefined);
}
