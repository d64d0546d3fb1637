// The date picker's price calendar on the wire (issue 43, decision 136): one month of dates, each with the lowest
// price of a night from it for the guest's party and the rule that closes it, if any.
import { z } from 'zod';
import { CLOSED_REASONS } from '~/lib/price-calendar';
import { GUEST_LIMITS } from '~/lib/stay';
import { numeric, recordId } from './common';

export const PriceCalendarQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month in YYYY-MM form.')
    .meta({ example: '2027-01', description: 'A month of the bookable year (this month to a year ahead)' }),
  adults: numeric(z.number().int().min(1, 'At least one adult.').max(20, 'At most 20 adults.')),
  childAges: z
    .string()
    .regex(
      /^(\d{1,2}|-)(,(\d{1,2}|-)){0,9}$/,
      'Give each child’s age in years, separated by commas (at most 10); - for an age not given.',
    )
    .optional()
    .meta({
      example: '4,9',
      description:
        "Each child's age in years (0-17), separated by commas; - for an age not given (the child rate)",
    }),
  rooms: numeric(z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max))
    .optional()
    .meta({ description: 'The rooms the party is split over (1 when left out)' }),
  roomId: recordId('room').optional().meta({ description: 'One listing only (from getrooms)' }),
});
export type PriceCalendarQuery = z.infer<typeof PriceCalendarQuery>;

export const PriceCalendarDay = z.object({
  date: z.string(),
  fromPaise: z.number().int().nullable().meta({
    description:
      'The lowest room-only price of one night from this date for the whole party (every room), before GST; null when no listing is open and free',
  }),
  available: z
    .boolean()
    .meta({ description: 'A listing that takes the party has the rooms free that night' }),
  minNights: z.number().int().meta({ description: 'The shortest stay from this date the rules allow' }),
  closed: z.enum(CLOSED_REASONS).nullable().meta({
    description:
      'Why no stay can begin on this date: out of the bookable year, a stop-sell, closed to arrival, or every room taken',
  }),
  note: z.string().nullable().meta({
    description: 'The rule in words: why the date is closed, or the minimum stay that begins there',
    example: "A stay over New Year's Eve (31 December) is at least 3 nights.",
  }),
});
export type PriceCalendarDay = z.infer<typeof PriceCalendarDay>;

export const PriceCalendar = z
  .object({ month: z.string(), days: z.array(PriceCalendarDay) })
  .meta({ id: 'PriceCalendar' });
export type PriceCalendar = z.infer<typeof PriceCalendar>;
