export { marketingPages } from '../../scripts/marketing-pages.mjs';

/**
 * The web fonts a marketing page may fetch, bytes: Cormorant Garamond and Inter in the site's own characters (28 KB),
 * the rupee sign, and the rest of Latin where a page shows an accented letter (decision 124; it was 60 KB).
 */
export const MARKETING_FONT_BUDGET_BYTES = 42 * 1024;
