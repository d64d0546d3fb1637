import { and, asc, count, eq, gt, inArray, isNull, lt, notInArray, sum } from 'drizzle-orm';
import { newBookingCode } from '~/lib/booking-code';
import { type HoldQuestion, holdExpiry } from '~/lib/hold-rules';
import type { DbOrTx } from '~/server/db/client';
import { diningDays, diningTables, tableBookings } from '~/server/db/schema';
import { storeTaxLines } from '../../charged-tax';
import type { BookingRef, Clock } from '../kind';
import { unpaidHoldAt } from '../ref';
import type { TablePlan } from './plan';
import type { TableRequest } from './request';
import { findTable } from './views';

/** What the guest already holds unpaid at the planned sitting: the tables of their unpaid bookings that overlap it. */
export async function tableHeldBy(
  tx: DbOrTx,
  userId: string,
  plan: TablePlan,
  clock: Pick<Clock, 'now'>,
): Promise<Pick<HoldQuestion, 'share'>> {
  // One query after another: they share the transaction's connection.
  const [held] = await tx
    .select({ tables: sum(tableBookings.tableCount).mapWith(Number) })
    .from(tableBookings)
    .where(
      and(
        eq(tableBookings.userId, userId),
        unpaidHoldAt(tableBookings, clock.now),
        plan.replacing?.length ? notInArray(tableBookings.id, [...plan.replacing]) : undefined,
        lt(tableBookings.startsAt, plan.slot.endsAt),
        gt(tableBookings.endsAt, plan.slot.startsAt),
      ),
    );
  const [floor] = await tx
    .select({ tables: count() })
    .from(diningTables)
    .where(eq(diningTables.inService, true));
  return {
    share: {
      kind: 'table',
      held: held?.tables ?? 0,
      asked: plan.slot.seating.tableCount,
      inventory: floor?.tables ?? 0,
      on: plan.date,
    },
  };
}

/**
 * The guest's live unpaid table that the request repeats: the same date, one of the times it asks for (the
 * /dining form asks for a part of the day), the same party and the same dish (or none), which sets its price.
 */
export async function tableHeldAlready(
  tx: DbOrTx,
  userId: string,
  request: TableRequest,
  clock: Pick<Clock, 'now'>,
): Promise<BookingRef | undefined> {
  const [row] = await tx
    .select({ id: tableBookings.id })
    .from(tableBookings)
    .where(
      and(
        eq(tableBookings.userId, userId),
        unpaidHoldAt(tableBookings, clock.now),
        eq(tableBookings.date, request.date),
        inArray(tableBookings.time, request.times),
        eq(tableBookings.partySize, request.partySize),
        request.menuId ? eq(tableBookings.menuItemId, request.menuId) : isNull(tableBookings.menuItemId),
      ),
    )
    .orderBy(asc(tableBookings.createdAt))
    .limit(1);
  return row ? findTable(tx, row.id) : undefined;
}

/** What a plan books of a table: its sitting and seating, the party, the price with its GST, and the coupon. */
export function tableSitting(request: TableRequest, plan: TablePlan) {
  const { slot, price } = plan;
  return {
    date: plan.date,
    time: slot.time,
    firstTable: slot.seating.firstTable,
    tableCount: slot.seating.tableCount,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    partySize: request.partySize,
    subtotalPaise: price.subtotalPaise,
    discountPaise: price.discountPaise,
    taxablePaise: price.taxablePaise,
    cgstPaise: price.cgstPaise,
    sgstPaise: price.sgstPaise,
    totalPaise: price.totalPaise,
    couponCode: plan.coupon?.code ?? null,
  };
}

/**
 * Books the planned seating at the planned time, `pending` for the hold, within the caller's transaction. Two
 * guests who pick the same table at once are parted by the no-overlap constraint: the loser's transaction fails
 * whole and is planned again.
 */
export async function holdTable(
  tx: DbOrTx,
  userId: string,
  request: TableRequest,
  plan: TablePlan,
  clock: Pick<Clock, 'now'>,
): Promise<BookingRef> {
  const { dish, price } = plan;
  await tx.insert(diningDays).values({ date: request.date }).onConflictDoNothing();
  const [row] = await tx
    .insert(tableBookings)
    .values({
      bookingCode: newBookingCode('DIN'),
      userId,
      menuItemId: dish?.id ?? null,
      ...tableSitting(request, plan),
      name: request.name,
      phone: request.phone,
      email: request.email,
      note: request.note,
      status: 'pending',
      holdExpiresAt: holdExpiry('table', clock.now),
    })
    .returning({ id: tableBookings.id });
  await storeTaxLines(tx, 'table', [{ bookingId: row!.id, lines: price.taxed }]);
  return (await findTable(tx, row!.id))!;
}
