import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createCoupon, createRoomBooking } from '../../src/server/db/factories';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, seededHotel } from '../fixtures/hotel';
import {
  type JsonSchema,
  junkText,
  junkValue,
  plausible,
  unstorableText,
  withJunk,
} from '../fixtures/openapi-junk';

// Property test over the API's own OpenAPI document: whatever a caller sends in a body, a query or a path,
// the answer is never a 5xx, and every refusal is in the one error shape.
const RUNS_PER_ROUTE = 50;

const t = await seededHotel();
afterAll(() => t.close());
const admin = await signedInGuest(t.db, { role: 'admin', name: 'Junk Tester' }, HOTEL_NOON);
const room = await demoRoom(t.db, 'deluxe-king-room');
const booking = await createRoomBooking(t.db, {
  userId: admin.user.id,
  roomId: room.id,
  roomUnitId: room.units[0]!.id,
  checkIn: '2026-12-24',
  holdExpiresAt: new Date(HOTEL_NOON.getTime() + 15 * 60_000),
});
const coupon = await createCoupon(t.db);
const knownIds = [admin.user.id, room.id, booking.id, coupon.id];

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
}

type Parameter = { in: string; name: string; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    body: op.requestBody?.content?.['application/json']?.schema,
    query: (op.parameters ?? []).filter((p) => p.in === 'query'),
  })),
);
// Not sent junk: logging out (it ends the tester's session), and the demo's hook that makes the next email to an
// address fail (a valid body would fail later routes' emails on purpose, which is what it is for).
const UNTESTED = new Set(['/api/auth/logout', '/api/dev/mail-outbox/refusals']);
const tested = operations.filter((op) => !UNTESTED.has(op.path));

/** A path segment as a client could send it; a lone surrogate goes as the raw bytes it would have. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.toWellFormed())}%ED%A0%80`;
  }
};

const junkQueryValue = fc.oneof(
  unstorableText,
  fc.constantFrom('1e999', '99999999999999999999999', '-1', '', 'NaN', '[]', '{"a":1}', 'x'.repeat(3000)),
);

function requests(op: Operation) {
  const pathValue = fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), unstorableText, fc.string());
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const path = fc
    .tuple(...params.map(() => pathValue))
    .map((values) => params.reduce((p, name, i) => p.replace(`{${name}}`, segment(values[i]!)), op.path));
  const declared = op.query.map(({ name, schema }) =>
    fc.oneof(plausible(schema, doc, name).map(String), junkQueryValue).map((value) => [name, value]),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.string(), unstorableText), junkQueryValue), { maxLength: 2 });
  const query = fc
    .tuple(fc.tuple(...declared), extra)
    .map(([known, more]) => new URLSearchParams([...(known as [string, string][]), ...more]).toString());
  const shape = op.body ? plausible(op.body, doc) : fc.constant(undefined);
  const body = op.body
    ? fc.oneof(
        { weight: 4, arbitrary: fc.tuple(shape, fc.nat(), junkValue, fc.constantFrom('\u0000', '\ud800')) },
        { weight: 1, arbitrary: shape.map((value) => [value] as const) },
        { weight: 1, arbitrary: junkValue.map((value) => [value] as const) },
      )
    : fc.constant(undefined);
  return fc.record({
    path,
    query,
    ip: fc.ipV4(),
    body: body.map((b) => {
      if (!b) return undefined;
      const [value, pick, junk, poison] = b as [unknown, number?, unknown?, string?];
      return junkText(pick === undefined ? value : withJunk(value, pick, junk, poison!));
    }),
  });
}

describe('junk input on every route of the OpenAPI document', () => {
  it('lists the routes it probes', () => {
    expect(tested.length).toBeGreaterThan(30);
    expect(tested.filter((op) => op.body).length).toBeGreaterThan(15);
  });

  for (const op of tested) {
    it(`${op.method} ${op.path} never answers a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requests(op), async (req) => {
          const headers: Record<string, string> = { ...admin.headers, 'x-forwarded-for': req.ip };
          if (req.body !== undefined) headers['content-type'] = 'application/json';
          const url = req.query ? `${req.path}?${req.query}` : req.path;
          const res = await t.call(op.method, url, { body: req.body, headers });
          const text = await res.text();
          expect(res.status, `${op.method} ${url} → ${text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(JSON.parse(text)).toMatchObject({
              message: expect.any(String),
              code: expect.any(String),
              requestId: expect.any(String),
            });
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
