// Bookings made at the front desk (decision 147): a walk-in or phone guest found or created by phone, then booked
// into a room, a table or a hall by the kinds' own rules, and paid at the desk, by a link sent, or at the hotel.
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_STATUSES } from '~/lib/bookings';
import { DESK_SETTLEMENTS } from '~/lib/desk-bookings';
import { TABLE_SLOTS } from '~/lib/dining';
import { MAX_CHILD_AGE, MEAL_PLAN_CODES } from '~/lib/party';
import { GUEST_LIMITS } from '~/lib/stay';
import { PhoneInput } from './auth';
import { isoDate, notBlank, numeric, printable, recordId, staffReason } from './common';
import { eventTypeName, slotName } from './halls';

/** A guest as the desk sees them: who, how to reach them, and whether the hotel trusts them to pay at the hotel. */
export const DeskGuest = z
  .object({
    id: z.uuid(),
    name: z.string(),
    phone: z.string(),
    /** The address on the account, proven or not (messages go only to a proven one). */
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    /** Since when an admin trusts them to pay at the hotel; null when not. */
    payAtHotelSince: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DeskGuest' });
export type DeskGuest = z.infer<typeof DeskGuest>;

export const DeskGuestQuery = z.object({ phone: PhoneInput.meta({ param: { name: 'phone', in: 'query' } }) });

export const DeskGuestFound = z.object({ guest: DeskGuest.nullable() }).meta({ id: 'DeskGuestFound' });
export type DeskGuestFound = z.infer<typeof DeskGuestFound>;

/** A guest the desk registers: the phone they sign in with, their name, and an email if they give one. */
export const DeskGuestBody = z
  .strictObject({
    phone: PhoneInput,
    name: printable(
      z
        .string({ error: 'Enter the guest’s name.' })
        .trim()
        .min(2, 'Enter the guest’s name.')
        .max(80, 'Keep the name under 80 characters.')
        .regex(notBlank(2), 'Enter the guest’s name.'),
      'The name',
    ),
    email: z
      .email('Enter a valid email address, or leave it empty.')
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .meta({ id: 'DeskGuestBody' });
export type DeskGuestBody = z.input<typeof DeskGuestBody>;

export const DeskGuestSaved = z
  .object({ guest: DeskGuest, created: z.boolean(), message: z.string() })
  .meta({ id: 'DeskGuestSaved' });
export type DeskGuestSaved = z.infer<typeof DeskGuestSaved>;

/** An admin trusts a guest to pay at the hotel, or stops, with a reason the audit keeps. */
export const GuestTrust = z
  .strictObject({ trusted: z.boolean({ error: 'Say whether the guest is trusted.' }), reason: staffReason() })
  .meta({ id: 'GuestTrust' });

const count = (what: string, min: number, max: number) =>
  numeric(
    z
      .number({ error: `Enter the number of ${what}.` })
      .int(`Enter a whole number of ${what}.`)
      .min(min, `At least ${min} ${what}.`)
      .max(max, `At most ${max} ${what}.`),
  );

const note = (what: string) => printable(z.string().trim().max(1000), what, 'lines').optional();

/** A room stay at the desk: a room type (or a unit), the dates and the party, on a meal plan. */
const DeskRoom = z.strictObject({
  kind: z.literal('room'),
  roomId: recordId('room'),
  checkIn: isoDate(),
  checkOut: isoDate(),
  rooms: count('rooms', GUEST_LIMITS.rooms.min, GUEST_LIMITS.rooms.max).default(1),
  adults: count('adults', 1, GUEST_LIMITS.adults.max * GUEST_LIMITS.rooms.max),
  childAges: z
    .array(
      z
        .number()
        .int()
        .min(0, 'A child’s age is 0 or more.')
        .max(MAX_CHILD_AGE, `A child is ${MAX_CHILD_AGE} or younger: count an older guest as an adult.`),
    )
    .max(GUEST_LIMITS.children.max * GUEST_LIMITS.rooms.max, 'Too many children for the rooms.')
    .default([]),
  mealPlan: z.enum(MEAL_PLAN_CODES, { error: 'Choose a meal plan.' }).default('EP'),
  specialRequests: note('Special requests'),
});

/** A table at the desk: the date, one of the restaurant's times, and the party. */
const DeskTable = z.strictObject({
  kind: z.literal('table'),
  date: isoDate(),
  time: z.enum(TABLE_SLOTS, { error: 'Choose one of the restaurant’s times.' }),
  partySize: count('guests', 1, 20),
  note: note('The note'),
});

/** A hall at the desk: the date (and last day), the slot, the event and its guests; the hall, or the best free one. */
const DeskHall = z.strictObject({
  kind: z.literal('hall'),
  hallId: recordId('hall').optional(),
  date: isoDate(),
  endDate: isoDate().optional(),
  timeSlot: slotName,
  eventType: eventTypeName,
  guests: count('guests', 1, 5000),
  eventDetails: note('The event details'),
});

const forGuest = { guestId: recordId('guest') };

/** A request of each kind for a guest, with `more` fields besides. */
const deskRequest = <T extends z.core.$ZodLooseShape>(more: T) =>
  z.discriminatedUnion('kind', [DeskRoom.extend(more), DeskTable.extend(more), DeskHall.extend(more)], {
    error: `Choose what to book: ${BOOKING_KINDS.join(', ')}.`,
  });

/** A booking made at the desk: the request, the guest, and how it is paid. */
export const DeskBookingBody = deskRequest({
  ...forGuest,
  settlement: z.enum(DESK_SETTLEMENTS, { error: 'Choose how the guest pays.' }),
}).meta({ id: 'DeskBookingBody' });
export type DeskBookingBody = z.input<typeof DeskBookingBody>;
export type DeskBookingRequest = z.output<typeof DeskBookingBody>;

export const DeskBooked = z
  .object({
    message: z.string(),
    /** The request repeated the guest's live unpaid booking of it: that booking is answered, nothing new held. */
    alreadyHeld: z.boolean(),
    booking: z.object({
      id: z.uuid(),
      code: z.string(),
      kind: z.enum(BOOKING_KINDS),
      status: z.enum(BOOKING_STATUSES),
      description: z.string(),
      totalPaise: z.number().int(),
      holdExpiresAt: z.iso.datetime().nullable(),
    }),
    settlement: z.enum(DESK_SETTLEMENTS),
    /** The console's page of the booking, where the desk takes the payment. */
    staffPath: z.string(),
  })
  .meta({ id: 'DeskBooked' });
export type DeskBooked = z.infer<typeof DeskBooked>;
