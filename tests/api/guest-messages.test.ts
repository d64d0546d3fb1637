import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, seededHotel } from '../fixtures/hotel';
import { type JsonSchema, junkValue, plausible, withJunk } from '../fixtures/openapi-junk';

// Issue 31, item 10: a message a guest may read names a field in words or not at all: never "phone: Enter a
// valid mobile number.", "guests: …" or "profilePicture: …". The field's wire name stays in `fields`.
const RUNS_PER_ROUTE = 20;

const t = await seededHotel();
afterAll(() => t.close());
const admin = await signedInGuest(t.db, { role: 'admin', name: 'Words Tester' }, HOTEL_NOON);

/** A message that opens with a field's wire name and a colon ("num_guests: …", "profilePicture: …"). */
const WIRE_NAME_PREFIX = /^[A-Za-z_$][\w$.[\]-]*:\s/;

/** Fails unless the refusal reads as a sentence for a guest, with each refused field named only in `fields`. */
function expectGuestWords(where: string, body: { message: string; fields?: Record<string, string> }) {
  expect(body.message, where).not.toMatch(WIRE_NAME_PREFIX);
  for (const field of Object.keys(body.fields ?? {})) {
    expect(body.message, where).not.toContain(`${field}:`);
    expect(body.fields![field], where).not.toMatch(WIRE_NAME_PREFIX);
  }
}

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    body: op.requestBody?.content?.['application/json']?.schema,
    query: (op.parameters ?? []).filter((p) => p.in === 'query'),
  })),
);
// Only the routes that take input can refuse it; logging out would end the session the others use, and the demo's
// hook that fails the next email to an address would fail the other routes' emails on purpose.
const UNTESTED = new Set(['/api/auth/logout', '/api/dev/mail-outbox/refusals']);
const withInput = operations.filter(
  (op) => !UNTESTED.has(op.path) && !op.path.includes('{') && (op.body || op.query.length > 0),
);

describe('every refusal of the API in words a guest can read', () => {
  it('probes the routes that take a body or a query', () => {
    expect(withInput.length).toBeGreaterThan(25);
  });

  for (const op of withInput) {
    it(`${op.method} ${op.path} names no field by its wire name`, async () => {
      const shape = op.body ? plausible(op.body, doc) : fc.constant(undefined);
      const query = fc.tuple(
        ...op.query.map(({ name, schema }) =>
          fc.oneof(plausible(schema, doc, name).map(String), fc.constantFrom('', '-1', 'x', '99999')),
        ),
      );
      await fc.assert(
        fc.asyncProperty(shape, fc.nat(), junkValue, query, async (value, pick, junk, values) => {
          const params = new URLSearchParams(op.query.map((q, i) => [q.name, values[i] as string]));
          const url = params.size ? `${op.path}?${params}` : op.path;
          const body = value === undefined ? undefined : JSON.stringify(withJunk(value, pick, junk, ''));
          const headers: Record<string, string> = { ...admin.headers };
          if (body !== undefined) headers['content-type'] = 'application/json';
          const res = await t.call(op.method, url, { body, headers });
          if (res.status < 400) return;
          expectGuestWords(`${op.method} ${url} ${body ?? ''}`.slice(0, 300), await res.json());
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});

describe('the refusals the issue names', () => {
  it('a bad phone, a hall party too big for the hall and a bad picture each read as a sentence', async () => {
    const phone = await (await t.call('POST', '/api/auth/send-otp', { json: { phone: '12345' } })).json();
    expect(phone).toMatchObject({
      message: 'Enter a valid mobile number.',
      fields: { phone: 'Enter a valid mobile number.' },
    });

    const missing = await (await t.call('POST', '/api/auth/send-otp', { json: {} })).json();
    expect(missing.message).toBe('Please enter phone number');

    const guests = await (
      await t.call('POST', '/api/halls/check-availability', {
        json: { date: '2026-12-26', timeSlot: 'Evening', guests: 0 },
      })
    ).json();
    expectGuestWords('hall guests', guests);
    expect(Object.keys(guests.fields)).toEqual(['guests']);

    const form = new FormData();
    form.set('profilePicture', new File([new Uint8Array([1, 2, 3])], 'note.txt', { type: 'text/plain' }));
    const picture = await (
      await t.call('PUT', '/api/auth/profile', { body: form, headers: admin.headers })
    ).json();
    expectGuestWords('picture', picture);
    expect(Object.keys(picture.fields)).toEqual(['profilePicture']);
  });

  it('says zod’s own refusals in words: a field left out, too long, too large, not one of the choices', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/bookings/validate-code', { code: 'PALACE10' }, 'Code type must be one of: promo, group.'],
      [
        '/api/bookings/validate-code',
        { code: 'X'.repeat(41), codeType: 'promo' },
        'Code takes at most 40 characters.',
      ],
      [
        '/api/bookings/validate-code',
        { code: 'PALACE10', codeType: 'promo', num_rooms: 51 },
        'Choose at most 50 rooms.',
      ],
    ];
    for (const [path, json, message] of cases) {
      const res = await t.call('POST', path, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).message, JSON.stringify(json)).toBe(message);
    }
  });
});
