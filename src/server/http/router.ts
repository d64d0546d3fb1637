import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './types';
import { validationHook } from './validation';

/** A router whose zod validation failures answer in the API's one error shape. */
export function newRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The error body every route documents. */
export { errorResponses } from './schemas';
