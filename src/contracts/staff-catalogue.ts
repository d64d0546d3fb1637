// The staff console's rooms and messages (issue 33, decisions 104 and 106): units out of service for some nights,
// and the notice outbox with a resend for a failed message.
import { z } from 'zod';
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

/** A stay package as the console lists it (decision 100): its rate plan in words, edited in src/content/packages.json. */
export const StaffPackage = z
  .object({
    id: z.string(),
    title: z.string(),
    rooms: z.string().meta({ example: 'deluxe rooms or suites' }),
    nights: z.string().meta({ example: '2 nights, Friday to Sunday' }),
    rate: z.string().meta({ example: '₹18,000 a night, 10% off' }),
    inclusions: z.array(z.string()),
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
