import { type PageScript, pageScript } from './script-island/server';

// The dining menu's page script (decision 130): the menu is the server's HTML with no island, and what answers on it
// (./dining-menu-part.ts) is fetched once the first screen is painted, as the site script fetches a page's parts
// (decision 121), when the browser imports this module.

/**
 * The menu's `<DiningMenuScript client:painted />`. Only the server renders it (as nothing); in the browser the island
 * element imports this module and draws nothing with its export, so the browser's copy is left without one (the
 * page-script helper would otherwise become a file of its own, on every page with the site script).
 */
export const DiningMenuScript = import.meta.env.SSR ? pageScript() : (null as unknown as PageScript);

if (typeof document !== 'undefined') import('./dining-menu-part').then((m) => m.startDiningMenu());
