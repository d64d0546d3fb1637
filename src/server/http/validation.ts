import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { validationFailure } from '../errors';

/** The zod-openapi hook every route shares: a bad body or query becomes the one 400 error shape. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is generic over every route's schema.
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw validationFailure(result.error as ZodError);
};
