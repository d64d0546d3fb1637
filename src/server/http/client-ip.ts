import type { Context } from 'hono';
import type { AppEnv } from './types';

/** The caller's IP address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry. */
export function clientIp(c: Context<AppEnv>): string | undefined {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.clientAddress;
}
