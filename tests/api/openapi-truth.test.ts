import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION, signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, seededHotel } from '../fixtures/hotel';
import { type OpenApiDocument, validCalls } from '../fixtures/openapi-valid';
import { createTestApp } from '../fixtures/test-app';

// The OpenAPI document must describe exactly what the server takes (issue 30, item 12). Requests are drawn
// from the served document alone (its types, formats, patterns, enums and ranges: no field names, no
// examples); the server may still refuse one for a rule a document cannot say (a past date, a full room,
// another guest's id), but never as malformed, and never with a 5xx.
const RUNS_PER_OPERATION = 40;

const t = await seededHotel();
afterAll(() => t.close());
const admin = await signedInGuest(t.db, { role: 'admin', name: 'Document Reader' }, HOTEL_NOON);
const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as OpenApiDocument;

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);
// Logging out would end the session every other call is made with.
const tested = operations.filter(({ path }) => path !== '/api/auth/logout');

describe('the OpenAPI document describes what the server accepts', () => {
  it('covers every operation, with the request bodies of most', () => {
    expect(tested.length).toBeGreaterThan(70);
    const withBodies = tested.filter(({ op }) => op.requestBody?.content?.['application/json']);
    expect(withBodies.length).toBeGreaterThan(40);
  });

  let ip = 0;
  for (const { method, path, op } of tested) {
    it(`${method} ${path}: a request valid by the document is never refused as malformed, nor a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(validCalls(path, op, doc), async (call) => {
          ip += 1;
          const headers: Record<string, string> = {
            ...admin.headers,
            // A fresh address per call: the rate limits are not what is tested here.
            'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
          };
          const url = call.query ? `${call.path}?${call.query}` : call.path;
          const init = call.body === undefined ? { headers } : { json: call.body, headers };
          const res = await t.call(method, url, init);
          const text = await res.text();
          const said = `${method} ${url} ${JSON.stringify(call.body) ?? ''} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, said).toBeLessThan(500);
          if (res.status === 400) expect(JSON.parse(text).refusedBy, said).toBeUndefined();
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    });
  }
});

describe('what the document says', () => {
  const schemaText = (name: string) => JSON.stringify(doc.components?.schemas?.[name]);

  it('gives patterns a JSON Schema validator can use (no regular-expression flags leaked into them)', () => {
    const patterns = [...JSON.stringify(doc).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map((m) =>
      JSON.parse(`"${m[1]}"`),
    );
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      expect(pattern, pattern).not.toMatch(/\/[a-z]+$/);
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    }
    expect(schemaText('FavoriteCreate')).toContain('^[A-Za-z0-9-]+$');
  });

  it('names the formats of emails, dates and phone numbers, and the event types', () => {
    expect(schemaText('ContactMessage')).toContain('"format":"email"');
    expect(schemaText('NewsletterSignup')).toContain('"format":"email"');
    expect(schemaText('VerifyOtp')).toMatch(/"phone":\{[^}]*"pattern"/);
    expect(schemaText('RoomBookingPayload')).toContain('"format":"date"');
    expect(schemaText('HallRequest')).toMatch(/"eventType":\{[^}]*"enum"/);
  });

  it('lists the development routes only where they are served', async () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/'))).toHaveLength(4);
    const production = await createTestApp(PRODUCTION);
    try {
      const published = await (await production.call('GET', '/api/openapi.json')).json();
      const text = JSON.stringify(published);
      expect(Object.keys(published.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
      expect(text).not.toContain('SmsOutbox');
      expect(text).not.toContain('Sandbox');
      expect(text).not.toContain('MailRefusal');
      expect(Object.keys(published.paths).length).toBe(Object.keys(doc.paths).length - 4);
    } finally {
      await production.close();
    }
  });
});
