import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 after querying the database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(['pglite', 'postgres']).toContain(body.driver);
  });

  it('answers 503 in the same shape when the database is gone', async () => {
    const gone = await createTestApp();
    await gone.close();
    const res = await gone.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('the one error shape', () => {
  it('describes an unknown route with message, code and the request id', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toEqual({
      message: 'No API route matches GET /api/no-such-thing.',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('keeps a request id the caller sent', async () => {
    const res = await t.call('GET', '/api/no-such-thing', { headers: { 'x-request-id': 'trace-42' } });
    expect((await res.json()).requestId).toBe('trace-42');
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.call('POST', '/api/health', {
      body: '{"phone": "98',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the API with its paths', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Palace hotel API');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});
