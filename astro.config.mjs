// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, fontProviders } from 'astro/config';
import icon from 'astro-icon';

// SITE_URL is the public origin used for canonical URLs and the sitemap.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

// The two faces, self-hosted from the @fontsource packages; Latin Extended (₹, accented names) loads only
// when a page uses it. `display: optional` with metric-matched fallbacks (written by Astro) means text never
// moves when a font arrives late (CLS 0): a slow first visit reads in the fallback, the next page in the font.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
/**
 * One file of a face: a Latin or Latin Extended subset from an @fontsource package.
 * @param {string} file package path of the .woff2
 * @param {number | string} weight
 * @param {'latin' | 'latin-ext'} subset
 * @returns {{ src: [string], weight: number | string, style: 'normal', unicodeRange: [string] }}
 */
const face = (file, weight, subset) => ({
  src: [file],
  weight,
  style: 'normal',
  unicodeRange: [subset === 'latin' ? LATIN : LATIN_EXT],
});
const cormorant = '@fontsource/cormorant-garamond/files/cormorant-garamond';
const inter = '@fontsource-variable/inter/files/inter';

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
        variants: [
          face(`${cormorant}-latin-500-normal.woff2`, 500, 'latin'),
          face(`${cormorant}-latin-ext-500-normal.woff2`, 500, 'latin-ext'),
          face(`${cormorant}-latin-600-normal.woff2`, 600, 'latin'),
          face(`${cormorant}-latin-ext-600-normal.woff2`, 600, 'latin-ext'),
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      display: 'optional',
      options: {
        variants: [
          face(`${inter}-latin-wght-normal.woff2`, '100 900', 'latin'),
          face(`${inter}-latin-ext-wght-normal.woff2`, '100 900', 'latin-ext'),
        ],
      },
    },
  ],
  // Pages carry their CSS inline: no render-blocking stylesheet request before the first paint.
  build: { inlineStylesheets: 'always' },
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    icon({ include: { mdi: ['*'] } }),
    sitemap({ filter: (page) => !/\/(api|404)/.test(page) }),
  ],
  server: { port: 4321, host: 'localhost' },
  image: { responsiveStyles: true },
  // The API authenticates with bearer tokens, never cookies, so a cross-site form cannot act as a guest;
  // Astro's origin check would only refuse API clients (curl, apps) posting forms or empty bodies.
  security: { checkOrigin: false },
  vite: { resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } } },
});
