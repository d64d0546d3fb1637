import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { uploadedPhotoUrl } from '~/lib/menu-photos';
import { demoOnly } from './http/demo-only';
import { handleError, handleNotFound } from './http/errors';
import { inputGuard } from './http/input-guard';
import { requestLogging } from './http/logging';
import { allowedMethods } from './http/methods';
import { BEARER_AUTH, publishedDocument } from './http/openapi';
import { securityHeaderSet } from './http/response-headers';
import type { AppDeps, AppEnv } from './http/types';
import { validationHook } from './http/validation';
import { mailProviderFor } from './providers/mail';
import { choosePaymentProvider } from './providers/payments';
import { smsProviderFor } from './providers/sms';
import { routeGroups } from './routes';

export type { AppDeps } from './http/types';

/** Builds the API (mounted under /api); it knows nothing of Astro, so tests call it directly. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const builtImageUrl = deps.imageUrl ?? ((key: string) => `/images/${key}.jpg`);
  const resolved: Required<AppDeps> = {
    ...deps,
    now,
    // A dish photo uploaded in the console is served by the API whatever pictures the site was built with.
    imageUrl: (key) => uploadedPhotoUrl(key) ?? builtImageUrl(key),
    sms: deps.sms ?? smsProviderFor(deps.env, deps.logger, now),
    mail: deps.mail ?? mailProviderFor(deps.env, deps.logger, now),
    payments: deps.payments ?? choosePaymentProvider(deps.env),
  };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/api');

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('deps', resolved);
    c.set('logger', resolved.logger);
    await next();
  });
  app.use(securityHeaderSet());
  app.use(requestLogging());
  app.use('/dev/*', demoOnly());
  app.use(limitBody(5 * 1024 * 1024));
  app.use(inputGuard());

  for (const { router } of routeGroups) app.route('/', router);
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token POST /auth/verify-otp returns.',
  });

  // Built on the first request, once: the routes do not change while the server runs.
  let published: object | undefined;
  app.get('/openapi.json', (c) => {
    published ??= publishedDocument(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Palace hotel API',
          version: '1.0.0',
          description: 'Rooms, dining, events, payments and loyalty for the palace hotel guest site.',
        },
        servers: [{ url: resolved.env.SITE_URL }],
      }),
      resolved.env.APP_MODE,
    );
    return c.json(published);
  });

  app.notFound((c) => handleNotFound(c, allowedMethods(app.routes, new URL(c.req.url).pathname)));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Refuses bodies over `maxSize`. A request with neither Content-Length nor Transfer-Encoding has no body (a
 * DELETE, say) and passes untouched; one with a Content-Length is judged by that header alone, as Hono's limiter
 * would, but without reading `raw.body`: under `npm start` that would turn the Node server's light request into
 * a full Request, which leaves an abort listener and a finalizer behind for every request (some 0.5 KB each,
 * collected late, a growing heap and longer collector pauses under load). A streamed (chunked) body is counted
 * by Hono's limiter, read through a standard Request first, because the limiter re-wraps the request it counted,
 * which the Node server's request object cannot be.
 */
function limitBody(maxSize: number): MiddlewareHandler {
  // One refusal for both paths; handleError turns the 413 into PAYLOAD_TOO_LARGE.
  const tooLarge = (): never => {
    throw new HTTPException(413, { message: 'Payload Too Large' });
  };
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const { headers } = c.req.raw;
    if (!headers.has('transfer-encoding')) {
      const length = headers.get('content-length');
      // Hono's own comparison: a length that does not parse is left to the body's reader.
      return length !== null && Number.parseInt(length, 10) > maxSize ? tooLarge() : next();
    }
    // The Node server's request object is not an instance of the global Request, though its type says it is.
    const raw: Request = c.req.raw;
    if (Object.getPrototypeOf(raw) !== Request.prototype) {
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers,
        body: raw.body,
        duplex: 'half',
      } as RequestInit);
    }
    return limit(c, next);
  };
}
