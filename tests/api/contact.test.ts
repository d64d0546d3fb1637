import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, rateLimitHits } from '../../src/server/db/schema';
import { CONTACT_LIMIT } from '../../src/server/services/contact';
import { takeRateLimitHit } from '../../src/server/services/rate-limits';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(rateLimitHits);
});

let ipCounter = 1;
/** Each test writes from its own address, so the per-IP limit only bites where a test means it to. */
const freshIp = () => `203.0.113.${ipCounter++}`;

const enquiry = {
  kind: 'enquiry',
  name: 'Ananya Iyer',
  email: 'Ananya@Example.in ',
  phone: '+91 98765 43210',
  subject: 'Anniversary dinner',
  comments: 'Could you arrange a table by the lake on 14 February?',
};

const send = (json: unknown, ip = freshIp()) =>
  t.call('POST', '/api/contact', { json, headers: { 'x-forwarded-for': ip } });

describe('POST /api/contact', () => {
  it('stores an enquiry and thanks the guest', async () => {
    const res = await send(enquiry, '198.51.100.7');
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Thank you for writing. Our concierge will reply within a day.');
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'enquiry',
      name: 'Ananya Iyer',
      email: 'ananya@example.in',
      phone: '+91 98765 43210',
      subject: 'Anniversary dinner',
      stayDate: null,
      ip: '198.51.100.7',
    });
  });

  it('stores feedback with the date of stay', async () => {
    const res = await send({
      kind: 'feedback',
      name: 'Rohan Das',
      email: 'rohan@example.com',
      stayDate: '2026-10-02',
      comments: 'The breakfast on the terrace was the best of our trip.',
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toMatch(/feedback/);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rohan@example.com'));
    expect(row).toMatchObject({ kind: 'feedback', stayDate: '2026-10-02', subject: null, phone: null });
  });

  it.each([
    [{ ...enquiry, name: '  ' }, 'name', 'Please enter your name'],
    [{ ...enquiry, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...enquiry, phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ ...enquiry, subject: '' }, 'subject', 'Please enter a subject'],
    [{ ...enquiry, comments: '' }, 'comments', 'Please write your message'],
    [{ ...enquiry, kind: 'complaint' }, 'kind', 'Choose enquiry or feedback'],
    [
      { ...enquiry, kind: 'feedback', stayDate: '2026-02-30' },
      'stayDate',
      'Please enter the date of your stay as YYYY-MM-DD',
    ],
  ])('refuses a bad %# with 400 naming the field, storing nothing', async (body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.fields[field]).toBe(message);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('thanks a bot that fills the honeypot but stores nothing', async () => {
    const res = await send({ ...enquiry, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses the sixth message from one address within an hour with 429', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send(enquiry, ip)).status).toBe(201);
    const res = await send(enquiry, ip);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_LIMIT.message });
    expect(await t.db.select().from(contactMessages)).toHaveLength(CONTACT_LIMIT.max);
    expect((await send(enquiry, '192.0.2.51')).status).toBe(201);
  });
});

describe('the rate limit window', () => {
  it('opens again once the oldest hits are an hour old', async () => {
    const start = new Date('2027-01-10T10:00:00Z');
    for (let i = 0; i < CONTACT_LIMIT.max; i++) await takeRateLimitHit(t.db, CONTACT_LIMIT, 'ip-a', start);
    await expect(
      takeRateLimitHit(t.db, CONTACT_LIMIT, 'ip-a', new Date('2027-01-10T10:59:00Z')),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(
      takeRateLimitHit(t.db, CONTACT_LIMIT, 'ip-a', new Date('2027-01-10T11:00:01Z')),
    ).resolves.toBeUndefined();
  });
});
