import type { ImageMetadata } from 'astro';

const files = import.meta.glob<{ default: ImageMetadata }>('./demo/*.{jpg,png,webp}', { eager: true });

const byKey = new Map<string, ImageMetadata>(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/|\.[a-z]+$/g, ''), mod.default]),
);

/** The demo image stored under a key such as `room-deluxe-1`, falling back to the default room image. */
export function demoImage(key: string): ImageMetadata {
  const image = byKey.get(key) ?? byKey.get('room-default');
  if (!image) throw new Error(`No demo image named ${key}`);
  return image;
}

/** The public URL of a demo image, for API responses that islands render. */
export function demoImageUrl(key: string): string {
  return demoImage(key).src;
}

/**
 * The formats of a content picture (`<Picture {...pictureFormats} …>`): AVIF where the browser takes it (about
 * half the bytes of WebP at the same look), WebP otherwise.
 */
export const pictureFormats: { formats: ['avif']; fallbackFormat: 'webp' } = {
  formats: ['avif'],
  fallbackFormat: 'webp',
};
