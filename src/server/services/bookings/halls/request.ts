import { type HallBooking, HallRequestPayload } from '~/contracts/halls';
import { daysBetween } from '~/lib/dates';
import { type EventTime, eventTypeNamed, hallSlotNamed, MAX_EVENT_DAYS } from '~/lib/hall-slots';
import { HOLD_MINUTES } from '~/lib/hold-rules';
import { fieldError, validationFailure } from '~/server/errors';
import type { BookingRequest } from '../kind';

/** A hall request for one guest: which hall (or any that fits), when, for whom. */
export interface HallRequest extends BookingRequest, EventTime {
  /** The hall chosen on /events-booking; null when the event form lets the hotel pick the smallest that fits. */
  hallId: string | null;
  eventType: string;
  guests: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  eventDetails: string | null;
}

const refuse = (field: string, message: string) => fieldError(field, message);

/** Reads an event's date, last day and slot; refuses naming the field. */
export function readEventTime(input: { date: string; endDate?: string; timeSlot: string }): EventTime {
  const slot = hallSlotNamed(input.timeSlot);
  if (!slot) throw refuse('timeSlot', 'Choose Morning, Afternoon, Evening, Night or Full Day.');
  const endDate = input.endDate ?? input.date;
  if (endDate < input.date) throw refuse('endDate', 'The last day cannot be before the first.');
  if (daysBetween(input.date, endDate) + 1 > MAX_EVENT_DAYS) {
    throw refuse('endDate', `An event can run at most ${MAX_EVENT_DAYS} days; call us for longer.`);
  }
  return { date: input.date, endDate, slot };
}

/** Reads the spec's create payload (or the event form's, which sends no hall) for the caller; 400 naming the field. */
export function readHallRequest(body: unknown, callerId: string | null): HallRequest {
  const parsed = HallRequestPayload.safeParse(body);
  if (!parsed.success) throw validationFailure(parsed.error);
  const b = parsed.data;
  if (b.user_id !== undefined && b.user_id !== '' && b.user_id !== callerId) {
    throw fieldError('user_id', 'You can only book for yourself.', 'FORBIDDEN');
  }
  const eventType = eventTypeNamed(b.eventType);
  if (!eventType) throw refuse('eventType', 'Choose one of the event types listed.');
  return {
    ...readEventTime(b),
    userId: callerId,
    hallId: b.hall_Id ?? null,
    eventType,
    guests: b.guests,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    eventDetails: b.eventDetails?.trim() || null,
    couponCode: b.couponCode?.trim().toUpperCase() || null,
  };
}

/**
 * What a guest is told once a hall request is sent (decision 114; the islands show it too): a request the hotel will
 * answer within its hold, not a booking, and nothing charged until it confirms. The spec said "Booking confirmed".
 */
const requestSent = (hallName: string) =>
  `Request sent for ${hallName}: the hotel will confirm or decline it within ${HOLD_MINUTES.hall / 60} hours. ` +
  'Nothing is charged until it confirms.';

/** The spec's create answer for a hall request: its fields, with a message that says a request was sent, not booked. */
export const hallCreated = (_body: object, views: HallBooking[]) => ({
  message: requestSent(views[0]!.Hall.name),
  booking: views[0]!,
  data: views[0]!,
});
