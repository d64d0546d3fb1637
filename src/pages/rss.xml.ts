import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { journalPosts } from '~/layouts/collections';
import { siteFacts } from '~/layouts/site-facts';

/** The journal's RSS feed, built with the site. */
export const GET: APIRoute = async ({ site }) => {
  const facts = await siteFacts();
  const posts = await journalPosts();
  return rss({
    title: `${facts.name}: the palace journal`,
    description: 'Stories from the palace on Lake Pichola: seasons, recipes, heritage walks and weddings.',
    site: site ?? 'http://localhost:4321',
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: new Date(`${post.data.date}T00:00:00+05:30`),
      author: post.data.author,
      link: `/blogs/${post.id}`,
      categories: post.data.tags,
    })),
    customData: '<language>en-in</language>',
  });
};
