import { factsWithoutRooms } from '~/lib/code-conditions';
import { addDays, type IsoDate } from '~/lib/dates';
import type { EventTime } from '~/lib/hall-slots';
import { MAX_DAYS_AHEAD } from '~/lib/stay';
import type { DbOrTx } from '~/server/db/client';
import { AppError, fieldError } from '~/server/errors';
import { assertCodesFit, type BookingCodes, couponTaken } from '../../discounts';
import type { BookingPlan, Clock } from '../kind';
import { type HallRow, hallAvailability } from './availability';
import { hallPrice } from './price';
import type { HallRequest } from './request';

/** The spec's words when no hall is free for the search (§5). */
export const NO_HALL_MESSAGE = 'No hall available for booking';
/** The refusal when the hall asked for was taken for that time. */
export const HALL_TAKEN_MESSAGE =
  'This hall is already booked for that time. Please choose another slot or date.';

/** A hall request worked out: the hall it takes, when, and the hire by the one rule. */
export interface HallPlan extends BookingPlan {
  hall: HallRow;
  event: EventTime;
}

const refuse = (field: string, message: string) => fieldError(field, message);

/**
 * Refuses an event whose first day has passed in the hotel's calendar, or lies beyond the booking horizon stays
 * have (`MAX_DAYS_AHEAD`, in the stays' words): a request for 9999-12-31 would hold the hall for nothing.
 */
export function assertEventAhead(event: { date: IsoDate }, today: IsoDate): void {
  if (event.date < today) throw refuse('date', 'Choose a date from today on.');
  if (event.date > addDays(today, MAX_DAYS_AHEAD)) {
    throw refuse('date', `Events can be booked at most ${MAX_DAYS_AHEAD} days ahead.`);
  }
}

/**
 * The hall a request takes: the one it names, if it seats the guests and is free; else (the event form) the
 * smallest free hall that seats them. Refuses naming the capacity, or that nothing is free.
 */
async function pickHall(db: DbOrTx, request: HallRequest, clock: Clock): Promise<HallRow> {
  const halls = await hallAvailability(db, request, request.guests, clock);
  if (request.hallId) {
    const chosen = halls.find((h) => h.hall.id === request.hallId);
    if (!chosen) throw new AppError('NOT_FOUND', 'Hall not found.');
    if (!chosen.fits) {
      throw refuse('guests', `${chosen.hall.name} seats up to ${chosen.hall.capacity} guests.`);
    }
    if (!chosen.free) throw new AppError('HALL_UNAVAILABLE', HALL_TAKEN_MESSAGE);
    return chosen.hall;
  }
  const fitting = halls.filter((h) => h.fits);
  if (fitting.length === 0) {
    const largest = Math.max(0, ...halls.map((h) => h.hall.capacity));
    throw refuse('guests', `Our largest hall seats up to ${largest} guests.`);
  }
  const free = fitting.find((h) => h.free);
  if (!free) throw new AppError('HALL_UNAVAILABLE', NO_HALL_MESSAGE);
  return free.hall;
}

/** Works a request out as it would be held now: its first day checked, the hall it takes, and the hire with its coupon. */
export async function planHall(
  db: DbOrTx,
  request: HallRequest,
  codes: BookingCodes,
  clock: Clock,
): Promise<HallPlan> {
  assertEventAhead(request, clock.today);
  assertCodesFit(codes, factsWithoutRooms(request.date));
  const { coupon } = codes;
  const hall = await pickHall(db, request, clock);
  const event = { date: request.date, endDate: request.endDate, slot: request.slot };
  const price = hallPrice(hall, event, coupon);
  return { hall, event, price, coupon: couponTaken(coupon, price.discounts) };
}
