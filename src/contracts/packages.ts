// Stay packages: the terms an editor writes in src/content/packages.json (checked at build by the content
// collection, and again when the server reads them) and the package a booking records.
import { z } from 'zod';
import { isIsoDate } from '~/lib/dates';
import { WEEKDAYS } from '~/lib/packages';
import { ROOM_TYPES, type RoomType } from '~/lib/rooms';

const day = z.string().refine(isIsoDate, 'Write the date as YYYY-MM-DD');

/** The rate-plan fields of a package entry (decision 100); the card's own fields are added by the collection. */
export const packageTermsShape = {
  title: z.string().min(3),
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

/** A package as the server reads src/content/packages.json: its id and its terms. */
export const StayPackageEntry = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    tag: z.string(),
    image: z.string(),
    rating: z.number(),
    ...packageTermsShape,
  })
  .superRefine((terms, ctx) => {
    for (const message of packageTermsProblems(terms)) ctx.addIssue({ code: 'custom', message });
  });
export type StayPackageEntry = z.infer<typeof StayPackageEntry>;

/** The package a room booking was made on, as it was sold: recorded on the booking, named wherever it is shown. */
export const BookedPackage = z
  .object({
    id: z.string(),
    title: z.string(),
    inclusions: z.array(z.string()),
    checkOutTime: z
      .string()
      .nullable()
      .meta({ description: "The package's check-out time (HH:MM), or null" }),
  })
  .meta({ id: 'BookedPackage' });
export type BookedPackage = z.infer<typeof BookedPackage>;

/** A package as the room search applies it (decision 100): what the island shows and sends, not what it prices. */
export interface PackageOffer {
  id: string;
  title: string;
  inclusions: string[];
  roomTypes: RoomType[];
  pricePerNightRupees?: number;
  discountPercent: number;
  /** Its rooms and nights in words: "For deluxe rooms, 2 nights, Friday to Sunday." */
  terms: string;
}
