import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { CLOSED_DAYS_AHEAD, type TableSlots } from '~/contracts/dining';
import { addDays, formatShortNight, type IsoDate } from '~/lib/dates';
import { formatInr, rupees } from '~/lib/money';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '~/server/db/client';
import { diningDays, menuItems } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { diningFacts } from '../../hotel-facts';
import type { Clock } from '../kind';
import { assertTableDate, tableDay } from './plan';
import { priceTable } from './price';

const guests = guestsWords;

/**
 * What the table costs this party before any coupon (the price rule of every booking, decision 050), in words the
 * modal shows as the party changes (issue 45): the dish's rate for each guest, or the deposit taken off the bill.
 */
async function partyPrice(db: DbOrTx, partySize: number, menuId: string | undefined) {
  const [dish] = menuId
    ? await db
        .select({ name: menuItems.name, pricePaise: menuItems.pricePaise })
        .from(menuItems)
        .where(eq(menuItems.id, menuId))
    : [];
  if (menuId && !dish) throw new AppError('NOT_FOUND', 'That dish is not on the menu.');
  const depositPerGuestPaise = rupees(diningFacts.depositPerGuestRupees);
  const price = priceTable({ partySize, dish: dish ?? null, depositPerGuestPaise });
  const total = `${formatInr(price.totalPaise)} with GST for ${guests(partySize)}`;
  return {
    totalPaise: price.totalPaise,
    summary: dish
      ? `${total}: ${dish.name} at ${formatInr(dish.pricePaise)} a guest`
      : `${total}: a ${formatInr(depositPerGuestPaise)} deposit a guest, taken off your bill`,
  };
}

/** The restaurant's closed days from today for the picker's note, so a guest need not pick one to find it. */
async function closedAhead(db: DbOrTx, today: IsoDate) {
  const rows = await db
    .select({ date: diningDays.date })
    .from(diningDays)
    .where(
      and(
        eq(diningDays.closed, true),
        gte(diningDays.date, today),
        lte(diningDays.date, addDays(today, CLOSED_DAYS_AHEAD)),
      ),
    )
    .orderBy(asc(diningDays.date));
  return rows.map((r) => ({ date: r.date, label: formatShortNight(r.date as IsoDate) }));
}

/** The open-slots answer: the twelve times of a date for a party, each open or not and why, with its price. */
export async function openTableSlots(
  db: DbOrTx,
  input: { date: IsoDate; partySize: number; menuId?: string },
  clock: Clock,
): Promise<TableSlots> {
  assertTableDate(input.date, clock);
  const { closedDay, slots } = await tableDay(db, input, clock);
  return {
    date: input.date,
    partySize: input.partySize,
    closedDay,
    price: await partyPrice(db, input.partySize, input.menuId),
    closedAhead: await closedAhead(db, clock.today),
    slots: slots.map((s) => ({ time: s.time, open: s.seating !== null, reason: s.closedBecause })),
  };
}
