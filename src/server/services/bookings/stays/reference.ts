// What a stay is called at the desk and in every message (decision 141): one reference for all its rooms, and the
// guest's name rather than the listing's.
import { type SQL, sql } from 'drizzle-orm';
import { roomBookings, rooms, users } from '~/server/db/schema';

/**
 * A stay's one reference: the code of its first room, the row with the lowest id, which is the row its messages,
 * calendar entry and tax documents name (`noticeAnchor`); a room added later sorts after it and never takes over.
 */
export function stayReference(rows: readonly { id: string; bookingCode: string }[]): string {
  const first = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  if (!first) throw new Error('A stay has at least one room.');
  return first.bookingCode;
}

/**
 * `stayReference` in SQL, for a query over room_bookings (not aliased): the code of the group's lowest row id, else
 * the row's. The outer row is named in full: a select from one table renders a column bare, which would mean `g`'s.
 */
export const stayReferenceSql: SQL<string> = sql<string>`coalesce((select g.booking_code from room_bookings g where g.group_id = room_bookings.group_id order by g.id limit 1), room_bookings.booking_code)`;

/**
 * The name a stay is booked under: the name given for the guest, else the account's. The spec's payment page sends
 * the listing's name as `name`, which earlier stays stored as the guest's; such a name is not the guest's.
 */
export function stayGuestName(booked: string | null, listingName: string, accountName: string): string {
  return booked && booked !== listingName ? booked : accountName;
}

/** `stayGuestName` in SQL, for a query joining rooms and users. */
export const stayGuestNameSql: SQL<string> = sql<string>`coalesce(nullif(nullif(${roomBookings.guestName}, ''), ${rooms.name}), ${users.name})`;
