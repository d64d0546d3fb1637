import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a known API path asked with a method it does not take', () => {
  it('is a 405 in the error shape, with the methods it does take in Allow', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/auth/signup', 'POST'],
      ['POST', '/api/rooms/6f1c0000-0000-4000-8000-000000000000', 'GET, PUT, DELETE, HEAD'],
      ['OPTIONS', '/api/contact', 'POST'],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({
        message: `The ${method} method is not allowed here.`,
        code: 'METHOD_NOT_ALLOWED',
        requestId: expect.any(String),
      });
    }
  });

  it('leaves an unknown path a 404', async () => {
    const res = await t.call('PATCH', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });
});
