// The build's helper for a lazy part (`import()`) with imports of its own (decision 127): it names them to the
// browser as module preloads, so they arrive with the part rather than after it. Vite's own helper (880 B of gzip
// on every page with a lazy part) also loads stylesheets, reads a CSP nonce, falls back to `preload` and raises
// `vite:preloadError`; every page's style is inline, the policy uses hashes, and the browsers the site supports
// know `modulepreload`. ./vite-plugin.ts serves this file in its place.
const named = new Set();

/** @param {() => Promise<unknown>} load @param {string[] | undefined} imports */
export const __vitePreload = (load, imports) => {
  for (const file of imports ?? []) {
    if (named.has(file)) continue;
    named.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    document.head.append(link);
  }
  return load();
};
