import type { APIRoute, GetStaticPaths } from 'astro';
import { faviconPng } from '~/assets/favicon';

/**
 * The site's icon as PNG, drawn from public/favicon.svg when the site is built: 48 px for the browser tab, 180 px
 * (square, corners filled) for a phone's home screen. The pages link these rather than the SVG: a browser reads an
 * SVG icon by building an SVG document on the page's main thread (8–13 ms after each page load, measured on the
 * audit machine), a PNG it just decodes.
 */
const TAB = 48;
const HOME_SCREEN = 180;
export const FAVICON_SIZES = [TAB, HOME_SCREEN] as const;

export const getStaticPaths = (() =>
  FAVICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = Number(params.size);
  // A home-screen icon is shown square and masked by the phone: its corners are filled in the icon's maroon.
  const png = await faviconPng(size, size === HOME_SCREEN ? '#3d0f1c' : undefined);
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
