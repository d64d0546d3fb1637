import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { ConsoleMail } from '../../src/server/providers/mail';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 31, item 4: share links (the page, the clipboard, the invite email) and calendar links use the origin the
// site is really served from: SITE_URL when set; else the origin `npm start` listens on (HOST and PORT), or the
// request's origin behind a trusted proxy.

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function appWith(env: Record<string, string>) {
  const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', pino({ level: 'silent' }));
  const t = await createTestApp(env, { mail });
  apps.push(t);
  return { t, mail };
}

/** Invites a friend and reads the share link from the answer, the email and the Refer & Earn figures. */
async function shareLinks(t: TestApp, mail: ConsoleMail, headers: Record<string, string> = {}) {
  const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
  const all = { ...asha.headers, ...headers };
  const invite = await t.call('POST', '/api/referrals/invite', {
    json: { refereeName: 'Meera', refereeEmail: 'meera@example.in' },
    headers: all,
  });
  expect(invite.status).toBe(201);
  const dashboard = await (await t.call('GET', '/api/dashboard', { headers: all })).json();
  const email = mail.outbox()[0]!.text;
  return {
    code: asha.user.referralCode,
    answer: (await invite.json()).shareLink,
    dashboard: dashboard.shareLink,
    email,
  };
}

describe('the origin of share links', () => {
  it('is the port the server listens on when SITE_URL is not set', async () => {
    const { t, mail } = await appWith({ PORT: '5173', HOST: '0.0.0.0' });
    const links = await shareLinks(t, mail);
    const expected = `http://localhost:5173/sign-in?ref=${links.code}`;
    expect(links.answer).toBe(expected);
    expect(links.dashboard).toBe(expected);
    expect(links.email).toContain(expected);
  });

  it('is the request’s origin behind a trusted proxy, and never a forwarded host that is not a host', async () => {
    const { t, mail } = await appWith({ PORT: '5173', TRUST_PROXY: 'true' });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'stay.palace.example' };
    const links = await shareLinks(t, mail, forwarded);
    expect(links.answer).toBe(`https://stay.palace.example/sign-in?ref=${links.code}`);
    expect(links.email).toContain(links.answer);

    const asha = await signedInGuest(t.db, { name: 'Ravi' });
    const odd = await t.call('GET', '/api/dashboard', {
      headers: { ...asha.headers, 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example/x?' },
    });
    expect((await odd.json()).shareLink).toBe(`http://localhost:5173/sign-in?ref=${asha.user.referralCode}`);
  });

  it('is SITE_URL when it is set, whatever the request or the port', async () => {
    const { t, mail } = await appWith({
      PORT: '5173',
      SITE_URL: 'https://suparpalace.in/',
      TRUST_PROXY: 'true',
    });
    const links = await shareLinks(t, mail, { 'x-forwarded-host': 'elsewhere.example' });
    expect(links.answer).toBe(`https://suparpalace.in/sign-in?ref=${links.code}`);
    expect(links.dashboard).toBe(links.answer);
  });
});

describe('SITE_URL in the settings', () => {
  it('defaults to the listening origin, and says whether it was set', () => {
    expect(loadEnv({})).toMatchObject({ SITE_URL: 'http://localhost:4321', SITE_URL_SET: false });
    expect(loadEnv({ PORT: '8080', HOST: '::' })).toMatchObject({ SITE_URL: 'http://localhost:8080' });
    expect(loadEnv({ PORT: '8080', HOST: '127.0.0.1' }).SITE_URL).toBe('http://127.0.0.1:8080');
    expect(loadEnv({ SITE_URL: 'https://palace.example' })).toMatchObject({
      SITE_URL: 'https://palace.example',
      SITE_URL_SET: true,
    });
  });
});
