import type { CardImage } from '../rooms/room-images';

interface Props {
  image: CardImage;
  alt: string;
  /** The slot the picture fills, for the browser's choice of width. */
  sizes: string;
  width: number;
  height: number;
}

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
