// The console's bookings search (issue 33 "Bookings"): one search across the kinds by reference, phone, name or
// date; a stay found once with all its rooms and its one reference (decision 141).
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingKindName } from '~/lib/bookings';
import { type IsoDate, isIsoDate } from '~/lib/dates';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import type { DbOrTx } from '../../db/client';
import { hallBookings, halls, roomBookings, rooms, roomUnits, tableBookings, users } from '../../db/schema';
import { statusAt } from '../bookings/ref';
import { stayGuestNameSql, stayReference } from '../bookings/stays/reference';
import { seatingLabel } from '../bookings/tables/slots';
import { roomsPlace } from './booked-as';

/** A booking in the console's search results. */
export interface FoundBooking {
  kind: BookingKindName;
  /** What the kind is called in a list: "Stay", "Table", "Event". */
  kindLabel: string;
  id: string;
  code: string;
  guestName: string;
  phone: string;
  /** Where: "Room 101", "Rooms 101, 102", "Table 4", the hall's name. */
  place: string;
  what: string;
  startsOn: string;
  status: string;
  totalPaise: number;
}

const RESULTS = 50;

/** What a search looks for: a reference (PAL-…, TBL-…, EVT-…), a phone's digits, a name, or a date. */
export function searchTerms(query: string): { text: string; digits: string | null; date: IsoDate | null } {
  const text = query.trim();
  const digits = text.replace(/\D/g, '');
  return {
    text,
    // Seven digits or more is a phone number (the last ten of an Indian mobile match with or without +91).
    digits: digits.length >= 7 && /^[+\d\s()-]+$/.test(text) ? digits.slice(-10) : null,
    date: isIsoDate(text) ? (text as IsoDate) : null,
  };
}

/**
 * Bookings of every kind matching the query (newest first, at most 50), each status as it stands at `now`: a hold
 * that lapsed reads as expired whether or not the background job has reached it (nothing is swept to read).
 */
export async function searchBookings(db: DbOrTx, query: string, now: Date): Promise<FoundBooking[]> {
  const { text, digits, date } = searchTerms(query);
  if (text.length < 2) return [];
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const who = (name: SQL | AnyPgColumn) =>
    or(ilike(sql`${name}`, like), digits ? ilike(users.phone, `%${digits}`) : undefined);
  const stays = await staysFound(
    db,
    or(
      ilike(roomBookings.bookingCode, like),
      who(stayGuestNameSql),
      who(users.name),
      date ? and(lte(roomBookings.checkIn, date), gte(roomBookings.checkOut, date)) : undefined,
    ),
  );
  const tables = await db
    .select({ b: tableBookings, user: users })
    .from(tableBookings)
    .innerJoin(users, eq(users.id, tableBookings.userId))
    .where(
      or(
        ilike(tableBookings.bookingCode, like),
        who(tableBookings.name),
        digits ? ilike(tableBookings.phone, `%${digits}`) : undefined,
        date ? eq(tableBookings.date, date) : undefined,
      ),
    )
    .orderBy(desc(tableBookings.createdAt))
    .limit(RESULTS);
  const events = await db
    .select({ b: hallBookings, hall: halls.name, user: users })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .innerJoin(users, eq(users.id, hallBookings.userId))
    .where(
      or(
        ilike(hallBookings.bookingCode, like),
        who(hallBookings.customerName),
        date ? and(lte(hallBookings.date, date), gte(hallBookings.endDate, date)) : undefined,
      ),
    )
    .orderBy(desc(hallBookings.createdAt))
    .limit(RESULTS);
  const found: (Omit<FoundBooking, 'kindLabel'> & { at: Date })[] = [
    ...stays.map(({ rows, reference }) => {
      const { b, room, guestName, phone } = rows[0]!;
      return {
        kind: 'room' as const,
        id: b.id,
        code: reference,
        guestName,
        phone,
        place: roomsPlace(rows.map((r) => r.roomNumber)),
        what: `${rows.length > 1 ? `${rows.length} x ` : ''}${room}, ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`,
        startsOn: b.checkIn,
        status: statusAt(b, now),
        totalPaise: rows.reduce((sum, r) => sum + r.b.totalPaise, 0),
        at: b.createdAt,
      };
    }),
    ...tables.map(({ b, user }) => ({
      kind: 'table' as const,
      id: b.id,
      code: b.bookingCode,
      guestName: b.name,
      phone: b.phone || user.phone,
      place: seatingLabel(b),
      what: `Table for ${b.partySize} at ${b.time}`,
      startsOn: b.date,
      status: statusAt(b, now),
      totalPaise: b.totalPaise,
      at: b.createdAt,
    })),
    ...events.map(({ b, hall, user }) => ({
      kind: 'hall' as const,
      id: b.id,
      code: b.bookingCode,
      guestName: b.customerName,
      phone: user.phone,
      place: hall,
      what: `${hall}, ${b.eventType}`,
      startsOn: b.date,
      status: statusAt(b, now),
      totalPaise: b.totalPaise,
      at: b.createdAt,
    })),
  ];
  return found
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RESULTS)
    .map(({ at: _, ...booking }) => ({ ...booking, kindLabel: BOOKING_KIND_LABELS[booking.kind] }));
}

/**
 * The stays with a room matching `where`, newest first (at most 50), each with all its rooms (a group's rooms
 * together, whichever matched) and its one reference.
 */
async function staysFound(db: DbOrTx, where: SQL | undefined) {
  const matched = await db
    .select({ id: roomBookings.id, groupId: roomBookings.groupId })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(where)
    .orderBy(desc(roomBookings.createdAt))
    .limit(RESULTS);
  if (matched.length === 0) return [];
  const groupIds = matched.flatMap((m) => (m.groupId ? [m.groupId] : []));
  const rows = await db
    .select({
      b: roomBookings,
      room: rooms.name,
      roomNumber: roomUnits.roomNumber,
      guestName: stayGuestNameSql,
      phone: users.phone,
    })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(
      or(
        inArray(
          roomBookings.id,
          matched.map((m) => m.id),
        ),
        groupIds.length > 0 ? inArray(roomBookings.groupId, groupIds) : undefined,
      ),
    )
    .orderBy(asc(roomBookings.id));
  const stays = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.b.groupId ?? row.b.id;
    stays.set(key, [...(stays.get(key) ?? []), row]);
  }
  return [...stays.values()].map((group) => {
    const reference = stayReference(group.map((g) => g.b));
    // The stay is known by its first room: the one its reference, messages and guest's page name.
    const first = group.find((g) => g.b.bookingCode === reference)!;
    return { rows: [first, ...group.filter((g) => g !== first)], reference };
  });
}
