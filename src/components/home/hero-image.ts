import { getImage } from 'astro:assets';
import { demoImage } from '~/assets/images';
import { heroSlides } from '~/layouts/collections';

/** The widths and slot size the hero's pictures are drawn at. */
export const HERO_WIDTHS = [480, 800, 1200, 1600];
export const HERO_SIZES = '100vw';

/** The first slide's AVIF srcset, for a `<link rel=preload>` (it is the page's largest paint). */
export async function heroPreload(): Promise<{ srcset: string; sizes: string } | undefined> {
  const [first] = await heroSlides();
  if (!first) return undefined;
  const image = await getImage({ src: demoImage(first.data.image), widths: HERO_WIDTHS, format: 'avif' });
  return { srcset: image.srcSet.attribute, sizes: HERO_SIZES };
}
