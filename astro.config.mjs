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
  // The API authenticates with bearer tokens, never cookies, so a cross-site form cannot act as a guest;
  // Astro's origin check would only refuse API clients (curl, apps) posting forms or empty bodies.
  security: { checkOrigin: false },
  vite: { resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } } },
});
