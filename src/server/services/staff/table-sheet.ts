// The restaurant's table sheet (issue 33): for one date, every slot with the parties booked at it, their tables,
// covers, names, notes and paid state, and the rules that open a slot, read from the one place they live.
import { and, asc, eq } from 'drizzle-orm';
import type { HoldingStatus } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import { DESK_STANDING_WORDS, partyStanding } from '~/lib/desk';
import { PARTY_SIZE, SLOT_NOTICE_MINUTES, sittingMinutes, slotLabel, TABLE_SLOTS } from '~/lib/dining';
import { HOLD_MINUTES } from '~/lib/hold-rules';
import type { DbOrTx } from '../../db/client';
import { diningDays, diningTables, tableBookings } from '../../db/schema';
import { holdsAt } from '../bookings/ref';
import { seatingLabel } from '../bookings/tables/slots';

/** A party on the sheet. */
export interface SheetParty {
  id: string;
  code: string;
  tables: string;
  partySize: number;
  name: string;
  phone: string;
  note: string | null;
  specialRequests: string | null;
  status: HoldingStatus;
  paid: boolean;
  totalPaise: number;
  seatedAt: string | null;
  noShowAt: string | null;
  /** Where it stands on the night, in the desk's words (`src/lib/desk.ts`): held, expected, seated or a no-show. */
  standing: string;
}

/** One slot of the day: its time, the covers booked and the parties. */
export interface SheetSlot {
  time: string;
  label: string;
  covers: number;
  parties: SheetParty[];
}

/** The day's sheet: whether the restaurant is closed, the floor, the rules that open a slot, and every slot. */
export interface TableSheet {
  date: IsoDate;
  closedDay: boolean;
  tables: { number: number; seats: number; joinsNext: boolean; inService: boolean }[];
  rules: string[];
  slots: SheetSlot[];
}

/** The slot opening rules, in words, from the constants the booking rules use. */
const OPENING_RULES = [
  `Parties of ${PARTY_SIZE.min} to ${PARTY_SIZE.max} book online; larger parties are private-dining requests.`,
  'A party takes the smallest table that seats it, or two joinable tables pushed together; a slot is open while such a seating is free for the whole sitting.',
  `A sitting lasts ${sittingMinutes(PARTY_SIZE.min)} minutes, ${sittingMinutes(PARTY_SIZE.max)} from seven guests.`,
  `Today's slots close ${SLOT_NOTICE_MINUTES} minutes before they begin; a closed day opens none.`,
  `An unpaid booking holds its table for ${HOLD_MINUTES.table} minutes, then lets it go.`,
];

/**
 * The table sheet for `date`: the parties that hold their tables at `now` (paid, or held and not lapsed; a hold that
 * has lapsed is off the sheet whether or not the background job has expired it).
 */
export async function tableSheet(db: DbOrTx, date: IsoDate, now: Date): Promise<TableSheet> {
  const [day] = await db.select().from(diningDays).where(eq(diningDays.date, date));
  const tables = await db.select().from(diningTables).orderBy(asc(diningTables.number));
  const rows = await db
    .select()
    .from(tableBookings)
    .where(and(eq(tableBookings.date, date), holdsAt(tableBookings, now)))
    .orderBy(asc(tableBookings.time), asc(tableBookings.firstTable));
  const parties = rows.map((b): SheetParty & { time: string } => {
    const party = {
      id: b.id,
      code: b.bookingCode,
      time: b.time,
      tables: seatingLabel(b),
      partySize: b.partySize,
      name: b.name,
      phone: b.phone,
      note: b.note,
      specialRequests: b.specialRequests,
      status: b.status as SheetParty['status'],
      paid: b.status !== 'pending',
      totalPaise: b.totalPaise,
      seatedAt: b.seatedAt?.toISOString() ?? null,
      noShowAt: b.noShowAt?.toISOString() ?? null,
    };
    return { ...party, standing: DESK_STANDING_WORDS[partyStanding(party)] };
  });
  return {
    date,
    closedDay: day?.closed ?? false,
    tables: tables.map(({ number, seats, joinsNext, inService }) => ({
      number,
      seats,
      joinsNext,
      inService,
    })),
    rules: OPENING_RULES,
    slots: TABLE_SLOTS.map((time) => {
      const here = parties.filter((p) => p.time === time).map(({ time: _, ...party }) => party);
      return {
        time,
        label: slotLabel(time),
        covers: here.reduce((sum, p) => sum + p.partySize, 0),
        parties: here,
      };
    }),
  };
}
