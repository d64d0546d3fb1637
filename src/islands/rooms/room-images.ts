/** A card image the page prepared (resized, modern format) for a demo image key. */
export interface CardImage {
  src: string;
  srcSet?: string;
}

/** The prepared image for a room, or the API's own URL when the page had none for its key. */
export function cardImage(images: Record<string, CardImage>, key: string, fallback: string): CardImage {
  return images[key] ?? { src: fallback };
}
