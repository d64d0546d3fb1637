import type { ImageMetadata } from 'astro';
import { uploadedPhotoUrl } from '~/lib/menu-photos';

type ImageModules = Record<string, { default: ImageMetadata }>;

const demoFiles: ImageModules = import.meta.glob('./demo/*.{jpg,png,webp}', { eager: true });
/** An editor's photograph, named like the picture it replaces (README, "Pictures"): it wins over the drawing. */
const editorFiles: ImageModules = import.meta.glob('../content/pictures/*.{jpg,jpeg,png,webp,avif}', {
  eager: true,
});

/** The picture of each key (the file name without its extension): a file in a later folder wins. */
export function picturesByKey(...folders: ImageModules[]): Map<string, ImageMetadata> {
  const byKey = new Map<string, ImageMetadata>();
  for (const files of folders)
    for (const [path, mod] of Object.entries(files))
      byKey.set(path.replace(/^.*\/|\.[a-z]+$/g, ''), mod.default);
  return byKey;
}

const byKey = picturesByKey(demoFiles, editorFiles);

/** The picture stored under a key such as `room-deluxe-1`, falling back to the default room image. */
export function demoImage(key: string): ImageMetadata {
  const image = byKey.get(key) ?? byKey.get('room-default');
  if (!image) throw new Error(`No demo image named ${key}`);
  return image;
}

/** The public URL of a demo image (or of a photo uploaded in the console), for API responses islands render. */
export function demoImageUrl(key: string): string {
  return uploadedPhotoUrl(key) ?? demoImage(key).src;
}

/**
 * The formats of a content picture (`<Picture {...pictureFormats} …>`): AVIF where the browser takes it (about
 * half the bytes of WebP at the same look), WebP otherwise.
 */
export const pictureFormats: { formats: ['avif']; fallbackFormat: 'webp' } = {
  formats: ['avif'],
  fallbackFormat: 'webp',
};
