import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, seededHotel } from '../fixtures/hotel';
import type { JsonSchema } from '../fixtures/openapi-junk';
import { type OpenApiDocument, validValue } from '../fixtures/openapi-valid';

// Issue 41, an exposure closed (decision 114): a bill-to name or address holding control characters or a
// bidirectional override printed on tax documents. Every free-text field that reaches a document, a message or the
// staff console refuses them at the edge, naming the field in words. The fields are read from the served OpenAPI
// document, so a new one cannot be forgotten: each carries the pattern, or is named below with why it need not.
const t = await seededHotel();
afterAll(() => t.close());
const admin = await signedInGuest(t.db, { role: 'admin', name: 'Text Checker' }, HOTEL_NOON);
const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as OpenApiDocument;

/** Strings that reach nothing printed, each with why (matched against `METHOD /path .field`). */
const NOT_PRINTED: [RegExp, string][] = [
  [/ \.(user_id|userId)$/, "the caller's own id, compared and never stored"],
  [
    / \.(code|couponCode|coupon_code|offerCode|offer_code)$/,
    "looked up among the hotel's codes; any other is refused",
  ],
  [/ \.(packageId|package_id)$/, 'looked up among the stay packages; any other is refused'],
  [/ \.gstin$/, 'kept only as a GSTIN, letters and digits with a check character'],
  [
    / \/api\/(bookings\/create(booking)?|quotes\/(room|table)) \.(image|description|menuname)$/,
    "the spec client's copy of the listing, not read",
  ],
  [/ \.price$/, "the spec client's price, ignored: the server prices the hall"],
  [/ \.website$/, 'the honeypot, left empty by people and never stored'],
  [/ \/api\/halls\/check-availability \.eventType$/, 'matched to one of the event types'],
  [
    / \/api\/wallet-transactions\/create-suparcoins \.(type|description)$/,
    'ignored: the server writes the reward row',
  ],
  [
    / \.(razorpay_order_id|razorpay_payment_id|razorpay_signature|order_id|s)$/,
    'ids and signatures, checked',
  ],
  [/ \/api\/payments\/webhook /, "the payment provider's event, signed and checked"],
];

const resolve = (schema: JsonSchema) =>
  (schema.$ref ? doc.components!.schemas![schema.$ref.split('/').pop()!] : schema) as JsonSchema & {
    allOf?: JsonSchema[];
  };
const patternsOf = (s: JsonSchema & { allOf?: JsonSchema[] }) =>
  [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => Boolean(p));
/** Whether a field takes what a person types (its patterns, if any, take a sentence): not a phone, code or key. */
const takesWords = (s: JsonSchema) =>
  patternsOf(s).every((pattern) => new RegExp(pattern, 'u').test('Rajmahal lakeside dinner'));
const refusesBidi = (s: JsonSchema) =>
  patternsOf(s).some((pattern) => !new RegExp(pattern, 'u').test('Rajmahal\u202elakeside dinner'));

/** One free-text field of a request body: the object it is in, its name, and whether it is a list of texts. */
interface TextField {
  where: string;
  method: string;
  path: string;
  body: JsonSchema;
  name: string;
  list: boolean;
  printable: boolean;
}

function textFields(): TextField[] {
  const found: TextField[] = [];
  const visit = (method: string, path: string, schema: JsonSchema) => {
    const s = resolve(schema);
    for (const branch of s.anyOf ?? s.oneOf ?? []) visit(method, path, branch);
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      const field = resolve(child);
      const inner = [field, ...(field.anyOf ?? [])].map(resolve);
      const list = inner.find(
        (f) => f.type === 'array' || (Array.isArray(f.type) && f.type.includes('array')),
      );
      const text = list?.items ? resolve(list.items) : inner.find((f) => [f.type].flat().includes('string'));
      if (!text || ![text.type].flat().includes('string') || text.enum || text.format || !takesWords(text))
        continue;
      found.push({
        where: `${method} ${path} .${name}`,
        method,
        path,
        body: s,
        name,
        list: Boolean(list?.items),
        printable: refusesBidi(text),
      });
    }
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema) visit(method.toUpperCase(), path, schema);
    }
  }
  return found;
}

const fields = textFields();
const printed = fields.filter((f) => f.printable);

describe('free text in requests, as the OpenAPI document describes it', () => {
  it('refuses control and text-direction characters in every field that is printed, or says why not', () => {
    const unexplained = fields
      .filter((f) => !f.printable && !NOT_PRINTED.some(([where]) => where.test(f.where)))
      .map((f) => f.where);
    expect(unexplained).toEqual([]);
    // The fields the issue names, among others: bill-to names and addresses, names, notes, special requests.
    const names = new Set(printed.map((f) => `${f.path} .${f.name}`));
    for (const field of [
      '/api/bookings/{id}/billing .name',
      '/api/bookings/{id}/billing .address',
      '/api/auth/profile .billing_name',
      '/api/auth/profile .billing_address',
      '/api/auth/profile .address',
      '/api/auth/signup .name',
      '/api/bookings/create .specialRequests',
      '/api/bookings/create .note',
      '/api/bookings/{id}/special-requests .specialRequests',
      '/api/hallbookings/create-booking .customerName',
      '/api/hallbookings/create-booking .eventDetails',
      '/api/referrals/invite .refereeName',
      '/api/contact .comments',
      '/api/bookings/{id}/status .reason',
    ]) {
      expect(names, field).toContain(field);
    }
    expect(printed.length).toBeGreaterThan(60);
  });
});

const INVISIBLE = {
  'right-to-left override U+202E': '\u202e',
  'left-to-right isolate U+2066': '\u2066',
  'pop directional isolate U+2069': '\u2069',
  'bell U+0007': '\u0007',
  'escape U+001B': '\u001b',
  'next line U+0085 (C1)': '\u0085',
};

let ip = 0;
/** Sends one operation's body, valid by the document but for `value` in the field; answers status and body. */
async function sendWith(field: TextField, value: string) {
  const [body] = fc.sample(validValue(field.body, doc), { numRuns: 1, seed: 41 }) as [
    Record<string, unknown>,
  ];
  const path = field.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
  ip += 1;
  const res = await t.call(field.method, path, {
    json: { ...body, [field.name]: field.list ? [value] : value },
    headers: { ...admin.headers, 'x-forwarded-for': `10.41.${(ip >> 8) & 255}.${ip & 255}` },
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

describe('a control or text-direction character sent in each printed field, as an attacker would', () => {
  for (const field of printed) {
    it(`${field.where}: refused, naming the field in words`, async () => {
      const key = field.list ? `${field.name}.0` : field.name;
      for (const [what, char] of Object.entries(INVISIBLE)) {
        const res = await sendWith(field, `Rajmahal${char}lakeside dinner`);
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
        const message: string = res.body.fields?.[key];
        expect(message, `${what}: ${JSON.stringify(res.body)}`).toMatch(
          /^[A-Z].* has a hidden control or text-direction character \(pasted text can carry one\): type it again without it\.$/,
        );
        // In words, never by its name on the wire (`billing_name`, `specialRequests`).
        if (/[_A-Z]/.test(field.name)) expect(message).not.toContain(field.name);
      }
    });
  }
});

describe('line breaks', () => {
  const refusal = /has a hidden control or text-direction character/;
  it('are kept where a field holds lines (an address, a note), and refused in a field of one line', async () => {
    const address = printed.find((f) => f.where === 'PUT /api/bookings/{id}/billing .address')!;
    const name = printed.find((f) => f.where === 'PUT /api/bookings/{id}/billing .name')!;
    for (const lines of ['14 Lake Palace Road\nUdaipur 313001', '14 Lake Palace Road\r\nUdaipur 313001']) {
      const res = await sendWith(address, lines);
      expect(res.body.fields?.address ?? '').not.toMatch(refusal);
      expect((await sendWith(name, lines)).body.fields?.name).toMatch(refusal);
    }
    expect((await sendWith(address, '14 Lake\tPalace Road')).body.fields?.address).toMatch(refusal);
  });
});
