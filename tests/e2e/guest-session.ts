import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { islandsReady } from './islands';
import { ownMobile } from './own-data';

/** The latest code the console SMS provider "sent" to a 10-digit Indian mobile, read from the dev outbox. */
export async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/sms-outbox')).json()) as {
        messages: { to: string; otp?: string }[];
      };
      otp = messages.find((m) => m.to === `+91${mobile}` && m.otp)?.otp;
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp!;
}

/** Signs up through /sign-in and /otp-verification as a real guest would; ends on / logged in. */
export async function signUpAs(page: Page, name: string, mobile = ownMobile()): Promise<string> {
  await page.goto('/sign-in');
  await islandsReady(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByLabel('I have read the privacy notice and agree to it.').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await islandsReady(page);
  const otp = await readOtp(page.request, mobile);
  await page.getByLabel('Digit 1 of 6').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);
  return mobile;
}
