// The staff console's rate grid (issue 43, decision 132): every listing's nights with their prices and rules, and the
// revenue manager's bulk edits. An edit writes each chosen night as an override, under the listings' row locks, and
// is audited in the same transaction; a booking reads the calendar in one statement, so it is priced wholly before
// or wholly after an edit.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { RateEditBody, RateGrid, StayRuleBody } from '~/contracts/rates';
import { addDays, daysBetween, formatHotelDate, type IsoDate, laterDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import {
  movedPrice,
  nightPrice,
  nightRate,
  nightsOf,
  nightsText,
  ruleDates,
  type StayRule,
  weekdayOf,
} from '~/lib/rates';
import type { DbOrTx } from '../db/client';
import { roomRateOverrides, rooms, stayRules } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';
import { listingRates } from './rate-calendar';

/** The most nights the grid shows, or one edit changes, at once. */
export const GRID_NIGHTS = 62;

function assertRange(from: IsoDate, to: IsoDate, today: IsoDate) {
  if (daysBetween(from, to) < 1) throw fieldError('to', 'The last date must be after the first.');
  if (daysBetween(from, to) > GRID_NIGHTS)
    throw fieldError('to', `Choose at most ${GRID_NIGHTS} nights at once.`);
  if (to <= today) throw fieldError('to', 'Those nights are past.');
}

/** What a rule does, in words: "Not sold", "At least 3 nights", "No arrivals". */
function ruleWords(rule: StayRule): string[] {
  return [
    ...(rule.stopSell ? ['Not sold'] : []),
    ...(rule.minStay ? [`At least ${nightsText(rule.minStay)}`] : []),
    ...(rule.maxStay ? [`At most ${nightsText(rule.maxStay)}`] : []),
    ...(rule.closedToArrival ? ['No arrivals'] : []),
    ...(rule.closedToDeparture ? ['No departures'] : []),
  ];
}

/** The rules on a night, in words: "At least 3 nights (New Year's Eve)". */
function rulesOn(rules: readonly StayRule[], night: IsoDate): string[] {
  return rules
    .filter((r) => r.startsOn <= night && night < r.endsOn)
    .flatMap((r) => ruleWords(r).map((words) => (r.label ? `${words} (${r.label})` : words)));
}

/**
 * Every active listing's nights [from, to): price, its source, and the rules on it; and the rules that touch those
 * nights, each once (the screen removes one by its id).
 */
export async function rateGrid(db: DbOrTx, from: IsoDate, to: IsoDate, today: IsoDate): Promise<RateGrid> {
  assertRange(from, to, addDays(today, -1));
  const listings = await db
    .select()
    .from(rooms)
    .where(eq(rooms.active, true))
    .orderBy(asc(rooms.pricePaise), asc(rooms.name));
  const rates = await listingRates(
    db,
    listings.map((l) => l.id),
    from,
    to,
  );
  const rules = await db
    .select()
    .from(stayRules)
    .where(and(lt(stayRules.startsOn, to), gt(stayRules.endsOn, from)))
    .orderBy(asc(stayRules.startsOn), asc(stayRules.createdAt));
  return {
    from,
    to,
    rules: rules.map((r) => ({
      id: r.id,
      roomId: r.roomId,
      label: r.label,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      dates: ruleDates(r),
      says: ruleWords(r),
      stopSell: r.stopSell,
    })),
    listings: listings.map((l) => {
      const { calendar, rules: own } = rates.get(l.id)!;
      return {
        id: l.id,
        name: l.name,
        roomType: l.roomType,
        nights: nightsOf(from, to).map((night) => ({
          night,
          ...nightRate(calendar, night),
          rules: rulesOn(own, night),
        })),
      };
    }),
  };
}

/**
 * Sets the chosen listings' nights on the chosen weekdays to a price, or moves each by a percentage of its price now,
 * each night an override labelled with the edit. The listings' rows are locked first (in id order), so two edits of
 * one listing apply one after the other; audited, one entry per listing, with the nights and prices before and after.
 */
export async function editRates(
  db: DbOrTx,
  body: RateEditBody,
  by: StaffActor,
  at: { now: Date; today: IsoDate },
): Promise<{ message: string; nights: number }> {
  if ((body.pricePaise === undefined) === (body.percent === undefined))
    throw fieldError('pricePaise', 'Give either a price or a percentage.');
  assertRange(body.from, body.to, at.today);
  const first = laterDate(body.from, at.today);
  const nights = nightsOf(first, body.to).filter((n) => body.weekdays.includes(weekdayOf(n)));
  if (nights.length === 0) throw fieldError('weekdays', 'None of those nights falls on the days chosen.');
  return db.transaction(async (tx) => {
    const ids = [...new Set(body.roomIds)].sort();
    const locked = await tx
      .select({ id: rooms.id, name: rooms.name })
      .from(rooms)
      .where(inArray(rooms.id, ids))
      .orderBy(asc(rooms.id))
      .for('update');
    if (locked.length !== ids.length)
      throw new AppError('NOT_FOUND', 'One of those room listings does not exist.');
    const rates = await listingRates(tx, ids, nights[0]!, addDays(nights.at(-1)!, 1));
    for (const listing of locked) {
      const { calendar } = rates.get(listing.id)!;
      const before = nights.map((night) => nightPrice(calendar, night));
      const after = before.map((price) =>
        body.pricePaise !== undefined ? body.pricePaise : movedPrice(price, body.percent!),
      );
      await tx
        .insert(roomRateOverrides)
        .values(
          nights.map((night, i) => ({
            roomId: listing.id,
            night,
            pricePaise: after[i]!,
            label: body.label,
            createdAt: at.now,
          })),
        )
        .onConflictDoUpdate({
          target: [roomRateOverrides.roomId, roomRateOverrides.night],
          set: { pricePaise: sql`excluded.price_paise`, label: body.label, createdAt: at.now },
        });
      await recordStaffAction(
        tx,
        by,
        {
          action: 'rates.edit',
          target: { kind: 'room', id: listing.id },
          before: Object.fromEntries(nights.map((n, i) => [n, before[i]])),
          after: { ...Object.fromEntries(nights.map((n, i) => [n, after[i]])), label: body.label },
        },
        at.now,
      );
    }
    const how =
      body.pricePaise !== undefined
        ? `set to ${formatInr(body.pricePaise)}`
        : `${body.percent! >= 0 ? 'raised' : 'lowered'} by ${Math.abs(body.percent!)}%`;
    const what = locked.length === 1 ? locked[0]!.name : `${locked.length} room listings`;
    return {
      message: `${nights.length} ${nights.length === 1 ? 'night' : 'nights'} of ${what} ${how}, ${formatHotelDate(nights[0]!)} to ${formatHotelDate(nights.at(-1)!)}.`,
      nights: nights.length * locked.length,
    };
  });
}

/** Adds a stay rule; audited. */
export async function addStayRule(
  db: DbOrTx,
  body: StayRuleBody,
  by: StaffActor,
  at: { now: Date; today: IsoDate },
) {
  if (body.endsOn <= body.startsOn) throw fieldError('endsOn', 'The last night must be after the first.');
  if (body.endsOn <= at.today) throw fieldError('endsOn', 'Those nights are past.');
  if (!body.minStay && !body.maxStay && !body.closedToArrival && !body.closedToDeparture && !body.stopSell)
    throw fieldError(
      'minStay',
      'Choose what the rule does: a minimum or maximum stay, a closed arrival or departure, or a stop-sell.',
    );
  if (body.minStay && body.maxStay && body.minStay > body.maxStay)
    throw fieldError('maxStay', 'The longest stay cannot be shorter than the shortest.');
  return db.transaction(async (tx) => {
    if (body.roomId) {
      const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, body.roomId));
      if (!room) throw new AppError('NOT_FOUND', 'That room listing does not exist.');
    }
    const [rule] = await tx
      .insert(stayRules)
      .values({ ...body, createdAt: at.now })
      .returning();
    await recordStaffAction(
      tx,
      by,
      { action: 'stay_rule.add', target: { kind: 'stay_rule', id: rule!.id }, after: { ...body } },
      at.now,
    );
    return { message: `Rule added for ${ruleDates(body)}.`, id: rule!.id };
  });
}

/** Removes a stay rule; audited with what it said. */
export async function removeStayRule(db: DbOrTx, id: string, by: StaffActor, at: { now: Date }) {
  return db.transaction(async (tx) => {
    const [rule] = await tx.delete(stayRules).where(eq(stayRules.id, id)).returning();
    if (!rule) throw new AppError('NOT_FOUND', 'That rule does not exist.');
    const { id: _id, createdAt: _createdAt, ...said } = rule;
    await recordStaffAction(
      tx,
      by,
      { action: 'stay_rule.remove', target: { kind: 'stay_rule', id }, before: said },
      at.now,
    );
    return { message: `Rule for ${ruleDates(rule)} removed.`, id };
  });
}
