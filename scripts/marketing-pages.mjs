/**
 * The prebuilt marketing pages (spec §2 Landing page, Other pages) that ship no React: the pages
 * `npm run audit` runs Lighthouse on and the budget tests weigh.
 */
export const marketingPages = /** @type {const} */ ([
  '/',
  '/all-offers',
  '/about',
  '/gallery',
  '/blogs',
  '/blogs/monsoon-on-lake-pichola',
  '/contact-us',
  '/policies',
  '/policies/privacy-notice',
  '/policies/terms-of-booking',
  '/policies/cancellation-and-refunds',
  '/policies/house-policies',
]);
