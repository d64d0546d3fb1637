import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, users, walletTransactions } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { latestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', pino({ level: 'silent' }));
// The clock moves a minute per sign-up, past the 30 s between codes to one phone.
let clock = HOTEL_NOON.getTime();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://suparpalace.in' }, { now: () => new Date(clock), mail });
});
afterAll(() => t.close());

let phoneSeq = 0;
const newPhone = () => `+9198765${String(43_000 + ++phoneSeq).padStart(5, '0')}`;

/** A friend signs up through a share link: sign-up with the code, then the SMS code. */
async function signUpThroughLink(app: TestApp, phone: string, name: string, referralCode: string) {
  clock += 60_000;
  expect((await app.call('POST', '/api/auth/signup', { json: { name, phone, referralCode } })).status).toBe(
    200,
  );
  const res = await app.call('POST', '/api/auth/verify-otp', {
    json: { phone, otp: latestCode(app, phone) },
  });
  expect(res.status).toBe(200);
  return res.json();
}

const coinsOf = async (userId: string) =>
  (await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).filter(
    (r) => r.type === 'referral',
  );

describe('POST /api/referrals/invite', () => {
  it('records the invite, emails the friend the share link and answers with it', async () => {
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
    const res = await t.call('POST', '/api/referrals/invite', {
      json: { refereeName: 'Meera', refereeEmail: 'meera@example.in', userId: asha.user.id },
      headers: asha.headers,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.shareLink).toBe(`https://suparpalace.in/sign-in?ref=${asha.user.referralCode}`);
    const [sent] = mail.outbox();
    expect(sent).toMatchObject({ to: 'meera@example.in', tag: 'referral-invite' });
    expect(sent!.subject).toBe('Asha Verma invites you to The Supar Palace');
    expect(sent!.text).toContain(body.shareLink);
    // The friend reads first what joining gives them, then what it gives the one who invited them.
    const offer =
      'With an account you book rooms, tables and events in one place,\nand every paid room or dining booking ' +
      'earns you 10 Supar Coins\nto spend on your next one.';
    expect(sent!.text).toContain(offer);
    expect(sent!.html).toContain(
      `${offer.replaceAll('\n', ' ')} 1 Supar Coin = ₹1; coins may pay up to 50% of a booking.`,
    );
    expect(sent!.text.indexOf(offer)).toBeLessThan(
      sent!.text.indexOf('Asha Verma earns 50 Supar Coins too.'),
    );
    const dashboard = await (await t.call('GET', '/api/dashboard', { headers: asha.headers })).json();
    expect(dashboard).toMatchObject({ invitesSent: 1, friendsReferred: 0, totalEarnings: 0 });
  });

  it("refuses another guest's userId (404), a bad email or no name (400), and sends nothing", async () => {
    const asha = await signedInGuest(t.db);
    const other = await signedInGuest(t.db);
    const before = mail.outbox().length;
    const foreign = await t.call('POST', '/api/referrals/invite', {
      json: { refereeName: 'Meera', refereeEmail: 'meera@example.in', userId: other.user.id },
      headers: asha.headers,
    });
    expect(foreign.status).toBe(404);
    for (const json of [
      { refereeName: 'Meera', refereeEmail: 'not-an-email' },
      { refereeName: '', refereeEmail: 'meera@example.in' },
      { refereeEmail: 'meera@example.in' },
    ]) {
      expect((await t.call('POST', '/api/referrals/invite', { json, headers: asha.headers })).status).toBe(
        400,
      );
    }
    expect(mail.outbox()).toHaveLength(before);
    expect(await t.db.select().from(referrals).where(eq(referrals.referrerId, asha.user.id))).toHaveLength(0);
  });
});

describe('the referral reward', () => {
  it('credits the referrer 50 coins once when a new phone signs up through the link', async () => {
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
    const phone = newPhone();
    await signUpThroughLink(t, phone, 'Meera Shah', asha.user.referralCode);
    expect(await coinsOf(asha.user.id)).toMatchObject([
      { suparCoins: 50, description: 'Referral reward: Meera Shah joined' },
    ]);
    // Signing in again through the same link is an existing account: nothing more.
    await signUpThroughLink(t, phone, 'Meera Shah', asha.user.referralCode);
    expect(await coinsOf(asha.user.id)).toHaveLength(1);
    const dashboard = await (await t.call('GET', '/api/dashboard', { headers: asha.headers })).json();
    expect(dashboard).toMatchObject({ friendsReferred: 1, totalEarnings: 50, balance: 50 });
    const list = await (await t.call('GET', '/api/referrals', { headers: asha.headers })).json();
    expect(list.friends).toMatchObject([{ refereeName: 'Meera Shah', status: 'rewarded', coins: 50 }]);
    const [friend] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(friend!.referredBy).toBe(asha.user.id);
  });

  it('pays nothing for an existing account, or for a code nobody holds', async () => {
    const asha = await signedInGuest(t.db);
    const existing = await signedInGuest(t.db);
    await signUpThroughLink(t, existing.user.phone, 'Old Friend', asha.user.referralCode);
    await signUpThroughLink(t, newPhone(), 'Stranger', 'NOSUCHCODE');
    expect(await coinsOf(asha.user.id)).toHaveLength(0);
  });

  it('stops at 20 rewards a month: the 21st friend joins, and earns the referrer nothing', async () => {
    const asha = await signedInGuest(t.db);
    await t.db.insert(referrals).values(
      Array.from({ length: 20 }, (_, i) => ({
        referrerId: asha.user.id,
        refereeName: `Friend ${i}`,
        refereePhone: `+9197700${String(10_000 + i)}`,
        status: 'rewarded' as const,
        createdAt: new Date('2026-11-05T10:00:00Z'),
        joinedAt: new Date('2026-11-05T10:00:00Z'),
      })),
    );
    await signUpThroughLink(t, newPhone(), 'Friend Twenty-one', asha.user.referralCode);
    expect(await coinsOf(asha.user.id)).toHaveLength(0);
    const list = await (await t.call('GET', '/api/referrals', { headers: asha.headers })).json();
    expect(list.friends[0]).toMatchObject({ refereeName: 'Friend Twenty-one', status: 'joined', coins: 0 });
  });

  it('tells the sign-up page whose code a link carries', async () => {
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
    const res = await t.call('POST', '/api/referrals/confirm', { json: { code: asha.user.referralCode } });
    expect(await res.json()).toEqual({ valid: true, referrerName: 'Asha', rewardCoins: 50 });
    const unknown = await t.call('POST', '/api/referrals/confirm', { json: { code: 'ZZZZ9999' } });
    expect(await unknown.json()).toMatchObject({ valid: false, referrerName: null });
    const junk = await t.call('POST', '/api/referrals/confirm', { json: { code: '<script>' } });
    expect(await junk.json()).toMatchObject({ valid: false });
    expect((await t.call('POST', '/api/referrals/confirm', { json: { code: 'x'.repeat(40) } })).status).toBe(
      400,
    );
  });
});

describe('invitations over SMTP, against a local SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let smtp: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    smtp = await createTestApp({ MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the invitation with the share link', async () => {
    const asha = await signedInGuest(smtp.db, { name: 'Asha Verma' });
    const res = await smtp.call('POST', '/api/referrals/invite', {
      json: { refereeName: 'Meera', refereeEmail: 'meera@example.in' },
      headers: asha.headers,
    });
    expect(res.status).toBe(201);
    expect(received.join('\n')).toContain(`sign-in?ref=${asha.user.referralCode}`);
  });

  it('says the invitation failed, and keeps no invite, when the server cannot be reached', async () => {
    const down = await createTestApp({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const asha = await signedInGuest(down.db);
      const res = await down.call('POST', '/api/referrals/invite', {
        json: { refereeName: 'Meera', refereeEmail: 'meera@example.in' },
        headers: asha.headers,
      });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe('Error sending invitation. Please try again.');
      expect(await down.db.select().from(referrals)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
