import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import favicon from '../../public/favicon.svg?raw';

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
  const image = sharp(Buffer.from(favicon), { density: (72 * size) / 48 }).resize(size, size);
  // A home-screen icon is shown square and masked by the phone: its corners are filled in the icon's maroon.
  if (size === HOME_SCREEN) image.flatten({ background: '#3d0f1c' });
  const png = await image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
