import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { forgetInvitation } from '../../src/server/services/privacy/consent';
import { signedInGuest, TEST_LINK_KEYS } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 35: a friend invited by email never agreed to anything; the invitation carries a link that erases it
// (their name and address), without an account, and nobody else can make such a link.

const NOW = new Date('2027-02-01T09:00:00Z');
const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', pino({ level: 'silent' }));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://suparpalace.in' }, { mail });
});
afterAll(() => t.close());

async function invite(name: string, email: string) {
  const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
  const res = await t.call('POST', '/api/referrals/invite', {
    json: { refereeName: name, refereeEmail: email },
    headers: asha.headers,
  });
  expect(res.status).toBe(201);
  const sent = mail.outbox().find((m) => m.to === email)!;
  const link = /https:\/\/suparpalace\.in\/forget-invitation\?i=([\w-]+)&amp;s=([\w-]+)/.exec(
    sent.html ?? '',
  )!;
  return { id: link[1]!, signature: link[2]!, sent };
}

describe('the erase link in an invitation', () => {
  it('is in the email, and erases the invitation with the name and address, once', async () => {
    const { id, signature, sent } = await invite('Farah', 'farah@example.in');
    expect(sent.html).toContain('Erase this invitation and your email address');
    expect(await forgetInvitation(t.db, id, signature, TEST_LINK_KEYS, NOW)).toBe(
      'Your invitation and your email address are erased. Nobody will write to you about it again.',
    );
    expect(await t.db.select().from(referrals).where(eq(referrals.id, id))).toEqual([]);
    // A second click finds nothing left, and says the same.
    await expect(forgetInvitation(t.db, id, signature, TEST_LINK_KEYS, NOW)).resolves.toMatch(/are erased/);
  });

  it("refuses another invitation's signature, erasing nothing", async () => {
    const first = await invite('Kiran', 'kiran@example.in');
    const second = await invite('Leela', 'leela@example.in');
    await expect(forgetInvitation(t.db, second.id, first.signature, TEST_LINK_KEYS, NOW)).rejects.toThrow(
      'This link is not valid.',
    );
    expect(await t.db.select().from(referrals).where(eq(referrals.id, second.id))).toHaveLength(1);
  });
});
