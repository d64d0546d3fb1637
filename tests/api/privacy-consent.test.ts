import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/lib/consent';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import {
  consentRecords,
  contactMessages,
  newsletterSubscribers,
  otpCodes,
  rateLimitHits,
  users,
} from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { leaveNewsletter, unsubscribePath } from '../../src/server/services/privacy/consent';
import { eraseGuest } from '../../src/server/services/privacy/erasure';
import { marketingAudience } from '../../src/server/services/privacy/marketing';
import { applyRetention } from '../../src/server/services/privacy/retention';
import { signedInGuest, TEST_LINK_KEYS, TEST_LINK_SECRET } from '../fixtures/auth';
import { requestCode } from '../fixtures/sign-in';
import { tampered } from '../fixtures/tamper';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 35: consent recorded at sign-up with the notice's version, a separate unticked marketing choice,
// withdrawal in one step (account or signed link), erasure asked for and refused while a paid stay is to come,
// and retention that deletes old rows and carries out due erasures.

const NOW = new Date('2027-02-01T09:00:00Z');
const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', pino({ level: 'silent' }), () => NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW, mail });
});
afterAll(() => t.close());

let serial = 0;
const newPhone = () => `+91987770${String(++serial).padStart(4, '0')}`;
const recordsOf = (userId: string) =>
  t.db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(consentRecords.kind);

describe('consent at sign-up', () => {
  it("keeps the notice's version the guest agreed to and their marketing choice, unticked unless chosen", async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const withoutNotice = await t.call('POST', '/api/auth/verify-otp', {
      json: { phone, otp, askName: true, name: 'Ira Kapoor' },
    });
    expect(await withoutNotice.json()).toMatchObject({ needsName: true });
    expect((await t.db.select().from(users).where(eq(users.phone, phone))).length).toBe(0);

    const res = await t.call('POST', '/api/auth/verify-otp', {
      json: { phone, otp, askName: true, name: 'Ira Kapoor', acceptNotice: true },
    });
    const { user } = await res.json();
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false });
    expect(account?.noticeAcceptedAt).toEqual(NOW);
    expect(await recordsOf(user.id)).toMatchObject([
      { kind: 'marketing', given: false, via: 'sign-up' },
      { kind: 'privacy-notice', given: true, via: 'sign-up', noticeVersion: PRIVACY_NOTICE_VERSION },
    ]);
  });

  it('records offers chosen at sign-up', async () => {
    const phone = newPhone();
    const otp = await requestCode(t, phone);
    const res = await t.call('POST', '/api/auth/verify-otp', {
      json: { phone, otp, askName: true, name: 'Dev Rao', acceptNotice: true, marketing: true },
    });
    const { user } = await res.json();
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.marketingConsent).toBe(true);
  });

  it("is the privacy notice's own version (its last change)", () => {
    const notice = readFileSync('src/content/policies/privacy-notice.md', 'utf8');
    expect(/^lastChanged: (\S+)$/m.exec(notice)?.[1]).toBe(PRIVACY_NOTICE_VERSION);
  });
});

describe('withdrawing marketing consent', () => {
  it('takes one call from the account, recorded, and takes the address off the newsletter', async () => {
    const guest = await signedInGuest(t.db, { email: 'leela@example.in', marketingConsent: true }, NOW);
    await t.db.insert(newsletterSubscribers).values({ email: 'leela@example.in' });
    const res = await t.call('PUT', '/api/privacy/marketing', {
      json: { marketing: false },
      headers: guest.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(
      'No more offers by SMS or email. Booking messages still reach you.',
    );
    expect((await t.db.select().from(users).where(eq(users.id, guest.user.id)))[0]?.marketingConsent).toBe(
      false,
    );
    expect(await recordsOf(guest.user.id)).toMatchObject([
      { kind: 'marketing', given: false, via: 'account' },
    ]);
    expect(
      await t.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'leela@example.in')),
    ).toEqual([]);
  });

  it('works from the signed link without signing in, once, and refuses a forged one changing nothing', async () => {
    const guest = await signedInGuest(t.db, { marketingConsent: true }, NOW);
    const other = await signedInGuest(t.db, { marketingConsent: true }, NOW);
    const link = new URL(unsubscribePath(guest.user.id, TEST_LINK_SECRET), 'http://x');
    const body = { u: link.searchParams.get('u'), s: link.searchParams.get('s') };

    // Guest's signature on another guest's id: refused.
    const forged = await t.call('POST', '/api/privacy/unsubscribe', { json: { ...body, u: other.user.id } });
    expect(forged.status).toBe(403);
    expect((await forged.json()).message).toBe('This unsubscribe link is not valid.');
    expect((await t.db.select().from(users).where(eq(users.id, other.user.id)))[0]?.marketingConsent).toBe(
      true,
    );

    const first = await t.call('POST', '/api/privacy/unsubscribe', { json: body });
    expect(await first.json()).toEqual({
      message: 'You are unsubscribed: no more offers by SMS or email. Booking messages still reach you.',
    });
    const again = await t.call('POST', '/api/privacy/unsubscribe', { json: body });
    expect((await again.json()).message).toBe(
      'You were already unsubscribed. Booking messages still reach you.',
    );
    expect(await recordsOf(guest.user.id)).toHaveLength(1);
  });
});

describe('the newsletter and the audience for offers', () => {
  it("welcomes a new address with its own unsubscribe link, which works once and can't be forged", async () => {
    const res = await t.call('POST', '/api/newsletter', { json: { email: 'devika@example.in' } });
    expect(res.status).toBe(201);
    const welcome = mail.outbox().find((m) => m.to === 'devika@example.in')!;
    expect(welcome).toMatchObject({ subject: 'Welcome to the palace letter', tag: 'newsletter-welcome' });
    expect(welcome.text).toContain(welcome.unsubscribe);
    expect(welcome.html).toContain('Stop the palace letter');
    const link = new URL(welcome.unsubscribe!);
    expect(link.pathname).toBe('/unsubscribe');
    const n = link.searchParams.get('n')!;
    const s = link.searchParams.get('s')!;
    const row = () => t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, n));
    // Signed up again: no second welcome.
    await t.call('POST', '/api/newsletter', { json: { email: 'devika@example.in' } });
    expect(mail.outbox().filter((m) => m.to === 'devika@example.in')).toHaveLength(1);

    // A guest's unsubscribe signature does not stop someone's newsletter, nor does a made-up one.
    const guest = await signedInGuest(t.db, {}, NOW);
    const guestSignature = new URL(
      unsubscribePath(guest.user.id, TEST_LINK_SECRET),
      'http://x',
    ).searchParams.get('s')!;
    for (const forged of [guestSignature, tampered(s)]) {
      expect(forged).not.toBe(s);
      await expect(leaveNewsletter(t.db, n, forged, TEST_LINK_KEYS, NOW)).rejects.toThrow(
        'This unsubscribe link is not valid.',
      );
    }
    expect(await row()).toHaveLength(1);
    expect(await leaveNewsletter(t.db, n, s, TEST_LINK_KEYS, NOW)).toBe(
      'You are off the palace letter: we will not write to this address again.',
    );
    expect(await row()).toEqual([]);
    expect(await leaveNewsletter(t.db, n, s, TEST_LINK_KEYS, NOW)).toBe(
      'This address was already off the palace letter.',
    );
  });

  it('lists everyone who may be sent offers, each with a working link, and no one who said no or was erased', async () => {
    await t.call('POST', '/api/newsletter', { json: { email: 'omar@example.in' } });
    const yes = await signedInGuest(
      t.db,
      { name: 'Tara Sen', email: 'tara@example.in', marketingConsent: true },
      NOW,
    );
    const no = await signedInGuest(t.db, { name: 'Ravi Das', email: 'ravi@example.in' }, NOW);
    const erased = await signedInGuest(
      t.db,
      { name: 'Gone', email: 'gone@example.in', marketingConsent: true },
      NOW,
    );
    await eraseGuest(t.db, erased.user.id, NOW);
    const audience = await marketingAudience(t.db, 'https://stay.suparpalace.in', TEST_LINK_SECRET);
    const emails = audience.map((r) => r.email);
    expect(emails).toContain('omar@example.in');
    expect(emails).toContain('tara@example.in');
    expect(emails).not.toContain('ravi@example.in');
    expect(audience.some((r) => r.phone === erased.user.phone || r.phone === no.user.phone)).toBe(false);
    const tara = audience.find((r) => r.email === 'tara@example.in')!;
    expect(tara).toMatchObject({ kind: 'guest', phone: yes.user.phone });
    const link = new URL(tara.unsubscribe);
    expect(link.origin).toBe('https://stay.suparpalace.in');
    const unsubscribed = await t.call('POST', '/api/privacy/unsubscribe', {
      json: { u: link.searchParams.get('u'), s: link.searchParams.get('s') },
    });
    expect(unsubscribed.status).toBe(200);
    const omar = audience.find((r) => r.email === 'omar@example.in')!;
    const letter = new URL(omar.unsubscribe);
    expect(
      await leaveNewsletter(
        t.db,
        letter.searchParams.get('n')!,
        letter.searchParams.get('s')!,
        TEST_LINK_KEYS,
        NOW,
      ),
    ).toContain('You are off the palace letter');
    const after = (await marketingAudience(t.db, 'https://stay.suparpalace.in', TEST_LINK_SECRET)).map(
      (r) => r.email,
    );
    expect(after).not.toContain('tara@example.in');
    expect(after).not.toContain('omar@example.in');
  });
});

describe('asking for erasure', () => {
  it('is refused, with the reason, while a paid stay is still to come', async () => {
    const guest = await signedInGuest(t.db, {}, NOW);
    const room = await createRoom(t.db);
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from room_units where room_id = ${room.id}`,
    );
    const stay = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: rows[0]!.id,
      checkIn: '2027-03-01',
      status: 'confirmed',
    });
    const res = await t.call('POST', '/api/privacy/erasure', {
      json: { confirm: 'ERASE' },
      headers: guest.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      `Your paid booking ${stay.bookingCode} is still to come. Cancel it first, or ask us to erase your account after it.`,
    );
    expect((await t.db.select().from(users).where(eq(users.id, guest.user.id)))[0]?.erasureDueAt).toBeNull();
  });

  it('asks for the word ERASE, schedules the erasure after the notice period, and can be withdrawn', async () => {
    const guest = await signedInGuest(t.db, {}, NOW);
    const bare = await t.call('POST', '/api/privacy/erasure', { json: {}, headers: guest.headers });
    expect(bare.status).toBe(400);
    expect((await bare.json()).message).toBe('Type ERASE to confirm.');

    const res = await t.call('POST', '/api/privacy/erasure', {
      json: { confirm: 'ERASE' },
      headers: guest.headers,
    });
    expect(res.status).toBe(202);
    expect((await res.json()).erasureDueAt).toBe(new Date(NOW.getTime() + 48 * 3_600_000).toISOString());
    const summary = await (await t.call('GET', '/api/privacy/summary', { headers: guest.headers })).json();
    expect(summary.erasureDueAt).not.toBeNull();

    const keep = await t.call('DELETE', '/api/privacy/erasure', { headers: guest.headers });
    expect((await keep.json()).message).toBe('Your account will not be erased.');
    expect((await t.db.select().from(users).where(eq(users.id, guest.user.id)))[0]?.erasureDueAt).toBeNull();
  });

  it('is carried out by the retention job once due, and not before', async () => {
    const guest = await signedInGuest(t.db, { name: 'Naveen Due', email: 'naveen@example.in' }, NOW);
    await t.call('POST', '/api/privacy/erasure', { json: { confirm: 'ERASE' }, headers: guest.headers });
    const periods = { signInDays: 365, messageLogDays: 365, contactDays: 365, rateLimitHours: 48 };
    expect(
      (await applyRetention(t.db, periods, new Date(NOW.getTime() + 47 * 3_600_000))).erasedAccounts,
    ).toBe(0);
    expect(
      (await applyRetention(t.db, periods, new Date(NOW.getTime() + 49 * 3_600_000))).erasedAccounts,
    ).toBe(1);
    const [account] = await t.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(account).toMatchObject({ name: '', email: null, erasureDueAt: null });
    expect(account?.erasedAt).not.toBeNull();
  });
});

describe('the privacy summary', () => {
  it('lists what is kept by category for the signed-in guest only', async () => {
    const guest = await signedInGuest(t.db, { name: 'Sana Mir', email: 'sana@example.in' }, NOW);
    const res = await t.call('GET', '/api/privacy/summary', { headers: guest.headers });
    const summary = await res.json();
    expect(summary.categories.map((c: { label: string }) => c.label)).toEqual([
      'Your profile',
      'Bookings',
      'Payments and refunds',
      'Tax documents',
      'Supar Coins',
      'Favorites',
      'Referral invites',
      'Messages to you',
      'Sign-in',
      'Your choices',
    ]);
    expect(summary.categories[0].detail).toBe('Your name, phone, email.');
    expect((await t.call('GET', '/api/privacy/summary')).status).toBe(401);
  });
});

describe('retention', () => {
  it('deletes sign-in codes, rate-limit rows and contact messages past their periods, and keeps the newer', async () => {
    const old = new Date(NOW.getTime() - 400 * 86_400_000);
    await t.db.insert(otpCodes).values([
      { phone: '+919800000001', codeHash: 'h', expiresAt: old, createdAt: old },
      { phone: '+919800000002', codeHash: 'h', expiresAt: NOW, createdAt: NOW },
    ]);
    await t.db.insert(rateLimitHits).values([
      { bucket: 'b', key: 'k-old', createdAt: new Date(NOW.getTime() - 3 * 86_400_000) },
      { bucket: 'b', key: 'k-new', createdAt: NOW },
    ]);
    await t.db.insert(contactMessages).values([
      { kind: 'enquiry', name: 'Old', email: 'old@example.in', comments: 'Hello', createdAt: old },
      { kind: 'enquiry', name: 'New', email: 'new@example.in', comments: 'Hello', createdAt: NOW },
    ]);
    const periods = { signInDays: 365, messageLogDays: 365, contactDays: 365, rateLimitHours: 48 };
    const round = await applyRetention(t.db, periods, NOW);
    expect(round).toMatchObject({ signInCodes: 1, rateLimitHits: 1, contactMessages: 1 });
    expect((await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919800000002'))).length).toBe(1);
    expect((await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k-new'))).length).toBe(1);
    expect((await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'New'))).length).toBe(1);
    expect(await applyRetention(t.db, periods, NOW)).toMatchObject({ signInCodes: 0, contactMessages: 0 });
  });
});
