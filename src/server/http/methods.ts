// Only node built-ins and erasable TypeScript here: scripts/start.mjs imports this file directly.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Methods Node's fetch `Request` cannot represent: Astro's handler throws on them before any route runs. */
export const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** The methods the site's pages and API answer at all. */
export const SITE_METHODS = 'GET, HEAD, POST, PUT, DELETE';

/** The API's error body for a method the path does not take. */
export function methodNotAllowedBody(method: string, requestId: string) {
  const shown = method.replace(/[^A-Za-z-]/g, '').slice(0, 20);
  return { message: `The ${shown} method is not allowed here.`, code: 'METHOD_NOT_ALLOWED', requestId };
}

/**
 * Answers TRACE and TRACK with a 405 in the API's error shape, for every path, before Astro's handler
 * (which would fail with a 500) sees them. Returns whether it answered.
 */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = (req.method ?? '').toUpperCase();
  if (!UNSUPPORTED_METHODS.has(method)) return false;
  const requestId = randomUUID();
  res.writeHead(405, {
    'content-type': 'application/json; charset=utf-8',
    allow: SITE_METHODS,
    'x-request-id': requestId,
  });
  res.end(JSON.stringify(methodNotAllowedBody(method, requestId)));
  return true;
}

/** The same 405 for CONNECT, which Node's server hands to 'connect' listeners with the bare socket. */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const requestId = randomUUID();
  const body = JSON.stringify(methodNotAllowedBody('CONNECT', requestId));
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      'Content-Type: application/json; charset=utf-8',
      `Allow: ${SITE_METHODS}`,
      `X-Request-Id: ${requestId}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** The methods the API's routes take at a path (`/api/rooms/:id` patterns), HEAD with GET; none if unknown. */
export function allowedMethods(
  routes: readonly { method: string; path: string }[],
  pathname: string,
): string[] {
  const segments = pathname.split('/');
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))
    );
  };
  const methods = new Set(routes.filter((r) => r.method !== 'ALL' && matches(r.path)).map((r) => r.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
