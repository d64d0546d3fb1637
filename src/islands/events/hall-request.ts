import type { HallBooking, HallRequestPayload } from '~/contracts/halls';
import { hallRequestSent } from '~/lib/hall-requests';
import { ApiError, api } from '../api';

/** The success sentence for a hall request: sent, for the hotel to answer (not the spec's "Booking confirmed"). */
export const requestSentMessage = hallRequestSent;

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
