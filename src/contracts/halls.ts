// The banquet halls on the wire (spec §3 Hall, Hall booking sent and as read, Event form; §7 halls and hallbookings).
import { z } from 'zod';
import { HOTEL_ANSWER_STANDINGS, HOTEL_ANSWERS } from '~/lib/hall-requests';
import {
  CAPACITY_FILTER_NAMES,
  EVENT_TYPES,
  FORM_EVENT_TYPES,
  HALL_SLOTS,
  MAX_EVENT_DAYS,
} from '~/lib/hall-slots';
import {
  BookingStatus,
  isoDate,
  notBlank,
  numeric,
  paise,
  printable,
  recordId,
  rupeePrice,
  staffReason,
  storedInteger,
  wordOf,
} from './common';
import { Charge } from './pricing';

/** A slot of the one hall slot table, as the forms list it. */
export const HallSlotView = z
  .object({ name: z.string(), label: z.string(), startHour: z.number().int(), endHour: z.number().int() })
  .meta({ id: 'HallSlot' });

/** A hall as the pages read it (spec §3 Hall), with the exact paise beside the display price. */
export const Hall = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    imageKey: z.string(),
    rating: z.number(),
    reviews: z.number().int(),
    price: z.string().meta({ example: '₹2,50,000', description: 'Per event slot; a Full Day is two slots' }),
    pricePaise: paise(),
    /** The GST the price is charged with, as the card says it (decision 099). */
    priceTerms: z.string().meta({ example: '+ 18% GST' }),
    location: z.string(),
    capacity: z.number().int(),
    description: z.string(),
    features: z.array(z.string()),
  })
  .meta({ id: 'Hall' });
export type Hall = z.infer<typeof Hall>;

export const HallList = z.object({ halls: z.array(Hall), slots: z.array(HallSlotView) });
export type HallList = z.infer<typeof HallList>;
export const OneHall = z.object({ hall: Hall });

const hallFields = {
  name: printable(
    z.string().trim().min(2, 'Give the hall a name.').max(120).regex(notBlank(2), 'Give the hall a name.'),
    'The hall’s name',
  ),
  description: printable(
    z
      .string()
      .trim()
      .min(10, 'Describe the hall in a sentence.')
      .max(2000)
      .regex(notBlank(10), 'Describe the hall in a sentence.'),
    'The description',
    'lines',
  ),
  price: numeric(
    rupeePrice(1_00_00_000).meta({ description: 'Rupees per slot (whole rupees or paise, at least ₹1)' }),
  ),
  capacity: numeric(z.number().int().min(1, 'A hall seats at least one guest.').max(5000)),
  location: printable(
    z.string().trim().min(2, 'Say where the hall is.').max(200).regex(notBlank(2), 'Say where the hall is.'),
    'The location',
  ),
  features: z.array(printable(z.string().trim().min(1).max(60).regex(notBlank()), 'A feature')).max(30),
  image: z.string().regex(/^[a-z0-9-]+$/, 'Use an image key such as hall-durbar.'),
  rating: numeric(z.number().min(0).max(5)),
  reviews: numeric(storedInteger().min(0)),
};

export const CreateHallBody = z
  .strictObject({
    ...hallFields,
    features: hallFields.features.default([]),
    image: hallFields.image.default('hall-durbar'),
    rating: hallFields.rating.default(0),
    reviews: hallFields.reviews.default(0),
  })
  .meta({ id: 'CreateHall' });
export const UpdateHallBody = z
  .strictObject(hallFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.')
  .meta({ id: 'UpdateHall', minProperties: 1 });

/** An event type as the forms send it: one of the hotel's, or the event form's words (matched, any other refused). */
export const eventTypeName = z
  .string()
  .trim()
  .min(1, 'Choose an event type.')
  .max(60)
  .meta({
    enum: [...EVENT_TYPES, ...Object.keys(FORM_EVENT_TYPES)],
    description: 'One of the event types, or the event form’s wedding, conference or party (in any case)',
  });

export const slotName = z
  .string()
  .trim()
  .min(1, 'Choose a time slot.')
  .max(40)
  .meta({
    example: 'Evening',
    enum: HALL_SLOTS.flatMap((s) => [s.name, s.label]),
    description: `A slot by name or by a label with hours, read by the name before the hours: ${HALL_SLOTS.map((s) => s.label).join('; ')}`,
  });
export const eventDays = {
  endDate: isoDate()
    .optional()
    .meta({ description: `A multi-day event's last day (at most ${MAX_EVENT_DAYS} days)` }),
};

export const eventGuests = numeric(z.number().int().min(1, 'Guests must be at least 1.').max(5000));

/** POST /halls/check-availability: which halls are free for an event. */
export const HallAvailabilityBody = z
  .strictObject({
    date: isoDate(),
    ...eventDays,
    timeSlot: slotName,
    guests: eventGuests.default(50),
    capacity: z
      .enum(CAPACITY_FILTER_NAMES as [string, ...string[]])
      .or(z.literal(''))
      .optional()
      .meta({ description: 'A capacity filter by id or by its label (spec §9: "Less than 100" … "500+")' }),
    eventType: z.string().max(60).optional(),
  })
  .meta({ id: 'HallAvailability' });

export const HallAvailability = z
  .object({
    available: z.boolean(),
    slot: HallSlotView.meta({
      description: 'The slot of the hotel’s one slot table the time slot sent was read as',
    }),
    halls: z.array(Hall.extend({ available: z.boolean(), fits: z.boolean() })),
  })
  .meta({ id: 'HallAvailabilityResult' });
export type HallAvailability = z.infer<typeof HallAvailability>;

const text = (max: number) => z.string().trim().max(max);

/** POST /hallbookings/create-booking (spec §3 Hall booking sent; `price` is accepted and ignored). */
export const HallRequestPayload = z
  .strictObject({
    user_id: z.string().max(64).optional(),
    hall_Id: recordId('hall')
      .optional()
      .meta({ description: 'Omitted by the event form: the smallest free hall that fits is chosen' }),
    date: isoDate(),
    ...eventDays,
    timeSlot: slotName,
    eventType: eventTypeName,
    guests: eventGuests,
    price: z
      .union([z.number(), z.string().max(40)])
      .optional()
      .meta({ description: 'Ignored: the server prices the hall' }),
    customerName: printable(
      text(120).min(2, 'Enter your name.').regex(notBlank(2), 'Enter your name.'),
      'Your name',
    ),
    customerEmail: z.email('Enter a valid email address.').max(200),
    customerPhone: text(20)
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number.')
      // What the document shows: the same, as sent, with no space at either end (the server trims them).
      .meta({ pattern: '^\\+?[0-9()-][0-9 ()-]{5,18}[0-9()-]$' }),
    eventDetails: printable(text(2000), 'The event details', 'lines').nullable().optional(),
    couponCode: z.string().trim().max(40).nullish().meta({
      description: 'A checkout coupon for hall bookings (taken off the hire, which is the deposit)',
    }),
  })
  .meta({ id: 'HallRequest' });
export type HallRequestPayload = z.infer<typeof HallRequestPayload>;

/** A hall booking as the pages read it (spec §3 Hall booking as read), with its hold and the hotel's answer. */
export const HallBooking = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    userId: z.uuid(),
    hallId: z.uuid(),
    date: z.string(),
    endDate: z.string(),
    days: z.number().int(),
    timeSlot: z.string(),
    timeSlotLabel: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    eventType: z.string(),
    guests: z.number().int(),
    status: BookingStatus,
    hotelAnswer: z.enum(HOTEL_ANSWER_STANDINGS),
    /** What the hotel wrote with its answer (a decline's reason), for the guest to read; null when nothing. */
    hotelNote: z.string().nullable(),
    eventDetails: z.string().nullable(),
    customerName: z.string(),
    payment_id: z.string().nullable(),
    created_at: z.string(),
    totalPaise: paise(),
    depositPaise: paise(),
    /** The hire's charge: tariff, discount, taxable value, CGST, SGST and the total with GST (decision 099). */
    charge: Charge,
    discountPaise: paise(),
    couponCode: z.string().nullable(),
    holdExpiresAt: z.string().nullable(),
    Hall: z.object({ name: z.string(), image: z.string(), location: z.string(), price: z.string() }),
    /** The request in the guest's words as of this answer (issue 42): its badge, between guest, hotel and deposit. */
    display: z.object({ status: z.string().meta({ example: "Awaiting the hotel's answer" }) }),
  })
  .meta({ id: 'HallBooking' });
export type HallBooking = z.infer<typeof HallBooking>;

export const HallBookingCreated = z
  .object({ message: z.string(), booking: HallBooking, data: HallBooking })
  .meta({ id: 'HallBookingCreated' });
export const HallBookingList = z.object({ bookings: z.array(HallBooking), count: z.number().int() });
export const OneHallBooking = z.object({ booking: HallBooking });

/** The hotel's answer to a request (admin): confirm it (the guest may then pay) or decline it. */
export const HallAnswer = z
  .strictObject({
    status: wordOf(HOTEL_ANSWERS),
    /** A decline's reason (or a confirmation's note), which the guest reads. */
    reason: staffReason().optional(),
  })
  .meta({ id: 'HallAnswer' });

export const HallUserParams = z.object({
  userId: recordId('user').meta({ param: { name: 'userId', in: 'path' } }),
});
