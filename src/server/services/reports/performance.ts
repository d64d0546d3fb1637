// The hotel's performance night by night (decision 148): rooms sold against rooms that could be sold (occupancy),
// what a sold room earned (ADR), what every room earned (RevPAR), and the revenue of each night by kind and by plan.
// Read from the bookings as they stand and their GST lines (what each night was charged, after its discount and
// before GST); a day the night audit closed is read from its frozen row instead (night-audit.ts).
import { and, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, daysBetween, type IsoDate } from '~/lib/dates';
import { MEAL_PLANS, type MealPlanCode } from '~/lib/party';
import { REVENUE_KIND_WORDS, REVENUE_KINDS, type RevenueKind } from '~/lib/revenue';
import { dateInZone } from '~/lib/zones';
import type { DbOrTx } from '../../db/client';
import {
  bookingTaxLines,
  hallBookings,
  ledgerEntries,
  nightAudits,
  roomBookings,
  rooms,
  roomUnitClosures,
  roomUnits,
  tableBookings,
  users,
} from '../../db/schema';

/** The revenue kinds with their names, in the report's order (what the screens and the CSV list). */
export const REVENUE_KIND_LIST = REVENUE_KINDS.map((kind) => ({ kind, label: REVENUE_KIND_WORDS[kind] }));

/** A folio charge's kind (decision 145) as a revenue kind. */
const FOLIO_REVENUE: Readonly<Record<string, RevenueKind>> = {
  restaurant: 'room_restaurant',
  minibar: 'room_minibar',
  other: 'room_other',
};

/** A rate plan's share of a night: a package by its title, otherwise the meal plan ("Bed and breakfast (CP)"). */
export interface PlanFigures {
  plan: string;
  roomNights: number;
  /** Rooms and meal plan together, net of discount, before GST. */
  revenuePaise: number;
}

/** One hotel date's figures, or a period's summed (a month, a year). */
export interface Figures {
  /** Rooms in service on the hotel's active listings. */
  roomsTotal: number;
  /** Those out of service (closed) that night: not for sale. */
  roomsOutOfOrder: number;
  roomsAvailable: number;
  /** Rooms occupied that night by a paid stay (a no-show's room is not). */
  roomsSold: number;
  /** Rooms whose paid stay arrives, leaves, or was marked a no-show that date. */
  arrivals: number;
  departures: number;
  noShows: number;
  /** Room nights sold, net of discount, before GST, meal plans apart (what ADR and RevPAR divide). */
  roomRevenuePaise: number;
  /** Occupancy in basis points (7525 = 75.25%). */
  occupancyBp: number;
  /** Average daily rate and revenue per available room, in paise (rounded). */
  adrPaise: number;
  revparPaise: number;
  revenue: Record<RevenueKind, number>;
  plans: PlanFigures[];
}

export interface DayFigures extends Figures {
  date: IsoDate;
}

const noRevenue = (): Record<RevenueKind, number> =>
  Object.fromEntries(REVENUE_KINDS.map((k) => [k, 0])) as Record<RevenueKind, number>;

const emptyDay = (date: IsoDate, roomsTotal: number): DayFigures => ({
  date,
  roomsTotal,
  roomsOutOfOrder: 0,
  roomsAvailable: roomsTotal,
  roomsSold: 0,
  arrivals: 0,
  departures: 0,
  noShows: 0,
  roomRevenuePaise: 0,
  occupancyBp: 0,
  adrPaise: 0,
  revparPaise: 0,
  revenue: noRevenue(),
  plans: [],
});

/** The three ratios of a day's or a period's counts. */
function withRatios<T extends Figures>(f: T): T {
  return {
    ...f,
    occupancyBp: f.roomsAvailable > 0 ? Math.round((f.roomsSold * 10_000) / f.roomsAvailable) : 0,
    adrPaise: f.roomsSold > 0 ? Math.round(f.roomRevenuePaise / f.roomsSold) : 0,
    revparPaise: f.roomsAvailable > 0 ? Math.round(f.roomRevenuePaise / f.roomsAvailable) : 0,
  };
}

/** A plan's name on the report. */
export const planName = (mealPlan: string, packageTitle: string | null | undefined) =>
  packageTitle
    ? `Package: ${packageTitle}`
    : `${MEAL_PLANS[mealPlan as MealPlanCode]?.name ?? mealPlan} (${mealPlan})`;

function addPlan(plans: PlanFigures[], plan: string, roomNights: number, revenuePaise: number) {
  const found = plans.find((p) => p.plan === plan);
  if (found) {
    found.roomNights += roomNights;
    found.revenuePaise += revenuePaise;
  } else plans.push({ plan, roomNights, revenuePaise });
}

/** Sums days (or months) into one period's figures: counts and money add, the ratios are the period's own. */
export function sumFigures(parts: readonly Figures[]): Figures {
  const total = emptyDay('1970-01-01', 0);
  for (const p of parts) {
    total.roomsTotal += p.roomsTotal;
    total.roomsOutOfOrder += p.roomsOutOfOrder;
    total.roomsAvailable += p.roomsAvailable;
    total.roomsSold += p.roomsSold;
    total.arrivals += p.arrivals;
    total.departures += p.departures;
    total.noShows += p.noShows;
    total.roomRevenuePaise += p.roomRevenuePaise;
    for (const k of REVENUE_KINDS) total.revenue[k] += p.revenue[k] ?? 0;
    for (const plan of p.plans) addPlan(total.plans, plan.plan, plan.roomNights, plan.revenuePaise);
  }
  const { date: _date, ...figures } = withRatios(total);
  figures.plans.sort((a, b) => b.revenuePaise - a.revenuePaise || a.plan.localeCompare(b.plan));
  return figures;
}

const PAID = ['confirmed', 'completed'] as const;

/**
 * Each hotel date's figures from `from` to `to` (both included), computed from the bookings as they stand. A room
 * night earns what its GST line says it was charged (after its share of any discount, before GST), split between
 * the room (with its extra guests) and its meal plan in the proportion they were priced; a stay's extras count on
 * its arrival date, a table's charge on its sitting, an event's hire on its first day. A no-show's nights are not
 * sold: what it paid and kept counts on its arrival date as kept. A charge to a room (decision 145) counts on the hotel
 * date it was made, by its kind, unless voided.
 */
export async function computeDays(
  db: DbOrTx,
  from: IsoDate,
  to: IsoDate,
  timeZone: string,
): Promise<DayFigures[]> {
  const span = daysBetween(from, to) + 1;
  if (span < 1) return [];
  const voids = alias(ledgerEntries, 'voids');
  const [units, closures, stays, tables, events, charges] = await Promise.all([
    db
      .select({ id: roomUnits.id })
      .from(roomUnits)
      .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
      .where(and(eq(roomUnits.inService, true), eq(rooms.active, true))),
    db
      .select({
        unit: roomUnitClosures.roomUnitId,
        from: roomUnitClosures.startsOn,
        to: roomUnitClosures.endsOn,
      })
      .from(roomUnitClosures)
      .where(and(lte(roomUnitClosures.startsOn, to), gt(roomUnitClosures.endsOn, from))),
    db
      .select({
        id: roomBookings.id,
        checkIn: roomBookings.checkIn,
        checkOut: roomBookings.checkOut,
        nights: roomBookings.nights,
        nightlyPaise: roomBookings.nightlyPaise,
        mealPaise: roomBookings.mealPaise,
        extraGuestsPaise: roomBookings.extraGuestsPaise,
        mealPlan: roomBookings.mealPlan,
        stayPackage: roomBookings.stayPackage,
        noShowAt: roomBookings.noShowAt,
      })
      .from(roomBookings)
      .where(
        and(
          inArray(roomBookings.status, PAID),
          // Overlapping the period, or leaving on its first day (a departure).
          lte(roomBookings.checkIn, to),
          gte(roomBookings.checkOut, from),
        ),
      ),
    db
      .select({ id: tableBookings.id, date: tableBookings.date })
      .from(tableBookings)
      .where(
        and(inArray(tableBookings.status, PAID), gte(tableBookings.date, from), lte(tableBookings.date, to)),
      ),
    db
      .select({ id: hallBookings.id, date: hallBookings.date })
      .from(hallBookings)
      .where(
        and(inArray(hallBookings.status, PAID), gte(hallBookings.date, from), lte(hallBookings.date, to)),
      ),
    // Charges to rooms not voided, a day either side of the period (its hotel dates are read in the hotel's zone).
    db
      .select({
        at: ledgerEntries.createdAt,
        kind: ledgerEntries.chargeKind,
        taxablePaise: ledgerEntries.taxablePaise,
      })
      .from(ledgerEntries)
      .leftJoin(voids, and(eq(voids.voidsId, ledgerEntries.id), eq(voids.entry, 'folio_void')))
      .where(
        and(
          eq(ledgerEntries.entry, 'folio_charge'),
          isNull(voids.id),
          gte(ledgerEntries.createdAt, new Date(`${addDays(from, -1)}T00:00:00Z`)),
          lt(ledgerEntries.createdAt, new Date(`${addDays(to, 2)}T00:00:00Z`)),
        ),
      ),
  ]);
  const ids = [...stays.map((s) => s.id), ...tables.map((t) => t.id), ...events.map((e) => e.id)];
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            bookingId: bookingTaxLines.bookingId,
            position: bookingTaxLines.position,
            taxablePaise: bookingTaxLines.taxablePaise,
          })
          .from(bookingTaxLines)
          .where(inArray(bookingTaxLines.bookingId, ids));
  const linesOf = new Map<string, Map<number, number>>();
  for (const l of lines) {
    const of = linesOf.get(l.bookingId) ?? new Map<number, number>();
    of.set(l.position, l.taxablePaise);
    linesOf.set(l.bookingId, of);
  }
  const taxableOf = (id: string) => [...(linesOf.get(id)?.values() ?? [])].reduce((s, v) => s + v, 0);

  const days = Array.from({ length: span }, (_, i) => emptyDay(addDays(from, i), units.length));
  const dayOf = (date: IsoDate) => (date >= from && date <= to ? days[daysBetween(from, date)] : undefined);
  const inService = new Set(units.map((u) => u.id));
  for (const day of days) {
    const closed = new Set(
      closures
        .filter((c) => inService.has(c.unit) && c.from <= day.date && day.date < c.to)
        .map((c) => c.unit),
    );
    day.roomsOutOfOrder = closed.size;
    day.roomsAvailable = day.roomsTotal - closed.size;
  }

  for (const stay of stays) {
    const taxed = linesOf.get(stay.id) ?? new Map<number, number>();
    const arrival = dayOf(stay.checkIn);
    const departure = dayOf(stay.checkOut);
    if (departure && !stay.noShowAt) departure.departures += 1;
    if (arrival) arrival.arrivals += 1;
    if (stay.noShowAt) {
      if (arrival) {
        arrival.noShows += 1;
        arrival.revenue.no_shows += taxableOf(stay.id);
      }
      continue;
    }
    const plan = planName(stay.mealPlan, stay.stayPackage?.title);
    for (let night = 0; night < stay.nights; night++) {
      const day = dayOf(addDays(stay.checkIn, night));
      if (!day) continue;
      const room = (stay.nightlyPaise[night] ?? 0) + stay.extraGuestsPaise;
      const priced = room + stay.mealPaise;
      const taxable = taxed.get(night + 1) ?? 0;
      const roomShare = priced > 0 ? Math.round((taxable * room) / priced) : 0;
      day.roomsSold += 1;
      day.roomRevenuePaise += roomShare;
      day.revenue.rooms += roomShare;
      day.revenue.meal_plans += taxable - roomShare;
      addPlan(day.plans, plan, 1, taxable);
    }
    if (arrival)
      for (const [position, taxable] of taxed) if (position > stay.nights) arrival.revenue.extras += taxable;
  }
  for (const t of tables) {
    const day = dayOf(t.date);
    if (day) day.revenue.dining += taxableOf(t.id);
  }
  for (const e of events) {
    const day = dayOf(e.date);
    if (day) day.revenue.events += taxableOf(e.id);
  }
  for (const charge of charges) {
    const day = dayOf(dateInZone(charge.at, timeZone));
    const kind = charge.kind ? FOLIO_REVENUE[charge.kind] : undefined;
    if (day && kind) day.revenue[kind] += charge.taxablePaise ?? 0;
  }
  return days.map((d) => {
    d.plans.sort((a, b) => b.revenuePaise - a.revenuePaise || a.plan.localeCompare(b.plan));
    return withRatios(d);
  });
}

/** A day as the reports show it: its frozen figures once the night audit closed it (who and when), live before. */
export interface ReportDay extends DayFigures {
  closed: { at: Date; by: string | null } | null;
}

/** Each date from `from` to `to` (both included): a closed day as the night audit froze it, an open one as it stands. */
export async function reportDays(
  db: DbOrTx,
  from: IsoDate,
  to: IsoDate,
  timeZone: string,
): Promise<ReportDay[]> {
  const [live, closed] = await Promise.all([
    computeDays(db, from, to, timeZone),
    db
      .select({
        date: nightAudits.businessDate,
        at: nightAudits.closedAt,
        by: users.name,
        figures: nightAudits.figures,
      })
      .from(nightAudits)
      .leftJoin(users, eq(users.id, nightAudits.closedBy))
      .where(and(gte(nightAudits.businessDate, from), lte(nightAudits.businessDate, to))),
  ]);
  const frozen = new Map(closed.map((c) => [c.date, c]));
  return live.map((day) => {
    const c = frozen.get(day.date);
    return c
      ? { ...(c.figures as unknown as DayFigures), date: day.date, closed: { at: c.at, by: c.by } }
      : { ...day, closed: null };
  });
}

/** The first and last dates of a month ("2026-12"). */
export function monthDates(month: string): { from: IsoDate; to: IsoDate } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A month night by night and its total. */
export async function monthPerformance(db: DbOrTx, month: string, timeZone: string) {
  const { from, to } = monthDates(month);
  const days = await reportDays(db, from, to, timeZone);
  return { month, days, total: sumFigures(days) };
}

/** A year month by month (each the sum of its days, closed ones frozen) and its total. */
export async function yearPerformance(db: DbOrTx, year: string, timeZone: string) {
  const days = await reportDays(db, `${year}-01-01`, `${year}-12-31`, timeZone);
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const of = days.filter((d) => d.date.startsWith(month));
    return { month, daysClosed: of.filter((d) => d.closed).length, ...sumFigures(of) };
  });
  return { year, months, total: sumFigures(days) };
}
