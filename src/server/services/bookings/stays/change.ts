// A stay changed in place (docs/decisions/107-changing-bookings.md): new dates, another room type or another number
// of rooms for the same booking, its reference and id kept. Inside the caller's transaction, under the guest's lock.
import { asc, eq, inArray } from 'drizzle-orm';
import type { ChangeBody } from '~/contracts/changes';
import { newBookingCode } from '~/lib/booking-code';
import type { MealPlanCode } from '~/lib/party';
import type { DbOrTx } from '~/server/db/client';
import { bookingTaxLines, roomBookingExtras, roomBookings } from '~/server/db/schema';
import { AppError, fieldError } from '~/server/errors';
import { noticeAnchor } from '../../notices/queue';
import type { BookingRef } from '../kind';
import { plannedRow, storePlannedExtras, storeStayTaxLines } from './hold';
import type { StayPlan } from './plan';
import type { KeptExtra, StayRequest } from './request';
import { findStay } from './views';

/**
 * The stay's rows, the booking's own row first (it keeps its id, reference and payments through any change), then
 * the anchor its messages and tax documents name (the least of its ids), then the rest.
 */
async function rowsOf(tx: DbOrTx, booking: BookingRef) {
  const rows = await tx
    .select()
    .from(roomBookings)
    .where(inArray(roomBookings.id, booking.rowIds))
    .orderBy(asc(roomBookings.createdAt), asc(roomBookings.id));
  const anchor = noticeAnchor(booking);
  const rank = (id: string) => (id === booking.id ? 0 : id === anchor ? 1 : 2);
  return rows.sort((a, b) => rank(a.id) - rank(b.id));
}

/** A new row's id that sorts after the anchor, so a room added to a stay never becomes what its documents name. */
function idAfter(anchor: string): string {
  for (;;) {
    const id = crypto.randomUUID();
    if (id > anchor) return id;
  }
}

/**
 * The extras a change asks for, in full (decision 138): one the stay had keeps the unit price it was sold at, its
 * quantity checked against the limit only when the guest changed it; one added is priced at the catalogue's now.
 */
function wantedExtras(
  wanted: readonly { id: string; quantity: number }[],
  booked: readonly { extraId: string; quantity: number; unitPricePaise: number }[],
): KeptExtra[] {
  return wanted.map(({ id, quantity }) => {
    const had = booked.find((e) => e.extraId === id);
    if (!had) return { extraId: id, quantity, chosenNow: true };
    return {
      extraId: id,
      quantity,
      unitPricePaise: had.unitPricePaise,
      chosenNow: quantity !== had.quantity,
    };
  });
}

/**
 * The stay as it would be asked for with the change: the body's dates, and its room, rooms and guests where it
 * names them, else the booking's own; its extras as the body lists them, else as booked; its codes, package and
 * requests kept. Its own rows count as free to it.
 */
export async function stayChangeRequest(
  tx: DbOrTx,
  booking: BookingRef,
  body: ChangeBody,
): Promise<StayRequest> {
  if (!('checkInDate' in body))
    throw fieldError('checkInDate', 'Send the stay’s new check-in and check-out dates.');
  const rows = await rowsOf(tx, booking);
  const first = rows[0]!;
  const booked = rows.reduce((n, r) => n + r.numGuests, 0);
  const childAges = rows.flatMap((r) => r.childAges);
  const numGuests = body.numGuests ?? booked;
  const extras = await tx
    .select()
    .from(roomBookingExtras)
    .where(inArray(roomBookingExtras.bookingId, booking.rowIds))
    .orderBy(asc(roomBookingExtras.createdAt), asc(roomBookingExtras.id));
  return {
    userId: booking.userId,
    roomOrUnitId: body.roomId ?? first.roomId,
    checkIn: body.checkInDate,
    checkOut: body.checkOutDate,
    numGuests,
    // A change of the guests' number changes the adults; the children stay as booked.
    adults: numGuests - childAges.length,
    childAges,
    mealPlan: first.mealPlan as MealPlanCode,
    keptBoards: rows.map((r) => ({
      roomId: r.roomId,
      adults: r.adults,
      childAges: r.childAges,
      mealPlan: r.mealPlan as MealPlanCode,
      mealPaise: r.mealPaise,
      extraGuestsPaise: r.extraGuestsPaise,
    })),
    keptExtras: body.extras
      ? wantedExtras(body.extras, extras)
      : extras.map((e) => ({ extraId: e.extraId, quantity: e.quantity, unitPricePaise: e.unitPricePaise })),
    rooms: body.numRooms ?? rows.length,
    offerCode: first.offerCode,
    couponCode: first.couponCode,
    packageId: first.stayPackage?.id ?? null,
    specialRequests: first.specialRequests,
    guestName: first.guestName,
    replacing: booking.rowIds,
    bookedNights: rows.map(({ roomId, roomUnitId, checkIn, checkOut, nightlyPaise }) => ({
      roomId,
      roomUnitId,
      checkIn,
      checkOut,
      nightlyPaise,
    })),
  };
}

/**
 * Which of the plan's units each kept row takes (an index into `plan.units`), and which are left for the rooms added:
 * a row keeps its own unit when the plan keeps it, and the others take the units no row of the stay holds. So no
 * row ever moves onto a unit another row of the stay still holds, and each row, updated in place, is judged by the
 * no-overlap constraint against other guests' stays only (its own old nights are the row's old version, which the
 * update replaces).
 */
export function unitsForRows(
  kept: readonly { roomUnitId: string }[],
  units: readonly { id: string }[],
): { kept: number[]; added: number[] } {
  const free = new Set(units.keys());
  const own = kept.map((row) => {
    const i = units.findIndex((unit, j) => free.has(j) && unit.id === row.roomUnitId);
    if (i >= 0) free.delete(i);
    return i;
  });
  const rest = [...free];
  return { kept: own.map((i) => (i >= 0 ? i : rest.shift()!)), added: rest };
}

/**
 * Moves the stay's rows onto the plan in place: rooms no longer wanted are removed first, the rows kept take the
 * plan's units (each its own unit when the plan keeps it), dates and prices by an update, and rooms added join the
 * group, each with its GST lines charged again. Nothing is set aside: an update judges the row's new nights against
 * everyone else's, never against its own old ones, so a change overlapping the stay's own nights stands, and no
 * other guest can take the old nights before the new are held (the old row versions hold them until commit).
 * Returns the stay as it now is.
 */
export async function changeStayInPlace(
  tx: DbOrTx,
  booking: BookingRef,
  request: StayRequest,
  plan: StayPlan,
  now: Date,
): Promise<BookingRef> {
  const rows = await rowsOf(tx, booking);
  const status = rows[0]!.status;
  const anchor = noticeAnchor(booking);
  if (status === 'confirmed' && plan.units.length === 1 && rows.length > 1 && booking.id !== anchor)
    throw new AppError(
      'BOOKING_NOT_CHANGEABLE',
      'This paid group stay cannot be made one room online: please call the front desk, who will do it for you.',
    );
  const keep = rows.slice(0, plan.units.length);
  const drop = rows.slice(plan.units.length);
  const groupId = plan.units.length > 1 ? (rows[0]!.groupId ?? crypto.randomUUID()) : null;
  await tx.delete(bookingTaxLines).where(
    inArray(
      bookingTaxLines.bookingId,
      rows.map((r) => r.id),
    ),
  );
  if (drop.length > 0)
    await tx.delete(roomBookings).where(
      inArray(
        roomBookings.id,
        drop.map((r) => r.id),
      ),
    );
  const values = (i: number) => ({
    groupId,
    ...plannedRow(plan, i),
    offerCode: plan.offerCode,
    couponCode: plan.coupon?.code ?? null,
    updatedAt: now,
  });
  const units = unitsForRows(keep, plan.units);
  const placed: { bookingId: string; unitId: string }[] = [];
  for (const [n, row] of keep.entries()) {
    const i = units.kept[n]!;
    await tx.update(roomBookings).set(values(i)).where(eq(roomBookings.id, row.id));
    placed.push({ bookingId: row.id, unitId: plan.units[i]!.id });
  }
  for (const i of units.added) {
    const [added] = await tx
      .insert(roomBookings)
      .values({
        ...values(i),
        status,
        id: idAfter(anchor),
        bookingCode: newBookingCode(),
        userId: booking.userId,
        stayPackage: plan.stayPackage,
        holdExpiresAt: rows[0]!.holdExpiresAt,
        specialRequests: rows[0]!.specialRequests,
        guestName: rows[0]!.guestName,
        createdAt: now,
      })
      .returning({ id: roomBookings.id });
    placed.push({ bookingId: added!.id, unitId: plan.units[i]!.id });
  }
  await storeStayTaxLines(tx, plan, placed);
  // The extras move with the stay, re-counted for its new nights and guests at the price they were sold at.
  await tx.delete(roomBookingExtras).where(
    inArray(
      roomBookingExtras.bookingId,
      rows.map((r) => r.id),
    ),
  );
  await storePlannedExtras(tx, plan, keep[0]!.id);
  return (await findStay(tx, booking.id))!;
}
