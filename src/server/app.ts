import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { handleError, handleNotFound } from './http/errors';
import { jsonBodyGuard } from './http/json-body';
import { requestLogging } from './http/logging';
import type { AppDeps, AppEnv } from './http/types';
import { validationHook } from './http/validation';
import { bookingRecordRoutes } from './routes/bookings/records';
import { stayRoutes } from './routes/bookings/stays';
import { couponRoutes } from './routes/coupons';
import { healthRoutes } from './routes/health';
import { roomRoutes } from './routes/rooms';

export type { AppDeps } from './http/types';

/** Builds the API (mounted under /api); it knows nothing of Astro, so tests call it directly. */
export function createApp(deps: AppDeps) {
  const resolved: Required<AppDeps> = {
    now: () => new Date(),
    imageUrl: (key) => `/images/${key}.jpg`,
    ...deps,
  };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/api');

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('deps', resolved);
    c.set('logger', resolved.logger);
    await next();
  });
  app.use(requestLogging());
  app.use(bodyLimit({ maxSize: 5 * 1024 * 1024 }));
  app.use(jsonBodyGuard());

  app.route('/', healthRoutes);
  app.route('/', roomRoutes);
  app.route('/', stayRoutes);
  app.route('/', bookingRecordRoutes);
  app.route('/', couponRoutes);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Palace hotel API',
      version: '1.0.0',
      description: 'Rooms, dining, events, payments and loyalty for the palace hotel guest site.',
    },
    servers: [{ url: resolved.env.SITE_URL }],
  });

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
