// The rooms chart and housekeeping (issue 44, decision 144): rooms by date with their stays and closures, a stay
// moved to another room, and each room's cleanliness.
import { z } from 'zod';
import { HOUSEKEEPING_STATUSES } from '~/lib/housekeeping';
import { isoDate, Message, notBlank, printable, wordOf } from './common';

/** The longest stretch the chart reads at once, in days. */
export const CHART_MAX_DAYS = 31;

export const ChartQuery = z.object({
  from: isoDate().optional().meta({ description: "The first date shown (the hotel's today by default)" }),
  days: z.coerce.number().int().min(1).max(CHART_MAX_DAYS).optional().meta({ description: 'Default 14' }),
});

const RoomConditionValue = z.enum([...HOUSEKEEPING_STATUSES, 'out_of_order']);

/** A stay's room on the chart: its nights, guest and reference, where it stands. */
export const ChartStay = z
  .object({
    id: z.uuid().meta({ description: "The room's row: /staff/booking?id= opens it" }),
    reference: z.string(),
    guestName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    standing: z.enum(['held', 'confirmed', 'in_house', 'checked_out', 'no_show']),
    bookedAs: z.string().meta({ description: 'The room type the stay was sold as (its price is that one)' }),
    bookedRoomId: z.uuid(),
    totalPaise: z.number().int(),
  })
  .meta({ id: 'ChartStay' });
export type ChartStay = z.infer<typeof ChartStay>;

export const ChartClosure = z
  .object({ id: z.uuid(), startsOn: z.string(), endsOn: z.string(), reason: z.string() })
  .meta({ id: 'ChartClosure' });

/** One room unit: its number, condition today, closures and stays within the chart's dates. */
export const ChartUnit = z
  .object({
    id: z.uuid(),
    roomNumber: z.string(),
    floor: z.number().int(),
    inService: z.boolean(),
    condition: RoomConditionValue,
    housekeeping: z.enum(HOUSEKEEPING_STATUSES),
    closures: z.array(ChartClosure),
    stays: z.array(ChartStay),
  })
  .meta({ id: 'ChartUnit' });
export type ChartUnit = z.infer<typeof ChartUnit>;

export const RoomsChart = z
  .object({
    from: z.string(),
    days: z.number().int(),
    today: z.string(),
    moveAcrossTypes: z.boolean().meta({ description: 'Whether a stay may move to a room of another type' }),
    listings: z.array(z.object({ id: z.uuid(), name: z.string(), units: z.array(ChartUnit) })),
  })
  .meta({ id: 'RoomsChart' });
export type RoomsChart = z.infer<typeof RoomsChart>;

/** Move one room of a stay to another unit, for all its nights; the price stays as booked. */
export const RoomMoveBody = z
  .strictObject({
    stayId: z.uuid('Choose the stay to move.'),
    roomUnitId: z.uuid('Choose the room to move it to.'),
  })
  .meta({ id: 'RoomMove' });

export const RoomSwapBody = z
  .strictObject({
    stayId: z.uuid('Choose the stay to move.'),
    otherStayId: z.uuid('Choose the stay to swap rooms with.'),
  })
  .refine((b) => b.stayId !== b.otherStayId, {
    message: 'Choose another stay to swap rooms with.',
    path: ['otherStayId'],
  })
  .meta({ id: 'RoomSwap' });

export const RoomsSwapped = Message.extend({ stayIds: z.array(z.uuid()) }).meta({ id: 'RoomsSwapped' });

export const RoomMoved = Message.extend({ stayId: z.uuid(), roomNumber: z.string() }).meta({
  id: 'RoomMoved',
});

/** One unit as housekeeping reads it: its condition, whether anyone is in it today, and since when. */
export const HousekeepingUnit = z
  .object({
    id: z.uuid(),
    roomNumber: z.string(),
    floor: z.number().int(),
    listing: z.string(),
    condition: RoomConditionValue,
    housekeeping: z.enum(HOUSEKEEPING_STATUSES),
    changedAt: z.string().nullable().meta({ description: "On the hotel's clock" }),
    occupancy: z.enum(['vacant', 'occupied', 'arriving', 'departing', 'turnover']),
    closure: ChartClosure.nullable(),
  })
  .meta({ id: 'HousekeepingUnit' });
export type HousekeepingUnit = z.infer<typeof HousekeepingUnit>;

export const HousekeepingBoard = z
  .object({ today: z.string(), units: z.array(HousekeepingUnit) })
  .meta({ id: 'HousekeepingBoard' });
export type HousekeepingBoard = z.infer<typeof HousekeepingBoard>;

export const HousekeepingMark = z
  .strictObject({ status: wordOf(HOUSEKEEPING_STATUSES) })
  .meta({ id: 'HousekeepingMark' });

/** Out of order from today until `until` (the first night back in service), and why. */
export const OutOfOrderBody = z
  .strictObject({
    until: isoDate(),
    reason: printable(
      z
        .string()
        .max(200, 'Keep the reason under 200 characters.')
        .regex(notBlank(1), 'Say why the room is out of order.'),
      'The reason',
      'lines',
    ).transform((text) => text.trim()),
  })
  .meta({ id: 'OutOfOrder' });

export const HousekeepingMarked = Message.extend({ unit: HousekeepingUnit }).meta({
  id: 'HousekeepingMarked',
});
