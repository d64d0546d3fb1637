import type { HallBooking, HallRequestPayload } from '~/contracts/halls';
import { ApiError, api } from '../api';

/** The spec's failure sentence (§8): the server's reason, or "Please try again". */
export const requestFailedMessage = (error: unknown) =>
  `Booking failed: ${error instanceof ApiError && error.status < 500 ? error.message : 'Please try again'}`;

/**
 * Sends a hall request (the wizard's and the event form's) once per idempotency key; answers the request as read
 * and the server's sentence for the guest: sent, for the hotel to answer, not the spec's "Booking confirmed".
 */
export async function sendHallRequest(
  body: HallRequestPayload,
  idempotencyKey: string,
): Promise<{ booking: HallBooking; message: string }> {
  return api<{ booking: HallBooking; message: string }>('/hallbookings/create-booking', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
