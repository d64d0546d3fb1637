import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type EventTime, eventInstants } from '~/lib/hall-slots';
import { zonedInstant } from '~/lib/zones';
import type { DbOrTx } from '~/server/db/client';
import { hallBookings, halls } from '~/server/db/schema';
import type { Clock } from '../kind';
import { holdsAt } from '../ref';

export type HallRow = typeof halls.$inferSelect;

/** The instants an event occupies in the hotel's zone (what the no-overlap constraint compares). */
export function eventRange(event: EventTime, clock: Pick<Clock, 'timeZone'>) {
  const zone = clock.timeZone ?? 'Asia/Kolkata';
  return eventInstants(event, (date, hour) => zonedInstant(date, `${hour}:00`, zone));
}

/**
 * Which halls hold a live booking (a pending request still held, or a confirmed one) overlapping an event; the
 * booking `replacing` (an event being changed) counts as free to itself.
 */
export async function hallsTakenDuring(
  db: DbOrTx,
  event: EventTime,
  clock: Pick<Clock, 'now' | 'timeZone'>,
  replacing?: string,
) {
  const { startsAt, endsAt } = eventRange(event, clock);
  const rows = await db
    .selectDistinct({ hallId: hallBookings.hallId })
    .from(hallBookings)
    .where(
      and(
        lt(hallBookings.startsAt, endsAt),
        gt(hallBookings.endsAt, startsAt),
        holdsAt(hallBookings, clock.now),
        replacing ? ne(hallBookings.id, replacing) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.hallId));
}

/** The hotel's open halls, smallest first (the event form is given the smallest that fits). */
export function openHalls(db: DbOrTx): Promise<HallRow[]> {
  return db
    .select()
    .from(halls)
    .where(eq(halls.active, true))
    .orderBy(asc(halls.capacity), asc(sql`${halls.pricePaise}`));
}

/** Every open hall with whether it seats the guests and is free for the event. */
export async function hallAvailability(
  db: DbOrTx,
  event: EventTime,
  guests: number,
  clock: Pick<Clock, 'now' | 'timeZone'>,
): Promise<{ hall: HallRow; fits: boolean; free: boolean }[]> {
  // One query after another: inside a booking's transaction they share its connection.
  const all = await openHalls(db);
  const taken = await hallsTakenDuring(db, event, clock);
  return all.map((hall) => ({ hall, fits: guests <= hall.capacity, free: !taken.has(hall.id) }));
}
