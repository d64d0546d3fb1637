import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

let used = 0;
/** Sessions issued before the server started (E2E_SESSION_FILE), for a build without the sign-in API. */
function preparedSession(): { token: string; user: { id: string; name: string } } | null {
  const file = process.env.E2E_SESSION_FILE;
  if (!file) return null;
  const sessions = JSON.parse(readFileSync(file, 'utf8')) as {
    token: string;
    user: { id: string; name: string };
  }[];
  return sessions[(process.pid + used++) % sessions.length] ?? null;
}

async function storeSession(page: Page, token: string, user: unknown) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/**
 * Signs a new guest in the way a person does, against the phone sign-in API (issue 3's contract):
 * sign up (or send a code), read the code from the console SMS outbox, verify it, and keep the token
 * and user in localStorage as the login page does. Returns the stored user.
 */
export async function signInAsNewGuest(page: Page, name = 'Asha Verma') {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const signup = await page.request.post('/api/auth/signup', { data: { name, phone } });
  if (!signup.ok()) {
    const sent = await page.request.post('/api/auth/send-otp', { data: { phone } });
    const prepared = sent.status() === 404 ? preparedSession() : null;
    if (prepared) {
      // This build has no sign-in API yet: use a session issued into its database before it started.
      await storeSession(page, prepared.token, prepared.user);
      return prepared.user;
    }
    if (!sent.ok()) throw new Error(`send-otp answered ${sent.status()}: ${await sent.text()}`);
  }
  const outbox = await page.request.get('/api/dev/sms-outbox');
  const { messages } = (await outbox.json()) as { messages: { to: string; otp: string }[] };
  const message = messages.find((m) => m.to.replace(/\D/g, '').endsWith(phone));
  if (!message) throw new Error(`no one-time code was sent to ${phone}`);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { phone, otp: message.otp } });
  if (!verified.ok()) throw new Error(`verify-otp answered ${verified.status()}: ${await verified.text()}`);
  const { token, user } = (await verified.json()) as { token: string; user: { id: string; name: string } };
  await storeSession(page, token, user);
  return user;
}
