import { defineMiddleware } from 'astro:middleware';
import { pagePolicyOf } from '~/server/pages';

/**
 * A page rendered on request gets a policy naming only its own inline scripts and styles, as the prebuilt pages do
 * (decision 121): Astro writes every page's hashes into every policy.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (context.isPrerendered || !policy || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', pagePolicyOf(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
