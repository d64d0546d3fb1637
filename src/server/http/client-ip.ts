import type { Context } from 'hono';
import type { AppEnv } from './types';

/**
 * The caller's IP address for per-IP limits: the socket address the host passed in, or with TRUST_PROXY
 * the first X-Forwarded-For entry. Without a host (the app called directly, as in tests) the header is
 * all there is.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64) || undefined;
  const fromHost = c.env?.clientAddress;
  if (c.get('deps').env.TRUST_PROXY || !fromHost) return forwarded ?? fromHost;
  return fromHost;
}
