import { and, asc, count, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { newBookingCode } from '~/lib/booking-code';
import { addDays, type IsoDate } from '~/lib/dates';
import { type HoldQuestion, holdExpiry } from '~/lib/hold-rules';
import type { DbOrTx } from '~/server/db/client';
import { roomBookingExtras, roomBookings, rooms, roomUnits } from '~/server/db/schema';
import { storeTaxLines } from '../../charged-tax';
import type { BookingRef, Clock } from '../kind';
import { unpaidHoldAt } from '../ref';
import type { StayPlan } from './plan';
import type { StayRequest } from './request';
import { findStay, stayRef } from './views';

/** The guest's unpaid room rows whose hold still runs (but those a change gives up). */
const unpaidOf = (userId: string, now: Date, replacing: readonly string[] = []) =>
  and(
    eq(roomBookings.userId, userId),
    unpaidHoldAt(roomBookings, now),
    replacing.length > 0 ? notInArray(roomBookings.id, [...replacing]) : undefined,
  );

/**
 * What the guest already holds unpaid that a stay's rules look at: the room units on the busiest night of the
 * planned stay (of every unit in service), and the room-nights of every unpaid stay.
 */
export async function stayHeldBy(
  tx: DbOrTx,
  userId: string,
  plan: StayPlan,
  clock: Pick<Clock, 'now'>,
): Promise<Pick<HoldQuestion, 'share' | 'roomNights'>> {
  const checkIn = plan.checkIn;
  // One statement: the unpaid stays over the planned nights, the units in service and the unpaid room-nights.
  const held = tx
    .select({ checkIn: roomBookings.checkIn, checkOut: roomBookings.checkOut })
    .from(roomBookings)
    .where(
      and(
        unpaidOf(userId, clock.now, plan.replacing),
        sql`daterange(${roomBookings.checkIn}, ${roomBookings.checkOut}, '[)') && daterange(${checkIn}::date, ${plan.checkOut}::date, '[)')`,
      ),
    )
    .as('held');
  const inService = tx
    .select({ units: count() })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(and(eq(rooms.active, true), eq(roomUnits.inService, true)));
  const nights = tx
    .select({ n: sql<number>`coalesce(sum(${roomBookings.nights}), 0)` })
    .from(roomBookings)
    .where(unpaidOf(userId, clock.now, plan.replacing));
  const [row] = (
    await tx.execute<{
      held: { check_in: IsoDate; check_out: IsoDate }[] | null;
      units: number;
      nights: number;
    }>(
      sql`select (select json_agg(json_build_object('check_in', ${held.checkIn}, 'check_out', ${held.checkOut})) from ${held}) as held,
        (${inService})::int as units, (${nights})::int as nights`,
    )
  ).rows;
  const stays = (row?.held ?? []).map((b) => ({ checkIn: b.check_in, checkOut: b.check_out }));
  let busiest: { on: IsoDate; units: number } = { on: checkIn, units: 0 };
  for (let night = checkIn; night < plan.checkOut; night = addDays(night, 1)) {
    const units = stays.filter((b) => b.checkIn <= night && night < b.checkOut).length;
    if (units > busiest.units) busiest = { on: night, units };
  }
  return {
    share: {
      kind: 'room',
      held: busiest.units,
      asked: plan.units.length,
      inventory: Number(row?.units ?? 0),
      on: busiest.on,
    },
    roomNights: { held: Number(row?.nights ?? 0), asked: plan.units.length * plan.nights },
  };
}

/**
 * The guest's live unpaid stay that the request repeats: the room it names (as a unit or a listing), the same
 * dates and as many rooms. A reload of the spec's payment page answers it rather than holding another room.
 */
export async function stayHeldAlready(
  tx: DbOrTx,
  userId: string,
  request: StayRequest,
  clock: Pick<Clock, 'now'>,
): Promise<BookingRef | undefined> {
  const rows = await tx
    .select({ id: roomBookings.id })
    .from(roomBookings)
    .where(
      and(
        unpaidOf(userId, clock.now),
        eq(roomBookings.checkIn, request.checkIn),
        eq(roomBookings.checkOut, request.checkOut),
        or(eq(roomBookings.roomUnitId, request.roomOrUnitId), eq(roomBookings.roomId, request.roomOrUnitId)),
        // The same stay on another rate plan (a package, or none) is another request, not a repeat.
        request.packageId
          ? sql`${roomBookings.stayPackage}->>'id' = ${request.packageId}`
          : isNull(roomBookings.stayPackage),
      ),
    )
    .orderBy(asc(roomBookings.createdAt));
  for (const row of rows) {
    const stay = await findStay(tx, row.id);
    if (stay && stay.rowIds.length === request.rooms) return stay;
  }
  return undefined;
}

/**
 * The `i`-th unit's row as the plan prices it: its unit and nights, its share of the party, its meal plan and
 * supplements, each night's price and its share of the bill (decision 133). A new booking and a change write the same.
 */
export function plannedRow(plan: StayPlan, i: number) {
  const board = plan.boards[i]!;
  const { taxed: _lines, ...figures } = plan.price.perUnit[i]!;
  return {
    roomId: plan.units[i]!.roomId,
    roomUnitId: plan.units[i]!.id,
    checkIn: plan.checkIn,
    checkOut: plan.checkOut,
    nights: plan.nights,
    numGuests: board.party.adults + board.party.childAges.length,
    adults: board.party.adults,
    childAges: [...board.party.childAges],
    mealPlan: board.mealPlan,
    mealPaise: board.mealPaise,
    extraGuestsPaise: board.extraGuestsPaise,
    pricePerNightPaise: plan.nightlyPaise[i]![0]!,
    nightlyPaise: plan.nightlyPaise[i]!,
    ...figures,
  };
}

/** Stores the extras a plan books on the stay's first row (a change replaces those it had). */
export async function storePlannedExtras(tx: DbOrTx, plan: StayPlan, firstRowId: string): Promise<void> {
  if (plan.extras.length === 0) return;
  await tx.insert(roomBookingExtras).values(
    plan.extras.map((e) => ({
      bookingId: firstRowId,
      extraId: e.extraId,
      name: e.name,
      basis: e.basis,
      unitPricePaise: e.unitPricePaise,
      quantity: e.quantity,
      amountPaise: e.priced.amountPaise,
    })),
  );
}

/** Stores each row's GST lines: its unit's nights, as priceStay lists them room by room in the plan's order. */
export function storeStayTaxLines(
  tx: DbOrTx,
  plan: StayPlan,
  rows: readonly { bookingId: string; unitId: string }[],
): Promise<void> {
  return storeTaxLines(
    tx,
    'room',
    rows.map(({ bookingId, unitId }) => {
      const i = plan.units.findIndex((u) => u.id === unitId);
      return { bookingId, lines: plan.price.perUnit[i]!.taxed };
    }),
  );
}

/**
 * Books the planned units for the stay, `pending` for the hold, within the caller's transaction (all rooms or
 * none). Several rooms share a group id; the guests are split over them. Returns the stay as the first room.
 */
export async function holdStay(
  tx: DbOrTx,
  userId: string,
  request: StayRequest,
  plan: StayPlan,
  clock: Pick<Clock, 'now'>,
): Promise<BookingRef> {
  const groupId = plan.units.length > 1 ? crypto.randomUUID() : null;
  const inserted = await tx
    .insert(roomBookings)
    .values(
      plan.units.map((_unit, i) => ({
        bookingCode: newBookingCode(),
        groupId,
        userId,
        ...plannedRow(plan, i),
        offerCode: plan.offerCode,
        stayPackage: plan.stayPackage,
        couponCode: plan.coupon?.code ?? null,
        status: 'pending' as const,
        holdExpiresAt: holdExpiry('room', clock.now),
        specialRequests: request.specialRequests ?? null,
        guestName: request.guestName ?? null,
      })),
    )
    .returning();
  await storeStayTaxLines(
    tx,
    plan,
    inserted.map((row) => ({ bookingId: row.id, unitId: row.roomUnitId })),
  );
  await storePlannedExtras(tx, plan, inserted[0]!.id);
  // The stay as findStay would read it back: the rows just written, and the listing's name the plan read.
  const first = inserted[0]!;
  return stayRef(first, inserted, plan.units.find((u) => u.roomId === first.roomId)?.roomName);
}
