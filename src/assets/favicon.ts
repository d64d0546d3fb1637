import sharp from 'sharp';
import favicon from '../../public/favicon.svg?raw';

/**
 * The site's icon as a PNG of `size` px, drawn from public/favicon.svg when the site is built; `background` fills its
 * corners (a phone's home screen masks a square icon).
 */
export function faviconPng(size: number, background?: string): Promise<Buffer> {
  const image = sharp(Buffer.from(favicon), { density: (72 * size) / 48 }).resize(size, size);
  if (background) image.flatten({ background });
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}
