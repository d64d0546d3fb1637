/** The prebuilt marketing pages (spec §2 Landing page, Other pages) that ship no React. */
export const marketingPages = [
  '/',
  '/all-offers',
  '/about',
  '/gallery',
  '/blogs',
  '/blogs/monsoon-on-lake-pichola',
  '/contact-us',
] as const;

/** The JavaScript budget of a marketing page, gzip bytes. */
export const MARKETING_JS_BUDGET_BYTES = 10 * 1024;
