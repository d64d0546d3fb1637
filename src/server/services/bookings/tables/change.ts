// A table changed in place (docs/decisions/107-changing-bookings.md): another date, time or party size among the
// restaurant's open slots, the same booking (id and reference) and hold. Inside the caller's transaction.
import { eq, inArray } from 'drizzle-orm';
import type { ChangeBody } from '~/contracts/changes';
import type { DbOrTx } from '~/server/db/client';
import { bookingTaxLines, diningDays, tableBookings } from '~/server/db/schema';
import { fieldError } from '~/server/errors';
import { storeTaxLines } from '../../charged-tax';
import type { BookingRef } from '../kind';
import { tableSitting } from './hold';
import type { TablePlan } from './plan';
import type { TableRequest } from './request';
import { findTable } from './views';

/** The table as it would be asked for with the change: the new date, time and party; its name, dish and code kept. */
export async function tableChangeRequest(
  tx: DbOrTx,
  booking: BookingRef,
  body: ChangeBody,
): Promise<TableRequest> {
  if (!('time' in body)) throw fieldError('time', 'Send the table’s new date, time and number of guests.');
  const [row] = await tx.select().from(tableBookings).where(eq(tableBookings.id, booking.id));
  return {
    userId: booking.userId,
    date: body.date,
    times: [body.time],
    partySize: body.partySize,
    name: row!.name,
    phone: row!.phone,
    email: row!.email,
    note: row!.note,
    menuId: row!.menuItemId,
    couponCode: row!.couponCode,
    replacing: booking.rowIds,
  };
}

/**
 * Moves the table onto the plan in place: its new sitting, seating, party and price by one update, with its GST
 * lines charged again. Nothing is set aside: the update judges the new sitting against everyone else's, never
 * against the table's own old one (the row's old version, which the update replaces), and the old sitting stays
 * held until the change commits. Returns the booking as it now is.
 */
export async function changeTableInPlace(
  tx: DbOrTx,
  booking: BookingRef,
  request: TableRequest,
  plan: TablePlan,
  now: Date,
): Promise<BookingRef> {
  await tx.delete(bookingTaxLines).where(inArray(bookingTaxLines.bookingId, [booking.id]));
  await tx.insert(diningDays).values({ date: plan.date }).onConflictDoNothing();
  await tx
    .update(tableBookings)
    .set({ ...tableSitting(request, plan), updatedAt: now })
    .where(eq(tableBookings.id, booking.id));
  await storeTaxLines(tx, 'table', [{ bookingId: booking.id, lines: plan.price.taxed }]);
  return (await findTable(tx, booking.id))!;
}
