import { getEntry } from 'astro:content';

/** The hotel's facts from the `site` content collection (build-time only). */
export async function siteFacts() {
  const entry = await getEntry('site', 'palace');
  if (!entry) throw new Error('src/content/site.json must hold an entry with id "palace"');
  return entry.data;
}
