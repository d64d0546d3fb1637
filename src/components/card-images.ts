import { getImage } from 'astro:assets';
import { demoImage } from '~/assets/images';
import type { CardImage } from '~/islands/ui/card-image';
import { uploadedPhotoUrl } from '~/lib/menu-photos';

/** How a list draws its cards' pictures: the widths offered, and the box (the card's shape) they are cut to. */
export interface CardShape {
  widths: readonly number[];
  width: number;
  height: number;
}

/**
 * The card pictures of a page rendered on request, one per demo image key: each width cut to the card's shape
 * (a square dish photo shown at 3:2 would send a third of its pixels for nothing), in AVIF for the browsers that
 * take it (about half of WebP's bytes at the same look) and WebP otherwise. On a phone the first cards' pictures
 * load during the first paint, sharing the line with the banner, so their bytes are the page's largest paint.
 */
export async function cardImages(
  keys: Iterable<string>,
  shape: CardShape,
): Promise<Record<string, CardImage>> {
  const images: Record<string, CardImage> = {};
  for (const key of new Set(keys)) {
    // A photo uploaded in the console is already a bounded WebP served by the API: the card shows it as it is.
    if (uploadedPhotoUrl(key)) continue;
    const options = {
      src: demoImage(key),
      widths: [...shape.widths],
      width: shape.width,
      height: shape.height,
    };
    const [avif, webp] = await Promise.all([
      getImage({ ...options, format: 'avif' }),
      getImage({ ...options, format: 'webp' }),
    ]);
    images[key] = { src: webp.src, srcSet: webp.srcSet.attribute, avifSrcSet: avif.srcSet.attribute };
  }
  return images;
}
