// The front desk's day (issue 33 "Today"): for one hotel date, the stays arriving, departing and staying over.
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { HoldingStatus } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import { DESK_STANDING_WORDS, type DeskColumn, stayStanding } from '~/lib/desk';
import type { RoomCondition } from '~/lib/housekeeping';
import type { DbOrTx } from '../../db/client';
import { roomBookings, rooms, roomUnits, users } from '../../db/schema';
import { holdsAt } from '../bookings/ref';
import { stayGuestNameSql, stayReferenceSql } from '../bookings/stays/reference';

/** One room of a stay as the front desk reads it. */
export interface DeskStay {
  id: string;
  code: string;
  roomNumber: string;
  roomName: string;
  guestName: string;
  phone: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guests: number;
  status: HoldingStatus;
  /** Paid (confirmed or completed) or still due (a held, unpaid stay). */
  paid: boolean;
  totalPaise: number;
  specialRequests: string | null;
  checkedInAt: string | null;
  /** When this room checked out, or was marked a no-show (decision 140). */
  checkedOutAt: string | null;
  noShowAt: string | null;
  /** Where it stands at the desk, in the desk's words (`src/lib/desk.ts`): held, expected, checked in or out. */
  standing: string;
  /** The room's housekeeping now, or out of order while a closure covers `date` (decision 144). */
  roomCondition: RoomCondition;
}

/** The front desk's day: who arrives, who stays over, who leaves (each column by room number). */
export type DeskDay = { date: IsoDate } & Record<DeskColumn, DeskStay[]>;

/**
 * The stays arriving on, leaving on, or staying over `date`, by room number. A held stay (pending) may still arrive
 * once paid; a cancelled one, or a hold that has lapsed at `now` (swept or not), is not the desk's business.
 */
export async function deskDay(db: DbOrTx, date: IsoDate, now: Date): Promise<DeskDay> {
  const rows = await db
    .select({
      b: roomBookings,
      roomNumber: roomUnits.roomNumber,
      roomName: rooms.name,
      phone: users.phone,
      guestName: stayGuestNameSql,
      reference: stayReferenceSql,
      housekeeping: roomUnits.housekeeping,
      closed: sql<boolean>`exists (select 1 from room_unit_closures c where c.room_unit_id = ${roomUnits.id} and c.starts_on <= ${date}::date and c.ends_on > ${date}::date)`,
    })
    .from(roomBookings)
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(
      and(
        holdsAt(roomBookings, now),
        or(
          eq(roomBookings.checkIn, date),
          eq(roomBookings.checkOut, date),
          and(lt(roomBookings.checkIn, date), gt(roomBookings.checkOut, date)),
        ),
      ),
    )
    .orderBy(asc(roomUnits.roomNumber));
  const stays = rows.map(
    ({ b, roomNumber, roomName, phone, guestName, reference, housekeeping, closed }): DeskStay => {
      const stay = {
        id: b.id,
        // The stay's one reference on each of its rooms, and the guest's name, never the listing's (decision 141).
        code: reference,
        roomNumber,
        roomName,
        guestName,
        phone,
        checkIn: b.checkIn as IsoDate,
        checkOut: b.checkOut as IsoDate,
        nights: b.nights,
        guests: b.numGuests,
        status: b.status as DeskStay['status'],
        paid: b.status !== 'pending',
        totalPaise: b.totalPaise,
        specialRequests: b.specialRequests,
        checkedInAt: b.checkedInAt?.toISOString() ?? null,
        checkedOutAt: b.checkedOutAt?.toISOString() ?? null,
        noShowAt: b.noShowAt?.toISOString() ?? null,
      };
      const roomCondition = closed ? 'out_of_order' : housekeeping;
      return { ...stay, standing: DESK_STANDING_WORDS[stayStanding(stay)], roomCondition };
    },
  );
  return {
    date,
    arrivals: stays.filter((s) => s.checkIn === date),
    departures: stays.filter((s) => s.checkOut === date),
    inHouse: stays.filter((s) => s.checkIn < date && s.checkOut > date),
  };
}
