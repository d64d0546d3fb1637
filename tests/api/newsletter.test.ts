import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers, rateLimitHits } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(newsletterSubscribers);
  await t.db.delete(rateLimitHits);
});

const subscribe = (json: unknown, ip = '203.0.113.9') =>
  t.call('POST', '/api/newsletter', { json, headers: { 'x-forwarded-for': ip } });

describe('POST /api/newsletter', () => {
  it('stores a new address once, lower-cased', async () => {
    const res = await subscribe({ email: ' Kavya.Menon@Example.IN' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: 'Thank you for subscribing. The palace letter arrives once a month.',
      alreadySubscribed: false,
    });
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['kavya.menon@example.in']);
  });

  it('answers a repeat kindly, without a second row', async () => {
    await subscribe({ email: 'kavya.menon@example.in' });
    const res = await subscribe({ email: 'KAVYA.MENON@example.in' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'You are already on our list. Thank you for staying in touch.',
      alreadySubscribed: true,
    });
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it.each([
    [{}, 'Please enter your email'],
    [{ email: 'kavya@' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter your email'],
  ])('refuses %j with 400 naming the email, storing nothing', async (body, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { email: message },
    });
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('ignores a filled honeypot', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'x' });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('slows down one address signing up many emails', async () => {
    for (let i = 0; i < 20; i++)
      expect((await subscribe({ email: `guest${i}@example.com` }, '192.0.2.99')).status).toBe(201);
    const res = await subscribe({ email: 'guest21@example.com' }, '192.0.2.99');
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe('RATE_LIMITED');
  });
});
