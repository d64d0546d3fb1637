/**
 * The pages a guest books through that `npm run audit` scores beside the marketing pages (issue 14's
 * targets: performance 98+, accessibility and best practices 100). Pages behind a login keep `noindex` and are
 * scored without SEO. Dining and the banquet hall add theirs as they land.
 */
export const bookingPages = /** @type {const} */ ([
  '/room-booking',
  '/booknow',
  '/dining-menu',
  '/events-booking',
]);
