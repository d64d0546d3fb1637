// The stay packages (decision 150): each one's price and rules are data (stay_packages, edited by the hotel's admins
// in the console); its words are content (src/content/packages.json), keyed by the same id. This is the one reader:
// the booking rules, the room search, the offers page's prices, favorites and the console read packages here.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import entries from '~/content/packages.json';
import type { BookedPackage, PackageOffer } from '~/contracts/packages';
import type { IsoDate } from '~/lib/dates';
import type { SupplyKind } from '~/lib/gst';
import { type PackageTerms, packageNightsWords, packageRoomsWords, type Weekday } from '~/lib/packages';
import type { MealPlanCode } from '~/lib/party';
import type { RoomType } from '~/lib/rooms';
import type { DbOrTx } from '../db/client';
import { stayPackages as stayPackageRows } from '../db/schema';

/** A package's words as editors keep them in src/content/packages.json (checked by the content schema too). */
export const PackageWords = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  order: z.number().int(),
  tag: z.string(),
  title: z.string().min(3),
  image: z.string(),
  imageAlt: z.string().min(5),
  rating: z.number().min(0).max(5),
  inclusions: z.array(z.string().min(3)).min(1).max(4),
});
export type PackageWords = z.infer<typeof PackageWords>;

const words: ReadonlyMap<string, PackageWords> = new Map(
  PackageWords.array()
    .parse(entries)
    .map((entry) => [entry.id, entry]),
);

/** A package as the server sells it: its words from the content and its price and rules from the data. */
export type StayPackageEntry = PackageWords & PackageTerms;

type Row = typeof stayPackageRows.$inferSelect;

/** A row's terms in the rules' shape (absent where the row has none). */
function termsOf(row: Row, title: string, inclusions: readonly string[]): PackageTerms {
  return {
    title,
    inclusions,
    guests: row.guests,
    roomTypes: row.roomTypes as RoomType[],
    pricePerNightPaise: row.pricePerNightPaise,
    minNights: row.minNights,
    ...(row.maxNights !== null ? { maxNights: row.maxNights } : {}),
    ...(row.arrivalDays.length > 0 ? { arrivalDays: row.arrivalDays as Weekday[] } : {}),
    ...(row.staysFrom ? { staysFrom: row.staysFrom as IsoDate } : {}),
    ...(row.staysUntil ? { staysUntil: row.staysUntil as IsoDate } : {}),
    validUntil: row.validUntil as IsoDate,
    ...(row.checkOutTime ? { checkOutTime: row.checkOutTime } : {}),
    mealPlan: row.mealPlan as MealPlanCode,
    bundles: row.bundles as SupplyKind[],
  };
}

/** A package with its words, or undefined for a row the content has no words for (it is not shown or sold). */
function entryOf(row: Row): StayPackageEntry | undefined {
  const w = words.get(row.id);
  return w ? { ...w, ...termsOf(row, w.title, w.inclusions), inclusions: w.inclusions } : undefined;
}

/** Every package with words and data, expired ones included, in the content's order. */
export async function stayPackages(db: DbOrTx): Promise<StayPackageEntry[]> {
  const rows = await db.select().from(stayPackageRows).orderBy(asc(stayPackageRows.id));
  return rows
    .map(entryOf)
    .filter((e): e is StayPackageEntry => e !== undefined)
    .sort((a, b) => a.order - b.order);
}

/** The package with this id, or undefined when the site has none by that name. */
export async function stayPackageNamed(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<StayPackageEntry | undefined> {
  const query = db.select().from(stayPackageRows).where(eq(stayPackageRows.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? entryOf(row) : undefined;
}

/** The words of a package by its id (the console's titles), or undefined. */
export const packageWordsOf = (id: string) => words.get(id);

/** The package as a booking records it: what was sold, kept as it was even if the content or data change later. */
export const bookedPackage = (entry: StayPackageEntry): BookedPackage => ({
  id: entry.id,
  title: entry.title,
  inclusions: [...entry.inclusions],
  checkOutTime: entry.checkOutTime ?? null,
});

/**
 * The package as the room search shows it and books it: its terms in words, its price a night in each listing of its
 * types, and, for the nights searched, each listing's own price for them beside the package's (decision 150).
 */
export const packageOffer = (
  entry: StayPackageEntry,
  listings: readonly {
    id: string;
    roomType: RoomType;
    stayNightlyPaise?: number[] | null;
    pricePaise: number;
  }[],
): PackageOffer => ({
  id: entry.id,
  title: entry.title,
  inclusions: [...entry.inclusions],
  roomTypes: [...entry.roomTypes],
  guests: entry.guests,
  mealPlan: entry.mealPlan,
  terms: `For ${packageRoomsWords(entry)}, ${packageNightsWords(entry)}.`,
  nightlyPaise: Object.fromEntries(
    listings.filter((l) => entry.roomTypes.includes(l.roomType)).map((l) => [l.id, entry.pricePerNightPaise]),
  ),
  roomAlonePaise: Object.fromEntries(
    listings
      .filter((l) => entry.roomTypes.includes(l.roomType))
      .map((l) => [l.id, (l.stayNightlyPaise ?? [l.pricePaise]).reduce((sum, p) => sum + p, 0)]),
  ),
});
