import type { IsoDate } from '~/lib/dates';
import {
  SLOT_NOTICE_MINUTES,
  type SlotClosedBecause,
  sittingMinutes,
  TABLE_SLOTS,
  type TableSlot,
} from '~/lib/dining';
import { zonedInstant } from '~/lib/zones';

/** A table on the floor: its number, seats, and whether it can be pushed against the next-numbered one. */
export interface DiningTable {
  number: number;
  seats: number;
  joinsNext: boolean;
}

/** A live reservation on the day: the run of tables it holds and its sitting. */
export interface HeldSitting {
  firstTable: number;
  tableCount: number;
  startsAt: Date;
  endsAt: Date;
}

/** Where a party can sit: one table, or two joined, holding the numbers [firstTable, firstTable + tableCount). */
export interface Seating {
  firstTable: number;
  tableCount: 1 | 2;
  seats: number;
}

/** One of the twelve slots for a date and party: open with the seating it would take, or closed and why. */
export interface SlotPlan {
  time: TableSlot;
  startsAt: Date;
  endsAt: Date;
  seating: Seating | null;
  closedBecause: SlotClosedBecause | null;
}

/** "Table 7" or "Tables 13 + 14". */
export function seatingLabel(seating: { firstTable: number; tableCount: number }): string {
  return seating.tableCount === 2
    ? `Tables ${seating.firstTable} + ${seating.firstTable + 1}`
    : `Table ${seating.firstTable}`;
}

/**
 * Every seating that fits a party, smallest first: single tables and joined pairs by their seats, a single
 * table before a pair of the same size, then by number (so the same floor always fills the same way).
 */
export function seatingsFor(tables: readonly DiningTable[], partySize: number): Seating[] {
  const byNumber = new Map(tables.map((t) => [t.number, t]));
  const seatings: Seating[] = [];
  for (const table of tables) {
    if (table.seats >= partySize)
      seatings.push({ firstTable: table.number, tableCount: 1, seats: table.seats });
    const next = byNumber.get(table.number + 1);
    if (table.joinsNext && next && table.seats + next.seats >= partySize) {
      seatings.push({ firstTable: table.number, tableCount: 2, seats: table.seats + next.seats });
    }
  }
  return seatings.sort(
    (a, b) => a.seats - b.seats || a.tableCount - b.tableCount || a.firstTable - b.firstTable,
  );
}

const overlaps = (seating: Seating, start: Date, end: Date, held: HeldSitting) =>
  seating.firstTable < held.firstTable + held.tableCount &&
  held.firstTable < seating.firstTable + seating.tableCount &&
  start < held.endsAt &&
  held.startsAt < end;

/**
 * The slot rule (decision 050), the only one: for a date and party, each of the twelve slots with the
 * smallest free seating that keeps the party for its whole sitting (90 minutes, two hours from seven guests).
 * A closed day closes every slot; today's slots that have begun or begin within 30 minutes are closed.
 */
export function tableSlotsFor(input: {
  date: IsoDate;
  partySize: number;
  now: Date;
  timeZone: string;
  closedDay: boolean;
  tables: readonly DiningTable[];
  held: readonly HeldSitting[];
}): SlotPlan[] {
  const seatings = seatingsFor(input.tables, input.partySize);
  const minutes = sittingMinutes(input.partySize);
  const earliest = input.now.getTime() + SLOT_NOTICE_MINUTES * 60_000;
  return TABLE_SLOTS.map((time) => {
    const startsAt = zonedInstant(input.date, time, input.timeZone);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const plan = { time, startsAt, endsAt };
    if (input.closedDay) return { ...plan, seating: null, closedBecause: 'closed-day' as const };
    if (startsAt.getTime() <= earliest) return { ...plan, seating: null, closedBecause: 'too-soon' as const };
    const seating = seatings.find((s) => !input.held.some((h) => overlaps(s, startsAt, endsAt, h))) ?? null;
    return { ...plan, seating, closedBecause: seating ? null : ('full' as const) };
  });
}
