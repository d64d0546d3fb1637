import type { APIRoute } from 'astro';
import { faviconPng } from '~/assets/favicon';

/**
 * The site's icon where a browser looks without being told: a page links its PNG icons (favicon-[size].png.ts), but
 * a picture opened on its own (a gallery thumbnail's link) and many crawlers ask for /favicon.ico. One 32 px PNG
 * in an ICO wrapper (an ICO may carry PNG images), drawn from public/favicon.svg when the site is built.
 */
const SIZE = 32;

export const GET: APIRoute = async () => {
  const png = await faviconPng(SIZE);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6); // width
  header.writeUInt8(SIZE, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return new Response(new Uint8Array(Buffer.concat([header, png])), {
    headers: { 'content-type': 'image/x-icon' },
  });
};
