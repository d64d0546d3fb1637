import type { Page } from '@playwright/test';
import { readOtp } from './guest-session';
import { ownMobile } from './own-data';

/**
 * Signs a new guest in through the phone sign-in API, as the login pages do but without their clicks:
 * sign up, read the code from the console SMS outbox, verify it, and keep the token and user in
 * localStorage. Returns the stored user. (`signUpAs` in guest-session.ts walks the pages themselves.)
 */
export async function signInAsNewGuest(page: Page, name = 'Asha Verma') {
  const phone = ownMobile();
  const signup = await page.request.post('/api/auth/signup', { data: { name, phone } });
  if (!signup.ok()) throw new Error(`signup answered ${signup.status()}: ${await signup.text()}`);
  const otp = await readOtp(page.request, phone);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { phone, otp } });
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
