import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods, refuseConnect, refuseUnsupportedMethod } from './methods';

// The same wrapping as scripts/start.mjs, around a handler that builds a fetch Request as Astro's does.
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseUnsupportedMethod(req, res)) return;
    const built = new Request(`http://localhost${req.url}`, { method: req.method });
    res.end(`page for ${built.method}`);
  });
  server.on('connect', refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends a raw method (fetch cannot send TRACE, TRACK or CONNECT) and reads the answer. */
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: unknown }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path });
    const read = (res: import('node:http').IncomingMessage) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          allow: res.headers.allow,
          body: text.startsWith('{') ? JSON.parse(text) : text,
        }),
      );
    };
    req.on('response', read);
    req.on('connect', (res, socket, head) => {
      let text = head.toString();
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () =>
        resolve({ status: res.statusCode!, allow: res.headers.allow, body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('methods no fetch Request can carry', () => {
  it('are a 405 in the API error shape with an Allow header, on pages and API paths alike', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['TRACE', '/api/health'],
      ['TRACE', '/rooms?x=1'],
      ['CONNECT', 'localhost:443'],
    ] as const) {
      const res = await send(method, path);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST, PUT, DELETE',
        body: { message: `The ${method} method is not allowed here.`, code: 'METHOD_NOT_ALLOWED' },
      });
      expect((res.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("are, for TRACK, already refused by Node's own parser with a 400 before any handler", async () => {
    expect((await send('TRACK', '/rooms')).status).toBe(400);
  });

  it('leave every other method to the handler', async () => {
    expect(await send('GET', '/')).toMatchObject({ status: 200, body: 'page for GET' });
    expect(await send('DELETE', '/api/x')).toMatchObject({ status: 200, body: 'page for DELETE' });
  });
});

describe('the methods an API path takes', () => {
  const routes = [
    { method: 'ALL', path: '/api/*' },
    { method: 'GET', path: '/api/rooms/:id' },
    { method: 'PUT', path: '/api/rooms/:id' },
    { method: 'POST', path: '/api/contact' },
  ];
  it('come from the routes whose pattern fits, HEAD with GET', () => {
    expect(allowedMethods(routes, '/api/rooms/abc')).toEqual(['GET', 'PUT', 'HEAD']);
    expect(allowedMethods(routes, '/api/contact')).toEqual(['POST']);
    expect(allowedMethods(routes, '/api/rooms/')).toEqual([]);
    expect(allowedMethods(routes, '/api/nothing')).toEqual([]);
  });
});
