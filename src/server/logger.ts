import pino from 'pino';
import type { Env } from './env';
import { REDACTED_KEYS, redactedError } from './log-redaction';

/**
 * JSON logs on stdout (or `destination`), one object a line. Errors go through `redactedError` and the keys
 * that hold personal data are censored wherever they sit, so no line carries a phone, email, code or hash.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { service: 'palace-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: redactedError, error: redactedError },
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
