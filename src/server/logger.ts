import pino from 'pino';
import type { Env } from './env';

/** JSON logs on stdout, one object a line. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>) {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'palace-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
