import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords, newsletterSubscribers, referrals, users } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import {
  forgetInvitation,
  leaveNewsletter,
  unsubscribePath,
} from '../../src/server/services/privacy/consent';
import { LEGACY_LINKS_HONOURED_UNTIL } from '../../src/server/services/signed-links';
import { signedInGuest, TEST_JWT_SECRET, TEST_LINK_KEYS, TEST_LINK_SECRET } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 41, an exposure closed (decision 114): the unsubscribe, newsletter and invitation links were signed with
// JWT_SECRET. They are now signed with keys of their own (LINK_SECRET, one per purpose), and tried here as an
// attacker would: made up, for another row, of another purpose, a session's, and sent before and past honouring.
const clock = { at: new Date('2027-02-01T09:00:00Z') };
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => clock.at,
);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://suparpalace.in' }, { now: () => clock.at, mail });
});
afterAll(() => t.close());

const unsubscribe = (u: string, s: string) => t.call('POST', '/api/privacy/unsubscribe', { json: { u, s } });
const consentOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.marketingConsent;
const recordsOf = (id: string) => t.db.select().from(consentRecords).where(eq(consentRecords.userId, id));
/** A link as one sent before decision 114 carried it: HMAC-SHA256 of `purpose:id` under JWT_SECRET. */
const oldSignature = (purpose: string, id: string) =>
  createHmac('sha256', TEST_JWT_SECRET).update(`${purpose}:${id}`).digest('base64url');

async function subscribed(email: string) {
  expect((await t.call('POST', '/api/newsletter', { json: { email } })).status).toBe(201);
  const link = new URL(mail.outbox().find((m) => m.to === email)!.unsubscribe!);
  return { n: link.searchParams.get('n')!, s: link.searchParams.get('s')! };
}

async function invitation(email: string) {
  const host = await signedInGuest(t.db, { name: 'Asha Verma' }, clock.at);
  const res = await t.call('POST', '/api/referrals/invite', {
    json: { refereeName: 'Farah', refereeEmail: email },
    headers: host.headers,
  });
  expect(res.status).toBe(201);
  const sent = mail.outbox().find((m) => m.to === email)!;
  const [, i, s] = /https:\/\/suparpalace\.in\/forget-invitation\?i=([\w-]+)&amp;s=([\w-]+)/.exec(
    sent.html!,
  )!;
  return { i: i!, s: s! };
}

describe('the links in emails, tried as an attacker would', () => {
  it('refuse a made-up signature and one made for another guest, changing nothing', async () => {
    const victim = await signedInGuest(t.db, { marketingConsent: true }, clock.at);
    const attacker = await signedInGuest(t.db, { marketingConsent: true }, clock.at);
    // The attacker's own link, from an offer sent to them.
    const own = new URL(unsubscribePath(attacker.user.id, TEST_LINK_SECRET), 'https://suparpalace.in');
    for (const s of [own.searchParams.get('s')!, 'A'.repeat(43), 'not-a-signature']) {
      const res = await unsubscribe(victim.user.id, s);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('This unsubscribe link is not valid.');
    }
    expect(await consentOf(victim.user.id)).toBe(true);
    expect(await recordsOf(victim.user.id)).toEqual([]);
  });

  it('keep each purpose to itself: a newsletter or invitation link stops no guest’s offers, and the reverse', async () => {
    const letter = await subscribed('meera@example.in');
    const invite = await invitation('kabir@example.in');
    // Posted as a guest's unsubscribe link for the row it names: refused (accepted, it would answer 200).
    for (const [u, s] of [
      [letter.n, letter.s],
      [invite.i, invite.s],
    ] as const) {
      const res = await unsubscribe(u, s);
      expect(res.status).toBe(403);
    }
    // The newsletter link as an invitation's erase link, and the invitation's as a newsletter's.
    await expect(forgetInvitation(t.db, letter.n, letter.s, TEST_LINK_KEYS, clock.at)).rejects.toThrow(
      'This link is not valid.',
    );
    await expect(leaveNewsletter(t.db, invite.i, invite.s, TEST_LINK_KEYS, clock.at)).rejects.toThrow(
      'This unsubscribe link is not valid.',
    );
    expect(
      await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, letter.n)),
    ).toHaveLength(1);
    expect(await t.db.select().from(referrals).where(eq(referrals.id, invite.i))).toHaveLength(1);
  });

  it('are no sessions, and a session makes no link', async () => {
    const guest = await signedInGuest(t.db, { marketingConsent: true }, clock.at);
    const letter = await subscribed('devika@example.in');
    // A link's signature presented as a bearer token is no session.
    const asSession = await t.call('GET', '/api/auth/profile', {
      headers: { authorization: `Bearer ${letter.s}` },
    });
    expect(asSession.status).toBe(401);
    // The guest's own session token, or its signature part, is no unsubscribe link.
    for (const s of [guest.token.split('.')[2]!, guest.token.slice(0, 100)]) {
      expect((await unsubscribe(guest.user.id, s)).status).toBe(403);
    }
    expect(await consentOf(guest.user.id)).toBe(true);
  });

  it('honour a link sent before the change, for its own purpose, until the end of 2027, and then not', async () => {
    const early = await signedInGuest(t.db, { marketingConsent: true }, clock.at);
    const late = await signedInGuest(t.db, { marketingConsent: true }, clock.at);
    const letter = await subscribed('omar@example.in');
    // An old newsletter signature is not an old guest link.
    expect((await unsubscribe(letter.n, oldSignature('unsubscribe-newsletter', letter.n))).status).toBe(403);

    const kept = await unsubscribe(early.user.id, oldSignature('unsubscribe', early.user.id));
    expect(kept.status).toBe(200);
    expect(await consentOf(early.user.id)).toBe(false);
    expect(
      await leaveNewsletter(
        t.db,
        letter.n,
        oldSignature('unsubscribe-newsletter', letter.n),
        TEST_LINK_KEYS,
        clock.at,
      ),
    ).toMatch(/^You are off the palace letter/);

    clock.at = new Date(LEGACY_LINKS_HONOURED_UNTIL.getTime() + 60_000);
    try {
      const refused = await unsubscribe(late.user.id, oldSignature('unsubscribe', late.user.id));
      expect(refused.status).toBe(403);
      expect(await consentOf(late.user.id)).toBe(true);
      expect(await recordsOf(late.user.id)).toEqual([]);
      // A link made now still works then: unsubscribe links never expire (decision 114).
      const invite = await invitation('zoya@example.in');
      await expect(
        forgetInvitation(
          t.db,
          invite.i,
          oldSignature('forget-invitation', invite.i),
          TEST_LINK_KEYS,
          clock.at,
        ),
      ).rejects.toThrow('This link is not valid.');
      expect(await forgetInvitation(t.db, invite.i, invite.s, TEST_LINK_KEYS, clock.at)).toMatch(
        /are erased/,
      );
    } finally {
      clock.at = new Date('2027-02-01T09:00:00Z');
    }
  });
});
