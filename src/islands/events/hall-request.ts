import type { HallBooking, HallRequestPayload } from '~/contracts/halls';
import { ApiError, api } from '../api';

/** The spec's success sentence for a hall request (§8); the badge still says Pending until the hotel confirms. */
export const requestSentMessage = (hallName: string) =>
  `Booking confirmed for ${hallName}! We'll contact you shortly.`;

/** The spec's failure sentence (§8): the server's reason, or "Please try again". */
export const requestFailedMessage = (error: unknown) =>
  `Booking failed: ${error instanceof ApiError && error.status < 500 ? error.message : 'Please try again'}`;

/** Sends a hall request (the wizard's and the event form's) once per idempotency key; answers the request as read. */
export async function sendHallRequest(
  body: HallRequestPayload,
  idempotencyKey: string,
): Promise<HallBooking> {
  const answer = await api<{ booking: HallBooking }>('/hallbookings/create-booking', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.booking;
}
