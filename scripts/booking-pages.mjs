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

/**
 * The rest of a guest's pages (issue 42): signing in, the reservation forms, the confirmation and the account.
 * The audit scores them too, the account and confirmation signed in.
 */
export const guestPages = /** @type {const} */ ([
  '/login',
  '/sign-in',
  '/otp-verification',
  '/dining',
  '/events',
  '/booking-confirmation',
  '/user-profile',
  '/refer-and-earn',
]);

/** Guest pages scored signed in: the account (no booking) and the confirmation (on the audit's room booking). */
export const signedInGuestPages = /** @type {const} */ ([
  '/user-profile',
  '/refer-and-earn',
  '/booking-confirmation',
]);

/** The staff console's pages the audit scores signed in as the demo's events-desk admin (desktop: the console's screens are for 1024 px and up). */
export const staffPages = /** @type {const} */ ([
  '/staff',
  '/staff/today',
  '/staff/tables',
  '/staff/halls',
  '/staff/bookings',
  '/staff/guests',
  '/staff/rooms',
  '/staff/rates',
  '/staff/messages',
  '/staff/menu',
  '/staff/catalogue/rooms',
  '/staff/people',
]);
