// Browser-safe building blocks of the wire contract: plain zod, with OpenAPI names and examples in `.meta()`.
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_STATUSES } from '~/lib/bookings';
import { isIsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import {
  PRINTABLE_LINE,
  PRINTABLE_LINES,
  printableNotBlankPattern,
  unprintableRefusal,
} from '~/lib/printable-text';

/** A hotel calendar date in YYYY-MM-DD form. */
export const isoDate = () =>
  z
    .string()
    .refine(isIsoDate, 'Use a real date in YYYY-MM-DD form.')
    .meta({ example: '2026-12-24', format: 'date' });

/**
 * A refinement's options for a check the OpenAPI document can only say in words (one field against another, a
 * date against the calendar): its refusal is a rule's, not the shape's (`refusedBy` is left off the error).
 */
export const rule = (message: string, path?: string[]) => ({ message, path, params: { rule: true } });

/**
 * Text a person types, read trimmed: at least `min` characters between its first and last that are not spaces,
 * said as a pattern the document shows (a blank "  " passes `minLength` but not this).
 */
export const notBlank = (min = 1) => (min <= 1 ? /\S/ : new RegExp(`\\S[\\s\\S]{${min - 2},}\\S`));

/** The `min` of a `notBlank(min)` pattern, or null for any other. */
function notBlankMin(pattern: RegExp): number | null {
  if (pattern.source === notBlank(1).source) return 1;
  const between = /^\\S\[\\s\\S\]\{(\d+),\}\\S$/.exec(pattern.source);
  return between ? Number(between[1]) + 2 : null;
}

/**
 * Free text that reaches a tax document, a message or the staff console (decision 114): refused, naming the field in
 * words (`what`, "The billing name"), when it carries a control character or a bidirectional override. `lines` keeps
 * the newlines of an address or a note. Apply it to the string before `.optional()` or a transform. The document
 * shows one pattern a field, so a field already held to `notBlank` shows the two joined in one.
 */
export function printable<T extends z.ZodString>(text: T, what: string, lines?: 'lines'): T {
  const checked = text.regex(lines ? PRINTABLE_LINES : PRINTABLE_LINE, unprintableRefusal(what));
  const own = text._zod.def.checks
    ?.map((check) => check._zod.def as { check: string; format?: string; pattern?: unknown })
    .find((def) => def.format === 'regex' && def.pattern instanceof RegExp);
  if (!own) return checked as T;
  const min = notBlankMin(own.pattern as RegExp);
  // Any other pattern of its own could not be shown joined to this one: say so where the contract is written.
  if (min === null)
    throw new Error(`printable(): ${what} has a pattern the document cannot join to this one.`);
  return checked.meta({ pattern: printableNotBlankPattern(min, Boolean(lines)) }) as T;
}

/** A record id (uuid) in a path or body. */
export const recordId = (what: string) => z.uuid(`Not a valid ${what} id.`);

/** A path parameter `id` naming a record. */
export const idParams = (what: string) =>
  z.object({ id: recordId(what).meta({ param: { name: 'id', in: 'path' } }) });

/** A decimal numeral as a form sends a number: "4", "745", "745.50", "-1"; no plus sign, exponent or separators. */
const NUMERAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number the client may also send as its numeral in text, as forms do (decision 092): "4" is read as 4 and
 * then checked by `schema`; any other text, an empty string, true or null is left as it is, so `schema` refuses
 * it with its own message, naming the field. Wrap the whole number (`.optional()`, `.default()` outside).
 */
export function numeric<T extends z.ZodType<number>>(schema: T) {
  const own = schema.meta()?.description;
  const sent = 'Sent as a number, or as its numeral in text ("4")';
  return z
    .preprocess(
      (value: z.input<T> | string) =>
        typeof value === 'string' && NUMERAL.test(value) ? Number(value) : value,
      schema,
    )
    .meta({ description: own ? `${own}. ${sent}` : sent });
}

/** The largest value a PostgreSQL `integer` column holds. */
export const STORED_INTEGER_MAX = 2_147_483_647;

/** A whole number bound for an `integer` column: past its range it is a 400 naming the field, not a database error. */
export const storedInteger = () =>
  z
    .number()
    .int()
    .max(STORED_INTEGER_MAX, `Use a number up to ${STORED_INTEGER_MAX.toLocaleString('en-IN')}.`);

// A sum a client made in floating point (1 + 0.1 + 0.2) may miss whole paise by a hair; anything finer is refused.
const PAISE_TOLERANCE = 1e-6;

/**
 * A price in rupees as an admin (or a page) sends it: whole rupees or rupees and paise, at least ₹1 and at most
 * `max` rupees, so that it never rounds to 0 or 1 paise. `what` begins each refusal ("The price"). The server
 * turns it into paise with `rupees()` (src/lib/money.ts). Decision 093.
 */
export const rupeePrice = (max: number, what = 'The price') =>
  z
    .number()
    .positive(`${what} must be above zero.`)
    .min(1, `${what} must be at least ₹1.`)
    .max(max, `${what} must be at most ${formatInr(max * 100)}.`)
    .meta({ multipleOf: 0.01 })
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < PAISE_TOLERANCE,
      `${what} is in rupees and paise: use at most two decimals.`,
    );

/**
 * A supplement in rupees that may be nothing (an extra guest who pays no more, a child who eats free): ₹0 up to `max`
 * rupees, in rupees and paise as `rupeePrice`.
 */
export const rupeeSupplement = (max: number, what: string) =>
  z
    .number()
    .min(0, `${what} cannot be below zero.`)
    .max(max, `${what} must be at most ${formatInr(max * 100)}.`)
    .meta({ multipleOf: 0.01 })
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < PAISE_TOLERANCE,
      `${what} is in rupees and paise: use at most two decimals.`,
    );

/** An amount of money in paise (the exact figure beside every rupee field). */
export const paise = () => z.number().int().nonnegative();

/** A booking's state: held for payment, paid, cancelled, lapsed, or stayed/eaten/held. */
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** The kinds of booking the hotel takes. */
export const BookingKindName = z.enum(BOOKING_KINDS);
export type BookingKindName = z.infer<typeof BookingKindName>;

/**
 * One of a list of words, in any case ("Cancelled", "CONFIRMED"): read as the list writes it. Clients type status
 * words by hand; the document lists the words and says the case does not matter.
 */
export const wordOf = <const T extends readonly [string, ...string[]]>(words: T) => {
  // A pattern any JSON-Schema reader understands: each letter in either case (no regex flags in the document).
  const anyCase = (word: string) =>
    [...word].map((ch) => (/[a-z]/i.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch)).join('');
  return z
    .string()
    .regex(new RegExp(`^\\s*(${words.map(anyCase).join('|')})\\s*$`), `Use one of ${words.join(', ')}.`)
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.enum(words))
    .meta({ description: `One of ${words.join(', ')} (in any case)` });
};

/** The one error shape of every refusal. */
export const ErrorBody = z
  .object({
    message: z.string().meta({
      example: 'Enter a valid mobile number.',
      description: 'For the guest: names a field in words, never by its name on the wire',
    }),
    code: z.string().meta({ example: 'VALIDATION_FAILED' }),
    requestId: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({
        example: { phone: 'Enter a valid mobile number.' },
        description: 'Each refused field by its wire name',
      }),
    nearestStay: z
      .object({ checkIn: z.string(), checkOut: z.string() })
      .optional()
      .meta({
        example: { checkIn: '2026-12-30', checkOut: '2027-01-02' },
        description:
          'With STAY_RULE_UNMET: the nearest stay the listing’s rules allow (the fewest days moved), when one is within two weeks',
      }),
    refusedBy: z
      .literal('schema')
      .optional()
      .meta({
        description:
          "Present when the request's shape broke this document (a field missing, of the wrong type, format or " +
          'range); absent when a well-formed request broke a rule the document cannot say (a past date, a full room).',
      }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A plain acknowledgement. */
export const Message = z.object({ message: z.string() }).meta({ id: 'Message' });

/**
 * What a code's conditions (minimum rooms and nights, dates) are judged on when a page asks about a code before
 * booking: the room count and the dates it has chosen. Each is optional; what is not sent is not judged.
 */
export const bookedFactsFields = {
  num_rooms: numeric(z.number().int().min(1, 'Choose at least one room.').max(50, 'Choose at most 50 rooms.'))
    .optional()
    .meta({ description: 'Rooms booked together' }),
  check_in_date: isoDate().optional().meta({ description: 'Arrival, or the day of a table or an event' }),
  check_out_date: isoDate().optional().meta({ description: 'Departure, for a stay' }),
};

/**
 * Why a staff member acts (a decline the guest reads, an override, a coins adjustment): kept in the audit, at most
 * 500 characters.
 */
export const staffReason = () =>
  printable(
    z
      .string()
      .max(500, 'Keep the reason under 500 characters.')
      .regex(notBlank(3), 'Give a reason of a few words.'),
    'The reason',
    'lines',
  )
    .transform((text) => text.trim())
    .meta({ description: 'Why, in words the audit keeps (and a guest may read)' });
