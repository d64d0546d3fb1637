/** A card image the page prepared (resized, modern format) for a demo image key. */
export interface CardImage {
  /** The WebP fallback. */
  src: string;
  srcSet?: string;
  /** The same widths in AVIF, offered first where the page made them. */
  avifSrcSet?: string;
}

/** The prepared image for a card (a room, a dish, a hall), or the API's own URL when the page had none. */
export function cardImage(images: Record<string, CardImage>, key: string, fallback: string): CardImage {
  return images[key] ?? { src: fallback };
}

/**
 * A picture the API names by its built address (`/_astro/…`), resized by the server's image endpoint in the
 * widths given, as WebP cropped to 16:10. For the rooms' 16:10 pictures these are the addresses the room
 * list's `getImage` makes, so the server's cache already holds them; a dish or hall picture is resized on its
 * first visit. Any other address (an upload, a remote picture) is kept as is.
 */
export function resizedImage(src: string, widths: readonly number[] = [320, 640, 960]): CardImage {
  if (!src.startsWith('/_astro/')) return { src };
  const at = (w: number) =>
    `/_image?href=${encodeURIComponent(src)}&w=${w}&h=${Math.round((w * 10) / 16)}&f=webp`;
  const middle = widths[Math.floor(widths.length / 2)] ?? 640;
  return { src: at(middle), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
