/**
 * The pages a guest books through that `npm run audit` scores beside the marketing pages (issue 14's
 * targets: performance 98+, accessibility and best practices 100). Pages behind a login keep `noindex` and are
 * scored without SEO. Dining and the banquet hall add theirs as they land.
 */
export const bookingPages = /** @type {const} */ ([
  '/room-booking',
  '/booknow',
  '/booking-details',
  '/dining-menu',
  '/menu-booking-details',
  '/events-booking',
]);

/** Booking pages scored signed in, on a booking the audit makes (`?id=` added): the checkouts of rooms and tables. */
export const signedInPages = /** @type {const} */ (['/booking-details', '/menu-booking-details']);
