import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../lib/dates';
import type { Db } from '../db/client';
import { roomBookings } from '../db/schema';
import { AppError, EXCLUSION_VIOLATION, sqlState } from '../errors';
import { type RoomBookingView, roomBookingViews } from './booking-views';
import { holdExpiry, releaseCouponUses, releaseLapsedHolds } from './holds';
import { NO_ROOMS_MESSAGE } from './room-bookings';
import type { SessionUser } from './sessions';

type Status = RoomBookingView['status'];
const notFound = () => new AppError('NOT_FOUND', 'Booking not found.');

interface Reader {
  caller: SessionUser;
  now: Date;
  imageUrl: (key: string) => string;
}

/** A guest's own bookings (an admin may read anyone's; another guest's list is a 404). */
export async function bookingsOfGuest(db: Db, userId: string, reader: Reader): Promise<RoomBookingView[]> {
  if (reader.caller.role !== 'admin' && reader.caller.id !== userId) throw notFound();
  await releaseLapsedHolds(db, reader.now);
  return roomBookingViews(db, eq(roomBookings.userId, userId), reader.imageUrl);
}

/** Bookings filtered by status and guest: a guest only ever sees their own. */
export async function searchBookings(
  db: Db,
  filter: { status?: Status; userId?: string },
  reader: Reader,
): Promise<RoomBookingView[]> {
  const isAdmin = reader.caller.role === 'admin';
  if (!isAdmin && filter.userId && filter.userId !== reader.caller.id) return [];
  const userId = isAdmin ? filter.userId : reader.caller.id;
  await releaseLapsedHolds(db, reader.now);
  const where: (SQL | undefined)[] = [
    userId ? eq(roomBookings.userId, userId) : undefined,
    filter.status ? eq(roomBookings.status, filter.status) : undefined,
  ];
  return roomBookingViews(db, and(...where), reader.imageUrl);
}

/** One booking, for its owner or an admin; anyone else gets a 404. */
export async function bookingFor(db: Db, id: string, reader: Reader): Promise<RoomBookingView> {
  await releaseLapsedHolds(db, reader.now);
  const [view] = await roomBookingViews(db, eq(roomBookings.id, id), reader.imageUrl);
  if (!view || (reader.caller.role !== 'admin' && view.userId !== reader.caller.id)) throw notFound();
  return view;
}

/** The bookings made together with this one (itself alone when it was a single room). */
function sameGroup(view: RoomBookingView): SQL {
  return view.groupId
    ? or(eq(roomBookings.id, view.id), eq(roomBookings.groupId, view.groupId))!
    : eq(roomBookings.id, view.id);
}

/**
 * Cancels a pending or confirmed booking (and the rooms booked with it) before check-in; the nights
 * and any coupon use are released.
 */
export async function cancelBooking(
  db: Db,
  id: string,
  reader: Reader & { today: IsoDate },
): Promise<RoomBookingView[]> {
  const view = await bookingFor(db, id, reader);
  if (view.status === 'cancelled') {
    throw new AppError('BOOKING_NOT_CANCELLABLE', 'This booking is already cancelled.');
  }
  if (view.status !== 'pending' && view.status !== 'confirmed') {
    throw new AppError('BOOKING_NOT_CANCELLABLE', `A ${view.status} booking cannot be cancelled.`);
  }
  if (view.checkInDate <= reader.today) {
    throw new AppError(
      'BOOKING_NOT_CANCELLABLE',
      'A booking can be cancelled only before the day of check-in.',
    );
  }
  const ids = await db.transaction(async (tx) => {
    const rows = await tx
      .update(roomBookings)
      .set({ status: 'cancelled', updatedAt: reader.now })
      .where(and(sameGroup(view), inArray(roomBookings.status, ['pending', 'confirmed'])))
      .returning({ id: roomBookings.id });
    await releaseCouponUses(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => r.id);
  });
  return roomBookingViews(db, inArray(roomBookings.id, ids), reader.imageUrl);
}

/** Sets a booking's status (admin); reviving a released booking is refused if its room was taken since. */
export async function setBookingStatus(
  db: Db,
  id: string,
  status: Status,
  reader: Reader,
): Promise<RoomBookingView> {
  await bookingFor(db, id, reader);
  try {
    await db
      .update(roomBookings)
      .set({
        status,
        updatedAt: reader.now,
        holdExpiresAt: status === 'pending' ? holdExpiry(reader.now) : null,
      })
      .where(eq(roomBookings.id, id));
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw new AppError('ROOM_UNAVAILABLE', NO_ROOMS_MESSAGE);
    throw error;
  }
  return bookingFor(db, id, reader);
}
