// The rate-plan fields of a stay package as editors write them in src/content/packages.json (decision 100): one
// zod shape the content collection checks at build and the server checks again when it reads the file. Kept apart
// from lib/packages.ts so that the pages' scripts, which use the rules, never carry zod.
import { z } from 'zod';
import { isIsoDate } from './dates';
import { WEEKDAYS } from './packages';
import { ROOM_TYPES } from './rooms';

const day = z.string().refine(isIsoDate, 'Write the date as YYYY-MM-DD');

/** The rate-plan fields of a package entry (decision 100); the card's own fields are added by the collection. */
export const packageTermsShape = {
  title: z.string().min(3),
  /** The party the package is for: its link opens the room search for them (issue 43). */
  guests: z.number().int().min(1).max(12).default(2),
  roomTypes: z.array(z.enum(ROOM_TYPES)).min(1, 'Name at least one room type (standard, deluxe or suite)'),
  pricePerNightRupees: z.number().int().positive().optional(),
  discountPercent: z.number().int().min(0).max(90),
  inclusions: z.array(z.string().min(3)).min(1).max(4, 'The card shows at most four inclusions'),
  minNights: z.number().int().min(1).max(30).default(1),
  maxNights: z.number().int().min(1).max(30).optional(),
  arrivalDays: z.array(z.enum(WEEKDAYS)).min(1).optional(),
  staysFrom: day.optional(),
  staysUntil: day.optional(),
  validUntil: day,
  checkOutTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the check-out time as HH:MM, e.g. 14:00')
    .optional(),
};

/** What is wrong with a package's terms taken together, in an editor's words. */
export function packageTermsProblems(terms: {
  minNights: number;
  maxNights?: number;
  staysFrom?: string;
  staysUntil?: string;
}): string[] {
  const problems: string[] = [];
  if (terms.maxNights !== undefined && terms.maxNights < terms.minNights)
    problems.push('maxNights cannot be fewer than minNights');
  if (terms.staysFrom && terms.staysUntil && terms.staysUntil < terms.staysFrom)
    problems.push('staysUntil cannot be before staysFrom');
  return problems;
}
