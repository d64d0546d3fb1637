import { and, desc, eq } from 'drizzle-orm';
import type { AnyBooking } from '~/contracts/bookings';
import type { BookingStatus } from '~/contracts/common';
import { worksForHotel } from '~/lib/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from './cancellation';
import type { AnyBookingKind } from './kind';
import { findBookingFor, kindNamed } from './registry';
import { releaseLapsedHolds } from './sweep';

/** Bookings of one kind, newest first, as the pages read that kind: a guest only ever sees their own. */
export async function listBookings(
  db: Db,
  kind: AnyBookingKind,
  filter: { userId?: string; status?: BookingStatus; hallId?: string },
  actor: Actor,
): Promise<AnyBooking[]> {
  const forHotel = worksForHotel(actor.caller.role);
  if (!forHotel && filter.userId && filter.userId !== actor.caller.id) return [];
  const userId = forHotel ? filter.userId : actor.caller.id;
  await releaseLapsedHolds(db, actor.clock.now);
  const { table } = kind;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        userId ? eq(table.userId, userId) : undefined,
        filter.status ? eq(table.status, filter.status) : undefined,
        filter.hallId && 'hallId' in table ? eq(table.hallId, filter.hallId) : undefined,
      ),
    )
    .orderBy(desc(table.createdAt));
  return kind.views(
    db,
    rows.map((r) => r.id),
    actor.clock,
  );
}

/** One guest's bookings of a kind; another guest's list is a 404 (an admin may read anyone's). */
export async function guestBookings(db: Db, kind: AnyBookingKind, userId: string, actor: Actor) {
  if (!worksForHotel(actor.caller.role) && actor.caller.id !== userId) {
    throw new AppError('NOT_FOUND', 'Booking not found.');
  }
  return listBookings(db, kind, { userId }, actor);
}

/** One booking of any kind as its kind's pages read it, for its owner or hotel staff. */
export async function bookingView(db: Db, id: string, actor: Actor) {
  await releaseLapsedHolds(db, actor.clock.now);
  const booking = await findBookingFor(db, id, actor.caller);
  const [view]: AnyBooking[] = await kindNamed(booking.kind).views(db, [booking.id], actor.clock);
  return view!;
}
