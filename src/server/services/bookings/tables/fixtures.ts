// Named days of the dining room that the slot rule's tests share (decision 050).

import { sittingMinutes } from '~/lib/dining';
import { zonedInstant } from '~/lib/zones';
import { demoDiningTables } from '~/server/db/seed/dining';
import type { DiningTable, HeldSitting } from './slots';

export const TIME_ZONE = 'Asia/Kolkata';

/** The demo floor: 17 tables, five joinable pairs. */
export const floor: DiningTable[] = demoDiningTables.map((t) => ({
  number: t.number,
  seats: t.seats,
  joinsNext: t.joinsNext ?? false,
}));

const sitting = (date: string, time: string, firstTable: number, partySize: number, tableCount = 1) => {
  const startsAt = zonedInstant(date, time, TIME_ZONE);
  return {
    firstTable,
    tableCount,
    startsAt,
    endsAt: new Date(startsAt.getTime() + sittingMinutes(partySize) * 60_000),
  };
};

/** Noon on Friday 20 November 2026 in Udaipur. */
export const FRIDAY_NOON = new Date('2026-11-20T06:30:00Z');

/** Saturday 21 November 2026: every table taken at 19:30 (tables 16 and 17 by parties of eight till 21:30). */
export const fullSaturdayEvening = {
  date: '2026-11-21',
  held: floor.map((t) => sitting('2026-11-21', '19:30', t.number, t.seats)) as HeldSitting[],
};

/** A party of 12 on Sunday 22 November, when tables 13 and 14 are already joined for another twelve at 19:00. */
export const partyOfTwelve = {
  date: '2026-11-22',
  held: [sitting('2026-11-22', '19:00', 13, 12, 2)] as HeldSitting[],
};

/** Today at 19:45 in Udaipur (14:15 UTC). */
export const todayAt1945 = { date: '2026-11-20', now: new Date('2026-11-20T14:15:00Z') };

/** A day the restaurant is closed for a private wedding. */
export const closedDay = { date: '2026-12-02' };
