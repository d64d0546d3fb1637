import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { AppError } from '../errors';

/** Turns zod's issues into one sentence naming the first bad field, plus a field → message map. */
export function describeValidation(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
  return { message, fields };
}

/** The zod-openapi hook every route shares: a bad body or query becomes the one 400 error shape. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is generic over every route's schema.
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    const { message, fields } = describeValidation(result.error as ZodError);
    throw new AppError('VALIDATION_FAILED', message, { fields });
  }
};
