// The hotel's reports for its accountant (issue 44, decision 143): a month's GSTR-1, table by table.
import { z } from 'zod';
import { REVENUE_KINDS } from '~/lib/revenue';
import { isoDate } from './common';

export const GSTR1_SECTION_NAMES = [
  'b2b',
  'b2cs',
  'cdnr',
  'at',
  'atadj',
  'hsn-b2b',
  'hsn-b2c',
  'docs',
] as const;

export const Gstr1Query = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, e.g. 2026-12.')
    .optional()
    .meta({ description: 'The month (hotel dates); the last month when left out' }),
});

export const Gstr1SectionParams = z.object({
  section: z.enum(GSTR1_SECTION_NAMES).meta({ description: "The offline tool's sheet" }),
});

/** A month's GSTR-1 as the console shows it: each table with its rows and taxable value. */
export const Gstr1Return = z.object({
  month: z.string(),
  gstin: z.string().nullable().meta({ description: "The hotel's GSTIN, from the month's documents" }),
  sections: z.array(
    z.object({
      name: z.enum(GSTR1_SECTION_NAMES),
      title: z.string(),
      header: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      taxablePaise: z.number().int(),
      taxable: z.string().meta({ description: 'The taxable value in words: "₹12,500"' }),
    }),
  ),
});
export type Gstr1Return = z.infer<typeof Gstr1Return>;

// The night audit and the hotel's performance (decision 148).

const REVENUE_KIND_NAMES = REVENUE_KINDS;

/** A day's or a period's figures: rooms, occupancy, ADR, RevPAR, revenue by kind and by plan (paise, before GST). */
export const Figures = z.object({
  roomsTotal: z.number().int(),
  roomsOutOfOrder: z.number().int(),
  roomsAvailable: z.number().int(),
  roomsSold: z.number().int(),
  arrivals: z.number().int(),
  departures: z.number().int(),
  noShows: z.number().int(),
  roomRevenuePaise: z.number().int(),
  occupancyBp: z.number().int().meta({ description: 'Occupancy in basis points: 7525 is 75.25%' }),
  adrPaise: z.number().int(),
  revparPaise: z.number().int(),
  revenue: z.partialRecord(z.enum(REVENUE_KIND_NAMES), z.number().int()),
  plans: z.array(
    z.object({ plan: z.string(), roomNights: z.number().int(), revenuePaise: z.number().int() }),
  ),
});
export type Figures = z.infer<typeof Figures>;

/** Who closed a day in the night audit, and when (null while the day is open: its figures are live). */
export const ClosedBy = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const DayFigures = Figures.extend({ date: z.string(), closed: ClosedBy });
export type DayFigures = z.infer<typeof DayFigures>;

export const PerformanceQuery = z.object({
  month: Gstr1Query.shape.month.meta({
    description: 'The month by day (hotel dates); this month when left out',
  }),
});

export const PerformanceYearQuery = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'Give the year as YYYY, e.g. 2026.')
    .optional()
    .meta({ description: 'The year by month; this year when left out' }),
});

/** A month night by night, with its total. */
export const MonthPerformance = z.object({
  month: z.string(),
  days: z.array(DayFigures),
  total: Figures,
  revenueKinds: z.array(z.object({ kind: z.enum(REVENUE_KIND_NAMES), label: z.string() })),
});
export type MonthPerformance = z.infer<typeof MonthPerformance>;

/** A year month by month, with its total. */
export const YearPerformance = z.object({
  year: z.string(),
  months: z.array(Figures.extend({ month: z.string(), daysClosed: z.number().int() })),
  total: Figures,
  revenueKinds: z.array(z.object({ kind: z.enum(REVENUE_KIND_NAMES), label: z.string() })),
});
export type YearPerformance = z.infer<typeof YearPerformance>;

/** A booking row the night audit will mark a no-show. */
const NoShowToMark = z.object({
  id: z.string(),
  kind: z.enum(['room', 'table']),
  reference: z.string(),
  guestName: z.string(),
  place: z.string(),
});

/** Where the night audit stands, and what closing the next day will do. */
export const NightAuditState = z.object({
  today: z.string(),
  lastClosed: z
    .object({ date: z.string(), closedAt: z.string(), closedBy: z.string().nullable() })
    .nullable(),
  next: z
    .string()
    .nullable()
    .meta({ description: 'The day the audit closes next; null when every ended day is closed' }),
  noShows: z.array(NoShowToMark),
  preview: Figures.nullable(),
  revenueKinds: z.array(z.object({ kind: z.enum(REVENUE_KIND_NAMES), label: z.string() })),
});
export type NightAuditState = z.infer<typeof NightAuditState>;

export const NightAuditClose = z.object({
  date: isoDate().meta({ description: 'The hotel date to close: the one the audit closes next' }),
});

export const NightAuditClosed = z.object({
  message: z.string(),
  date: z.string(),
  figures: Figures,
});

/** Today's counts on the console's first screen. */
export const Dashboard = z.object({
  date: z.string(),
  arrivals: z.object({ expected: z.number().int(), arrived: z.number().int() }),
  departures: z.object({ expected: z.number().int(), left: z.number().int() }),
  inHouse: z.number().int(),
  tonight: z.object({
    roomsAvailable: z.number().int(),
    roomsSold: z.number().int(),
    roomsOutOfOrder: z.number().int(),
    occupancyBp: z.number().int(),
  }),
  tables: z.object({ parties: z.number().int(), covers: z.number().int(), seated: z.number().int() }),
  events: z.number().int(),
  hallRequestsAwaiting: z.number().int(),
  messagesFailed: z.number().int(),
  formCsDue: z.number().int(),
  nightAuditDue: z.string().nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

const wallTime = (fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM, e.g. 14:00.')
    .default(fallback);

/** A cashier's shift: a hotel date, the hours (hotel time) and whose money (the caller's, or every cashier's). */
export const CashierShiftQuery = z.object({
  date: isoDate().optional().meta({ description: 'The hotel date; today when left out' }),
  from: wallTime('00:00').meta({ description: 'The shift began (hotel time)' }),
  to: wallTime('23:59').meta({ description: 'The last minute of the shift (hotel time), included' }),
  staff: z
    .enum(['me', 'all'])
    .default('me')
    .meta({ description: "The caller's own, or every cashier's (admins)" }),
});

const DESK_METHOD_NAMES = ['cash', 'card', 'upi'] as const;

export const CashierShift = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['payment', 'refund']),
      method: z.enum(DESK_METHOD_NAMES),
      amountPaise: z.number().int(),
      reference: z.string().nullable(),
      bookingId: z.string(),
      bookingCode: z.string(),
      staffName: z.string().nullable(),
    }),
  ),
  byMethod: z.array(
    z.object({
      method: z.enum(DESK_METHOD_NAMES),
      count: z.number().int(),
      inPaise: z.number().int(),
      outPaise: z.number().int(),
      netPaise: z.number().int(),
    }),
  ),
  inPaise: z.number().int(),
  outPaise: z.number().int(),
  netPaise: z.number().int(),
});
export type CashierShift = z.infer<typeof CashierShift>;
