import { z } from 'zod';
import entries from '~/content/packages.json';
import type { BookedPackage, PackageOffer } from '~/contracts/packages';
import { packageTermsProblems, packageTermsShape } from '~/lib/package-terms';
import { packageNightsWords, packageRate, packageRoomsWords } from '~/lib/packages';
import type { RoomType } from '~/lib/rooms';

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

// The stay packages editors keep in src/content/packages.json, read once with the schema the build checks them
// with (decision 100): a package the site shows is a rate plan the server books with, by its entry's `id`.
const catalogue: ReadonlyMap<string, StayPackageEntry> = new Map(
  StayPackageEntry.array()
    .parse(entries)
    .map((entry) => [entry.id, entry]),
);

/** Every package of the site, expired ones included. */
export const stayPackages = (): StayPackageEntry[] => [...catalogue.values()];

/** The package with this id, or undefined when the site has none by that name. */
export const stayPackageNamed = (id: string): StayPackageEntry | undefined => catalogue.get(id);

/** The package as a booking records it: what was sold, kept as it was even if the content changes later. */
export const bookedPackage = (entry: StayPackageEntry): BookedPackage => ({
  id: entry.id,
  title: entry.title,
  inclusions: [...entry.inclusions],
  checkOutTime: entry.checkOutTime ?? null,
});

/** The package as the room search shows it and books it: its terms in words and its rate in each listing. */
export const packageOffer = (
  entry: StayPackageEntry,
  listings: readonly { id: string; roomType: RoomType; pricePaise: number }[],
): PackageOffer => ({
  id: entry.id,
  title: entry.title,
  inclusions: [...entry.inclusions],
  roomTypes: [...entry.roomTypes],
  terms: `For ${packageRoomsWords(entry)}, ${packageNightsWords(entry)}.`,
  nightlyPaise: Object.fromEntries(
    listings
      .filter((l) => entry.roomTypes.includes(l.roomType))
      .map((l) => [l.id, packageRate(entry, l.pricePaise).nightlyPaise]),
  ),
});
