export { marketingPages } from '../../scripts/marketing-pages.mjs';

/** The JavaScript budget of a marketing page, gzip bytes. */
export const MARKETING_JS_BUDGET_BYTES = 8 * 1024;

/** The web fonts a marketing page may fetch, bytes: Cormorant Garamond and Inter in Latin, and the rupee sign. */
export const MARKETING_FONT_BUDGET_BYTES = 60 * 1024;
