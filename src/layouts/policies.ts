import { type CollectionEntry, getCollection } from 'astro:content';

export type PolicyPage = CollectionEntry<'policies'>;

/** The policy pages in their order (build-time only). */
export async function policyPages(): Promise<PolicyPage[]> {
  return (await getCollection('policies')).sort((a, b) => a.data.order - b.data.order);
}
