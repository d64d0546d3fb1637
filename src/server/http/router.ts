import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './types';
import { validationHook } from './validation';

/** A router whose zod validation failures answer in the API's one error shape. */
export function newRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The routes of one URL prefix (`/bookings`), mounted under /api: every path of the router starts with it. */
export interface RouteGroup {
  prefix: `/${string}`;
  router: ReturnType<typeof newRouter>;
}
