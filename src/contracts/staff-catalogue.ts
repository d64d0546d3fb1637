// The staff console's rooms and messages (issue 33, decisions 104 and 106): units out of service for some nights,
// and the notice outbox with a resend for a failed message.
import { z } from 'zod';
import { isoDate, Message, notBlank } from './common';
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
    reason: z
      .string()
      .max(200, 'Keep the reason under 200 characters.')
      .regex(notBlank(1), 'Say why the room is closed.')
      .transform((text) => text.trim()),
  })
  .meta({ id: 'CloseRoom' });

export const ClosureAnswer = Message.extend({ closure: RoomClosure }).meta({ id: 'ClosureAnswer' });

/** A message sent again: the server's sentence and the message as it now stands. */
export const ResentMessage = Message.extend({ notice: NoticeView }).meta({ id: 'ResentMessage' });
