import site from '../../content/site.json';

const [facts] = site;
if (!facts) throw new Error('src/content/site.json must hold the hotel entry');

/** The hotel's own times, from the same file the pages are built from (src/content/site.json). */
export const hotelTimes = { checkIn: facts.checkIn, checkOut: facts.checkOut } as const;

/** The restaurant's hours and the per-guest deposit a table without a chosen dish is held with (rupees). */
export const diningFacts = {
  hours: facts.diningHours,
  depositPerGuestRupees: facts.tableDepositPerGuest,
} as const;
