import type { CardImage } from './card-image';

interface Props {
  image: CardImage;
  alt: string;
  /** The slot the picture fills, for the browser's choice of width. */
  sizes: string;
  width: number;
  height: number;
}

/**
 * `sizes` for a card that spans the page's `.container` on a phone (its width there is the screen less its two
 * `--space-5` margins, global.css) and takes `desktop` from 900 px up. An exact width lets a phone choose the same
 * file for the same photo wherever it appears (the room carousel and the room card below it).
 */
export const containerCardSizes = (desktop: string) => `(min-width: 900px) ${desktop}, calc(100vw - 3rem)`;

/**
 * A card's picture, loaded lazily: AVIF where the page prepared it and the browser takes it, WebP otherwise. The
 * `<picture>` lays out as if its `<img>` were the card's own child (global.css), so card styles target `img`.
 */
export function CardPicture({ image, alt, sizes, width, height }: Props) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
