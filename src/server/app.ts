import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { handleError, handleNotFound } from './http/errors';
import { jsonBodyGuard } from './http/json-body';
import { requestLogging } from './http/logging';
import type { AppDeps, AppEnv } from './http/types';
import { validationHook } from './http/validation';
import { choosePaymentProvider } from './providers/payments';
import { smsProviderFor } from './providers/sms';
import { authRoutes } from './routes/auth';
import { bookingRecordRoutes } from './routes/bookings/records';
import { stayRoutes } from './routes/bookings/stays';
import { contactRoutes } from './routes/contact';
import { couponRoutes } from './routes/coupons';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { rewardRoutes } from './routes/rewards';
import { roomRoutes } from './routes/rooms';

export type { AppDeps } from './http/types';

/** Builds the API (mounted under /api); it knows nothing of Astro, so tests call it directly. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const resolved: Required<AppDeps> = {
    ...deps,
    now,
    imageUrl: deps.imageUrl ?? ((key) => `/images/${key}.jpg`),
    sms: deps.sms ?? smsProviderFor(deps.env, deps.logger, now),
    payments: deps.payments ?? choosePaymentProvider(deps.env),
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
  app.route('/', authRoutes);
  app.route('/', profileRoutes);
  app.route('/', devRoutes);
  // Payments before bookings: /bookings/verify-payment must not be read as a booking id.
  app.route('/', paymentRoutes);
  app.route('/', rewardRoutes);
  app.route('/', roomRoutes);
  app.route('/', stayRoutes);
  app.route('/', bookingRecordRoutes);
  app.route('/', couponRoutes);
  app.route('/', contactRoutes);
  app.route('/', newsletterRoutes);

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
