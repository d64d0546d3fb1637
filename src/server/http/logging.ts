import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * Logs one JSON line per request with its id, status and duration, and the signed-in account's id and role: who
 * read what is visible there (DPDP Rules 2025, rule 6(1)(c); decision 117), since reads write no audit row.
 */
export function requestLogging(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const logger = c.get('deps').logger.child({ requestId: c.get('requestId') });
    c.set('logger', logger);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const user = c.get('user');
    logger.info(
      {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms,
        ...(user && { userId: user.id, role: user.role }),
      },
      'request',
    );
  };
}
