import { newBookingCode } from '../../../../lib/booking-code';
import type { DbOrTx } from '../../../db/client';
import { hallBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import { holdExpiry } from '../hold-time';
import type { Clock } from '../kind';
import { eventRange, type HallRow, hallAvailability } from './availability';
import { hallPrice } from './price';
import { assertEventAhead, type HallRequest } from './request';

/** How long a request holds its hall while the hotel answers, and again while the guest pays once confirmed. */
export const HALL_HOLD_MINUTES = 48 * 60;

/** The spec's words when no hall is free for the search (§5). */
export const NO_HALL_MESSAGE = 'No hall available for booking';
/** The refusal when the hall asked for was taken for that time. */
export const HALL_TAKEN_MESSAGE =
  'This hall is already booked for that time. Please choose another slot or date.';

const capacityRefusal = (message: string) =>
  new AppError('VALIDATION_FAILED', `guests: ${message}`, { fields: { guests: message } });

/**
 * The hall a request takes: the one it names, if it seats the guests and is free; else (the event form) the
 * smallest free hall that seats them. Refuses naming the capacity, or that nothing is free.
 */
export async function pickHall(db: DbOrTx, request: HallRequest, clock: Clock): Promise<HallRow> {
  assertEventAhead(request, clock.today);
  const halls = await hallAvailability(db, request, request.guests, clock);
  if (request.hallId) {
    const chosen = halls.find((h) => h.hall.id === request.hallId);
    if (!chosen) throw new AppError('NOT_FOUND', 'Hall not found.');
    if (!chosen.fits) {
      throw capacityRefusal(`${chosen.hall.name} seats up to ${chosen.hall.capacity} guests.`);
    }
    if (!chosen.free) throw new AppError('HALL_UNAVAILABLE', HALL_TAKEN_MESSAGE);
    return chosen.hall;
  }
  const fitting = halls.filter((h) => h.fits);
  if (fitting.length === 0) {
    const largest = Math.max(0, ...halls.map((h) => h.hall.capacity));
    throw capacityRefusal(`Our largest hall seats up to ${largest} guests.`);
  }
  const free = fitting.find((h) => h.free);
  if (!free) throw new AppError('HALL_UNAVAILABLE', NO_HALL_MESSAGE);
  return free.hall;
}

/**
 * Books the request `pending` for 48 hours inside the caller's transaction. The database's no-overlap constraint
 * refuses a second live booking of the hall for an overlapping time, so of two guests racing one holds it.
 */
export async function holdHallRequest(tx: DbOrTx, request: HallRequest & { userId: string }, clock: Clock) {
  const hall = await pickHall(tx, request, clock);
  const price = hallPrice(hall, request);
  const { startsAt, endsAt } = eventRange(request, clock);
  const [row] = await tx
    .insert(hallBookings)
    .values({
      bookingCode: newBookingCode('EVT'),
      userId: request.userId,
      hallId: hall.id,
      date: request.date,
      endDate: request.endDate,
      timeSlot: request.slot.name,
      startsAt,
      endsAt,
      eventType: request.eventType,
      guests: request.guests,
      pricePaise: price.subtotalPaise,
      discountPaise: price.discountPaise,
      totalPaise: price.totalPaise,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      customerPhone: request.customerPhone,
      eventDetails: request.eventDetails,
      status: 'pending',
      holdExpiresAt: holdExpiry(HALL_HOLD_MINUTES, clock.now),
      createdAt: clock.now,
      updatedAt: clock.now,
    })
    .returning({ id: hallBookings.id });
  return row!.id;
}
