import type { TableSlots } from '~/contracts/dining';
import type { IsoDate } from '~/lib/dates';
import type { DbOrTx } from '~/server/db/client';
import type { Clock } from '../kind';
import { assertTableDate, tableDay } from './plan';

/** The open-slots answer: the twelve times of a date for a party, each open or not and why. */
export async function openTableSlots(
  db: DbOrTx,
  input: { date: IsoDate; partySize: number },
  clock: Clock,
): Promise<TableSlots> {
  assertTableDate(input.date, clock);
  const { closedDay, slots } = await tableDay(db, input, clock);
  return {
    date: input.date,
    partySize: input.partySize,
    closedDay,
    slots: slots.map((s) => ({ time: s.time, open: s.seating !== null, reason: s.closedBecause })),
  };
}
