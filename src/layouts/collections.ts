import { type CollectionEntry, getCollection } from 'astro:content';
import { readingMinutes } from '~/lib/reading-time';

const byOrder = <T extends { data: { order: number } }>(entries: T[]) =>
  entries.sort((a, b) => a.data.order - b.data.order);

/** The hero carousel's slides, in order (build-time only, like everything here). */
export const heroSlides = async () => byOrder(await getCollection('heroSlides'));

/** The home page's facility cards. */
export const facilities = async () => byOrder(await getCollection('facilities'));

/** The home page's offers: the first three by order, one row (README, Editing content). */
export const HOME_OFFERS = 3;
export const homeOffers = async () => byOrder(await getCollection('offers')).slice(0, HOME_OFFERS);

/** The stay packages of /all-offers. */
export const stayPackages = async () => byOrder(await getCollection('packages'));

/** The gallery's groups of pictures. */
export const galleryGroups = async () => byOrder(await getCollection('gallery'));

export type JournalPost = CollectionEntry<'blog'> & { minutes: number };

/** Published journal posts, newest first, each with its reading time. */
export async function journalPosts(): Promise<JournalPost[]> {
  const posts = await getCollection('blog', (post) => !post.data.draft);
  return posts
    .map((post) => ({ ...post, minutes: readingMinutes(post.body ?? '') }))
    .sort((a, b) => b.data.date.localeCompare(a.data.date));
}
