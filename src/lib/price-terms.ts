/**
 * What the site's prices are, in one phrase every page uses: the catalogue is the hotel's tariff and no GST is
 * computed or charged yet (ARCHITECTURE "Money"), so no page may say "taxes included" (issue 31, item 8).
 */
export const TAX_TERMS = 'before GST';

/** The note under a list of room or package prices. */
export const ROOM_RATE_TERMS = `Prices are per room per night, ${TAX_TERMS}.`;
