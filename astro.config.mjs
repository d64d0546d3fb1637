// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import icon from 'astro-icon';

// SITE_URL is the public origin used for canonical URLs and the sitemap.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    icon({ include: { mdi: ['*'] } }),
    sitemap({ filter: (page) => !/\/(api|404)/.test(page) }),
  ],
  server: { port: 4321, host: 'localhost' },
  image: { responsiveStyles: true },
  vite: { resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } } },
});
