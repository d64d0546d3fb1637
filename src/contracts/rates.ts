// The rate grid of the staff console (issue 43, decision 132): each listing's price and rules night by night, and
// the revenue manager's bulk edits of them.
import { z } from 'zod';
import { isoDate, Message, notBlank, printable } from './common';

/** One night of a listing in the grid: its price, where the price comes from, and the rules on it. */
export const RateNight = z.object({
  night: z.string(),
  pricePaise: z.number().int(),
  source: z.enum(['base', 'season', 'override']).meta({ description: 'Which layer of the calendar sets it' }),
  label: z.string().nullable().meta({ description: "The season's name or the override's label" }),
  rules: z.array(z.string()).meta({ description: 'The stay rules on the night, in words' }),
});

/** Each active listing's nights [from, to). */
export const RateGrid = z
  .object({
    from: z.string(),
    to: z.string(),
    rules: z
      .array(
        z.object({
          id: z.uuid(),
          roomId: z.uuid().nullable().meta({ description: 'null: every listing' }),
          label: z.string().nullable(),
          startsOn: z.string(),
          endsOn: z.string().meta({ description: 'The night after its last' }),
          dates: z.string().meta({ description: 'Its nights in words: "24–31 December"' }),
          says: z.array(z.string()).meta({ description: 'What it does, in words' }),
          stopSell: z.boolean(),
        }),
      )
      .meta({ description: 'The stay rules that touch these nights, each once, first night first' }),
    listings: z.array(
      z.object({ id: z.uuid(), name: z.string(), roomType: z.string(), nights: z.array(RateNight) }),
    ),
  })
  .meta({ id: 'RateGrid' });
export type RateGrid = z.infer<typeof RateGrid>;

export const RateGridQuery = z.object({
  from: isoDate(),
  to: isoDate().meta({ description: 'The first night not shown (at most 62 nights after from)' }),
});

const label = (what: string) =>
  printable(
    z.string().max(80, `Keep the ${what} under 80 characters.`).regex(notBlank(1), `Name the ${what}.`),
    `The ${what}`,
  ).transform((text) => text.trim());

/**
 * A bulk edit: the chosen listings' nights [from, to) on the chosen weekdays set to a price or moved by a percentage
 * of their price now, each night an override with the edit's label.
 */
export const RateEditBody = z
  .strictObject({
    roomIds: z.array(z.uuid()).min(1, 'Choose at least one room listing.').max(50),
    from: isoDate(),
    to: isoDate(),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one day of the week.')
      .max(7)
      .meta({ description: '0 Sunday … 6 Saturday; the night of that day' }),
    pricePaise: z
      .number()
      .int()
      .min(100)
      .max(100_000_000)
      .optional()
      .meta({ description: 'The nights’ new price; give this or percent, not both' }),
    percent: z
      .number()
      .int()
      .min(-90)
      .max(500)
      .optional()
      .meta({ description: 'e.g. 10 raises each night by 10%' }),
    label: label('change'),
  })
  .meta({ id: 'RateEdit' });
export type RateEditBody = z.infer<typeof RateEditBody>;

export const RateEditAnswer = Message.extend({ nights: z.number().int() }).meta({ id: 'RateEditAnswer' });

/** A stay rule for one listing (or every one, without roomId) over the nights [startsOn, endsOn). */
export const StayRuleBody = z
  .strictObject({
    roomId: z.uuid().nullable(),
    label: label('rule').nullable(),
    startsOn: isoDate(),
    endsOn: isoDate(),
    minStay: z.number().int().min(1).max(30).nullable(),
    maxStay: z.number().int().min(1).max(30).nullable(),
    closedToArrival: z.boolean(),
    closedToDeparture: z.boolean(),
    stopSell: z.boolean(),
  })
  .meta({ id: 'StayRuleBody' });
export type StayRuleBody = z.infer<typeof StayRuleBody>;

export const StayRuleAnswer = Message.extend({ id: z.uuid() }).meta({ id: 'StayRuleAnswer' });
