/** A picture's address and its widths for the browser to choose from. */
export interface ResizedImage {
  src: string;
  srcSet?: string;
}

/**
 * A picture the API names by its built address (`/_astro/…`), resized by the server's image endpoint in the
 * widths given, as WebP cropped to 16:10. For the rooms' 16:10 pictures these are the addresses the room
 * list's `getImage` makes, so the server's cache already holds them; a dish or hall picture is resized on its
 * first visit. Any other address (an upload, a remote picture) is kept as is. The booking details page is sent
 * them ready-made (decision 128).
 */
export function resizedImage(src: string, widths: readonly number[] = [320, 640, 960]): ResizedImage {
  if (!src.startsWith('/_astro/')) return { src };
  const at = (w: number) =>
    `/_image?href=${encodeURIComponent(src)}&w=${w}&h=${Math.round((w * 10) / 16)}&f=webp`;
  const middle = widths[Math.floor(widths.length / 2)] ?? 640;
  return { src: at(middle), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
