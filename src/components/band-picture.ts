import { getImage } from 'astro:assets';
import { demoImage } from '~/assets/images';

/**
 * A band's picture on a phone (decision 152): the same photograph cut to the band's shape there, from its centre, as
 * `object-fit: cover` showed it. A 16:10 photograph covered into a phone's band is seen only in part (the home
 * hero's tall slide shows 36% of it, a page's square band 60%), so the phone is sent only that part.
 *
 * `sizes` is the slot the browser chooses a width for, as a share of the screen: less than the band's full width on
 * purpose. A browser takes the first width at or above the slot times the screen's density, and these widths are
 * drawn at about the density the whole photograph was drawn at on the same phone (Lighthouse's 412 px phone at 1.75
 * took the 800 px photograph, 0.4 to 0.67 of a pixel a screen pixel in these bands, under their dark shade): the same
 * look for a third to a half of the bytes, within the 14.6 KB a new connection brings in its first round trip.
 */
export interface PhoneCut {
  /** The band's shape on a phone, width by height. */
  ratio: readonly [number, number];
  widths: readonly number[];
  sizes: string;
}

/** Up to this width a phone is sent the cut (the layout's phone breakpoint). */
export const PHONE_MEDIA = '(max-width: 559px)';

/** The home hero's slide on a phone: taller than wide (412 × 708 on Lighthouse's phone). */
export const HERO_PHONE: PhoneCut = { ratio: [3, 5], widths: [300, 450, 600], sizes: '40vw' };
/** A page's band on a phone: about square (412 × 428). */
export const BAND_PHONE: PhoneCut = { ratio: [1, 1], widths: [440, 660, 880], sizes: '60vw' };
/** A compact band on a phone is about the photograph's own shape (412 × 254): a narrower file, not a cut. */
export const COMPACT_PHONE: PhoneCut = { ratio: [16, 10], widths: [640, 960, 1280], sizes: '80vw' };

/** The whole photograph, for wider screens. */
export const WIDE_WIDTHS = [480, 800, 1200, 1600];
export const WIDE_SIZES = '100vw';

export interface BandSource {
  media?: string;
  type: 'image/avif' | 'image/webp';
  srcset: string;
  sizes: string;
}

/**
 * The `<source>`s of a band's picture, first match first: the phone's cut in AVIF and WebP, then the whole
 * photograph in AVIF; and the `<img>`'s WebP of the whole photograph (its `src` the widest).
 */
export async function bandPicture(key: string, phone: PhoneCut) {
  const src = demoImage(key);
  const cut = (format: 'avif' | 'webp') =>
    getImage({
      src,
      widths: [...phone.widths],
      width: phone.widths[0],
      height: Math.round((phone.widths[0] ?? 0) * (phone.ratio[1] / phone.ratio[0])),
      format,
    });
  const whole = (format: 'avif' | 'webp') => getImage({ src, widths: WIDE_WIDTHS, format });
  const [cutAvif, cutWebp, wholeAvif, wholeWebp] = await Promise.all([
    cut('avif'),
    cut('webp'),
    whole('avif'),
    whole('webp'),
  ]);
  const sources: BandSource[] = [
    { media: PHONE_MEDIA, type: 'image/avif', srcset: cutAvif.srcSet.attribute, sizes: phone.sizes },
    { media: PHONE_MEDIA, type: 'image/webp', srcset: cutWebp.srcSet.attribute, sizes: phone.sizes },
    { type: 'image/avif', srcset: wholeAvif.srcSet.attribute, sizes: WIDE_SIZES },
  ];
  return {
    sources,
    img: {
      src: wholeWebp.src,
      srcset: wholeWebp.srcSet.attribute,
      sizes: WIDE_SIZES,
      width: src.width,
      height: src.height,
    },
  };
}
