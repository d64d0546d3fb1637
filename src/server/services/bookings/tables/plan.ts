import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import { factsWithoutRooms } from '~/lib/code-conditions';
import { addDays, formatHotelDate, type IsoDate } from '~/lib/dates';
import { noOpenTimeReason, slotLabel } from '~/lib/dining';
import { rupees } from '~/lib/money';
import { guestsWords } from '~/lib/words';
import { zonedInstant } from '~/lib/zones';
import type { DbOrTx } from '~/server/db/client';
import { diningDays, diningTables, menuItems, tableBookings } from '~/server/db/schema';
import { AppError, fieldError } from '~/server/errors';
import { assertCodesFit, type BookingCodes, couponTaken } from '../../discounts';
import { diningFacts } from '../../hotel-facts';
import type { BookingPlan, Clock } from '../kind';
import { holdsAt } from '../ref';
import { priceTable } from './price';
import type { TableRequest } from './request';
import { type Seating, type SlotPlan, tableSlotsFor } from './slots';

/** Tables are booked up to a year ahead, like rooms. */
export const TABLE_DAYS_AHEAD = 365;

/** Refuses a date before today (hotel time) or more than a year ahead, naming the field. */
export function assertTableDate(date: IsoDate, clock: Pick<Clock, 'today'>) {
  if (date < clock.today) throw fieldError('date', 'Choose today or a later date.');
  if (date > addDays(clock.today, TABLE_DAYS_AHEAD)) {
    throw fieldError('date', 'Tables can be booked up to a year ahead.');
  }
}

/** The twelve slots of a date for a party, read from the floor, the closed days and the live bookings. */
export async function tableDay(
  db: DbOrTx,
  input: { date: IsoDate; partySize: number; replacing?: readonly string[] },
  clock: Pick<Clock, 'now' | 'timeZone'>,
): Promise<{ closedDay: boolean; slots: SlotPlan[] }> {
  // Every sitting that could meet one of the day's: from the day's first slot to its last one's end.
  const from = zonedInstant(input.date, '00:00', clock.timeZone);
  const to = zonedInstant(addDays(input.date, 1), '06:00', clock.timeZone);
  // One query after another: inside a booking's transaction they share its connection.
  const tables = await db
    .select({ number: diningTables.number, seats: diningTables.seats, joinsNext: diningTables.joinsNext })
    .from(diningTables)
    .where(eq(diningTables.inService, true))
    .orderBy(diningTables.number);
  const [day] = await db
    .select({ closed: diningDays.closed })
    .from(diningDays)
    .where(eq(diningDays.date, input.date));
  const held = await db
    .select({
      firstTable: tableBookings.firstTable,
      tableCount: tableBookings.tableCount,
      startsAt: tableBookings.startsAt,
      endsAt: tableBookings.endsAt,
    })
    .from(tableBookings)
    .where(
      and(
        holdsAt(tableBookings, clock.now),
        lt(tableBookings.startsAt, to),
        gte(tableBookings.endsAt, from),
        // A booking being changed does not stand in its own way.
        input.replacing?.length ? notInArray(tableBookings.id, [...input.replacing]) : undefined,
      ),
    );
  const closedDay = day?.closed ?? false;
  return {
    closedDay,
    slots: tableSlotsFor({ ...input, now: clock.now, timeZone: clock.timeZone, closedDay, tables, held }),
  };
}

const guestsText = guestsWords;

/** The refusal when none of the asked times is open, naming the day's open times. */
function unavailable(request: TableRequest, closedDay: boolean, slots: SlotPlan[]): AppError {
  const day = formatHotelDate(request.date);
  if (closedDay) {
    return new AppError(
      'TABLE_UNAVAILABLE',
      `The restaurant is closed on ${day}. Please choose another date.`,
    );
  }
  const open = slots.filter((s) => s.seating).map((s) => slotLabel(s.time));
  const asked = request.times.map(slotLabel).join(', ');
  const next = open.length
    ? `Open times that day: ${open.join(', ')}.`
    : noOpenTimeReason(slots.map((s) => s.closedBecause));
  return new AppError(
    'TABLE_UNAVAILABLE',
    `No table for ${guestsText(request.partySize)} is free at ${asked} on ${day}. ${next}`,
    { openTimes: slots.filter((s) => s.seating).map((s) => s.time) },
  );
}

/** The dish a table is booked with, if any: it must be on the menu now. */
async function dishFor(db: DbOrTx, menuId: string | null) {
  if (!menuId) return null;
  const [dish] = await db
    .select({ id: menuItems.id, name: menuItems.name, pricePaise: menuItems.pricePaise })
    .from(menuItems)
    .where(and(eq(menuItems.id, menuId), eq(menuItems.active, true)));
  if (!dish) throw fieldError('menuId', 'That dish is no longer on the menu.', 'NOT_FOUND');
  return dish;
}

/** A table worked out: the sitting and the seating it takes, the dish, and the price. */
export interface TablePlan extends BookingPlan {
  date: IsoDate;
  slot: SlotPlan & { seating: Seating };
  dish: { id: string; name: string; pricePaise: number } | null;
}

/**
 * Everything a table booking will be: its date checked, the first asked time with a free seating (the smallest
 * that fits), the dish and the coupon, and the price by the one rule. Refuses with the day's open times when
 * none is free.
 */
export async function planTable(
  db: DbOrTx,
  request: TableRequest,
  codes: BookingCodes,
  clock: Clock,
): Promise<TablePlan> {
  assertTableDate(request.date, clock);
  assertCodesFit(codes, factsWithoutRooms(request.date));
  const { coupon } = codes;
  const dish = await dishFor(db, request.menuId);
  const price = priceTable({
    partySize: request.partySize,
    dish,
    depositPerGuestPaise: rupees(diningFacts.depositPerGuestRupees),
    coupon,
  });
  const { closedDay, slots } = await tableDay(db, request, clock);
  const slot = request.times.map((time) => slots.find((s) => s.time === time)).find((s) => s?.seating);
  if (!slot?.seating) throw unavailable(request, closedDay, slots);
  return {
    date: request.date,
    slot: { ...slot, seating: slot.seating },
    dish,
    price,
    coupon: couponTaken(coupon, price.discounts),
    replacing: request.replacing ?? [],
  };
}
