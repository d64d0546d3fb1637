import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './types';

/**
 * A booking request's JSON body, read once and left to the booking kind's own reader to validate, so that a
 * refusal names the first bad field in the hotel's words (a zod union of the kinds' payloads would be vague).
 */
export async function bookingBody(c: Context<AppEnv>): Promise<unknown> {
  if (!/^application\/(.+\+)?json/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Send the booking as a JSON object.');
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}
