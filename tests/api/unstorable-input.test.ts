import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../src/server/db/factories';
import { contactMessages, coupons, otpCodes, rateLimitHits, users } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInGuest(t.db, { role: 'admin' });
});
afterAll(() => t.close());

const NUL = 'Remove the invisible control character.';
const SURROGATE = 'Remove the broken character (half of a character pair).';
const TOO_LARGE = 'This number is too large.';

/** The refusal a caller reads: 400 VALIDATION_FAILED naming the field, in the one error shape. */
async function expectRefused(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    message,
    code: 'VALIDATION_FAILED',
    requestId: expect.any(String),
    fields: { [field]: message },
  });
}

const raw = (method: string, path: string, text: string, headers: Record<string, string> = {}) =>
  t.call(method, path, { body: text, headers: { 'content-type': 'application/json', ...headers } });

describe('text the database cannot store, refused at the edge', () => {
  it('refuses a NUL on the three routes open without login, storing nothing', async () => {
    await expectRefused(
      await t.call('POST', '/api/bookings/validate-code', {
        json: { code: 'SUM\u0000MER', codeType: 'promo' },
      }),
      'code',
      NUL,
    );
    const contact = { kind: 'enquiry', name: 'Asha\u0000', email: 'asha@example.in', comments: 'A table?' };
    await expectRefused(await t.call('POST', '/api/contact', { json: contact }), 'name', NUL);
    const signup = { name: 'Ravi\u0000', phone: '98765 43001' };
    await expectRefused(await t.call('POST', '/api/auth/signup', { json: signup }), 'name', NUL);
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(await t.db.select().from(rateLimitHits)).toEqual([]);
    expect(await t.db.select().from(otpCodes)).toEqual([]);
  });

  it('refuses a lone surrogate the same way, wherever it is nested', async () => {
    const signup = { name: 'Ravi \ud83d', phone: '98765 43002' };
    await expectRefused(await t.call('POST', '/api/auth/signup', { json: signup }), 'name', SURROGATE);
    const room = { name: 'Lake Suite', amenities: ['Wi-Fi', 'Bath\udc00'] };
    await expectRefused(
      await t.call('POST', '/api/createroom/rooms', { json: room, headers: admin.headers }),
      'amenities.1',
      SURROGATE,
    );
    expect(await t.db.select().from(otpCodes)).toEqual([]);
  });

  it('refuses a NUL in the query string, a path parameter and a form field', async () => {
    const headers = admin.headers;
    await expectRefused(await t.call('GET', '/api/coupons?search=%00', { headers }), 'search', NUL);
    await expectRefused(await t.call('GET', '/api/bookings/ab%00cd', { headers }), 'id', NUL);
    const form = new FormData();
    form.set('name', 'Mallory\u0000');
    form.set('address', 'Lake Palace Road');
    await expectRefused(await t.call('PUT', '/api/auth/profile', { body: form, headers }), 'name', NUL);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ name: admin.user.name, address: admin.user.address });
  });

  it('names a field whose own name carries the NUL', async () => {
    const text = '{"code":"SUMMER","code\\u0000Type":"promo"}';
    await expectRefused(await raw('POST', '/api/bookings/validate-code', text), 'codeType', NUL);
  });
});

describe('numbers and nesting no parser should have to take', () => {
  it('refuses a number past 2^53, or one that overflows to infinity, naming it', async () => {
    for (const number of ['1e999', '123456789012345678901234567890']) {
      const text = `{"code":"SAVE1","amount":${number}}`;
      await expectRefused(await raw('POST', '/api/coupons/apply-coupon', text), 'amount', TOO_LARGE);
    }
  });

  it('refuses JSON thousands of levels deep with a 400', async () => {
    const deepArray = `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)},"phone":"9876543003"}`;
    const message = 'The data is nested too deeply (at most 32 levels).';
    await expectRefused(await raw('POST', '/api/auth/signup', deepArray), 'name', message);
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    await expectRefused(await raw('POST', '/api/contact', deepObject), 'a', message);
  });

  it('refuses an integer past what its column holds, and a date PostgreSQL has no year for', async () => {
    const coupon = await createCoupon(t.db, { minAmountPaise: 100 });
    const res = await t.call('PUT', `/api/coupons/${coupon.id}`, {
      json: { minAmountPaise: 3_000_000_000 },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Use a number up to 2,14,74,83,647.');
    const create = await t.call('POST', '/api/coupons/create-coupon', {
      json: {
        code: 'YEARZERO',
        discountType: 'percent',
        discountValue: 5,
        validFrom: '0000-01-01T00:00:00Z',
      },
      headers: admin.headers,
    });
    expect(create.status).toBe(400);
    expect((await create.json()).message).toBe('Use a date from the year 2000 on.');
    const stored = await t.db.select().from(coupons);
    expect(stored.map((c) => [c.code, c.minAmountPaise])).toEqual([[coupon.code, 100]]);
  });

  it('still answers a body that is not JSON as such', async () => {
    const res = await raw('POST', '/api/contact', '{"name": "Asha"');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_JSON');
  });
});
