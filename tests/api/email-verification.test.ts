import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  emailVerifications,
  newsletterSubscribers,
  rateLimitHits,
  users,
} from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { VERIFY_REFUSED } from '../../src/server/services/email-verification';
import { eraseGuest } from '../../src/server/services/privacy/erasure';
import { marketingAudience } from '../../src/server/services/privacy/marketing';
import { signLink, verifyEmailSubject } from '../../src/server/services/signed-links';
import { signedInGuest, TEST_LINK_SECRET } from '../fixtures/auth';
import { heldStay, noticeRows, payStay } from '../fixtures/notices';
import { tampered } from '../fixtures/tamper';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Decision 115 (issue 41): an address typed on the profile is unproven until its guest opens the link sent to it;
// until then it links no record to the account and receives nothing but that link.

const START = new Date('2027-03-01T10:00:00Z');
const clock = { at: START };
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => clock.at,
);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at, mail });
});
afterAll(() => t.close());

let serial = 0;
/** An address no other test of this file uses. */
const address = (name: string) => `${name}.${++serial}@example.in`;
const account = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const setEmail = (headers: Record<string, string>, email: string) =>
  t.call('PUT', '/api/auth/profile', { json: { email }, headers });
const profile = async (headers: Record<string, string>) =>
  (await (await t.call('GET', '/api/auth/profile', { headers })).json()).user;

/** The fields of the newest confirmation link sent to `to`, read from the letter as a guest would open it. */
function linkSentTo(to: string) {
  const letter = mail.outbox().find((m) => m.to === to && m.tag === 'verify-email');
  if (!letter) throw new Error(`no confirmation link was sent to ${to}`);
  const url = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(letter.text)![0]);
  const field = (name: string) => url.searchParams.get(name) ?? '';
  return { v: field('v'), e: field('e'), s: field('s') };
}
const confirm = (link: { v: string; e: string; s: string }) =>
  t.call('POST', '/api/auth/email-verification/confirm', { json: link });
const resend = (headers: Record<string, string>) =>
  t.call('POST', '/api/auth/email-verification', { headers });

describe('an address typed on the profile and not proven', () => {
  it("links none of another guest's records: B types A's address; B's export, withdrawal and erasure leave A's rows be", async () => {
    const ashaEmail = address('asha');
    const asha = await signedInGuest(t.db, { name: 'Asha Verma', email: ashaEmail }, clock.at);
    await t.db.insert(contactMessages).values({
      kind: 'enquiry',
      name: 'Asha Verma',
      email: ashaEmail,
      comments: 'Our anniversary is on the 14th: could the room have flowers?',
    });
    await t.db.insert(newsletterSubscribers).values({ email: ashaEmail });
    const bala = await signedInGuest(t.db, { name: 'Bala', marketingConsent: true }, clock.at);
    const typed = await setEmail(bala.headers, ashaEmail.toUpperCase());
    expect(typed.status).toBe(200);
    expect((await typed.json()).user).toMatchObject({
      email: ashaEmail.toUpperCase(),
      email_verified: false,
    });

    const exported = await (await t.call('GET', '/api/privacy/export', { headers: bala.headers })).json();
    expect(exported.tables.contact_messages).toEqual([]);
    expect(exported.tables.newsletter_subscribers).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('anniversary');
    // Asha's own export, her address proven, has them.
    const hers = await (await t.call('GET', '/api/privacy/export', { headers: asha.headers })).json();
    expect(hers.tables.contact_messages).toHaveLength(1);
    expect(hers.tables.newsletter_subscribers).toHaveLength(1);

    const withdrawn = await t.call('PUT', '/api/privacy/marketing', {
      json: { marketing: false },
      headers: bala.headers,
    });
    expect(withdrawn.status).toBe(200);
    expect((await account(bala.user.id)).marketingConsent).toBe(false);
    await t.db.transaction((tx) => eraseGuest(tx, bala.user.id, clock.at));
    expect((await account(bala.user.id)).erasedAt).not.toBeNull();
    const letter = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, ashaEmail));
    expect(letter).toHaveLength(1);
    const messages = await t.db.select().from(contactMessages).where(eq(contactMessages.email, ashaEmail));
    expect(messages).toHaveLength(1);
  });

  it('receives no booking confirmation and no offers: only the link that proves it', async () => {
    const email = address('chitra');
    const stay = await heldStay(t, clock.at, { email });
    await t.db
      .update(users)
      .set({ emailVerifiedAt: null, marketingConsent: true })
      .where(eq(users.id, stay.guest.user.id));
    await payStay(t, stay.guest.headers, stay.booking.id);
    const rows = await noticeRows(t, stay.booking.id);
    expect(rows.filter((r) => r.audience === 'guest').map((r) => `${r.event} ${r.channel}`)).toEqual([
      'booking_confirmed sms',
      'stay_reminder sms',
    ]);
    expect(rows.some((r) => r.recipient === email)).toBe(false);
    const audience = await marketingAudience(t.db, 'https://suparpalace.in', TEST_LINK_SECRET);
    const her = audience.find((r) => r.phone === stay.guest.user.phone)!;
    expect(her.email).toBeNull();
    // The payment dialog is not prefilled with it either.
    const summary = await (
      await t.call('GET', `/api/payments/booking/${stay.booking.id}`, { headers: stay.guest.headers })
    ).json();
    expect(summary.guest?.email ?? null).toBeNull();
  });
});

describe('proving an address', () => {
  it('sends a link when the address is saved, and confirming it links the address: shown verified, rows found by it', async () => {
    const email = address('devika');
    const guest = await signedInGuest(t.db, { name: 'Devika Rao' }, clock.at);
    const saved = await setEmail(guest.headers, email);
    expect((await saved.json()).message).toBe(
      `Profile updated successfully. We sent a link to ${email}. Open it within 24 hours to confirm your address.`,
    );
    expect(await profile(guest.headers)).toMatchObject({ email, email_verified: false });
    await t.db
      .insert(contactMessages)
      .values({ kind: 'feedback', name: 'Devika', email, comments: 'Lovely stay.' });

    const link = linkSentTo(email);
    const res = await confirm(link);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(
      `Thank you: ${email} is confirmed. Messages about your bookings will reach you there too.`,
    );
    expect(await profile(guest.headers)).toMatchObject({ email, email_verified: true });
    expect((await account(guest.user.id)).emailVerifiedAt).toEqual(clock.at);
    const exported = await (await t.call('GET', '/api/privacy/export', { headers: guest.headers })).json();
    expect(exported.tables.contact_messages).toMatchObject([{ comments: 'Lovely stay.' }]);
    expect(exported.tables.email_verifications).toHaveLength(1);

    // The same link again: refused, nothing changed.
    const again = await confirm(link);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(VERIFY_REFUSED.used);
    expect((await account(guest.user.id)).emailVerifiedAt).toEqual(clock.at);
  });

  it('refuses a forged, altered, expired or malformed link, changing nothing', async () => {
    const email = address('esha');
    const guest = await signedInGuest(t.db, { name: 'Esha' }, clock.at);
    await setEmail(guest.headers, email);
    const link = linkSentTo(email);
    const refusals: [object, number, string][] = [
      [{ ...link, s: tampered(link.s) }, 403, VERIFY_REFUSED.forged],
      // A later expiry written into the link breaks its signature.
      [{ ...link, e: String(Number(link.e) + 86_400) }, 403, VERIFY_REFUSED.forged],
      [{ ...link, v: '6f1c2a4e-8b7d-4c3a-9e5f-0a1b2c3d4e5f' }, 403, VERIFY_REFUSED.forged],
    ];
    for (const [body, status, message] of refusals) {
      const res = await confirm(body as typeof link);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).message).toBe(message);
    }
    for (const body of [{}, { ...link, s: 'short' }, { ...link, v: 'not-an-id' }, { ...link, extra: 1 }]) {
      expect((await confirm(body as typeof link)).status).toBe(400);
    }
    // Signed by the server's key for this row, but for another account: not this link.
    const [sent] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.id, link.v));
    const other = await signedInGuest(t.db, {}, clock.at);
    const forOther = signLink(
      'verify-email',
      verifyEmailSubject({ ...sent!, userId: other.user.id }),
      TEST_LINK_SECRET,
      sent!.expiresAt,
    );
    expect((await confirm({ v: link.v, e: forOther.e!, s: forOther.s })).status).toBe(403);
    expect(await profile(guest.headers)).toMatchObject({ email_verified: false });

    // A day later the real link has expired.
    clock.at = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    try {
      const late = await confirm(link);
      expect(late.status).toBe(403);
      expect((await late.json()).message).toBe(VERIFY_REFUSED.expired);
    } finally {
      clock.at = START;
    }
    expect(await profile(guest.headers)).toMatchObject({ email_verified: false });
    expect((await account(guest.user.id)).emailVerifiedAt).toBeNull();
  });

  it("refuses a link for an address the account no longer has: an old address's link proves no new one", async () => {
    const first = address('farah');
    const second = address('farah.new');
    const guest = await signedInGuest(t.db, { name: 'Farah' }, clock.at);
    await setEmail(guest.headers, first);
    const oldLink = linkSentTo(first);
    await setEmail(guest.headers, second);
    const res = await confirm(oldLink);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(VERIFY_REFUSED.changed);
    expect(await profile(guest.headers)).toMatchObject({ email: second, email_verified: false });
    expect((await confirm(linkSentTo(second))).status).toBe(200);
    expect(await profile(guest.headers)).toMatchObject({ email: second, email_verified: true });
  });

  it('makes a proven address unproven again when it changes, and keeps it proven when the same one is saved', async () => {
    const email = address('gita');
    const guest = await signedInGuest(t.db, { name: 'Gita', email }, clock.at);
    expect(await profile(guest.headers)).toMatchObject({ email, email_verified: true });
    const same = await t.call('PUT', '/api/auth/profile', {
      json: { name: 'Gita Nair', email },
      headers: guest.headers,
    });
    expect((await same.json()).message).toBe('Profile updated successfully');
    expect(await profile(guest.headers)).toMatchObject({ name: 'Gita Nair', email_verified: true });
    const changed = address('gita.work');
    await setEmail(guest.headers, changed);
    expect(await profile(guest.headers)).toMatchObject({ email: changed, email_verified: false });
    expect((await account(guest.user.id)).emailVerifiedAt).toBeNull();
    // Changing back is a change too: the old address is proven again only by a new link.
    await setEmail(guest.headers, email);
    expect(await profile(guest.headers)).toMatchObject({ email, email_verified: false });
  });

  it('refuses an address proven on another account, changing nothing', async () => {
    const email = address('hema');
    await signedInGuest(t.db, { name: 'Hema', email }, clock.at);
    const other = await signedInGuest(t.db, { name: 'Impostor' }, clock.at);
    await setEmail(other.headers, email);
    const res = await confirm(linkSentTo(email));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(VERIFY_REFUSED.taken);
    expect(await profile(other.headers)).toMatchObject({ email, email_verified: false });
  });
});

describe('asking for a link again', () => {
  it('sends a fresh link, and refuses past 5 an hour with 429, sending nothing', async () => {
    const email = address('jaya');
    const guest = await signedInGuest(t.db, { name: 'Jaya' }, clock.at);
    await setEmail(guest.headers, email);
    for (let i = 0; i < 4; i++) {
      const res = await resend(guest.headers);
      expect(res.status).toBe(202);
      expect((await res.json()).message).toBe(
        `We sent a link to ${email}. Open it within 24 hours to confirm your address.`,
      );
    }
    const refused = await resend(guest.headers);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      'We have sent you 5 links in the last hour. Please open the newest one, or ask again in an hour.',
    );
    expect(mail.outbox().filter((m) => m.to === email)).toHaveLength(5);
    const sent = await t.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, guest.user.id));
    expect(sent).toHaveLength(5);
    // Any of the links sent proves the address.
    expect((await confirm(linkSentTo(email))).status).toBe(200);
  });

  it("limits the links one address receives in a day, whoever asks: nobody fills a stranger's inbox", async () => {
    const email = address('kiran');
    for (let i = 0; i < 10; i++) {
      const guest = await signedInGuest(t.db, {}, clock.at);
      expect((await (await setEmail(guest.headers, email)).json()).message).toMatch(/We sent a link/);
    }
    const eleventh = await signedInGuest(t.db, {}, clock.at);
    const saved = await setEmail(eleventh.headers, email);
    // The profile is saved; only the link waits.
    expect(saved.status).toBe(200);
    expect((await saved.json()).message).toBe(
      'Profile updated successfully. This address has been sent 10 links today. Please open the newest one, or ask again tomorrow. Use Resend on your profile.',
    );
    expect(await profile(eleventh.headers)).toMatchObject({ email, email_verified: false });
    expect(mail.outbox().filter((m) => m.to === email)).toHaveLength(10);
    const hits = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, email));
    expect(hits).toHaveLength(10);
  });

  it('refuses when there is nothing to prove, and asks for a sign-in', async () => {
    const none = await signedInGuest(t.db, {}, clock.at);
    const noAddress = await resend(none.headers);
    expect(noAddress.status).toBe(409);
    expect((await noAddress.json()).message).toBe('Add an email address to your profile first.');
    const proven = await signedInGuest(t.db, { email: address('lata') }, clock.at);
    const already = await resend(proven.headers);
    expect(already.status).toBe(409);
    expect((await already.json()).message).toBe('Your email address is already confirmed.');
    expect((await resend({})).status).toBe(401);
  });
});
