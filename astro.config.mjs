// @ts-check
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, fontProviders } from 'astro/config';
import icon from 'astro-icon';
import { cormorantVariants, interVariants } from './scripts/fonts/faces.mjs';
import { onThePlatform } from './src/islands/platform/vite-plugin.ts';
import { appModeOf } from './src/server/env.ts';
import { PAGE_DIRECTIVES } from './src/server/http/security-headers.ts';
import { ownPagePolicies, precompressBuild } from './src/server/http/static-files.ts';

// SITE_URL is the public origin used for canonical URLs and the sitemap.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

// The two faces, self-hosted and cut down from the @fontsource files (scripts/fonts/faces.mjs): a page fetches
// Latin, and the rupee sign or Latin Extended only when it uses them. `display: optional` with metric-matched
// fallbacks (written by Astro) means text never moves when a font arrives late (CLS 0): a slow first visit
// reads in the fallback, the next page in the font.
const [cormorant, inter] = await Promise.all([cormorantVariants(), interVariants()]);

// The pages carry the demo notice when built in demo mode; scripts/start.mjs reads the build's app-mode.json and
// rebuilds when the server runs in the other mode.
const appMode = appModeOf();
/** @type {import('astro').AstroIntegration} */
const recordAppMode = (() => {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'palace:app-mode',
    hooks: {
      /** @param {{ config: { outDir: URL } }} options */
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': () => {
        if (outDir)
          writeFileSync(new URL('app-mode.json', outDir), `${JSON.stringify({ APP_MODE: appMode })}\n`);
      },
    },
  };
})();

/**
 * What the build leaves for the server and the tests (decision 121): each prebuilt page's policy with its own inline
 * hashes only, brotli and gzip copies of every compressible file, and `dist/pages.json`, every page route with
 * whether it is prebuilt (the script budget test weighs every page from it).
 * @type {import('astro').AstroIntegration}
 */
const servedPrecompressed = (() => {
  /** @type {{ pattern: string; prerendered: boolean; entrypoint: string }[]} */
  let pages = [];
  /** @type {{ outDir: URL; client: URL } | undefined} */
  let out;
  return {
    name: 'palace:served-precompressed',
    hooks: {
      'astro:config:done': ({ config }) => {
        out = { outDir: config.outDir, client: config.build.client };
      },
      'astro:routes:resolved': ({ routes }) => {
        pages = routes
          .filter((route) => route.type === 'page' && route.origin === 'project')
          .map((route) => ({
            pattern: route.pattern,
            prerendered: route.isPrerendered,
            entrypoint: route.entrypoint,
          }));
      },
      'astro:build:done': ({ logger }) => {
        if (!out) return;
        writeFileSync(new URL('pages.json', out.outDir), `${JSON.stringify(pages, null, 2)}\n`);
        const policies = ownPagePolicies(fileURLToPath(out.outDir));
        const written = precompressBuild(fileURLToPath(out.client));
        logger.info(
          `page policies ${policies.before} → ${policies.after} B at most; ${written.files} files precompressed, ${written.bytes} → ${written.brotli} B (brotli)`,
        );
      },
    },
  };
})();

/**
 * `client:intent` (src/scripts/wake-on-intent.ts): the booking lists hydrate when the guest first touches, points,
 * types or scrolls, not while the page loads (docs/decisions/042-islands-wake-on-intent.md).
 * @type {import('astro').AstroIntegration}
 */
const wakeOnIntent = {
  name: 'palace:wake-on-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'intent', entrypoint: './src/scripts/wake-on-intent.ts' });
    },
  },
};

/**
 * `client:painted` (src/scripts/painted.ts): an island starts once the page has painted its first screen; and page
 * scripts as islands (src/scripts/script-island), so that the site script can wait for it too (decision 124).
 * @type {import('astro').AstroIntegration}
 */
const paintedFirst = {
  name: 'palace:painted-first',
  hooks: {
    'astro:config:setup': ({ addClientDirective, addRenderer }) => {
      addClientDirective({ name: 'painted', entrypoint: './src/scripts/painted.ts' });
      addRenderer({
        name: 'palace:page-script',
        serverEntrypoint: './src/scripts/script-island/server.ts',
      });
    },
  },
};

/**
 * A module fetched later (`import()`) has its imports preloaded with it, except those its importer already imported
 * (decision 122): those are on the page, and naming them in every lazy part's list only made each page's script
 * longer. The build's chunks are read as the bundle is written, before Vite writes the lists.
 */
const preloadOnlyWhatIsMissing = (() => {
  /** @type {Record<string, { type: string; imports?: string[] }>} */
  let bundle = {};
  /** @param {string} file @param {Set<string>} seen */
  const loaded = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports ?? []) loaded(imported, seen);
    return seen;
  };
  /** @type {(file: string, deps: string[], context: { hostId: string }) => string[]} */
  const resolveDependencies = (_file, deps, { hostId }) => {
    const onPage = loaded(hostId);
    return deps.filter((dep) => !onPage.has(dep));
  };
  return {
    /** @type {import('vite').Plugin} */
    plugin: {
      name: 'palace:preload-only-what-is-missing',
      configEnvironment(name) {
        if (name === 'client') return { build: { modulePreload: { polyfill: false, resolveDependencies } } };
      },
      generateBundle(_options, written) {
        bundle = /** @type {typeof bundle} */ (/** @type {unknown} */ (written));
      },
    },
  };
})();

export default defineConfig({
  site,
  output: 'static',
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Cormorant Garamond',
      cssVariable: '--font-cormorant',
      fallbacks: ['Georgia', 'serif'],
      display: 'optional',
      options: {
        variants: cormorant,
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      display: 'optional',
      options: {
        variants: inter,
      },
    },
  ],
  // Pages carry their CSS inline: no render-blocking stylesheet request before the first paint.
  build: { inlineStylesheets: 'always' },
  // staticHeaders: a prebuilt page's policy travels as a response header (the node adapter reads it from
  // dist/_headers.json), not a <meta>, since browsers ignore frame-ancestors in a <meta> policy.
  adapter: node({ mode: 'standalone', staticHeaders: true }),
  integrations: [
    react(),
    icon({ include: { mdi: ['*'] } }),
    sitemap({ filter: (page) => !/\/(api|404|unsubscribe|forget-invitation|verify-email|staff)/.test(page) }),
    recordAppMode,
    wakeOnIntent,
    paintedFirst,
    servedPrecompressed,
  ],
  server: { port: 4321, host: 'localhost' },
  image: {
    responsiveStyles: true,
    // AVIF at effort 2 of 9: about 12% more bytes than sharp's default effort 4, drawn five times faster (a
    // fresh build encodes some 120 AVIF files; at effort 4 that alone took over two minutes here). Astro keeps
    // encoded images in node_modules/.astro/assets whatever the settings: delete it after changing them.
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  // The API authenticates with bearer tokens, never cookies, so a cross-site form cannot act as a guest;
  // Astro's origin check would only refuse API clients (curl, apps) posting forms or empty bodies.
  // Every page's content-security policy: Astro hashes its own inline scripts and styles, so no page allows
  // inline code it did not write (src/server/http/security-headers.ts, docs/decisions/047-security-headers.md).
  // Shiki colours code blocks with style="…" attributes, which the page policy refuses; the journal has no code.
  markdown: { syntaxHighlight: false },
  security: { checkOrigin: false, csp: { directives: PAGE_DIRECTIVES } },
  vite: {
    resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
    plugins: [onThePlatform, preloadOnlyWhatIsMissing.plugin],
    build: {
      // `npm run weigh` builds with source maps to say which source each page's script bytes come from.
      sourcemap: process.env.BUILD_SOURCEMAPS === '1',
      rolldownOptions: {
        output: {
          // Two files every island page loads whole, whichever of their modules an island names first (decision
          // 122): React with its JSX runtime, and the stores the site script shares with the islands (the session
          // and the toasts). Left to the bundler, a module fetched later (the sign-in pages' API client) splits them
          // into more, smaller files, and every page pays for each file's wrapping.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/]react[\\/]/ },
              { name: 'auth', test: /src[\\/]stores[\\/]auth\.ts$/ },
              { name: 'preload-helper', test: /preload-helper/ },
              { name: 'api', test: /src[\\/]islands[\\/]api\.ts$/ },
              {
                name: 'staff',
                test: /src[\\/]islands[\\/]staff[\\/](StaffGate|StaffTable|use-staff-load|use-staff-action)\./,
              },
            ],
          },
        },
      },
    },
  },
});
