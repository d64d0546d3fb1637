// What every staff list says of a booking besides its facts (decision 141): the guest's name as booked, where it is
// (room numbers, table, hall) and its kind.
import { asc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/lib/bookings';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import type { DbOrTx } from '../../db/client';
import { hallBookings, halls, roomBookings, rooms, roomUnits, tableBookings, users } from '../../db/schema';
import { stayGuestNameSql } from '../bookings/stays/reference';
import { seatingLabel } from '../bookings/tables/slots';

/** Where a stay is: "Room 101", or "Rooms 101, 102" for a group (numbers in order). */
export const roomsPlace = (numbers: readonly string[]): string =>
  `${numbers.length === 1 ? 'Room' : 'Rooms'} ${[...numbers].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).join(', ')}`;

/** A booking as a staff list names it: the guest, where, and the kind. */
export interface BookedAs {
  guestName: string;
  place: string;
  kindLabel: string;
}

/** The guest's name, the place and the kind of one booking (all its rows: a group's rooms together). */
export async function bookedAs(
  db: DbOrTx,
  kind: BookingKindName,
  rowIds: readonly string[],
): Promise<BookedAs> {
  const kindLabel = BOOKING_KIND_LABELS[kind];
  if (kind === 'room') {
    const rows = await db
      .select({ number: roomUnits.roomNumber, guestName: stayGuestNameSql })
      .from(roomBookings)
      .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
      .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
      .innerJoin(users, eq(users.id, roomBookings.userId))
      .where(inArray(roomBookings.id, [...rowIds]))
      .orderBy(asc(roomBookings.id));
    return { guestName: rows[0]?.guestName ?? '', place: roomsPlace(rows.map((r) => r.number)), kindLabel };
  }
  if (kind === 'table') {
    const [b] = await db
      .select()
      .from(tableBookings)
      .where(inArray(tableBookings.id, [...rowIds]));
    return { guestName: b?.name ?? '', place: b ? seatingLabel(b) : '', kindLabel };
  }
  const [b] = await db
    .select({ guestName: hallBookings.customerName, hall: halls.name })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(inArray(hallBookings.id, [...rowIds]));
  return { guestName: b?.guestName ?? '', place: b?.hall ?? '', kindLabel };
}
