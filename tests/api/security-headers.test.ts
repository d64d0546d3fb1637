import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** Checks the site's one header set on an API answer. */
function expectHeaderSet(res: Response, what: string) {
  const policy = res.headers.get('content-security-policy') ?? '';
  expect(policy, what).toContain("default-src 'none'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).not.toContain('unsafe-inline');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('every API answer carries the security header set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('on success, refusal, validation error, bad JSON and an unknown path alike, without HSTS over http', async () => {
    const answers: [string, Promise<Response>][] = [
      ['health', t.call('GET', '/api/health')],
      ['openapi', t.call('GET', '/api/openapi.json')],
      ['rooms', t.call('GET', '/api/rooms/getrooms')],
      ['no token', t.call('GET', '/api/bookings')],
      ['bad input', t.call('POST', '/api/auth/send-otp', { json: { phone: 'x' } })],
      [
        'bad JSON',
        t.call('POST', '/api/auth/send-otp', { body: '{', headers: { 'content-type': 'application/json' } }),
      ],
      ['unsigned webhook', t.call('POST', '/api/payments/webhook', { json: {} })],
      ['unknown path', t.call('GET', '/api/no-such-route')],
    ];
    const statuses: number[] = [];
    for (const [what, answer] of answers) {
      const res = await answer;
      statuses.push(res.status);
      expectHeaderSet(res, what);
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
    }
    expect(new Set(statuses)).toEqual(new Set([200, 401, 400, 404]));
  });

  it('ignores X-Forwarded-Proto from a caller when no proxy is trusted', async () => {
    const res = await t.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('HSTS', () => {
  it('is sent when the public origin is https', async () => {
    const t = await createTestApp({ SITE_URL: 'https://palace.example' });
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    } finally {
      await t.close();
    }
  });

  it('is sent behind a trusted proxy that says the request came over https', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const viaProxy = await t.call('GET', '/api/health', { headers: https });
      expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect((await t.call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
