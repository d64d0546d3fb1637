import type { Context } from 'hono';
import type { AppEnv } from './types';

/**
 * The page of this site a request came from (its Referer, which browsers send in full to the same origin under
 * the site's Referrer-Policy), or null: a missing, malformed or foreign Referer tells nothing.
 */
export function sameSitePage(c: Context<AppEnv>): URL | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const page = new URL(referer);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    return page.host === host ? page : null;
  } catch {
    return null;
  }
}
