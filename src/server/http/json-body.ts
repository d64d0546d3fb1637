import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './types';

/**
 * Refuses a JSON body that does not parse, on every route, before any handler runs. The parsed body
 * is cached by Hono, so the route's validator does not parse it again.
 */
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/(.+\+)?json/i.test(type)) {
      const text = await c.req.raw.clone().text();
      if (text.trim() !== '') {
        try {
          await c.req.json();
        } catch {
          throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
        }
      }
    }
    await next();
  };
}
