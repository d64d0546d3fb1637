import type { APIRoute } from 'astro';

/** robots.txt, built with the site so its Sitemap line names SITE_URL's origin. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321');
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /user-profile',
    'Disallow: /booking-details',
    'Disallow: /menu-booking-details',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
