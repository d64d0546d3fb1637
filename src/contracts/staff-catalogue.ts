// The staff console's rooms and messages (issue 33, decisions 104 and 106): units out of service for some nights,
// and the notice outbox with a resend for a failed message.
import { z } from 'zod';
import { WEEKDAYS } from '~/lib/packages';
import { MEAL_PLAN_CODES } from '~/lib/party';
import { ROOM_TYPES } from '~/lib/rooms';
import { isoDate, Message, notBlank, printable } from './common';
import { NoticeView } from './notices';

/** A closure: a unit out of service for the nights [startsOn, endsOn). */
export const RoomClosure = z
  .object({
    id: z.uuid(),
    roomUnitId: z.uuid(),
    roomNumber: z.string(),
    startsOn: z.string(),
    endsOn: z.string().meta({ description: 'The first night the room is back in service' }),
    reason: z.string(),
    closedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RoomClosure' });

/** Every unit by number, whether it is in service, and its closures still to end. */
export const RoomFloor = z
  .object({
    today: z.string(),
    units: z.array(
      z.object({
        id: z.uuid(),
        roomNumber: z.string(),
        floor: z.number().int(),
        roomId: z.uuid(),
        roomName: z.string(),
        inService: z.boolean(),
        closures: z.array(RoomClosure),
      }),
    ),
  })
  .meta({ id: 'RoomFloor' });
export type RoomFloor = z.infer<typeof RoomFloor>;

/** Take a unit out of service: which, for which nights, and why (the guest never sees the reason). */
export const CloseRoomBody = z
  .strictObject({
    roomUnitId: z.uuid('Choose a room.'),
    startsOn: isoDate(),
    endsOn: isoDate(),
    // Said as the OpenAPI document can (some non-space text), then trimmed: a valid body is refused only by a rule.
    reason: printable(
      z
        .string()
        .max(200, 'Keep the reason under 200 characters.')
        .regex(notBlank(1), 'Say why the room is closed.'),
      'The reason',
      'lines',
    ).transform((text) => text.trim()),
  })
  .meta({ id: 'CloseRoom' });

export const ClosureAnswer = Message.extend({ closure: RoomClosure }).meta({ id: 'ClosureAnswer' });

/** A message sent again: the server's sentence and the message as it now stands. */
export const ResentMessage = Message.extend({ notice: NoticeView }).meta({ id: 'ResentMessage' });

/** Numbered rooms added to a listing: every number it now has. */
export const RoomUnitsAdded = Message.extend({ roomNumbers: z.array(z.string()) }).meta({
  id: 'RoomUnitsAdded',
});

/** A stay package as the console lists it (decision 150): its price and rules as data, its words as content. */
export const StaffPackage = z
  .object({
    id: z.string(),
    title: z.string(),
    rooms: z.string().meta({ example: 'deluxe rooms or suites' }),
    nights: z.string().meta({ example: '2 nights, Friday to Sunday' }),
    rate: z.string().meta({ example: '₹12,580 a night for 2 guests' }),
    gst: z.string().meta({ example: '18%, SAC 996311: mixed (with spa, recreation)' }),
    inclusions: z.array(z.string()),
    guests: z.number().int(),
    roomTypes: z.array(z.enum(ROOM_TYPES)),
    price: z.number().meta({ description: 'Rupees a room a night for its party' }),
    minNights: z.number().int(),
    maxNights: z.number().int().nullable(),
    arrivalDays: z.array(z.enum(WEEKDAYS)),
    mealPlan: z.enum(MEAL_PLAN_CODES),
    staysFrom: z.string().nullable(),
    staysUntil: z.string().nullable(),
    validUntil: z.string(),
    checkOutTime: z.string().nullable(),
    expired: z.boolean(),
  })
  .meta({ id: 'StaffPackage' });
export type StaffPackage = z.infer<typeof StaffPackage>;

export const StaffPackageList = z
  .object({ packages: z.array(StaffPackage) })
  .meta({ id: 'StaffPackageList' });

/** A package's price and rules as an admin sets them in the console (decision 150); its words stay content. */
export const StaffPackageBody = z
  .strictObject({
    price: z
      .number()
      .int('Set the price in whole rupees.')
      .min(1, 'The price must be at least ₹1.')
      .max(5_00_000, 'The price must be at most ₹5,00,000.')
      .meta({
        description: 'Rupees a room a night for its party, everything it includes with it, before GST',
      }),
    guests: z
      .number()
      .int()
      .min(1, 'A package is for at least 1 guest.')
      .max(12, 'A package is for at most 12 guests.'),
    roomTypes: z
      .array(z.enum(ROOM_TYPES, 'Choose standard, deluxe or suite.'))
      .min(1, 'Choose at least one room type.'),
    minNights: z.number().int().min(1, 'A stay is at least 1 night.').max(30, 'A stay is at most 30 nights.'),
    maxNights: z
      .number()
      .int()
      .min(1, 'A stay is at least 1 night.')
      .max(30, 'A stay is at most 30 nights.')
      .nullable(),
    arrivalDays: z.array(z.enum(WEEKDAYS, 'Name a day of the week, e.g. Friday.')),
    staysFrom: isoDate().nullable(),
    staysUntil: isoDate().nullable(),
    validUntil: isoDate(),
    checkOutTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the check-out time as HH:MM, e.g. 14:00.')
      .nullable(),
    mealPlan: z.enum(MEAL_PLAN_CODES, 'Choose EP, CP, MAP or AP.'),
  })
  .meta({
    id: 'StaffPackageUpdate',
    description:
      'The rules taken together are checked by the server (src/lib/package-terms.ts), naming the field.',
  });
export type StaffPackageBody = z.infer<typeof StaffPackageBody>;

export const StaffPackageAnswer = Message.extend({ package: StaffPackage }).meta({
  id: 'StaffPackageAnswer',
});
export type StaffPackageAnswer = z.infer<typeof StaffPackageAnswer>;
