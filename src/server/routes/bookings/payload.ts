import { AppError } from '../../errors';
import { describeValidation } from '../../http/validation';
import type { StayRequest } from '../../services/room-bookings';
import { CamelBookingBody, SnakeBookingBody } from './schemas';

/** Which of the spec's two create payloads a body is: it decides the answer's shape too. */
export type PayloadShape = 'reservation' | 'payment';

const refuse = (error: Parameters<typeof describeValidation>[0]) => {
  const { message, fields } = describeValidation(error);
  return new AppError('VALIDATION_FAILED', message, { fields });
};

/** Reads either create payload into one stay request for the caller; refuses a body naming the field. */
export function readBookingPayload(
  body: unknown,
  callerId: string,
): { shape: PayloadShape; request: StayRequest } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'body: Send the booking as a JSON object.');
  }
  if ('roomId' in body || 'checkInDate' in body) {
    const parsed = CamelBookingBody.safeParse(body);
    if (!parsed.success) throw refuse(parsed.error);
    const b = parsed.data;
    forSelf(b.userId, 'userId', callerId);
    return {
      shape: 'payment',
      request: {
        userId: callerId,
        roomId: b.roomId,
        checkIn: b.checkInDate,
        checkOut: b.checkOutDate,
        numGuests: b.numGuests,
        rooms: b.numRooms ?? 1,
        offerCode: b.offerCode || null,
        codeType: b.codeType ?? undefined,
        couponCode: b.couponCode || null,
        specialRequests: b.specialRequests || null,
        guestName: b.name || null,
      },
    };
  }
  const parsed = SnakeBookingBody.safeParse(body);
  if (!parsed.success) throw refuse(parsed.error);
  const b = parsed.data;
  forSelf(b.user_id, 'user_id', callerId);
  if (b.adults !== undefined && b.num_guests !== b.adults + (b.children ?? 0)) {
    throw new AppError('VALIDATION_FAILED', 'num_guests: Guests must equal adults plus children.');
  }
  return {
    shape: 'reservation',
    request: {
      userId: callerId,
      unitId: b.room_id,
      checkIn: b.check_in_date,
      checkOut: b.check_out_date,
      numGuests: b.num_guests,
      rooms: b.num_rooms ?? 1,
      offerCode: b.offer_code || null,
      codeType: b.code_type ?? undefined,
      couponCode: b.coupon_code || null,
      specialRequests: b.special_requests || null,
    },
  };
}

function forSelf(given: string | undefined, field: string, callerId: string) {
  if (given !== undefined && given !== '' && given !== callerId) {
    throw new AppError('FORBIDDEN', `${field}: You can only book for yourself.`);
  }
}
