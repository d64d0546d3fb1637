import { expect, test } from '@playwright/test';

// TRACE cannot become a fetch Request, so Astro's handler would fail on it with a 500: the Node server
// (scripts/start.mjs) refuses it first, on pages and on the API alike.
for (const path of ['/', '/rooms', '/api/health', '/api/auth/send-otp', '/no-such-page']) {
  test(`TRACE ${path} is a 405 in the API's error shape`, async ({ request }) => {
    const res = await request.fetch(path, { method: 'TRACE' });
    expect(res.status()).toBe(405);
    expect(res.headers().allow).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(await res.json()).toEqual({
      message: 'The TRACE method is not allowed here.',
      code: 'METHOD_NOT_ALLOWED',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
}

test('an API path asked with a method it does not take is a 405 naming the ones it does', async ({
  request,
}) => {
  const res = await request.fetch('/api/health', { method: 'PATCH' });
  expect(res.status()).toBe(405);
  expect(res.headers().allow).toBe('GET, HEAD');
  expect((await res.json()).code).toBe('METHOD_NOT_ALLOWED');
});
