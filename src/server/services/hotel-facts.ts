import site from '../../content/site.json';

const [facts] = site;
if (!facts) throw new Error('src/content/site.json must hold the hotel entry');

/** The hotel's own times, from the same file the pages are built from (src/content/site.json). */
export const hotelTimes = { checkIn: facts.checkIn, checkOut: facts.checkOut } as const;
