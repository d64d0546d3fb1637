// Room stays on the wire: availability, discount codes, the two create payloads and a booking as read.
import { z } from 'zod';
import { BOOKING_STATUSES } from '~/lib/bookings';
import { MAX_CHILD_AGE, MEAL_PLAN_CODES } from '~/lib/party';
import { REFUND_STATUSES } from '~/lib/payments';
import { DISCOUNT_CODE_TYPES } from '~/lib/reservation';
import { ROOM_TYPES } from '~/lib/rooms';
import { GUEST_LIMITS } from '~/lib/stay';
import {
  BookingKindName,
  BookingStatus,
  bookedFactsFields,
  isoDate,
  notBlank,
  numeric,
  paise,
  printable,
  recordId,
  staffReason,
  wordOf,
} from './common';
import { TableBooking } from './dining';
import { HallBooking } from './halls';
import { BookedPackage } from './packages';
import { Charge } from './pricing';

const RoomTypeOrAll = z.enum([...ROOM_TYPES, 'all']);
export const CodeType = z.enum(DISCOUNT_CODE_TYPES);
export type CodeType = z.infer<typeof CodeType>;

export const AvailabilityRequest = z
  .object({
    check_in_date: isoDate(),
    check_out_date: isoDate(),
    room_type: RoomTypeOrAll.optional(),
  })
  .meta({ id: 'AvailabilityRequest' });

/** A free physical room as availability lists it (spec §3: id, roomNumber, type, price per night). */
export const FreeRoom = z.object({
  id: z.uuid().meta({ description: 'The unit id to send as room_id' }),
  roomNumber: z.string(),
  type: z.string(),
  price: z.number().meta({ description: 'Rupees per night' }),
  pricePaise: z.number().int(),
  roomId: z.uuid(),
  name: z.string(),
  maxGuests: z.number().int(),
  /** The room as the reservation form offers it, in the guest's words (issue 42: the form carries no money or tax code). */
  label: z.string().meta({ example: 'Room 204 · Deluxe King Room · ₹12,000 / night + 18% GST' }),
});
export type FreeRoom = z.infer<typeof FreeRoom>;

export const Availability = z
  .object({ available: z.boolean(), rooms: z.array(FreeRoom) })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof Availability>;

export const DiscountCodeCheck = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Enter a discount code.')
      .max(40)
      .regex(notBlank(), 'Enter a discount code.'),
    codeType: CodeType,
    ...bookedFactsFields,
  })
  .meta({ id: 'DiscountCodeCheck' });

/** Spec §3: `valid` and `discount_percent`; a code that does not hold is `valid: false`, 0 off, with the reason. */
export const DiscountCodeResult = z
  .union([
    z.object({
      valid: z.literal(true),
      discount_percent: z.number().int(),
      code: z.string(),
      codeType: CodeType,
    }),
    z.object({
      valid: z.literal(false),
      discount_percent: z.literal(0).meta({
        description:
          "Always 0 when the code does not hold: the spec's page reads it either way (decision 092)",
      }),
      message: z.string(),
    }),
  ])
  .meta({ id: 'DiscountCodeResult' });
export type DiscountCodeResult = z.infer<typeof DiscountCodeResult>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const code = z.string().trim().max(40).nullish();
const rooms = numeric(z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max));
const guests = () => numeric(z.number().int().min(1, 'At least one guest.').max(20));
// A stay package of /all-offers by its id (decision 100): the stay is booked on the package's rate plan.
const packageId = z.string().trim().max(60).nullish().meta({
  description: 'A stay package of /all-offers, by its id (royal-honeymoon): booked on its rate plan',
});
// The party, meal plan and extras of a stay (decision 133).
const childAges = z
  .array(
    z
      .number()
      .int()
      .min(0, 'A child’s age is 0 or more.')
      .max(MAX_CHILD_AGE, `A child is ${MAX_CHILD_AGE} or younger: count an older guest as an adult.`)
      .nullable(),
  )
  .max(10)
  .meta({
    description:
      "Each child's age in years, in any order (0-5 stay free, 6-11 pay the child rate); null for an age not given (the child rate)",
  });
export const MealPlan = z
  .enum(MEAL_PLAN_CODES)
  .meta({ description: 'EP room only, CP breakfast, MAP breakfast and one meal, AP all meals' });
export const ChosenExtras = z
  .array(z.object({ id: recordId('extra'), quantity: numeric(z.number().int().min(1).max(10)) }))
  .max(10)
  .meta({ description: 'Extras chosen with the stay (GET /api/stay-extras), each with its quantity' });
const ignoredTotal = () => numeric(z.number().meta({ description: "A client's own total: ignored" }));

/** The reservation page's payload (spec §3), plus the form's room count, adults and children. */
export const ReservationPayload = z
  .strictObject({
    user_id: z.string().optional(),
    room_id: recordId('room').meta({
      description: 'A unit id from availability (that unit), or a listing id from getrooms (a unit of it)',
    }),
    check_in_date: isoDate(),
    check_out_date: isoDate(),
    num_guests: guests(),
    offer_code: code,
    code_type: CodeType.nullish(),
    coupon_code: code,
    num_rooms: rooms.optional(),
    adults: numeric(z.number().int().min(GUEST_LIMITS.adults.min).max(GUEST_LIMITS.adults.max)).optional(),
    children: numeric(
      z.number().int().min(GUEST_LIMITS.children.min).max(GUEST_LIMITS.children.max),
    ).optional(),
    child_ages: childAges.nullish(),
    meal_plan: MealPlan.nullish(),
    extras: ChosenExtras.nullish(),
    special_requests: printable(z.string().trim().max(1000), 'Special requests', 'lines').nullish(),
    package_id: packageId,
    total_amount: ignoredTotal().optional(),
  })
  .meta({ id: 'RoomReservationPayload' });
export type ReservationPayload = z.infer<typeof ReservationPayload>;

/** The payment page's payload (spec §3); roomId is a listing (the server picks the unit) or a unit. */
export const PaymentPagePayload = z
  .strictObject({
    userId: z.string().optional(),
    roomId: recordId('room').meta({
      description: 'A listing id from getrooms (the server picks a unit), or a unit id from availability',
    }),
    checkInDate: isoDate(),
    checkOutDate: isoDate(),
    numGuests: guests(),
    specialRequests: printable(z.string().trim().max(1000), 'Special requests', 'lines').nullish(),
    name: printable(z.string().trim().max(200), 'The room’s name')
      .nullish()
      .meta({ description: "The listing's name, as the spec's payment page sends it (not the guest's)" }),
    image: optionalText(500),
    description: optionalText(2000),
    couponCode: code,
    offerCode: code,
    codeType: CodeType.nullish(),
    numRooms: rooms.optional(),
    adults: numeric(z.number().int().min(1).max(20)).optional(),
    childAges: childAges.nullish(),
    mealPlan: MealPlan.nullish(),
    extras: ChosenExtras.nullish(),
    packageId,
    totalAmount: ignoredTotal().optional(),
  })
  .meta({ id: 'RoomBookingPayload' });
export type PaymentPagePayload = z.infer<typeof PaymentPagePayload>;

/** Either create payload of the spec; the quote of a stay takes the same body. */
export const StayPayload = z.union([PaymentPagePayload, ReservationPayload]);
export type StayPayload = z.infer<typeof StayPayload>;

/** A room booking as the pages read it (spec §3 "Booking as read", plus its money and status). */
export const RoomBooking = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    groupId: z.uuid().nullable(),
    userId: z.uuid(),
    roomId: z.uuid(),
    status: BookingStatus,
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
    pricePerNightPaise: paise(),
    subtotalPaise: paise(),
    discountPaise: paise(),
    totalPaise: paise(),
    /** This room's charge: tariff, discount, taxable value, CGST, SGST and the total with GST (decision 099). */
    charge: Charge,
    offerCode: z.string().nullable(),
    couponCode: z.string().nullable(),
    /** The stay package it was booked on, with its inclusions; null for the room's own rate. */
    stayPackage: BookedPackage.nullable(),
    holdExpiresAt: z.string().nullable(),
    specialRequests: z.string().nullable(),
    createdAt: z.string(),
    /**
     * The stay in the guest's words as of this answer (issue 42: pages show the server's words and carry no date,
     * hold-clock or rule code): its dates, where it stands (the confirmation page's heading and line, and what
     * the guest can do next) and the page that books the same again.
     */
    display: z.object({
      checkIn: z.string().meta({ example: '24 Dec 2026' }),
      checkOut: z.string().meta({ example: '26 Dec 2026' }),
      headline: z.string().meta({ example: 'Your room is held until 14:35: pay to confirm' }),
      note: z.string(),
      next: z.enum(['pay', 'book-again', 'none', 'in-house']),
      againHref: z
        .string()
        .meta({ example: '/room-booking?checkIn=2026-12-24&checkOut=2026-12-26&guests=2' }),
    }),
  })
  .meta({ id: 'RoomBooking' });
export type RoomBooking = z.infer<typeof RoomBooking>;

/** What POST /bookings/create answers for the reservation payload. */
export const ReservationCreated = z.object({ booking: RoomBooking, bookings: z.array(RoomBooking) });
export type ReservationCreated = z.infer<typeof ReservationCreated>;
/** What POST /bookings/create answers for the payment page's payload (spec §3: `data.id`). */
export const PaymentPageCreated = z.object({ data: RoomBooking.extend({ bookings: z.array(RoomBooking) }) });
export type PaymentPageCreated = z.infer<typeof PaymentPageCreated>;
/** What POST /bookings/create answers: `{booking}` for the reservation payload, `{data}` for the other. */
export const StayCreated = z.union([ReservationCreated, PaymentPageCreated]);

/** A booking of any kind, in its kind's own shape (a room booking, a table, a hall). */
export const AnyBooking = z.union([RoomBooking, TableBooking, HallBooking]);
export type AnyBooking = z.infer<typeof AnyBooking>;

export const BookingList = z.object({ bookings: z.array(AnyBooking), count: z.number().int() });
export type BookingList = z.infer<typeof BookingList>;
export const OneBooking = z.object({ booking: AnyBooking });
/** What becomes of a cancelled booking's payment. */
export const Refund = z.object({
  status: z.enum(REFUND_STATUSES),
  amountPaise: paise(),
  /** The CGST and SGST given back in that amount, in proportion to the booking's bill (decision 099). */
  gstPaise: paise(),
  message: z.string(),
});
export type Refund = z.infer<typeof Refund>;

export const BookingCancelled = z.object({
  message: z.string(),
  booking: AnyBooking,
  bookings: z.array(AnyBooking),
  /** The payment's refund, when the booking had been paid; null otherwise. */
  refund: Refund.nullable(),
  /** Supar Coins taken back with the reward the booking had earned (0 when none). */
  coinsReversed: z.number().int(),
  /** Supar Coins the booking was paid with, given back to the wallet (0 when none; decision 105). */
  coinsReturned: z.number().int(),
});

/** Which kind a list reads: rooms unless another kind is asked for. */
export const KindQuery = z.object({ kind: BookingKindName.default('room') });

export const BookingListQuery = KindQuery.extend({
  status: BookingStatus.optional(),
  userId: recordId('guest').optional(),
  hallId: recordId('hall').optional(),
});

export const StatusChange = z.strictObject({
  status: wordOf(BOOKING_STATUSES),
  reason: staffReason().optional(),
});
export const GuestParams = z.object({
  userId: recordId('guest').meta({ param: { name: 'userId', in: 'path' } }),
});
