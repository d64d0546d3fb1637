import type { MiddlewareHandler } from 'hono';
import { securityHeaders, servedOverHttps } from './security-headers';
import type { AppEnv } from './types';

/**
 * Puts the site's security header set on every API answer, errors and 404s included: the same set the
 * Node server gives every response (src/server/http/security-headers.ts), here so route tests see it.
 */
export function securityHeaderSet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { env } = c.get('deps');
    const https = servedOverHttps(
      { siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY },
      { url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') },
    );
    for (const [name, value] of Object.entries(securityHeaders(https))) c.res.headers.set(name, value);
  };
}
