import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  AppError,
  DATABASE_UNAVAILABLE_MESSAGE,
  type ErrorBody,
  errorStatus,
  isCoinsFloorRefusal,
  isDatabaseUnavailable,
  isDataException,
  isUnprintableText,
  UNPRINTABLE_TEXT_MESSAGE,
} from '../errors';
import { methodNotAllowedBody } from './methods';
import type { AppEnv } from './types';

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400 && /JSON/i.test(error.message)) {
      return new AppError('INVALID_JSON', 'The request body is not valid JSON.');
    }
    if (error.status === 400)
      return new AppError('VALIDATION_FAILED', error.message || 'The request is not valid.');
    if (error.status === 415) {
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send this request as JSON or as a form (multipart/form-data).',
      );
    }
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (error.status === 401) return new AppError('UNAUTHENTICATED', error.message || 'Please log in.');
  }
  // Outside services map their own failures (SMS_FAILED, PAYMENT_PROVIDER_UNAVAILABLE) before they get here.
  if (isDatabaseUnavailable(error)) {
    return new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 5 });
  }
  // The last line behind the coins rule: a wallet row that would have taken a balance below zero.
  if (isCoinsFloorRefusal(error)) {
    return new AppError('COINS_REFUSED', 'That would take Supar Coins below zero, so nothing was changed.');
  }
  // The last line behind the validators: a value the database itself refused.
  if (isDataException(error)) {
    return new AppError('VALIDATION_FAILED', 'A value in the request is out of range or cannot be stored.');
  }
  if (isUnprintableText(error)) return new AppError('VALIDATION_FAILED', UNPRINTABLE_TEXT_MESSAGE);
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** The single onError: writes the one error shape and logs with the request id. */
export function handleError(error: unknown, c: Context<AppEnv>) {
  const appError = toAppError(error);
  const requestId = c.get('requestId') ?? 'unknown';
  const logger = c.get('logger');
  if (appError.code === 'INTERNAL') logger?.error({ err: error }, 'unhandled error');
  else if (appError.code === 'DATABASE_UNAVAILABLE') logger?.warn({ err: error }, 'database unavailable');
  else if (isDataException(error) || isUnprintableText(error))
    logger?.warn({ err: error }, 'the database refused a value');
  // The code's own rule should have refused first: worth a look.
  else if (isCoinsFloorRefusal(error)) logger?.warn({ err: error }, 'the database refused coins below zero');
  else logger?.info({ code: appError.code, message: appError.message }, 'request refused');
  const body: ErrorBody = { message: appError.message, code: appError.code, requestId };
  const fields = appError.details?.fields;
  if (fields && typeof fields === 'object') body.fields = fields as Record<string, string>;
  if (appError.details?.refusedBy === 'schema') body.refusedBy = 'schema';
  const nearest = appError.details?.nearestStay as ErrorBody['nearestStay'] | undefined;
  if (nearest) body.nearestStay = nearest;
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(body, errorStatus[appError.code]);
}

/** Unknown /api paths answer in the same shape; a known path asked with another method is a 405. */
export function handleNotFound(c: Context<AppEnv>, allowed: readonly string[] = []) {
  const requestId = c.get('requestId') ?? 'unknown';
  if (allowed.length > 0) {
    c.header('Allow', allowed.join(', '));
    return c.json(methodNotAllowedBody(c.req.method, requestId), 405);
  }
  const body: ErrorBody = {
    message: `No API route matches ${c.req.method} ${new URL(c.req.url).pathname}.`,
    code: 'NOT_FOUND',
    requestId,
  };
  return c.json(body, 404);
}
