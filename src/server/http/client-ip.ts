import type { Context } from 'hono';
import type { AppEnv } from './types';

/**
 * The caller's address for per-IP limits: the socket address the host passed in, else (only when the
 * app runs without a host, as in tests) the first `X-Forwarded-For` entry, else `unknown`.
 */
export function clientIp(c: Context<AppEnv>): string {
  const fromHost = c.env?.clientAddress;
  if (fromHost) return fromHost;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
