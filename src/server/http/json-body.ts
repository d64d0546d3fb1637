import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './types';

/**
 * Refuses a JSON body that does not parse, on every route, before any handler runs. The body is read
 * once as text and cached by Hono, so validators parse that exact text and a webhook still sees the raw
 * bytes it must verify.
 */
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/(.+\+)?json/i.test(type)) {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          JSON.parse(text);
        } catch {
          throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
        }
      }
    }
    await next();
  };
}
