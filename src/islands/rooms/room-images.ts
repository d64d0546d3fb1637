/** A card image the page prepared (resized, modern format) for a demo image key. */
export interface CardImage {
  src: string;
  srcSet?: string;
}

/** The prepared image for a room, or the API's own URL when the page had none for its key. */
export function cardImage(images: Record<string, CardImage>, key: string, fallback: string): CardImage {
  return images[key] ?? { src: fallback };
}

/**
 * A picture the API names by its built address (`/_astro/…`), resized by the server's image endpoint in the
 * widths given (WebP, cropped to 16:10, as the pages' own `getImage` calls ask for it, so the same addresses
 * and the server's cache of them are shared). Any other address (an upload, a remote picture) is kept as is.
 */
export function resizedImage(src: string, widths: readonly number[] = [320, 640, 960]): CardImage {
  if (!src.startsWith('/_astro/')) return { src };
  const at = (w: number) =>
    `/_image?href=${encodeURIComponent(src)}&w=${w}&h=${Math.round((w * 10) / 16)}&f=webp`;
  const middle = widths[Math.floor(widths.length / 2)] ?? 640;
  return { src: at(middle), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
