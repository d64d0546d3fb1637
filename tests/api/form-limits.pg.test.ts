import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../src/server/db/schema';
import { CONTACT_LIMIT, NEWSLETTER_LIMIT } from '../../src/server/services/contact';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: a burst of form posts from one address, all at the same moment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

const post = (path: string, json: unknown, ip: string) =>
  t.call('POST', path, { json, headers: { 'x-forwarded-for': ip } });

describe('the contact and newsletter limits under a burst, on PostgreSQL', () => {
  it('stores exactly 5 of 20 simultaneous contact messages from one address and refuses 15 with 429', async () => {
    const ip = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/contact',
          { kind: 'feedback', name: 'Vikram Singh', email: 'vikram@example.in', comments: `Note ${i}` },
          ip,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CONTACT_LIMIT.max);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_LIMIT.message });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.ip, ip))).toHaveLength(
      CONTACT_LIMIT.max,
    );
  });

  it('stores at most 20 of 40 simultaneous newsletter sign-ups from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/newsletter', { email: `reader${i}@example.in` }, '203.0.113.78'),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(NEWSLETTER_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - NEWSLETTER_LIMIT.max);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(NEWSLETTER_LIMIT.max);
  });
});
