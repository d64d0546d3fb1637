import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequestListener } from '../../src/server/http/api-listener';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// The API as `npm start` serves it: the Hono app behind @hono/node-server's listener, where requests are the
// server's own lighter objects rather than global Requests.
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = createServer(apiRequestListener(t.app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** One raw HTTP request; `chunks` are sent with Transfer-Encoding: chunked, or as a body of `contentLength`. */
function send(
  method: string,
  path: string,
  chunks?: string[],
  contentLength?: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A connection of its own: the server closes one whose body it refused unread.
    const req = request({
      agent: false,
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: {
        'content-type': 'application/json',
        ...(contentLength === undefined ? {} : { 'content-length': contentLength }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('the API behind the Node listener', () => {
  it('answers a DELETE without a body as the route says, not with a 500', async () => {
    const res = await send('DELETE', '/api/favorites/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(401);
  });

  it('reads a chunked body, and refuses one over the size limit', async () => {
    const bad = await send('POST', '/api/auth/send-otp', ['{"phone":', '"12"}']);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).code).toBe('VALIDATION_FAILED');
    const big = await send('POST', '/api/contact', ['{"message":"', 'x'.repeat(6 * 1024 * 1024), '"}']);
    expect(big.status).toBe(413);
  });

  it('reads a body of declared length, and refuses one declared over the limit before reading it', async () => {
    const body = '{"phone":"12"}';
    const read = await send('POST', '/api/auth/send-otp', [body], Buffer.byteLength(body));
    expect(read.status).toBe(400);
    expect(JSON.parse(read.body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { phone: expect.any(String) },
    });
    // Six megabytes declared, a dozen bytes sent: the answer comes from the header, with the body still unsent.
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        agent: false,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-length': 6 * 1024 * 1024 },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      });
      req.on('error', reject);
      req.write('{"message":"');
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
