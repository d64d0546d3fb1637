// The console's list of stay packages (decision 100): rate plans kept in src/content/packages.json, shown with the
// words the site books them by. They change with the site's content, not in the console.
import type { StaffPackage } from '~/contracts/staff-catalogue';
import type { IsoDate } from '~/lib/dates';
import { formatInr, rupees } from '~/lib/money';
import { isPackageExpired, packageNightsWords, packageRoomsWords } from '~/lib/packages';
import { type StayPackageEntry, stayPackages } from '../package-catalogue';

/** A package's price in words: its own nightly rate or the room's, and its discount. */
function rateWords(entry: StayPackageEntry): string {
  const base = entry.pricePerNightRupees
    ? `${formatInr(rupees(entry.pricePerNightRupees))} a night`
    : "the room's own rate";
  return entry.discountPercent ? `${base}, ${entry.discountPercent}% off` : base;
}

/** Every package of the site with its rules in words, those still on sale first. */
export function packageSheet(today: IsoDate): StaffPackage[] {
  return stayPackages()
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      rooms: packageRoomsWords(entry),
      nights: packageNightsWords(entry),
      rate: rateWords(entry),
      inclusions: [...entry.inclusions],
      staysFrom: entry.staysFrom ?? null,
      staysUntil: entry.staysUntil ?? null,
      validUntil: entry.validUntil,
      checkOutTime: entry.checkOutTime ?? null,
      expired: isPackageExpired(entry.validUntil as IsoDate, today),
    }))
    .sort((a, b) => Number(a.expired) - Number(b.expired));
}
