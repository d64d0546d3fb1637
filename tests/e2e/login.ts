import type { Page } from '@playwright/test';

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
    if (!sent.ok()) throw new Error(`send-otp answered ${sent.status()}: ${await sent.text()}`);
  }
  const outbox = await page.request.get('/api/dev/sms-outbox');
  const { messages } = (await outbox.json()) as { messages: { to: string; otp: string }[] };
  const message = messages.find((m) => m.to.replace(/\D/g, '').endsWith(phone));
  if (!message) throw new Error(`no one-time code was sent to ${phone}`);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { phone, otp: message.otp } });
  if (!verified.ok()) throw new Error(`verify-otp answered ${verified.status()}: ${await verified.text()}`);
  const { token, user } = (await verified.json()) as { token: string; user: { id: string; name: string } };
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return user;
}
