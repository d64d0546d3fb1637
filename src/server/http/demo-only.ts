import type { MiddlewareHandler } from 'hono';
import { handleNotFound } from './errors';
import type { AppEnv } from './types';

/**
 * The development routes (/api/dev: the SMS outbox, the payment sandbox) exist only in demo mode; in
 * production they answer exactly as a path that does not exist.
 */
export function demoOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('deps').env.APP_MODE === 'production') return handleNotFound(c);
    await next();
  };
}
