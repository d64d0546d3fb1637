// The marks the front desk and the restaurant make on a paid booking (decision 104), read under the rows' locks and
// judged by one refusal, with the guards of decision 140: each on its day, each room of a group by itself. The
// transition itself (`arrived`) is in transitions/staff.ts.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ArrivalMark, UndoableMark } from '~/lib/bookings';

export type { UndoableMark };

import { addDays, formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatWallTime, momentOf } from '~/lib/hotel-time';
import { dateInZone } from '~/lib/zones';
import type { DbOrTx } from '../../db/client';
import { roomBookings, roomUnits, tableBookings } from '../../db/schema';
import type { BookingRef, Clock } from './kind';

/** Which kinds take each arrival: a stay or a table can be a no-show (kept confirmed). */
export const ARRIVAL_KINDS: Record<ArrivalMark, readonly BookingRef['kind'][]> = {
  check_in: ['room'],
  check_out: ['room'],
  seat: ['table'],
  no_show: ['room', 'table'],
};

/** The hotel's rules for the desk's day: whether a stay may check in the day before it arrives. */
export interface DeskRules {
  earlyArrival: boolean;
  /** Whether check-in needs every adult of the room registered (decision 146; default on). */
  registrationRequired?: boolean;
}

/** One row as the desk marks it: the named room of a stay, or a party. */
export interface ArrivalRow {
  id: string;
  status: string;
  roomNumber: string | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
  /** When a party was seated (none for a room). */
  seatedAt?: Date | null;
  /** A room's adults, and how many of them are registered (decision 146); none for a party. */
  adults?: number;
  registered?: number;
}

/** A booking's rows as the front desk marks them, every one locked (in id order) so two desks take turns. */
export interface LockedArrival {
  /** The row the request names (a room of a stay, or the party). */
  row: ArrivalRow;
  /** Every row booked together, the named one included. */
  rows: ArrivalRow[];
  /** The stay's arrival date, or the party's sitting. */
  arrivesOn: IsoDate;
  sittingAt: Date | null;
  nights: number;
  /** The party's size, for a table. */
  partySize: number;
}

/** Locks and reads a booking's rows for a mark on the row `booking.id` names. */
export const lockedArrival = (tx: DbOrTx, booking: BookingRef) => arrivalRows(tx, booking, true);

/** What the desk marked on a booking, as its guest's page says it (decision 140); null when nothing yet. */
export async function guestArrival(
  db: DbOrTx,
  booking: BookingRef,
): Promise<'checked_in' | 'checked_out' | 'no_show' | 'seated' | null> {
  if (booking.kind === 'hall') return null;
  const { row, rows, sittingAt } = await arrivalRows(db, booking, false);
  if (sittingAt) return row.noShowAt ? 'no_show' : row.status === 'completed' ? 'seated' : null;
  if (row.status === 'completed') return 'checked_out';
  if (rows.every((r) => r.noShowAt)) return 'no_show';
  return rows.some((r) => r.checkedInAt) ? 'checked_in' : null;
}

async function arrivalRows(tx: DbOrTx, booking: BookingRef, lock: boolean): Promise<LockedArrival> {
  if (booking.kind === 'room') {
    const query = tx
      .select({
        id: roomBookings.id,
        status: roomBookings.status,
        roomNumber: roomUnits.roomNumber,
        checkIn: roomBookings.checkIn,
        nights: roomBookings.nights,
        checkedInAt: roomBookings.checkedInAt,
        checkedOutAt: roomBookings.checkedOutAt,
        noShowAt: roomBookings.noShowAt,
        adults: roomBookings.adults,
        registered: sql<number>`(select count(*)::int from guest_registrations r where r.room_booking_id = ${roomBookings.id})`,
      })
      .from(roomBookings)
      .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
      .where(inArray(roomBookings.id, booking.rowIds))
      .orderBy(asc(roomBookings.id));
    const stays = lock ? await query.for('update', { of: roomBookings }) : await query;
    const row = stays.find((s) => s.id === booking.id) ?? stays[0]!;
    return { row, rows: stays, arrivesOn: row.checkIn, sittingAt: null, nights: row.nights, partySize: 0 };
  }
  const partyQuery = tx
    .select({
      id: tableBookings.id,
      status: tableBookings.status,
      date: tableBookings.date,
      startsAt: tableBookings.startsAt,
      noShowAt: tableBookings.noShowAt,
      seatedAt: tableBookings.seatedAt,
      partySize: tableBookings.partySize,
    })
    .from(tableBookings)
    .where(inArray(tableBookings.id, booking.rowIds))
    .orderBy(asc(tableBookings.id));
  const parties = lock ? await partyQuery.for('update') : await partyQuery;
  const rows = parties.map((p) => ({
    id: p.id,
    status: p.status,
    roomNumber: null,
    checkedInAt: null,
    checkedOutAt: null,
    noShowAt: p.noShowAt,
    seatedAt: p.seatedAt,
  }));
  const party = parties.find((p) => p.id === booking.id) ?? parties[0]!;
  return {
    row: rows.find((r) => r.id === party.id)!,
    rows,
    arrivesOn: party.date,
    sittingAt: party.startsAt,
    nights: 0,
    partySize: party.partySize,
  };
}

/** A room as the desk names it: "Room 102". */
export const roomOf = (row: ArrivalRow) => (row.roomNumber ? `Room ${row.roomNumber}` : 'This room');

/** Why an arrival cannot be marked on the booking as it stands (locked) at the clock's time, or null when it can. */
export function arrivalRefusal(
  arrival: ArrivalMark,
  locked: LockedArrival,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
  rules: DeskRules,
): string | null {
  const { row } = locked;
  if (row.status === 'completed') {
    return arrival === 'seat' || arrival === 'no_show'
      ? locked.sittingAt
        ? 'This party is already seated.'
        : 'This guest has already checked out.'
      : 'This guest has already checked out.';
  }
  if (row.status !== 'confirmed') return `A ${row.status} booking cannot be marked: only a paid one can.`;
  if (row.noShowAt) {
    return locked.sittingAt
      ? 'This party was already marked a no-show.'
      : `${roomOf(row)} was already marked a no-show.`;
  }
  if (arrival === 'check_in') return checkInRefusal(locked, clock, rules);
  if (arrival === 'check_out') {
    if (row.checkedOutAt) return `${roomOf(row)} has already checked out.`;
    if (!row.checkedInAt) return 'Check the guest in before checking them out.';
    return null;
  }
  if (arrival === 'no_show') return noShowRefusal(locked, clock);
  return seatRefusal(locked, clock);
}

/** How long before its sitting a party may be seated (decision 151): a guest early for dinner, not one a day early. */
export const SEATING_OPENS_MINUTES = 60;

function seatRefusal(
  { arrivesOn, sittingAt }: LockedArrival,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
): string | null {
  if (!sittingAt) return null;
  const wall = (at: Date) => formatWallTime(momentOf(at, clock.timeZone).time);
  const sitting = `${wall(sittingAt)} on ${formatHotelDate(arrivesOn)}`;
  if (clock.today > arrivesOn) {
    return `Too late to seat this party: its table was at ${sitting}. Mark it a no-show, or an admin may change the booking.`;
  }
  const opens = new Date(sittingAt.getTime() - SEATING_OPENS_MINUTES * 60_000);
  if (clock.today < arrivesOn || clock.now < opens) {
    return `Too early to seat this party: its table is at ${sitting}. Seating opens at ${wall(opens)} that day, an hour before the table's time.`;
  }
  return null;
}

function checkInRefusal(
  { row, arrivesOn, nights }: LockedArrival,
  clock: Pick<Clock, 'today'>,
  rules: DeskRules,
): string | null {
  if (row.checkedInAt) return 'This guest is already checked in.';
  const opens = rules.earlyArrival ? addDays(arrivesOn, -1) : arrivesOn;
  if (clock.today < opens) {
    const early = rules.earlyArrival
      ? `, or the day before (${formatHotelDate(opens)}) for an early arrival`
      : '';
    return `Too early to check in: this stay arrives on ${formatHotelDate(arrivesOn)}. Check-in opens on its arrival date${early}.`;
  }
  if (clock.today > arrivesOn) {
    const left = addDays(arrivesOn, nights);
    return `Too late to check in: this stay arrived on ${formatHotelDate(arrivesOn)} (leaving ${formatHotelDate(left)}). Mark it a no-show, or an admin may change the stay.`;
  }
  const adults = row.adults ?? 0;
  const registered = Math.min(row.registered ?? 0, adults);
  if (rules.registrationRequired !== false && registered < adults) {
    return `Register every adult of ${roomOf(row)} first: ${registered} of ${adults} registered. The law asks for each guest's ID at check-in, and a foreign guest's Form C details.`;
  }
  return null;
}

function noShowRefusal(
  { row, arrivesOn, sittingAt }: LockedArrival,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
): string | null {
  if (sittingAt) {
    if (clock.now < sittingAt) {
      const at = formatWallTime(momentOf(sittingAt, clock.timeZone).time);
      return `Too early for a no-show: this table's sitting is at ${at} on ${formatHotelDate(arrivesOn)}. A party is a no-show only once its time has passed.`;
    }
    return null;
  }
  if (row.checkedInAt) return 'This guest is checked in: a stay checked in is not a no-show.';
  if (clock.today <= arrivesOn) {
    return `Too early for a no-show: this stay arrives on ${formatHotelDate(arrivesOn)}. A stay is a no-show only once its arrival day has passed.`;
  }
  return null;
}

/**
 * Why hand-setting a booking `completed` (PUT /bookings/{id}/status, decision 151) is refused now, or null: a stay
 * completes only as the desk's check-out does, each room still open being one the desk could check out (in house),
 * and not every room a no-show; a party only as the restaurant seats it; an event on or after its first day.
 */
export function completionRefusal(
  booking: Pick<BookingRef, 'kind' | 'startsOn'>,
  locked: LockedArrival | null,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
): string | null {
  if (booking.kind === 'hall') {
    return clock.today < booking.startsOn
      ? `Too early to complete this event: it begins on ${formatHotelDate(booking.startsOn)}. An event is completed on or after its day.`
      : null;
  }
  if (!locked) return null;
  if (booking.kind === 'table') return arrivalRefusal('seat', locked, clock, { earlyArrival: false });
  if (locked.rows.every((r) => r.status === 'completed')) {
    return 'This stay is already completed: its guests have checked out.';
  }
  if (locked.rows.every((r) => r.noShowAt)) {
    return 'Every room of this stay was marked a no-show: there is no stay to complete.';
  }
  for (const row of locked.rows) {
    if (row.checkedOutAt || row.noShowAt) continue;
    const refusal = arrivalRefusal('check_out', { ...locked, row }, clock, { earlyArrival: false });
    if (refusal) {
      return `${roomOf(row)} cannot be checked out: ${refusal} A stay is completed only by checking out the rooms in house.`;
    }
  }
  return null;
}

/** Each undoable mark in the desk's words. */
export const UNDO_WORDS: Readonly<Record<UndoableMark, string>> = {
  check_in: 'check-in',
  check_out: 'check-out',
  seat: 'seating',
  no_show: 'no-show',
};

/** Why a mark cannot be undone on the booking as it stands (locked) at the clock's time, or null when it can. */
export function undoRefusal(
  arrival: UndoableMark,
  { row, sittingAt }: LockedArrival,
  clock: Pick<Clock, 'today' | 'timeZone'>,
): string | null {
  const who = sittingAt ? 'This party' : roomOf(row);
  if (row.status !== 'confirmed' && row.status !== 'completed')
    return `A ${row.status} booking has no mark to undo.`;
  const marked = {
    check_in: row.checkedInAt,
    check_out: row.checkedOutAt,
    seat: row.seatedAt ?? null,
    no_show: row.noShowAt,
  }[arrival];
  if (!marked) {
    const never = {
      check_in: 'is not checked in',
      check_out: 'has not checked out',
      seat: 'is not seated',
      no_show: 'is not marked a no-show',
    };
    return `${who} ${never[arrival]}: there is nothing to undo.`;
  }
  if (arrival === 'check_in' && row.checkedOutAt) return `${who} has checked out: undo the check-out first.`;
  const day = dateInZone(marked, clock.timeZone);
  if (day !== clock.today) {
    return `The ${UNDO_WORDS[arrival]} was marked on ${formatHotelDate(day)}: a mark can be undone only the same day.`;
  }
  return null;
}
