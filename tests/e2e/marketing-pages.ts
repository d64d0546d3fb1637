export { marketingPages } from '../../scripts/marketing-pages.mjs';

/** The web fonts a marketing page may fetch, bytes: Cormorant Garamond and Inter in Latin, and the rupee sign. */
export const MARKETING_FONT_BUDGET_BYTES = 60 * 1024;
