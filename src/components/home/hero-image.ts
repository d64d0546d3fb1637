import { bandPicture, HERO_PHONE } from '~/components/band-picture';
import { heroSlides } from '~/layouts/collections';

/**
 * The first slide's AVIF sources, for `<link rel=preload>`s (it is the page's largest paint): the phone's cut and the
 * whole photograph, each with the media it is chosen for, so that a screen preloads only the file it will draw.
 */
export async function heroPreloads(): Promise<{ media: string; srcset: string; sizes: string }[]> {
  const [first] = await heroSlides();
  if (!first) return [];
  const { sources } = await bandPicture(first.data.image, HERO_PHONE);
  const [phone, , wide] = sources;
  if (!phone?.media || !wide) return [];
  return [
    { media: phone.media, srcset: phone.srcset, sizes: phone.sizes },
    { media: `not all and ${phone.media}`, srcset: wide.srcset, sizes: wide.sizes },
  ];
}
