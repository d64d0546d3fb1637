import site from '~/content/site.json';
import type { HotelTaxFacts } from '~/lib/hotel-tax';
import type { ChildAgeBands } from '~/lib/party';

const [facts] = site;
if (!facts) throw new Error('src/content/site.json must hold the hotel entry');

/** The hotel's own times, from the same file the pages are built from (src/content/site.json). */
export const hotelTimes = { checkIn: facts.checkIn, checkOut: facts.checkOut } as const;

/** The hotel as its messages name it: name, address, contact and dining hours (src/content/site.json). */
export const hotelFacts = {
  name: facts.name,
  shortName: facts.shortName,
  address: facts.address,
  addressLine: [
    facts.address.street,
    facts.address.city,
    `${facts.address.region} ${facts.address.postalCode}`,
    facts.address.country,
  ].join(', '),
  geo: facts.geo,
  phone: facts.phone,
  email: facts.email,
  diningHours: facts.diningHours,
} as const;

/** The per-guest deposit a table without a chosen dish is held with (rupees). */
export const diningFacts = { depositPerGuestRupees: facts.tableDepositPerGuest } as const;

/** The hotel's child age bands (decision 133): ages 0-5 stay free, 6-11 at the child rate, 12 on as adults. */
export const childAgeBands: ChildAgeBands = facts.childAges;

/** The hotel's GST registration and premises status, as its tax documents print them (src/content/site.json). */
export const hotelTaxFacts: HotelTaxFacts = facts.tax;
