import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hallBookings, halls, menuItems, roomBookings, rooms, tableBookings } from '../../db/schema';
import { AppError, EXCLUSION_VIOLATION, sqlState } from '../../errors';

export type BookingKind = 'room' | 'table' | 'hall';
type Status = (typeof roomBookings.$inferSelect)['status'];

/** A booking as payment sees it: who owns it, what it costs, whether it can still be paid. */
export interface PayableBooking {
  kind: BookingKind;
  id: string;
  userId: string;
  code: string;
  status: Status;
  holdExpiresAt: Date | null;
  totalPaise: number;
  /** Every row paid together (a multi-room booking shares one payment). */
  rowIds: string[];
  description: string;
}

async function findRoomBooking(db: DbOrTx, id: string): Promise<PayableBooking | undefined> {
  const [first] = await db.select().from(roomBookings).where(eq(roomBookings.id, id));
  if (!first) return undefined;
  const rows = first.groupId
    ? await db.select().from(roomBookings).where(eq(roomBookings.groupId, first.groupId))
    : [first];
  const [room] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, first.roomId));
  const count = rows.length;
  return {
    kind: 'room',
    id: first.id,
    userId: first.userId,
    code: first.bookingCode,
    status: first.status,
    holdExpiresAt: first.holdExpiresAt,
    totalPaise: rows.reduce((sum, r) => sum + r.totalPaise, 0),
    rowIds: rows.map((r) => r.id),
    description: `${count > 1 ? `${count} x ` : ''}${room?.name ?? 'Room'}, ${first.nights} night${first.nights === 1 ? '' : 's'}`,
  };
}

async function findTableBooking(db: DbOrTx, id: string): Promise<PayableBooking | undefined> {
  const [row] = await db
    .select({ booking: tableBookings, dish: menuItems.name })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(eq(tableBookings.id, id));
  if (!row) return undefined;
  const b = row.booking;
  return {
    kind: 'table',
    id: b.id,
    userId: b.userId,
    code: b.bookingCode,
    status: b.status,
    holdExpiresAt: b.holdExpiresAt,
    totalPaise: b.totalPaise,
    rowIds: [b.id],
    description: `Table for ${b.partySize}${row.dish ? `, ${row.dish}` : ''}`,
  };
}

async function findHallBooking(db: DbOrTx, id: string): Promise<PayableBooking | undefined> {
  const [row] = await db
    .select({ booking: hallBookings, hall: halls.name })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(eq(hallBookings.id, id));
  if (!row) return undefined;
  const b = row.booking;
  return {
    kind: 'hall',
    id: b.id,
    userId: b.userId,
    code: b.bookingCode,
    status: b.status,
    holdExpiresAt: b.holdExpiresAt,
    totalPaise: b.totalPaise,
    rowIds: [b.id],
    description: `${row.hall}, ${b.eventType}`,
  };
}

/** Finds a room, table or hall booking by id (ids are UUIDs, unique across the three). */
export async function findPayableBooking(db: DbOrTx, id: string): Promise<PayableBooking | undefined> {
  return (
    (await findRoomBooking(db, id)) ?? (await findTableBooking(db, id)) ?? (await findHallBooking(db, id))
  );
}

/** The caller's own booking, or a 404 whether it is missing or someone else's. */
export async function findOwnBooking(db: DbOrTx, id: string, userId: string): Promise<PayableBooking> {
  const booking = await findPayableBooking(db, id);
  if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', 'Booking not found.');
  return booking;
}

/** Refuses a booking that cannot take a new payment, saying why. */
export function assertPayable(booking: PayableBooking, now: Date): void {
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking is already paid.');
  }
  if (booking.status === 'cancelled')
    throw new AppError('BOOKING_NOT_PAYABLE', 'This booking was cancelled.');
  const lapsed =
    booking.status === 'expired' || (booking.holdExpiresAt !== null && booking.holdExpiresAt <= now);
  if (lapsed) {
    throw new AppError(
      'BOOKING_NOT_PAYABLE',
      'Your 15-minute hold on this booking has lapsed. Please book again.',
    );
  }
  if (booking.totalPaise <= 0) throw new AppError('BOOKING_NOT_PAYABLE', 'This booking has nothing to pay.');
}

const tables = { room: roomBookings, table: tableBookings, hall: hallBookings } as const;

/**
 * Marks a paid booking confirmed, even after its hold lapsed, unless its room or hall was taken in the
 * meantime (the exclusion constraint says so): then nothing changes and 'taken' is returned.
 */
export async function confirmPaidBooking(
  db: DbOrTx,
  booking: PayableBooking,
  now: Date,
): Promise<'confirmed' | 'taken'> {
  const table = tables[booking.kind];
  try {
    await db.transaction(async (savepoint) => {
      await savepoint
        .update(table)
        .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
        .where(and(inArray(table.id, booking.rowIds), sql`${table.status} in ('pending', 'expired')`));
    });
    return 'confirmed';
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return 'taken';
    throw error;
  }
}
