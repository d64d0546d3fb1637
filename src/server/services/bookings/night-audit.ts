// The night audit (decision 148): the desk closes a hotel day once it has ended, one day at a time, once. Closing
// marks the day's no-shows (a paid stay that never checked in on its arrival date, a paid table never seated), then
// freezes the day's figures as they stand. Closes take one lock in turn, so a second desk closing the same day waits
// and is refused with who closed it; a failure anywhere leaves the day open and unmarked.
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm';
import { addDays, formatHotelDate, type IsoDate } from '~/lib/dates';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { nightAudits, roomBookings, rooms, roomUnits, tableBookings, users } from '../../db/schema';
import { AppError, sqlState, UNIQUE_VIOLATION } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { computeDays, type DayFigures } from '../reports/performance';
import type { DeskRules } from './arrivals';
import type { Clock } from './kind';
import { findBooking } from './registry';
import { stayGuestNameSql, stayReferenceSql } from './stays/reference';
import { arrived } from './transitions/staff';

/** A day the audit closed: when, by whom (a name; null for the command line), and its frozen figures. */
export interface ClosedDay {
  date: IsoDate;
  closedAt: Date;
  closedBy: string | null;
  figures: DayFigures;
}

/** A booking row the audit will mark a no-show, as the desk names it. */
export interface NoShowToMark {
  id: string;
  kind: 'room' | 'table';
  reference: string;
  guestName: string;
  /** "Room 104", or the table's sitting time ("20:00"). */
  place: string;
}

/** Where the audit stands: the last day closed, the day it closes next (null when yesterday is closed) and what that will do. */
export interface NightAuditState {
  today: IsoDate;
  lastClosed: ClosedDay | null;
  next: IsoDate | null;
  noShows: NoShowToMark[];
  /** The next day's figures as they stand now (before its no-shows are marked). */
  preview: DayFigures | null;
}

const closedDayColumns = {
  date: nightAudits.businessDate,
  closedAt: nightAudits.closedAt,
  figures: nightAudits.figures,
  closedBy: users.name,
};

/** The closed day of `date`, if closed. */
export async function closedDay(db: DbOrTx, date: IsoDate): Promise<ClosedDay | undefined> {
  const [row] = await db
    .select(closedDayColumns)
    .from(nightAudits)
    .leftJoin(users, eq(users.id, nightAudits.closedBy))
    .where(eq(nightAudits.businessDate, date));
  return row && { ...row, figures: row.figures as unknown as DayFigures };
}

async function lastClosedDay(db: DbOrTx): Promise<ClosedDay | null> {
  const [row] = await db
    .select(closedDayColumns)
    .from(nightAudits)
    .leftJoin(users, eq(users.id, nightAudits.closedBy))
    .orderBy(desc(nightAudits.businessDate))
    .limit(1);
  return row ? { ...row, figures: row.figures as unknown as DayFigures } : null;
}

/** The day the audit closes next: the day after the last one closed (the first ever: yesterday), once it has ended. */
const nextToClose = (last: ClosedDay | null, today: IsoDate): IsoDate | null => {
  const next = last ? addDays(last.date, 1) : addDays(today, -1);
  return next < today ? next : null;
};

/** The paid rows of `date` that never arrived: stays not checked in on their arrival date, tables never seated. */
export async function noShowsOf(db: DbOrTx, date: IsoDate, timeZone: string): Promise<NoShowToMark[]> {
  const [stays, parties] = await Promise.all([
    db
      .select({
        id: roomBookings.id,
        reference: stayReferenceSql,
        guestName: stayGuestNameSql,
        room: roomUnits.roomNumber,
      })
      .from(roomBookings)
      .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
      .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
      .innerJoin(users, eq(users.id, roomBookings.userId))
      .where(
        and(
          eq(roomBookings.checkIn, date),
          eq(roomBookings.status, 'confirmed'),
          isNull(roomBookings.checkedInAt),
          isNull(roomBookings.noShowAt),
        ),
      )
      .orderBy(asc(roomUnits.roomNumber)),
    db
      .select({
        id: tableBookings.id,
        reference: tableBookings.bookingCode,
        guestName: users.name,
        startsAt: tableBookings.startsAt,
      })
      .from(tableBookings)
      .innerJoin(users, eq(users.id, tableBookings.userId))
      .where(
        and(
          eq(tableBookings.date, date),
          eq(tableBookings.status, 'confirmed'),
          isNull(tableBookings.noShowAt),
        ),
      )
      .orderBy(asc(tableBookings.startsAt), asc(tableBookings.id)),
  ]);
  const sitting = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return [
    ...stays.map((s) => ({
      id: s.id,
      kind: 'room' as const,
      reference: s.reference,
      guestName: s.guestName ?? 'Guest',
      place: `Room ${s.room}`,
    })),
    ...parties.map((p) => ({
      id: p.id,
      kind: 'table' as const,
      reference: p.reference,
      guestName: p.guestName ?? 'Guest',
      place: `Table at ${sitting.format(p.startsAt)}`,
    })),
  ];
}

/** The day the night audit closes next at the clock's date, or null when every ended day is closed. */
export async function nextDayToClose(db: DbOrTx, today: IsoDate): Promise<IsoDate | null> {
  return nextToClose(await lastClosedDay(db), today);
}

/** Where the night audit stands at the clock's time, and what closing the next day will do. */
export async function nightAuditState(
  db: DbOrTx,
  clock: Pick<Clock, 'today' | 'timeZone'>,
): Promise<NightAuditState> {
  const lastClosed = await lastClosedDay(db);
  const next = nextToClose(lastClosed, clock.today);
  if (!next) return { today: clock.today, lastClosed, next, noShows: [], preview: null };
  const [noShows, [preview]] = await Promise.all([
    noShowsOf(db, next, clock.timeZone),
    computeDays(db, next, next, clock.timeZone),
  ]);
  return { today: clock.today, lastClosed, next, noShows, preview: preview ?? null };
}

/** Who closes and when: a staff member (or the command line) at the hotel's clock. */
export interface AuditCloser {
  by: StaffActor;
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>;
  rules: DeskRules;
}

/**
 * Closes `date`: refused unless it is the day the audit closes next (days close in order, each once it has ended);
 * marks its no-shows as the desk would (each audited, the guest's reminders withdrawn), freezes its figures, and
 * audits the close. Two at once: the second waits for the first and is refused with who closed the day.
 */
export async function closeDay(
  db: DbOrTx,
  date: IsoDate,
  closer: AuditCloser,
): Promise<ClosedDay & { marked: NoShowToMark[] }> {
  const { clock, by } = closer;
  let marked: NoShowToMark[] = [];
  try {
    await db.transaction(async (tx) => {
      // One close at a time: a second desk waits here, then finds the day closed.
      await lockWithinTransaction(tx, 'nightAudit', 'close');
      const closed = await closedDay(tx, date);
      if (closed) throw new AppError('CONFLICT', alreadyClosed(closed));
      const [other] = await tx.select({ date: max(nightAudits.businessDate) }).from(nightAudits);
      const refusal = closeRefusal(date, clock.today, other?.date ?? null);
      if (refusal) throw new AppError('CONFLICT', refusal);
      marked = await noShowsOf(tx, date, clock.timeZone);
      for (const row of marked) {
        const booking = await findBooking(tx, row.id);
        if (booking) await arrived(tx, { ...booking, id: row.id }, 'no_show', clock, by, closer.rules);
      }
      const [figures] = await computeDays(tx, date, date, clock.timeZone);
      await tx.insert(nightAudits).values({
        businessDate: date,
        closedAt: clock.now,
        closedBy: by.id,
        figures: figures as unknown as Record<string, unknown>,
      });
      await recordStaffAction(
        tx,
        by,
        {
          action: 'night_audit.close',
          target: { kind: 'night_audit', id: date },
          before: null,
          after: {
            date,
            noShowsMarked: marked.map((m) => m.reference),
            roomsSold: figures!.roomsSold,
            roomsAvailable: figures!.roomsAvailable,
          },
        },
        clock.now,
      );
    });
  } catch (error) {
    // The key is the last line: a close that slipped past the lock (none should) is refused the same way.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    const closed = await closedDay(db, date);
    throw new AppError(
      'CONFLICT',
      closed ? alreadyClosed(closed) : `${formatHotelDate(date)} is already closed.`,
    );
  }
  return { ...(await closedDay(db, date))!, marked };
}

const alreadyClosed = (closed: ClosedDay) =>
  `${formatHotelDate(closed.date)} is already closed${closed.closedBy ? ` (by ${closed.closedBy})` : ''}.`;

/**
 * Why `date` cannot be closed now, or null: only a day that has ended, and only the day after the last one closed
 * (`lastClosed`; the first close of all may be any ended day).
 */
export function closeRefusal(date: IsoDate, today: IsoDate, lastClosed: IsoDate | null): string | null {
  if (date >= today)
    return `${formatHotelDate(date)} has not ended yet: the night audit closes a day once it is over.`;
  if (lastClosed && lastClosed > date)
    return `${formatHotelDate(date)} cannot be closed: the night audit has closed the days up to ${formatHotelDate(lastClosed)}.`;
  if (lastClosed && addDays(lastClosed, 1) !== date)
    return `Close ${formatHotelDate(addDays(lastClosed, 1))} first: the night audit closes the days in order.`;
  return null;
}
