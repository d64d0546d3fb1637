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
