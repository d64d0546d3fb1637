import { z } from '@hono/zod-openapi';
import { GUEST_LIMITS } from '../../../lib/stay';
import { isoDate, recordId } from '../../http/fields';

const RoomTypeOrAll = z.enum(['standard', 'deluxe', 'suite', 'all']);
const CodeType = z.enum(['promo', 'group']);
export const StatusSchema = z.enum(['pending', 'confirmed', 'cancelled', 'expired', 'completed']);

export const AvailabilityBody = z
  .object({
    check_in_date: isoDate(),
    check_out_date: isoDate(),
    room_type: RoomTypeOrAll.optional(),
  })
  .openapi('AvailabilityRequest');

export const AvailabilityResult = z
  .object({
    available: z.boolean(),
    rooms: z.array(
      z.object({
        id: z.uuid().openapi({ description: 'The unit id to send as room_id' }),
        roomNumber: z.string(),
        type: z.string(),
        price: z.number().openapi({ description: 'Rupees per night' }),
        pricePaise: z.number().int(),
        roomId: z.uuid(),
        name: z.string(),
        maxGuests: z.number().int(),
      }),
    ),
  })
  .openapi('Availability');

export const ValidateCodeBody = z
  .object({ code: z.string().trim().min(1, 'Enter a discount code.').max(40), codeType: CodeType })
  .openapi('DiscountCodeCheck');

const money = z.number().int().nonnegative();
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const code = z.string().trim().max(40).nullish();

/** The reservation page's payload (spec §3), plus the form's room count, adults and children. */
export const SnakeBookingBody = z.strictObject({
  user_id: z.string().optional(),
  room_id: recordId('room'),
  check_in_date: isoDate(),
  check_out_date: isoDate(),
  num_guests: z.number().int().min(1, 'At least one guest.').max(20),
  offer_code: code,
  code_type: CodeType.nullish(),
  coupon_code: code,
  num_rooms: z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max).optional(),
  adults: z.number().int().min(GUEST_LIMITS.adults.min).max(GUEST_LIMITS.adults.max).optional(),
  children: z.number().int().min(GUEST_LIMITS.children.min).max(GUEST_LIMITS.children.max).optional(),
  special_requests: optionalText(1000),
  /** A client's own total: accepted and ignored, the server prices the stay. */
  total_amount: z.number().optional(),
});

/** The payment page's payload (spec §3); roomId is a listing, the server picks the unit. */
export const CamelBookingBody = z.strictObject({
  userId: z.string().optional(),
  roomId: recordId('room'),
  checkInDate: isoDate(),
  checkOutDate: isoDate(),
  numGuests: z.number().int().min(1, 'At least one guest.').max(20),
  specialRequests: optionalText(1000),
  name: optionalText(200),
  image: optionalText(500),
  description: optionalText(2000),
  couponCode: code,
  offerCode: code,
  codeType: CodeType.nullish(),
  numRooms: z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max).optional(),
  totalAmount: z.number().optional(),
});

export const BookingSchema = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    groupId: z.uuid().nullable(),
    userId: z.uuid(),
    roomId: z.uuid(),
    status: StatusSchema,
    checkInDate: z.string(),
    checkOutDate: z.string(),
    nights: z.number().int(),
    numGuests: z.number().int(),
    name: z.string(),
    image: z.string(),
    description: z.string(),
    roomType: z.string(),
    room: z.object({
      id: z.uuid(),
      unitId: z.uuid(),
      roomNumber: z.string(),
      name: z.string(),
      type: z.string(),
    }),
    pricePerNight: z.number(),
    subtotal: z.number(),
    discount: z.number(),
    total: z.number(),
    pricePerNightPaise: money,
    subtotalPaise: money,
    discountPaise: money,
    totalPaise: money,
    offerCode: z.string().nullable(),
    couponCode: z.string().nullable(),
    holdExpiresAt: z.string().nullable(),
    specialRequests: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('RoomBooking');

export const BookingListQuery = z.object({
  status: StatusSchema.optional(),
  userId: recordId('guest').optional(),
  hallId: recordId('hall').optional(),
});

export const StatusBody = z.strictObject({ status: StatusSchema });
export const UserParams = z.object({
  userId: recordId('guest').openapi({ param: { name: 'userId', in: 'path' } }),
});
