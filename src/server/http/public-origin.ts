import type { Context } from 'hono';
import type { AppEnv } from './types';

const PROTOCOL = /^https?$/;
// A host name or IP literal with an optional port: anything else in a forwarded header is not believed.
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin a guest reached the site at, for links in pages and messages (a share link, a calendar invite):
 * SITE_URL when set; else, behind a trusted proxy (TRUST_PROXY), the request's own origin as the proxy forwards
 * it; else the origin the server listens on (env.ts). A Host header is believed only from a trusted proxy, so a
 * caller cannot put another site's address into an email the hotel sends.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const { env } = c.get('deps');
  if (env.SITE_URL_SET || !env.TRUST_PROXY) return env.SITE_URL;
  const url = new URL(c.req.url);
  const protocol = first(c.req.header('x-forwarded-proto')) ?? url.protocol.slice(0, -1);
  const host = first(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
  if (!PROTOCOL.test(protocol) || !HOST.test(host)) return env.SITE_URL;
  return `${protocol.toLowerCase()}://${host.toLowerCase()}`;
}
