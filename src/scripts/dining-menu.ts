import type { PageScript } from './script-island/server';

// The dining menu's page script (decision 130): the menu is the server's HTML with no island, and what answers on it
// (./dining-menu-part.ts) is fetched once the first screen is painted, as the site script fetches a page's parts
// (decision 121), when the browser imports this module.

/**
 * The menu's `<DiningMenuScript client:painted />`: what `pageScript()` makes, on the server only. In the browser the
 * island element imports this module and draws nothing with its export, so the browser's copy has none; and the
 * helper is not imported here, since a second module calling it keeps the bundler from inlining it into the site
 * script (8 B more on every page).
 */
export const DiningMenuScript = (
  import.meta.env.SSR ? Object.assign(() => null, { pageScript: true as const }) : null
) as PageScript;

if (typeof document !== 'undefined') import('./dining-menu-part').then((m) => m.startDiningMenu());
