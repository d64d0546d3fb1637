// The offers page's package prices (decision 150): read from the data at load, since an admin sets them in the
// console and the page itself is prebuilt. Each package's price a night for its party and, for the first stay it
// allows, what it comes to against the room's own price for the same nights: never a "was" price.
import { and, eq, inArray } from 'drizzle-orm';
import type { PackageCard } from '~/contracts/packages';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { lineRate } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import {
  comparePackage,
  firstPackageStay,
  isPackageExpired,
  packageBookHref,
  packageNightsWords,
  packageRoomsWords,
} from '~/lib/packages';
import { nightlyPrices } from '~/lib/rates';
import type { DbOrTx } from '../db/client';
import { rooms } from '../db/schema';
import { hotelTaxFacts } from './hotel-facts';
import { type StayPackageEntry, stayPackages } from './package-catalogue';
import { listingRates } from './rate-calendar';

const capital = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The first stay of a package against the cheapest listing of its types alone for the same nights; or null. */
async function firstStayOf(db: DbOrTx, entry: StayPackageEntry, today: IsoDate) {
  const stay = firstPackageStay(entry, today);
  if (!stay || isPackageExpired(entry.validUntil, today)) return null;
  const listings = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.active, true), inArray(rooms.roomType, [...entry.roomTypes])));
  if (listings.length === 0) return null;
  const rates = await listingRates(
    db,
    listings.map((l) => l.id),
    stay.checkIn,
    stay.checkOut,
  );
  const priced = listings
    .map((l) => ({ ...l, nights: nightlyPrices(rates.get(l.id)!.calendar, stay.checkIn, stay.checkOut) }))
    .map((l) => ({ ...l, ...comparePackage(entry, l.nights) }))
    .sort((a, b) => a.roomAlonePaise - b.roomAlonePaise);
  const cheapest = priced[0]!;
  const dates = `${formatHotelDate(stay.checkIn)} to ${formatHotelDate(stay.checkOut)}`;
  return {
    ...stay,
    roomName: cheapest.name,
    packagePaise: cheapest.packagePaise,
    roomAlonePaise: cheapest.roomAlonePaise,
    differencePaise: cheapest.differencePaise,
    words: `${dates}: ${formatInr(cheapest.packagePaise)} on the package, ${formatInr(cheapest.roomAlonePaise)} for the ${cheapest.name} alone`,
  };
}

/** Every package's card prices, in the content's order. */
export async function packageCards(db: DbOrTx, today: IsoDate): Promise<PackageCard[]> {
  const entries = await stayPackages(db);
  return Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      title: entry.title,
      guests: entry.guests,
      terms: `${capital(packageRoomsWords(entry))} · ${packageNightsWords(entry)}`,
      pricePerNightPaise: entry.pricePerNightPaise,
      // A package that bundles a boat ride or a spa ritual is a mixed supply: its rate is its highest part's.
      gst: `+ ${lineRate({ kind: 'accommodation', bundles: entry.bundles }, entry.pricePerNightPaise, hotelTaxFacts).rateBp / 100}% GST`,
      validUntil: entry.validUntil,
      expired: isPackageExpired(entry.validUntil, today),
      bookHref: packageBookHref(entry.id, entry.guests),
      firstStay: await firstStayOf(db, entry, today),
    })),
  );
}
